import { amountProblemParams, parseTokenAmount } from '../../kernel/lazy.js'
import type { SendError } from './types.js'

/** A parsed amount, or what was wrong with the text. */
export type AmountResult = { ok: true; value: bigint } | { ok: false; error: SendError }

/**
 * Reads the amount the visitor typed as base units of a token with `decimals`, as `locale` writes
 * numbers (`0,01` in German, `۰٫۰۱` in Persian; `parseTokenAmount`, the primitives' one parser).
 * Exact, by bigint arithmetic: more fraction digits than the token has is an error rather than a
 * silent rounding (viem's `parseUnits` rounds, which would send a different amount from the one
 * typed). The error's params carry the problem, which the view words in the visitor's language.
 *
 * @example
 * ```ts
 * parseAmount('0.25', 18) // { ok: true, value: 250000000000000000n }
 * parseAmount('0,25', 18, 'de') // { ok: true, value: 250000000000000000n }
 * parseAmount('0.0000001', 6) // { ok: false, error: { code: 'SEND_INVALID_AMOUNT', … } }
 * ```
 */
export function parseAmount(text: string, decimals: number, locale?: string): AmountResult {
  const parsed = parseTokenAmount(text, decimals, { locale })
  if (parsed.ok) return { ok: true, value: parsed.value }
  return { ok: false, error: { code: 'SEND_INVALID_AMOUNT', params: amountProblemParams(parsed, text, decimals) } }
}

/**
 * What Max fills in (spec §1 "amount with Max"): the whole balance of a token; of the native
 * currency, the balance less the network fee kept back for the send itself (0 when the fee is
 * more than the balance).
 */
export function maxAmount(balance: bigint, options: { native: boolean; fee: bigint }): bigint {
  if (!options.native) return balance
  return balance > options.fee ? balance - options.fee : 0n
}

/** Base units as an exact decimal string, without trailing zeros (`1500000n`, 6 → `'1.5'`). */
export function formatAmount(value: bigint, decimals: number): string {
  const digits = value.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}
