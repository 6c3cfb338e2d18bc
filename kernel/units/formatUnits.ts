/**
 * Formats base units as an exact decimal string (bigint arithmetic, never a float): trailing
 * fraction zeros are dropped, as viem's `formatUnits` does. For adapters whose hosts may not have
 * viem (Solana, Bitcoin, WalletConnect); the EVM adapter uses viem's own.
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
