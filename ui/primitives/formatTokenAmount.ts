import { formatUnits } from '../../kernel/units/formatUnits.js'
import { formatDecimal, type AmountPrecision } from '../../kernel/units/formatDecimal.js'

export type { AmountPrecision }

/** Options of {@link formatTokenAmount}. */
export interface FormatTokenAmountOptions {
  /**
   * How many fraction digits show, floored: `balance` (default) 3, padded (spec §5 "Balance display
   * is floored to 3 decimals; default 0.000"); `amount` (quotes, fees, transfers) 3, or below 1
   * its first 4 significant digits (`0.00002537`), without trailing zeros; `exact` every digit.
   */
  precision?: AmountPrecision
  /** Fraction digits kept, floored and padded; overrides `precision`. `Infinity`: the exact amount. */
  maxDecimals?: number
  /** Appended after a space. */
  symbol?: string
  /**
   * Writes the number in this language's digits, decimal sign and grouping (`useLocale().tag`);
   * default English (`1,234.567`).
   */
  locale?: string
  /**
   * Group the whole part (default true). Off for a value an input field is filled with, which
   * {@link parseTokenAmount} reads back in the same locale.
   */
  grouping?: boolean
  /** Shows `+` on a positive amount too (Activity's "received"). */
  signed?: boolean
}

/**
 * Formats base units (a bigint) with `decimals` for display, by bigint arithmetic only (the
 * kernel's `formatUnits`, the same output as viem's, which a Solana- or Bitcoin-only host may not
 * have installed), then through `Intl.NumberFormat` on the exact decimal string: the language's
 * digits, decimal sign and grouping, and never a float. The one formatter of every token amount the
 * modal shows.
 *
 * @example
 * ```ts
 * formatTokenAmount(1_234_567_890_000_000_000_000n, 18) // '1,234.567'
 * formatTokenAmount(1_999_900n, 6, { symbol: 'USDC', locale: 'de' }) // '1,999 USDC'
 * formatTokenAmount(25_376_582_721n, 18, { precision: 'amount', symbol: 'ETH' }) // '0.00000002537 ETH'
 * formatTokenAmount(1_500_000n, 6, { precision: 'exact', grouping: false, locale: 'fa' }) // '۱٫۵'
 * ```
 */
export function formatTokenAmount(value: bigint, decimals: number, options: FormatTokenAmountOptions = {}): string {
  const { symbol, ...rest } = options
  const text = formatDecimal(formatUnits(value, decimals), rest)
  return symbol ? `${text} ${symbol}` : text
}
