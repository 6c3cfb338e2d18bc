import type { SendError } from './types.js'

/** A parsed amount, or what was wrong with the text. */
export type AmountResult = { ok: true; value: bigint } | { ok: false; error: SendError }

const DECIMAL = /^(\d*)(?:\.(\d*))?$/

/**
 * Reads the amount the visitor typed as base units of a token with `decimals`. Exact, by bigint
 * arithmetic: more fraction digits than the token has is an error rather than a silent rounding
 * (viem's `parseUnits` rounds, which would send a different amount from the one typed).
 * Accepts `1`, `1.5`, `.5`, `1.`; a comma is not a decimal separator here (it is refused, not guessed).
 *
 * @example
 * ```ts
 * parseAmount('0.25', 18) // { ok: true, value: 250000000000000000n }
 * parseAmount('0.0000001', 6) // { ok: false, error: { code: 'SEND_INVALID_AMOUNT', … } }
 * ```
 */
export function parseAmount(text: string, decimals: number): AmountResult {
  const trimmed = text.trim()
  const match = DECIMAL.exec(trimmed)
  const invalid = (reason: string): AmountResult => ({ ok: false, error: { code: 'SEND_INVALID_AMOUNT', params: { reason } } })
  if (!match || trimmed === '' || trimmed === '.') return invalid(`'${trimmed}' is not a number; use digits and one '.'`)
  const whole = match[1] ?? ''
  const fraction = match[2] ?? ''
  if (fraction.length > decimals) return invalid(decimals === 0 ? 'this token has no decimals' : `at most ${decimals} decimals`)
  const value = BigInt(whole || '0') * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0')
  if (value === 0n) return invalid('must be more than 0')
  return { ok: true, value }
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
