// @vitest-environment happy-dom
import { StrictMode } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { defineAdapter } from '../../../../kernel/contracts/defineAdapter.js'
import type { ViewEntry } from '../../../../kernel/contracts/definePlugin.js'
import type { Hatch } from '../../../../kernel/createHatch.js'
import { DEFAULT_PROJECT_ID } from '../../../../sandbox/http/projects.js'
import { HatchProvider } from '../../../../ui/index.js'
import type { ViewProps } from '../../../../ui/modal/ViewProps.js'
import { COLUMNS, VIEWPORT_HEIGHT, ROW_HEIGHT } from '../../../../ui/views/all-wallets/WalletGrid.js'
import { scriptedAdapter, testNetworks } from '../../../fixtures/createTestHatch.js'
import { renderInDom, settle, waitFor } from '../renderInDom.js'
import { createUiTestHatch } from '../uiTestHatch.js'
import { startCatalogue } from './catalogueServer.js'

// The generated wallets support the test instance's networks, so the chains filter keeps them.
const CHAINS = { eip155: [testNetworks.one.caipNetworkId, testNetworks.two.caipNetworkId], solana: ['solana:sandbox'], bip122: ['bip122:sandbox'] }
let server: Awaited<ReturnType<typeof startCatalogue>>
const requests: URL[] = []
let pending = 0
const realFetch = globalThis.fetch
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
/** Lets in-flight catalogue requests finish: happy-dom logs every aborted one as a socket hang-up. */
const requestsSettled = () => waitFor(() => (pending === 0 ? true : undefined), 'the catalogue requests to settle')

afterEach(async () => {
  await requestsSettled()
  for (const cleanup of cleanups.splice(0)) await cleanup()
  document.querySelectorAll('hatch-modal').forEach((el) => el.remove())
  requests.length = 0
  server.state.brokenImages.clear()
})

/** An EVM adapter announcing the sandbox's first test wallet, so its catalogue entry is installed. */
const announcing = defineAdapter({
  namespace: 'eip155',
  name: 'test-announcing',
  setup: (ctx) =>
    ctx.setConnectors('eip155', [
      { id: 'announced-test-wallet', type: 'ANNOUNCED', name: 'Hatch Test Wallet', chain: 'eip155', info: { rdns: 'dev.hatch.testwallet' } },
    ]),
  load: async () => scriptedAdapter('eip155').runtime,
})

function ParamsView({ params }: ViewProps) {
  return <p data-testid="params">{JSON.stringify(params ?? null)}</p>
}
const paramsView: ViewEntry = () => Promise.resolve({ default: ParamsView })

const walletRequests = () => requests.filter((u) => u.pathname === '/getWallets')

async function mount(views: Record<string, ViewEntry> = {}): Promise<{ hatch: Hatch; root: ShadowRoot }> {
  const hatch = createUiTestHatch(
    {
      projectId: DEFAULT_PROJECT_ID,
      adapters: [announcing],
      endpoints: { catalogue: server.url, data: 'http://127.0.0.1:9/', analytics: 'http://127.0.0.1:9/' },
    },
    views,
  )
  const hostsBefore = document.querySelectorAll('hatch-modal').length
  const rendered = await renderInDom(
    <StrictMode>
      <HatchProvider hatch={hatch} prefetch={false}>
        <span />
      </HatchProvider>
    </StrictMode>,
  )
  cleanups.push(rendered.unmount)
  await settle(() => hatch.open())
  const root = await waitFor(() => document.querySelectorAll('hatch-modal')[hostsBefore]?.shadowRoot, 'the modal host and its shadow root')
  await waitFor(() => root.querySelector('[data-testid="hatch-connect-view"]'), 'the Connect view')
  return { hatch, root }
}

async function openAllWallets(root: ShadowRoot): Promise<void> {
  await settle(() => [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.querySelector('.row-name')?.textContent === 'All Wallets')?.click())
  await waitFor(() => root.querySelector('[data-testid="hatch-wallet-tile"]'), 'the first wallet tiles')
}

