/**
 * Satoshi amounts as exact bigints: formatting and parsing never go through a float (spec §9:
 * BTC has 8 decimals; a float cannot hold 21 million BTC in satoshis exactly).
 */

import { formatUnits } from '../../../kernel/units/formatUnits.js'

/** BTC decimals (spec §9). */
export const BTC_DECIMALS = 8

/**
 * Formats base units as a decimal string without trailing zeros: `110000000n` → `'1.1'`,
 * `1n` → `'0.00000001'`, `0n` → `'0'`.
 */
export function formatSats(units: bigint, decimals: number = BTC_DECIMALS): string {
  return formatUnits(units, decimals)
}

/**
 * Reads an amount of satoshis given as a bigint, a safe integer or a string of digits; returns
 * undefined for anything else (fractions, negatives, exponents, unsafe numbers).
 */
export function parseSats(value: unknown): bigint | undefined {
  if (typeof value === 'bigint') return value >= 0n ? value : undefined
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? BigInt(value) : undefined
  if (typeof value === 'string' && /^\d+$/.test(value)) return BigInt(value)
  return undefined
}

/** Sum of UTXO values in satoshis (Esplora reports each value as a JSON integer). */
export function sumSats(values: readonly (number | bigint)[]): bigint {
  return values.reduce<bigint>((total, value) => total + BigInt(value), 0n)
}
