import { formatUnits } from '../../kernel/units/formatUnits.js'

export { formatUnits }

/** Decimals of SOL: one SOL is 10^9 lamports (spec §9). */
export const SOL_DECIMALS = 9

/** Lamports as a SOL decimal string (9 decimals). */
export function formatLamports(lamports: bigint): string {
  return formatUnits(lamports, SOL_DECIMALS)
}

/**
 * Parses a decimal string into base units; throws a RangeError naming the problem for anything
 * that is not a plain non-negative decimal or has more fraction digits than `decimals`.
 *
 * @example
 * ```ts
 * parseUnits('0.25', 9) // 250_000_000n
 * ```
 */
export function parseUnits(value: string, decimals: number): bigint {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(value.trim())
  if (!match) throw new RangeError(`'${value}' is not a non-negative decimal number`)
  const [, whole = '0', fraction = ''] = match
  if (fraction.length > decimals) throw new RangeError(`'${value}' has more than ${decimals} decimals`)
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0')
}
