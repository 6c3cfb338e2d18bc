// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { defineAdapter } from '../../../../kernel/contracts/defineAdapter.js'
import type { HatchContext } from '../../../../kernel/contracts/context.js'
import { PAIRING_STATE_KEY, WALLET_CONNECT_CONNECTOR_ID } from '../../../../adapters/walletconnect/constants.js'
import { writePairingState } from '../../../../adapters/walletconnect/pairingState.js'
import type { WalletConnectRuntime } from '../../../../adapters/walletconnect/runtime/createWalletConnectRuntime.js'
import { HatchProvider } from '../../../../ui/index.js'
import { renderInDom, settle, waitFor, turns } from '../../ui/renderInDom.js'
import { createUiTestHatch } from '../../ui/uiTestHatch.js'

/**
 * Issue 32 item 1: the WalletConnect QR view waits on no timer. The visitor's intent on the
 * WalletConnect row loads the view's chunk and the runtime, which opens its relay connection
 * (`prepare`), and changes nothing on screen. Here the runtime's pairing uri then resolves at once
 * (a stand-in for the relay's answer, which the view cannot hurry): the QR code must be on screen
 * in React's next scheduler tick after the click (within one frame), where a Suspense reveal (300 ms) or any other timer
 * would not have fired. The real views render it (ConnectingWalletConnectView, PairingPanel, QrCode).
 */
const act = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  act.IS_REACT_ACT_ENVIRONMENT = true
  for (const cleanup of cleanups.splice(0)) await cleanup()
  document.querySelectorAll('hatch-modal').forEach((el) => el.remove())
})

const URI = `wc:${'ab'.repeat(32)}@2?expiryTimestamp=2000000000&relay-protocol=irn&symKey=${'cd'.repeat(32)}`

/** The WalletConnect connector with the adapter's real pairing views and a runtime whose uri is there at once. */
function walletConnectAtOnce() {
  const calls: string[] = []
  let ctx: HatchContext | undefined
  const runtime = {
    prepare: () => void calls.push('prepare'),
    setWallet: () => undefined,
    abandonPairing: () => void calls.push('abandon'),
    resetConnection: () => undefined,
    connect() {
      calls.push('connect')
      if (ctx) writePairingState(ctx, { status: 'pairing', uri: URI, expiresAt: Date.now() + 240_000, generation: 1 })
      // The wallet never answers in this test: the view keeps showing the uri.
      return new Promise<never>(() => undefined)
    },
    disconnect: async () => undefined,
    getBalance: async () => ({ balance: '0', symbol: 'ETH' }),
    signMessage: async () => '0x',
  } as unknown as WalletConnectRuntime
  const adapter = defineAdapter({
    name: 'WalletConnect (uri at once)',
    namespaces: ['eip155'],
    connectorIds: [WALLET_CONNECT_CONNECTOR_ID],
    views: { ConnectingWalletConnect: () => import('../../../../adapters/walletconnect/views/ConnectingWalletConnectView.js') },
    setup(context) {
      ctx = context
      context.setConnectors('eip155', [{ id: WALLET_CONNECT_CONNECTOR_ID, type: 'WALLET_CONNECT', name: 'WalletConnect', chain: 'eip155', chains: ['eip155'] }])
    },
    load: async () => (calls.push('load'), runtime),
  })
  return { adapter, calls }
}

describe('the WalletConnect QR after the visitor pointed at or focused its row', () => {
  it('loads the runtime and opens the relay on intent without changing the view, then shows the QR code within one or two event-loop turns of the click', async () => {
    const wc = walletConnectAtOnce()
    const hatch = createUiTestHatch({ adapters: [wc.adapter] })
    const rendered = await renderInDom(
      <HatchProvider hatch={hatch} prefetch={false}>
        <span />
      </HatchProvider>,
    )
    cleanups.push(rendered.unmount)
    await settle(() => hatch.open())
    const root = await waitFor(() => document.querySelector('hatch-modal')?.shadowRoot, 'the modal host')
    const row = await waitFor(
      () => [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.querySelector('.row-name')?.textContent === 'WalletConnect'),
      'the WalletConnect row',
    )
    const qr = () => root.querySelector('svg[role="img"][aria-label="QR code"]')

    await settle(() => row.focus())
    await waitFor(() => (wc.calls.includes('prepare') ? true : undefined), 'the runtime prepared on intent')
    // Loaded and its relay connection opening, nothing published: no pairing uri, the Connect view as it was.
    expect(wc.calls).toEqual(['load', 'prepare'])
    expect(hatch.getState().plugins[PAIRING_STATE_KEY]).toBeUndefined()
    expect(hatch.getState().router.stack.map((entry) => entry.view)).toEqual(['Connect'])
    expect(qr()).toBeNull()

    // Outside act(): React schedules as in a browser, so a throttled reveal or a timer would wait.
    act.IS_REACT_ACT_ENVIRONMENT = false
    row.click()
    const turn = await turns(50, qr)
    expect(turn, 'the QR code had not shown after 50 event-loop turns of the click').toBeGreaterThan(0)
    // React renders it in its first scheduler tick after the click (1 turn measured): within one frame.
    expect(turn, `the QR code showed ${turn} event-loop turns after the click, not in the next one or two`).toBeLessThanOrEqual(2)
    expect(qr()?.getAttribute('data-uri')).toBe(URI)
    expect(wc.calls).toEqual(['load', 'prepare', 'connect'])
  })
})
