import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
import { buildShellState } from '../../../../kernel/instance/initialState.js'
import { createStore } from '../../../../kernel/store/createStore.js'
import { createToasts } from '../../../../kernel/toasts/createToasts.js'
import { errorCatalogue } from '../../../../kernel/errors/catalogue.js'
import { HatchError } from '../../../../kernel/errors/HatchError.js'
import type { ErrorCode } from '../../../../kernel/errors/catalogue.js'
import type { HatchState, Toast, ToastValue } from '../../../../kernel/types/state.js'
import { en } from '../../../../ui/messages/en.js'
import { loadIcuFormatter } from '../../../../ui/messages/icuFormatter.js'
import { createIcuTranslator } from '../../../../ui/messages/icuTranslator.js'
import { localeLoaders } from '../../../../ui/messages/localeLoaders.js'
import { toastParams, toastText } from '../../../../ui/toasts/toastText.js'
import { englishTexts, localeFiles, pluginTexts } from '../messages/messageIds.js'
import { shippedPluginErrorTexts } from '../../kernel/errors/pluginErrorTexts.js'
import { registerErrorTexts, loadErrorTexts } from '../../../../kernel/errors/errorTexts.js'

// Issue 24: toasts showed "{amount} gesendet" in every language but English. Every text that can
// be a toast (the UI catalogue, every plugin's texts, every error code) is shown here as a toast
// with sample values, in every language, and none may keep a placeholder.

/** ICU AST element types (intl-messageformat's parser): argument, number, date, time, select, plural. */
type Element = { type: number; value?: string; options?: Record<string, { value: Element[] }> }
const ARGUMENT = 1
const NUMBER = 2
const PLURAL = 6

/** A sample value for each argument of `text`: a number for plural and number arguments, an amount for `amount`, else a word. */
function sampleValues(text: string): Record<string, ToastValue> {
  const values: Record<string, ToastValue> = {}
  const visit = (elements: readonly Element[]) => {
    for (const element of elements) {
      if (element.value !== undefined && element.type >= ARGUMENT && element.type <= PLURAL) {
        const name = element.value
        values[name] =
          element.type === PLURAL || element.type === NUMBER
            ? 3
            : name === 'amount' || name === 'from' || name === 'to'
              ? { units: '250000000000000000', decimals: 18, symbol: 'ETH' }
              : `sample-${name}`
      }
      for (const option of Object.values(element.options ?? {})) visit(option.value)
    }
  }
  visit(new IntlMessageFormat(text, 'en', undefined, { ignoreTag: true }).getAst())
  return values
}

await loadIcuFormatter()
const english = await englishTexts()
const plugins = await pluginTexts()
// The plugins' own error codes, registered as their descriptors do, so a HatchError reads their text.
const pluginErrors = await shippedPluginErrorTexts()
registerErrorTexts(() => Promise.resolve({ default: pluginErrors }))
await loadErrorTexts()
const errorTexts: Record<string, string> = { ...pluginErrors, ...errorCatalogue }

/** Every toast a message id can make: a catalogue code as a HatchError (its params the values), any other id with its English text. */
function toastsOf(): Toast[] {
  const store = createStore<HatchState>(buildShellState(undefined))
  const toasts = createToasts(store, { replaceDelayMs: 0 })
  const made: Toast[] = []
  const take = () => {
    made.push(store.getState().toast!)
    toasts.hide()
  }
  for (const [code, text] of Object.entries(errorTexts)) {
    toasts.showError(new HatchError(code as ErrorCode, { params: sampleValues(text) as Record<string, string | number> }))
    take()
  }
  for (const [id, text] of Object.entries({ ...en, ...plugins })) {
    toasts.showSuccess({ messageId: id, message: text, values: sampleValues(text) })
    take()
  }
  toasts.dispose()
  return made
}

const all = toastsOf()

describe('every toast text in every language, with its values filled', () => {
  it('covers the UI catalogue, every plugin and every error code', () => {
    expect(all.length).toBe(Object.keys(errorTexts).length + Object.keys({ ...en, ...plugins }).length)
    expect(all.map((t) => t.messageId)).toEqual(expect.arrayContaining(['send.sent', 'swaps.swapped', 'onramp.arrived', 'NAME_REGISTER_FAILED']))
    expect(Object.keys(english).length).toBeGreaterThan(400)
  })

  it.each(['en', ...localeFiles()])('%s leaves no placeholder in any toast', async (tag) => {
    const messages = tag === 'en' ? {} : (await localeLoaders[tag as keyof typeof localeLoaders]()).default
    const translator = createIcuTranslator(tag, en, messages)
    const unfilled = all.map((toast) => [toast.messageId, toastText(translator, toast, tag)] as const).filter(([, text]) => /[{}]/.test(text))
    expect(unfilled).toEqual([])
  })

  it('writes amounts in the language shown: German "0,25 ETH gesendet", Arabic digits in Arabic', async () => {
    const sent = all.find((t) => t.messageId === 'send.sent')!
    const de = (await localeLoaders.de()).default
    expect(toastText(createIcuTranslator('de', en, de), sent, 'de')).toBe(de['send.sent']!.replace('{amount}', '0,25 ETH'))
    const ar = (await localeLoaders.ar()).default
    const arabicQuarter = new Intl.NumberFormat('ar', { minimumFractionDigits: 2 }).format(0.25)
    expect(toastText(createIcuTranslator('ar', en, ar), sent, 'ar')).toBe(ar['send.sent']!.replace('{amount}', `${arabicQuarter} ETH`))
    expect(toastText(createIcuTranslator('en', en), sent, 'en')).toBe('Sent 0.25 ETH')
  })

  it('leaves out an amount it cannot write (its placeholder stays visible) instead of throwing while the modal renders', () => {
    const bad = { values: { amount: { units: '1.5', decimals: 6 }, who: 'bob' } } as unknown as Pick<Toast, 'values'>
    expect(toastParams(bad, 'de')).toEqual({ who: 'bob' })
  })
})
