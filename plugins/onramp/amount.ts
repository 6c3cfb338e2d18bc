import { parseTokenAmount } from '../../kernel/lazy.js'
import type { OnrampError, PaymentMethodLimit } from './types.js'

/**
 * A fiat amount (at most 9 whole digits and 2 decimals) in cents, typed as `locale` writes numbers
 * (`50,00` in German, `۵۰` in Persian; the primitives' one parser); undefined when it is not one.
 * Zero is 0 cents (the limits say whether it is enough).
 */
export function toCents(text: string, locale?: string): bigint | undefined {
  const parsed = parseTokenAmount(text, 2, { locale })
  if (!parsed.ok) return parsed.problem === 'notPositive' && !/[-\u2212]/.test(text) ? 0n : undefined
  return parsed.value < 100_000_000_000n ? parsed.value : undefined
}

/** Cents as `12.34`. */
export function centsText(cents: bigint): string {
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`
}

/** The English name of a payment method id, as the limits message names it. */
export function methodName(id: string): string {
  return id === 'card' ? 'card' : id === 'ach_bank_account' ? 'bank account' : id.replace(/_/g, ' ')
}

/**
 * What is wrong with the amount for the chosen payment method (spec §5 limits), or undefined: an
 * empty field is not yet an error (the quote just waits).
 */
export function amountProblem(text: string, currency: string, limit: PaymentMethodLimit | undefined, locale?: string): OnrampError | undefined {
  if (text.trim() === '') return undefined
  const cents = toCents(text, locale)
  if (cents === undefined)
    // `text` lets a view put the reason in the modal's language (`onramp.notAnAmount`).
    return {
      code: 'ONRAMP_INVALID_AMOUNT',
      params: { reason: `'${text.trim()}' is not an amount such as 50.00 (digits, at most 2 decimals)`, text: text.trim() },
    }
  if (!limit) return undefined
  const min = toCents(limit.min)
  const max = toCents(limit.max)
  if ((min !== undefined && cents < min) || (max !== undefined && cents > max)) {
    return { code: 'ONRAMP_AMOUNT_OUT_OF_RANGE', params: { min: limit.min, max: limit.max, currency, method: methodName(limit.id) } }
  }
  return undefined
}
