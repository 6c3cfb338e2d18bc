import type { Toast } from '../../kernel/types/state.js'
import type { MessageParams, Translator } from '../messages/translate.js'
import { localizeAmountParams } from '../primitives/amountErrorParams.js'
import { formatTokenAmount } from '../primitives/formatTokenAmount.js'

/**
 * A toast's values as the placeholders of `locale` read them: an amount by the modal's one amount
 * formatter (`precision: 'amount'`: what was sent or swapped with its significant digits, never a
 * run of 18 decimals) in that language's digits, decimal sign and grouping, with its symbol.
 *
 * @example toastParams({ …, values: { amount: { units: '250000000000000000', decimals: 18, symbol: 'ETH' } } }, 'de') // { amount: '0,25 ETH' }
 */
export function toastParams(toast: Pick<Toast, 'values'>, locale: string): MessageParams {
  const params: MessageParams = {}
  for (const [key, value] of Object.entries(toast.values ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') params[key] = value
    // An amount that cannot be written (units not an integer) is left out: its placeholder stays visible.
    else if (/^-?\d+$/.test(String(value?.units)) && Number.isInteger(value.decimals) && value.decimals >= 0)
      params[key] = formatTokenAmount(BigInt(value.units), value.decimals, { precision: 'amount', locale, ...(value.symbol ? { symbol: value.symbol } : {}) })
  }
  return params
}

/**
 * A toast's text in the language shown now, its values filled: the catalogue's entry for its
 * message id, or a locale's `error.<CODE>` for an error code; else its English text (a plugin's
 * own text, which the modal's English catalogue does not hold).
 */
export function toastText(translator: Translator, toast: Toast, locale = 'en'): string {
  return toastContent(translator, toast, locale).text
}

/**
 * {@link toastText}, and whether it is the toast's own English text because no catalogue has its
 * message id (the UI marks that text `lang="en"`, so a screen reader speaks it as English).
 */
export function toastContent(translator: Translator, toast: Toast, locale = 'en'): { text: string; english: boolean } {
  // An error's amounts (`needed`, `available` …: exact decimal texts) and amount reason in the language too.
  const params = localizeAmountParams(toastParams(toast, locale), translator, locale) ?? {}
  const localized = translator.maybe(toast.messageId, params) ?? translator.maybe(`error.${toast.messageId}`, params)
  if (localized !== undefined) return { text: localized, english: false }
  return {
    // The modal's translator formats it (ICU); others fill its placeholders as fillPlaceholders does,
    // written here because importing it split translate.ts into a chunk of its own before the click.
    text:
      translator.format?.(toast.message, params) ?? toast.message.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole)),
    english: true,
  }
}