const tileLabels = (root: ShadowRoot) => [...root.querySelectorAll('[data-testid="hatch-wallet-tile"]')].map((b) => b.getAttribute('aria-label'))
const tile = (root: ShadowRoot, label: string) =>
  waitFor(() => root.querySelector<HTMLButtonElement>(`[data-testid="hatch-wallet-tile"][aria-label="${label}"]`), `the tile '${label}'`)

async function search(root: ShadowRoot, text: string): Promise<void> {
  const field = root.querySelector<HTMLInputElement>('input[type="search"]')
  if (!field) throw new Error('no search field')
  await settle(() => {
    const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set
    setValue?.call(field, text)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

describe('AllWallets view (happy-dom, StrictMode, real sandbox catalogue)', () => {
  it('asks the catalogue nothing until opened, then each request once despite StrictMode, and renders a bounded first screen', async () => {
    const { root } = await mount()
    expect(requests.filter((u) => u.origin === new URL(server.url).origin && u.pathname !== '/appkit/v1/config')).toEqual([])

    await openAllWallets(root)
    await waitFor(() => (walletRequests().length >= 2 ? true : undefined), 'the recommended and first-page requests')
    await settle()
    const asked = walletRequests().map((u) => `${u.searchParams.get('page')}/${u.searchParams.get('entries')}`)
    expect(asked).toEqual(['1/4', '1/40'])
    const labels = tileLabels(root)
    // Visible rows plus two rows of overscan below, four tiles a row: never all 44 loaded wallets.
    expect(labels).toHaveLength((VIEWPORT_HEIGHT / ROW_HEIGHT + 2) * COLUMNS)
    // Only the announced wallet is installed: the "Installed" it shows is part of its name (WCAG 2.5.3).
    expect(labels.slice(0, 2)).toEqual(['Hatch Test Wallet Installed', 'Hatch Second Wallet'])
    const tiles = [...root.querySelectorAll<HTMLElement>('[data-testid="hatch-wallet-tile"]')]
    const shown = (b: HTMLElement) => [...b.querySelectorAll(':scope > span:not([aria-hidden])')].map((el) => el.textContent).join(' ')
    for (const b of tiles) expect(b.getAttribute('aria-label')).toBe(shown(b))
    expect(tiles.filter((b) => shown(b).endsWith(' Installed')).map((b) => b.getAttribute('aria-label'))).toEqual(['Hatch Test Wallet Installed'])
    const list = root.querySelector('[role="list"]')
    expect(list?.getAttribute('aria-label')).toBe('Wallets')
    expect(list?.querySelectorAll('[role="listitem"] > button').length).toBe(labels.length)
  })

  it('has a labelled search field; a search shows matching wallets, a miss shows the empty state', async () => {
    const { root } = await mount()
    await openAllWallets(root)
    const field = root.querySelector('input[type="search"]')
    expect(field?.getAttribute('aria-label')).toBe('Search wallets')
    expect(field?.getAttribute('placeholder')).toBe('Search wallet')

    const target = server.state.wallets[400]?.name as string
    await search(root, target)
    expect(root.querySelector('[data-testid="hatch-all-wallets-view"] [role="status"]')?.textContent).toBe('Searching…')
    await tile(root, target)
    expect(root.querySelector('[role="list"]')?.getAttribute('aria-label')).toBe('Search results')
    expect(
      walletRequests()
        .filter((u) => u.searchParams.has('search'))
        .map((u) => u.searchParams.get('search')),
    ).toEqual([target])

    await search(root, 'No Such Wallet Anywhere')
    await waitFor(
      () => (root.querySelector('[data-testid="hatch-all-wallets-view"] [role="status"]')?.textContent === 'No wallet found' ? true : undefined),
      "'No wallet found'",
    )
    expect(tileLabels(root)).toEqual([])
    await search(root, '')
    await tile(root, 'Hatch Test Wallet Installed')
  })

  it('puts focus in the search field; Escape there first clears the typed text, and only a second Escape closes', async () => {
    const { hatch, root } = await mount()
    await openAllWallets(root)
    const field = root.querySelector<HTMLInputElement>('input[type="search"]')
    // The visitor types at once: no Tab to reach the field first.
    expect(root.activeElement).toBe(field)

    await search(root, 'No Such Wallet Anywhere')
    await waitFor(
      () => (root.querySelector('[data-testid="hatch-all-wallets-view"] [role="status"]')?.textContent === 'No wallet found' ? true : undefined),
      "'No wallet found'",
    )
    const escape = () => settle(() => void root.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true })))
    await escape()
    expect(field?.value).toBe('')
    expect(hatch.getState().modal.open).toBe(true)
    // The view heard the change as typing: the whole list is back, not the empty search.
    await tile(root, 'Hatch Test Wallet Installed')
    expect(root.querySelector('[role="list"]')?.getAttribute('aria-label')).toBe('Wallets')
    await escape()
    expect(hatch.getState().modal.open).toBe(false)
  })

  it('shows the placeholder with initials for an image the catalogue fails to serve', async () => {
    const wallet = server.state.wallets[2]
    if (!wallet) throw new Error('catalogue too small')
    server.state.brokenImages.add(wallet.image_id)
    const { root } = await mount()
    await openAllWallets(root)
    const broken = await tile(root, wallet.name)
    await waitFor(() => (broken.getAttribute('data-image') === 'failed' ? true : undefined), 'the broken image to fail')
    // Drawn by CSS from data-initials, so the tile's text is only its name (axe label-content-name-mismatch).
    expect(broken.querySelector('[data-testid="hatch-wallet-placeholder"]')?.textContent).toBe('')
    expect(broken.querySelector('[data-testid="hatch-wallet-placeholder"]')?.getAttribute('data-initials')).toBe(
      wallet.name
        .split(' ')
        .map((w) => w[0])
        .join(''),
    )
    expect(broken.querySelector('img')).toBeNull()
    const healthy = await tile(root, server.state.wallets[3]?.name as string)
    await waitFor(() => (healthy.getAttribute('data-image') === 'ready' ? true : undefined), 'a healthy image')
    expect(healthy.querySelector('img')?.getAttribute('src')).toMatch(/^blob:/)
  })

  it('opens ConnectingExternal for an installed wallet and ConnectingWalletConnect with the catalogue entry for another', async () => {
    const { hatch, root } = await mount({ ConnectingExternal: paramsView, ConnectingWalletConnect: paramsView })
    await openAllWallets(root)
    await requestsSettled()
    await settle(async () => (await tile(root, 'Hatch Test Wallet Installed')).click())
    expect(hatch.getState().router.stack.at(-1)).toEqual({ view: 'ConnectingExternal', params: { connectorId: 'announced-test-wallet', namespace: 'eip155' } })

    await settle(() => root.querySelector<HTMLButtonElement>('button[aria-label="Back"]')?.click())
    const other = server.state.wallets[5]
    if (!other) throw new Error('catalogue too small')
    await tile(root, other.name)
    await requestsSettled()
    await settle(async () => (await tile(root, other.name)).click())
    const top = hatch.getState().router.stack.at(-1)
    expect(top?.view).toBe('ConnectingWalletConnect')
    expect(top?.params).toEqual({ wallet: expect.objectContaining({ id: other.id, name: other.name, mobile_link: other.mobile_link, installed: false }) })
  })

  it('says which view is missing when no WalletConnect adapter registered ConnectingWalletConnect', async () => {
    const { hatch, root } = await mount()
    await openAllWallets(root)
    await settle(async () => (await tile(root, server.state.wallets[5]?.name as string)).click())
    expect(hatch.getState().router.stack.at(-1)?.view).toBe('AllWallets')
    await waitFor(
      () => (root.querySelector('.toasts [role="status"]')?.textContent?.includes('ConnectingWalletConnect') ? true : undefined),
      'the toast naming the view',
    )
    expect(root.querySelector('.toasts')?.getAttribute('data-variant')).toBe('error')
  })
})
