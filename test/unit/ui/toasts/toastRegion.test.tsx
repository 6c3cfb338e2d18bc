// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Hatch } from '../../../../kernel/createHatch.js'
import { buildShellState } from '../../../../kernel/instance/initialState.js'
import { createStore } from '../../../../kernel/store/createStore.js'
import { createToasts, type Toasts } from '../../../../kernel/toasts/createToasts.js'
import type { HatchState } from '../../../../kernel/types/state.js'
import { en } from '../../../../ui/messages/en.js'
import { createIcuTranslator } from '../../../../ui/messages/icuTranslator.js'
import { localeLoaders } from '../../../../ui/messages/localeLoaders.js'
import { ToastRegion } from '../../../../ui/modal/ToastRegion.js'
import { HatchReactContext, type HatchReactValue } from '../../../../ui/provider/HatchReactContext.js'
import { renderInDom } from '../renderInDom.js'

const de = (await localeLoaders.de()).default
const cleanups: Array<() => Promise<void>> = []
beforeEach(() => void vi.useFakeTimers())
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
  vi.useRealTimers()
})

/** The toast region in a dialog, on a real store and real toasts, showing German. */
async function renderRegion(): Promise<{ toasts: Toasts; region: () => HTMLElement; status: () => HTMLElement; dialog: HTMLElement }> {
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
  const status = () => container.querySelector<HTMLElement>('[role="status"]')!
  return { toasts, status, region: () => status().parentElement!, dialog: container.querySelector<HTMLElement>('[role="dialog"]')! }
}

const sent = { messageId: 'send.sent', message: 'Sent {amount}', values: { amount: { units: '250000000000000000', decimals: 18, symbol: 'ETH' } } }
const tick = (ms: number) => act(() => void vi.advanceTimersByTime(ms))
const dismissButton = (region: HTMLElement) => [...region.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === de['modal.dismissToast'])

describe('the toast region', () => {
  it('is an empty polite live region before any toast, and fills the text in the language shown', async () => {
    const { toasts, status } = await renderRegion()
    expect(status().getAttribute('aria-live')).toBe('polite')
    expect(status().textContent).toBe('')
    act(() => toasts.showSuccess(sent))
    expect(status().textContent).toBe(de['send.sent']!.replace('{amount}', '0,25 ETH'))
  })

  it('closes on its own after 5 s', async () => {
    const { toasts, status } = await renderRegion()
    act(() => toasts.showSuccess(sent))
    tick(4999)
    expect(status().textContent).not.toBe('')
    tick(1)
    expect(status().textContent).toBe('')
  })

  it('stays while the pointer is on it and closes after the time it had left once the pointer leaves', async () => {
    const { toasts, status, region } = await renderRegion()
    act(() => toasts.showSuccess(sent))
    tick(1000)
    act(() => void region().dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body })))
    tick(60_000)
    expect(status().textContent).not.toBe('')
    act(() => void region().dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body })))
    tick(3999)
    expect(status().textContent).not.toBe('')
    tick(1)
    expect(status().textContent).toBe('')
  })

  it('stays while focus is in it; its labelled Dismiss button closes it and focus returns to the dialog', async () => {
    const { toasts, status, region, dialog } = await renderRegion()
    act(() => toasts.showError('SIGN_MESSAGE_FAILED'))
    expect(status().textContent).toBe(de['error.SIGN_MESSAGE_FAILED'])
    const dismiss = dismissButton(region())
    expect(dismiss).toBeDefined()
    // The button is not inside the live region, so its label is not read with every toast.
    expect(status().contains(dismiss!)).toBe(false)
    act(() => dismiss!.focus())
    tick(60_000)
    expect(status().textContent).toBe(de['error.SIGN_MESSAGE_FAILED'])
    act(() => dismiss!.click())
    expect(status().textContent).toBe('')
    expect(dismissButton(region())).toBeUndefined()
    expect(document.activeElement).toBe(dialog)
    // The next toast is not held by the focus that has gone.
    act(() => toasts.showSuccess(sent))
    tick(5000)
    expect(status().textContent).toBe('')
  })

  it('keeps a loading toast until it is replaced', async () => {
    const { toasts, status } = await renderRegion()
    act(() => toasts.showLoading({ messageId: 'connect.connectingToast', message: 'Connecting to your wallet…' }))
    tick(10 * 60_000)
    expect(status().textContent).toBe(de['connect.connectingToast'])
    act(() => toasts.showSuccess({ messageId: 'connect.connectedToast', message: 'Connected' }))
    tick(150)
    expect(status().textContent).toBe(de['connect.connectedToast'])
  })
})
