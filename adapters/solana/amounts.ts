/** Decimals of SOL: one SOL is 10^9 lamports (spec §9). */
export const SOL_DECIMALS = 9

/**
 * Formats base units as an exact decimal string (bigint arithmetic, never a float): trailing
 * fraction zeros are dropped, as viem's `formatUnits` does.
 *
 * @example
 * ```ts
 * formatUnits(1_500_000_000n, 9) // '1.5'
 * formatUnits(-5n, 2) // '-0.05'
 * ```
 */
export function formatUnits(units: bigint, decimals: number): string {
  if (!Number.isInteger(decimals) || decimals < 0) throw new RangeError(`decimals must be a whole number >= 0, got ${decimals}`)
  const negative = units < 0n
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

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
