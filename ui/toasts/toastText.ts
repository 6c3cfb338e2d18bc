import type { Toast } from '../../kernel/types/state.js'
import type { MessageParams, Translator } from '../messages/translate.js'
import { fillPlaceholders } from '../messages/translate.js'
import { formatTokenAmount } from '../primitives/formatTokenAmount.js'

/**
 * A toast's values as the placeholders of `locale` read them: an amount exact (a toast names what
 * was sent, never a floored balance) in that language's digits and decimal sign, with its symbol.
 *
 * @example toastParams({ …, values: { amount: { units: '250000000000000000', decimals: 18, symbol: 'ETH' } } }, 'de') // { amount: '0,25 ETH' }
 */
export function toastParams(toast: Pick<Toast, 'values'>, locale: string): MessageParams {
  const params: MessageParams = {}
  for (const [key, value] of Object.entries(toast.values ?? {})) {
    params[key] =
      typeof value === 'object'
        ? formatTokenAmount(BigInt(value.units), value.decimals, { maxDecimals: Infinity, locale, ...(value.symbol ? { symbol: value.symbol } : {}) })
        : value
  }
  return params
}

/**
 * A toast's text in the language shown now, its values filled: the catalogue's entry for its
 * message id, or a locale's `error.<CODE>` for an error code; else its English template (a
 * plugin's own text, which no locale has), else the English text the kernel filled.
 */
export function toastText(translator: Translator, toast: Toast, locale = 'en'): string {
  const params = toastParams(toast, locale)
  return (
    translator.maybe(toast.messageId, params) ??
    translator.maybe(`error.${toast.messageId}`, params) ??
    (toast.template === undefined ? toast.message : (translator.format ?? fillPlaceholders)(toast.template, params))
  )
}
