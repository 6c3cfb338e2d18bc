// @vitest-environment happy-dom
// Issue 25: an English fragment inside a translated modal is marked lang="en" (WCAG 3.1.2), so a
// screen reader speaks it with English rules; translated text keeps the modal's language.
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Hatch } from '../../../kernel/createHatch.js'
import { buildShellState } from '../../../kernel/instance/initialState.js'
import { createStore } from '../../../kernel/store/createStore.js'
import { raiseAlert } from '../../../kernel/toasts/alerts.js'
import { createToasts } from '../../../kernel/toasts/createToasts.js'
import type { HatchState } from '../../../kernel/types/state.js'
import { en } from '../../../ui/messages/en.js'
import { createIcuTranslator } from '../../../ui/messages/icuTranslator.js'
import { localeLoaders } from '../../../ui/messages/localeLoaders.js'
import { AlertList } from '../../../ui/modal/AlertList.js'
import { ToastRegion } from '../../../ui/modal/ToastRegion.js'
import { HatchReactContext, type HatchReactValue } from '../../../ui/provider/HatchReactContext.js'
import { renderInDom, waitFor } from '../ui/renderInDom.js'

const de = (await localeLoaders.de()).default
// Evaluated once here, so the dialog's own import of the toast's parts resolves within a few turns.
await import('../../../ui/toasts/toastParts.js')

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

/** Alerts and the toast region on a real store and real toasts, in a modal root showing German. */
async function renderGerman() {
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
      <div lang="de" role="dialog" aria-label="Hatch">
        <AlertList />
        <ToastRegion />
      </div>
    </HatchReactContext.Provider>,
  )
  cleanups.push(unmount)
  // The toast's text loads in its own chunk when the dialog opens (event-loop turns, no clock).
  const turns = () =>
    act(async () => {
      for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve))
    })
  await turns()
  /** The language a screen reader speaks `text` in: that of the nearest element with `lang`. */
  const languageOf = (text: string): string | null | undefined => {
    const holder = [...container.querySelectorAll('*')].find((el) => [...el.childNodes].some((node) => node.nodeType === 3 && node.textContent?.includes(text)))
    if (!holder) throw new Error(`"${text}" is not on screen; it shows: ${container.textContent}`)
    return holder.closest('[lang]')?.getAttribute('lang')
  }
  return { store, toasts, languageOf, status: () => container.querySelector('[role="status"]')! }
}

describe('English fallback text inside a German modal', () => {
  it('an alert with no German entry is marked lang="en"; a translated alert is German', async () => {
    const { store, languageOf } = await renderGerman()
    await act(async () => {
      raiseAlert(store, undefined, 'APKT001')
      raiseAlert(store, undefined, { variant: 'info', title: 'Ledger sync is paused', description: 'Open the ledger app to resume.', code: 'LEDGER_PAUSED' })
    })
    // The alerts' code loads with the first one.
    await waitFor(() => (document.body.textContent?.includes('Ledger sync is paused') ? true : undefined), 'the alerts on screen')
    expect(languageOf(de['alert.APKT001.title']!)).toBe('de')
    expect(languageOf(de['alert.APKT001.description']!)).toBe('de')
    expect(languageOf('Ledger sync is paused')).toBe('en')
    expect(languageOf('Open the ledger app to resume.')).toBe('en')
  })

  it('a toast whose message id no catalogue has is marked lang="en", its link label too; a translated toast is German', async () => {
    const { toasts, languageOf, status } = await renderGerman()
    await act(async () =>
      toasts.showSuccess({
        messageId: 'send.sent',
        message: 'Sent {amount}',
        values: { amount: { units: '250000000000000000', decimals: 18, symbol: 'ETH' } },
      }),
    )
    const sent = de['send.sent']!.replace('{amount}', '0,25 ETH')
    expect(status().textContent).toBe(sent)
    expect(languageOf(sent)).toBe('de')
    expect(status().querySelector('[lang]')).toBeNull()

    // A second modal (replacing an open toast waits 150 ms, spec §4).
    const other = await renderGerman()
    await act(async () =>
      other.toasts.showSuccess({
        messageId: 'ledger.synced',
        message: 'Synced {amount} with the ledger',
        values: { amount: { units: '1500000', decimals: 6, symbol: 'USDC' } },
        link: { label: 'View in ledger', url: 'https://ledger.example/tx/1' },
      }),
    )
    // English words, but the amount is still written as the modal's language writes it.
    expect(other.languageOf('Synced 1,5 USDC with the ledger')).toBe('en')
    expect(other.languageOf('View in ledger')).toBe('en')
  })
})
