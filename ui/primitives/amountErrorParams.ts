import { useCallback, useContext } from 'react'
import { formatDecimal } from '../../kernel/units/formatDecimal.js'
import type { MessageParams, Translator } from '../messages/translate.js'
import { HatchReactContext } from '../provider/HatchReactContext.js'
import type { AmountProblem } from '../../kernel/units/parseTokenAmount.js'

/** Parameters an amount error carries that are amounts: exact decimal texts, formatted when shown. */
const amountParams = ['needed', 'available', 'min', 'max', 'amount'] as const

/**
 * An amount error's params as shown in `locale`: its `reason` (when it names an
 * {@link AmountProblem}) in the visitor's language, and its amounts (`needed`, `available`, `min`,
 * `max`, `amount`: exact decimal texts) formatted by the one amount formatter. Numbers are
 * formatted when shown, so an error raised before the language changed reads right after.
 *
 * @example
 * ```ts
 * localizeAmountParams({ needed: '20000', available: '9999.995287097877351052', symbol: 'ETH' }, translator, 'de')
 * // { needed: '20.000', available: '9.999,995', symbol: 'ETH' }
 * ```
 */
export function localizeAmountParams(
  params: MessageParams | undefined,
  translator: Pick<Translator, 't'> | undefined,
  locale = 'en',
): MessageParams | undefined {
  // Without a translator (outside a provider) the English reason stays.
  if (!params) return params
  const shown: MessageParams = { ...params }
  for (const key of amountParams) {
    const value = params[key]
    if (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value)) shown[key] = formatDecimal(value, { locale, precision: 'amount' })
  }
  // '0.01 needed, 0.01 available' tells the visitor nothing: amounts that differ only past the
  // shortened digits are shown exactly.
  if (shown['needed'] === shown['available'] && params['needed'] !== params['available']) {
    for (const key of ['needed', 'available'] as const) shown[key] = formatDecimal(String(params[key]), { locale, precision: 'exact' })
  }
  const problem = params['problem'] as AmountProblem | undefined
  if (!translator) return shown
  if (problem === 'notNumber') {
    shown['reason'] = translator.t('amount.notNumber', {
      text: String(params['text'] ?? ''),
      example: formatDecimal('1234.56', { locale, precision: 'exact' }),
    })
  } else if (problem === 'tooManyDecimals') {
    shown['reason'] = translator.t('amount.tooManyDecimals', { decimals: formatDecimal(String(params['decimals'] ?? 0), { locale, precision: 'exact' }) })
  } else if (problem === 'noDecimals' || problem === 'notPositive') {
    shown['reason'] = translator.t(`amount.${problem}`)
  }
  return shown
}

/**
 * {@link localizeAmountParams} with the modal's translator and language, for a view that shows
 * amount errors (English outside a provider).
 *
 * @example
 * ```tsx
 * const localize = useAmountErrorParams()
 * say(`error.${error.code}`, localize(error.params))
 * ```
 */
export function useAmountErrorParams(): (params: MessageParams | undefined) => MessageParams | undefined {
  const context = useContext(HatchReactContext)
  const translator = context?.translator
  const locale = context?.locale?.tag
  return useCallback((params) => localizeAmountParams(params, translator, locale), [translator, locale])
}
