import { formatBalance } from './formatBalance.js'
import { localizeDecimal } from './localizeDecimal.js'

/**
 * A balance as {@link formatBalance} floors it (3 decimals, `0.000` when missing), written in the
 * digits and decimal sign of `locale` through `Intl.NumberFormat`. The decimal string itself is
 * formatted (exact, no float), and without grouping, so English reads as before: `1234.567 ETH`.
 *
 * @example formatAmount('1.23456', 'ETH', 'de') // '1,234 ETH'
 */
export function formatAmount(balance: string | undefined, symbol: string | undefined, locale: string): string {
  const localized = localizeDecimal(formatBalance(balance), locale)
  return symbol ? `${localized} ${symbol}` : localized
}

/**
 * A US-dollar value in `locale`'s currency format (`$1,234.50`, `1.234,50 $`, `‏1,234.50 US$`).
 *
 * @example formatUsd(12.5, 'fr') // '12,50 $US'
 */
export function formatUsd(value: number, locale: string, maximumFractionDigits = 2): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits }).format(value)
}
