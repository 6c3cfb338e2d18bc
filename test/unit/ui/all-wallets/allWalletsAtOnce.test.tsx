// @vitest-environment happy-dom
import { StrictMode } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_PROJECT_ID } from '../../../../sandbox/http/projects.js'
import { HatchProvider } from '../../../../ui/index.js'
import { testNetworks } from '../../../fixtures/createTestHatch.js'
import { renderInDom, settle, waitFor, turns } from '../renderInDom.js'
import { createUiTestHatch } from '../uiTestHatch.js'
import { startCatalogue } from './catalogueServer.js'

/**
 * Issue 32 item 1: All Wallets waits on no timer. The visitor's intent on its row (focus here; a
 * pointer over it does the same) loads the view's chunk and sends its first catalogue requests to
 * the real sandbox catalogue, without changing what the visitor sees. Once chunk and data are in,
 * the click must show the wallets in React's next scheduler tick (within one frame): a Suspense
 * reveal (300 ms), a debounce or any other timer would not have fired yet. The view takes over the requests the
 * intent made: none is sent twice.
 */
const CHAINS = { eip155: [testNetworks.one.caipNetworkId, testNetworks.two.caipNetworkId], solana: ['solana:sandbox'], bip122: ['bip122:sandbox'] }
let server: Awaited<ReturnType<typeof startCatalogue>>
const requests: URL[] = []
let pending = 0
const realFetch = globalThis.fetch
const act = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
const cleanups: Array<() => Promise<void>> = []

beforeAll(async () => {
  server = await startCatalogue(CHAINS)
  // Records what the page asks the real catalogue for; every request still goes to the server.
  globalThis.fetch = (input, init) => {
    requests.push(new URL(input instanceof Request ? input.url : String(input)))
    pending += 1
    return realFetch(input, init).finally(() => (pending -= 1))
  }
})
afterAll(async () => {
  globalThis.fetch = realFetch
  await server.stop()
})
afterEach(async () => {
  act.IS_REACT_ACT_ENVIRONMENT = true
  await waitFor(() => (pending === 0 ? true : undefined), 'the catalogue requests to settle')
  for (const cleanup of cleanups.splice(0)) await cleanup()
  document.querySelectorAll('hatch-modal').forEach((el) => el.remove())
  requests.length = 0
})

const walletRequests = () => requests.filter((u) => u.pathname === '/getWallets').map((u) => `${u.searchParams.get('page')}/${u.searchParams.get('entries')}`)
const tiles = (root: ShadowRoot) => root.querySelectorAll('[data-testid="hatch-wallet-tile"]')

describe('All Wallets after the visitor pointed at or focused its row (real sandbox catalogue)', () => {
  it('fetches on intent without changing the view, then shows the wallets within one or two event-loop turns of the click, asking nothing twice', async () => {
    const hatch = createUiTestHatch({
      projectId: DEFAULT_PROJECT_ID,
      endpoints: { catalogue: server.url, data: 'http://127.0.0.1:9/', analytics: 'http://127.0.0.1:9/' },
    })
    const rendered = await renderInDom(
      <StrictMode>
        <HatchProvider hatch={hatch} prefetch={false}>
          <span />
        </HatchProvider>
      </StrictMode>,
    )
    cleanups.push(rendered.unmount)
    await settle(() => hatch.open())
    const root = await waitFor(() => document.querySelector('hatch-modal')?.shadowRoot, 'the modal host')
    await waitFor(() => root.querySelector('[data-testid="hatch-connect-view"]'), 'the Connect view')
    const row = await waitFor(
      () => [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.querySelector('.row-name')?.textContent === 'All Wallets'),
      'the All Wallets row',
    )
    expect(walletRequests()).toEqual([])

    await settle(() => row.focus())
    await waitFor(() => (walletRequests().length >= 2 && pending === 0 ? true : undefined), 'the requests the intent started')
    await settle()
    // The recommended wallets, then the first page: what the view asks for when it opens.
    expect(walletRequests()).toEqual(['1/4', '1/40'])
    // Nothing the visitor sees changed: still the Connect view, no wallet tile.
    expect(hatch.getState().router.stack.map((entry) => entry.view)).toEqual(['Connect'])
    expect(root.querySelector('[data-testid="hatch-connect-view"]')).not.toBeNull()
    expect(tiles(root)).toHaveLength(0)

    // Outside act(): React schedules as in a browser, so a throttled reveal or a timer would wait.
    act.IS_REACT_ACT_ENVIRONMENT = false
    row.click()
    const turn = await turns(50, () => tiles(root).length > 0)
    expect(turn, 'the wallets had not shown after 50 event-loop turns of the click').toBeGreaterThan(0)
    // React renders in its first scheduler tick after the click (1 turn measured); a view that still
    // fetched after mounting took 6 turns even on loopback, and a 300 ms timer would take thousands.
    expect(turn, `the wallets showed ${turn} event-loop turns after the click, not in the next one or two`).toBeLessThanOrEqual(2)
    expect(tiles(root)[0]?.getAttribute('aria-label')).toBeTruthy()
    act.IS_REACT_ACT_ENVIRONMENT = true
    await settle()
    expect(walletRequests()).toEqual(['1/4', '1/40'])
  })
})
