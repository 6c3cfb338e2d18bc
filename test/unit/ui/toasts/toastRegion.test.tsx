// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Hatch } from '../../../../kernel/createHatch.js'
import { buildShellState } from '../../../../kernel/instance/initialState.js'
import { createStore, type Store } from '../../../../kernel/store/createStore.js'
import { initialChainState } from '../../../../kernel/accounts/accountState.js'
import { castDraft } from 'immer'
import { createToasts, type Toasts } from '../../../../kernel/toasts/createToasts.js'
import type { HatchState } from '../../../../kernel/types/state.js'
import { en } from '../../../../ui/messages/en.js'
import { createIcuTranslator } from '../../../../ui/messages/icuTranslator.js'
import { localeLoaders } from '../../../../ui/messages/localeLoaders.js'
import { ToastRegion } from '../../../../ui/modal/ToastRegion.js'
import { HatchReactContext, type HatchReactValue } from '../../../../ui/provider/HatchReactContext.js'
import { renderInDom } from '../renderInDom.js'

const de = (await localeLoaders.de()).default
// Transformed and evaluated once here, so the dialog's own import of it resolves within a few event-loop turns.
await import('../../../../ui/toasts/toastParts.js')
const cleanups: Array<() => Promise<void>> = []
// setImmediate stays real: the toast text's chunk loads through the module runner's I/O (no clock).
beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }))
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
  vi.useRealTimers()
})

/** The toast region in a dialog, on a real store and real toasts, showing German. */
async function renderRegion(): Promise<{
  toasts: Toasts
  store: Store<HatchState>
  region: () => HTMLElement
  status: () => HTMLElement
  dialog: HTMLElement
}> {
  const store = createStore<HatchState>(buildShellState(undefined))
  const toasts = createToasts(store)
  const hatch = {
    getState: () => store.getState(),
    subscribe: (listener: () => void) => store.subscribe(listener),
    context: { toasts, store },
  } as unknown as Hatch
  const value: HatchReactValue = {
    hatch,
    translator: createIcuTranslator('de', en, de),
    locale: { tag: 'de', dir: 'ltr', messages: de },
    views: undefined as unknown as HatchReactValue['views'],
  }
  const { container, unmount } = await renderInDom(
    <HatchReactContext.Provider value={value}>
      <div role="dialog" aria-label="Hatch" tabIndex={-1}>
        <ToastRegion />
        <button type="button">Trennen</button>
      </div>
    </HatchReactContext.Provider>,
  )
  cleanups.push(unmount)
  // The dialog fetches the toast text's chunk when it opens; let that arrive (event-loop turns, no clock).
  await act(async () => {
    for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve))
  })
  const status = () => container.querySelector<HTMLElement>('[role="status"]')!
  return { toasts, store, status, region: () => status().parentElement!, dialog: container.querySelector<HTMLElement>('[role="dialog"]')! }
}

const sent = { messageId: 'send.sent', message: 'Sent {amount}', values: { amount: { units: '250000000000000000', decimals: 18, symbol: 'ETH' } } }
const tick = (ms: number) => act(async () => void vi.advanceTimersByTime(ms))
const dismissButton = (region: HTMLElement) => [...region.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === de['modal.dismissToast'])

describe('the toast region', () => {
  it('is an empty polite live region before any toast, and fills the text in the language shown', async () => {
    const { toasts, status } = await renderRegion()
    expect(status().getAttribute('aria-live')).toBe('polite')
    expect(status().textContent).toBe('')
    await act(async () => toasts.showSuccess(sent))
    expect(status().textContent).toBe(de['send.sent']!.replace('{amount}', '0,25 ETH'))
  })

  it('closes on its own after 5 s', async () => {
    const { toasts, status } = await renderRegion()
    await act(async () => toasts.showSuccess(sent))
    await tick(4999)
    expect(status().textContent).not.toBe('')
    await tick(1)
    expect(status().textContent).toBe('')
  })

  it('stays while the pointer is on it and closes after the time it had left once the pointer leaves', async () => {
    const { toasts, status, region } = await renderRegion()
    await act(async () => toasts.showSuccess(sent))
    await tick(1000)
    act(() => void region().dispatchEvent(new MouseEvent('mouseenter')))
    await tick(60_000)
    expect(status().textContent).not.toBe('')
    act(() => void region().dispatchEvent(new MouseEvent('mouseleave')))
    await tick(3999)
    expect(status().textContent).not.toBe('')
    await tick(1)
    expect(status().textContent).toBe('')
  })

  it('stays while focus is in it; its labelled Dismiss button closes it and focus returns to the dialog', async () => {
    const { toasts, status, region, dialog } = await renderRegion()
    await act(async () => toasts.showError('SIGN_MESSAGE_FAILED'))
    expect(status().textContent).toBe(de['error.SIGN_MESSAGE_FAILED'])
    const dismiss = dismissButton(region())
    expect(dismiss).toBeDefined()
    // The button is not inside the live region, so its label is not read with every toast.
    expect(status().contains(dismiss!)).toBe(false)
    act(() => dismiss!.focus())
    await tick(60_000)
    expect(status().textContent).toBe(de['error.SIGN_MESSAGE_FAILED'])
    act(() => dismiss!.click())
    expect(status().textContent).toBe('')
    expect(dismissButton(region())).toBeUndefined()
    expect(document.activeElement).toBe(dialog)
    // The next toast is not held by the focus that has gone.
    await act(async () => toasts.showSuccess(sent))
    await tick(5000)
    expect(status().textContent).toBe('')
  })

  it('keeps a loading toast until it is replaced', async () => {
    const { toasts, status } = await renderRegion()
    await act(async () => toasts.showLoading({ messageId: 'connect.connectingToast', message: 'Connecting to your wallet…' }))
    await tick(10 * 60_000)
    expect(status().textContent).toBe(de['connect.connectingToast'])
    await act(async () => toasts.showSuccess({ messageId: 'connect.connectedToast', message: 'Connected' }))
    await tick(150)
    expect(status().textContent).toBe(de['connect.connectedToast'])
  })

  it('empties when the wallet disconnects, so a send from it is not shown on Connect', async () => {
    const { toasts, store, status } = await renderRegion()
    const connect = (address: string | undefined) =>
      act(() =>
        store.update((draft) => {
          draft.activeNamespace = 'solana'
          draft.chains.solana = castDraft(initialChainState('solana'))
          if (address) Object.assign(draft.chains.solana.account, { address, status: 'connected' })
        }),
      )
    connect('So1anaSender111')
    await act(async () =>
      toasts.showSuccess({ messageId: 'send.sent', message: 'Sent {amount}', values: { amount: { units: '250000000', decimals: 9, symbol: 'SOL' } } }),
    )
    expect(status().textContent).toBe(de['send.sent']!.replace('{amount}', '0,25 SOL'))
    connect(undefined)
    expect(status().textContent).toBe('')
  })
})
