import { formatUnits } from '../../kernel/units/formatUnits.js'
import { localizeDecimal } from '../format/localizeDecimal.js'

/** Options of {@link formatTokenAmount}. */
export interface FormatTokenAmountOptions {
  /**
   * Fraction digits kept, floored (never rounded up: a balance shown must never exceed what is
   * there). Default 3, spec §5 "Balance display is floored to 3 decimals; default 0.000". Pass
   * `Infinity` for the exact amount (what an amount field is filled with).
   */
  maxDecimals?: number
  /** Appended after a space. */
  symbol?: string
  /**
   * Writes the number in this language's digits and decimal sign (`useLocale().tag`); default
   * English (`1.234`). Never for a value an input field is filled with.
   */
  locale?: string
}

/**
 * Formats base units (a bigint) with `decimals` as a decimal string, by bigint arithmetic only
 * (the kernel's `formatUnits`, the same output as viem's, which a Solana- or Bitcoin-only host may
 * not have installed). Display amounts are floored to 3 decimals and padded (`0.000`), as spec §5
 * says; with `maxDecimals: Infinity` the exact amount comes back without trailing zeros.
 *
 * @example
 * ```ts
 * formatTokenAmount(1_234_567_890_000_000_000n, 18) // '1.234'
 * formatTokenAmount(1_999_900n, 6, { symbol: 'USDC' }) // '1.999 USDC'
 * formatTokenAmount(1_500_000n, 6, { maxDecimals: Infinity }) // '1.5'
 * ```
 */
export function formatTokenAmount(value: bigint, decimals: number, options: FormatTokenAmountOptions = {}): string {
  const { maxDecimals = 3, symbol, locale } = options
  const exact = formatUnits(value, decimals)
  let text = exact
  if (Number.isFinite(maxDecimals)) {
    const [whole = '0', fraction = ''] = exact.split('.')
    const kept = fraction.slice(0, maxDecimals).padEnd(maxDecimals, '0')
    text = kept ? `${whole}.${kept}` : whole
    // Flooring a tiny negative amount leaves '-0.000'; there is no negative zero to show.
    if (/^-0(\.0*)?$/.test(text)) text = text.slice(1)
  }
  text = localizeDecimal(text, locale)
  return symbol ? `${text} ${symbol}` : text
}
