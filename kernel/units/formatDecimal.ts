/**
 * How many fraction digits an amount keeps, floored (never rounded up: a balance or an amount to
 * receive shown must never exceed what is there):
 * - `balance`: 3, padded (`0.000`), spec §5 "Balance display is floored to 3 decimals; default 0.000";
 * - `amount` (quotes, fees, rates, transfers): 3, or below 1 as many as its first 4 significant
 *   digits need (`0.03283`, `0.00002537`), trailing zeros dropped;
 * - `exact`: every digit there is (what a visitor confirms, the title of a rounded amount).
 */
export type AmountPrecision = 'balance' | 'amount' | 'exact'

/** Options of {@link formatDecimal}. */
export interface FormatDecimalOptions {
  /** BCP 47 tag whose digits, decimal sign and grouping are used (`useLocale().tag`); default English. */
  locale?: string | undefined
  /** Default `balance`. */
  precision?: AmountPrecision
  /** Fraction digits kept, floored and padded; overrides `precision` (`Infinity`: every digit). */
  maxDecimals?: number | undefined
  /** Group the whole part (`1,234`); default true. Off for a value an input field is filled with. */
  grouping?: boolean
  /** Show `+` on a positive amount as well as `−` on a negative one. */
  signed?: boolean
}

const significant = 4

/**
 * A decimal string (`-1234.5678`, as `formatUnits` writes it) floored to its {@link AmountPrecision}
 * and written through `Intl.NumberFormat` in `locale`'s digits, decimal sign, grouping and minus
 * sign. Exact: `Intl` formats the decimal string itself (no float), so 18-decimal amounts and
 * 30-digit balances keep every digit they show. Anything that is not a plain decimal comes back as given.
 *
 * @example
 * ```ts
 * formatDecimal('29999655.386', { locale: 'de' }) // '29.999.655,386'
 * formatDecimal('0.032833333333333333', { precision: 'amount' }) // '0.03283'
 * formatDecimal('0.01', { locale: 'fa', precision: 'amount' }) // '۰٫۰۱'
 * ```
 */
export function formatDecimal(text: string, options: FormatDecimalOptions = {}): string {
  const { locale = 'en', grouping = true, signed = false } = options
  // `maxDecimals: Infinity` is the exact amount, not one padded with zeros.
  const maxDecimals = options.maxDecimals === Infinity ? undefined : options.maxDecimals
  const precision = options.maxDecimals === Infinity ? 'exact' : (options.precision ?? 'balance')
  const match = /^\s*([-+]?)(\d*)(?:\.(\d*))?\s*$/.exec(text)
  if (!match || !/\d/.test(text)) return text
  const [, sign = '', digits = '', fraction = ''] = match
  const firstSignificant = fraction.search(/[1-9]/)
  const whole = digits.replace(/^0+/, '') || '0'
  const keep =
    maxDecimals !== undefined
      ? maxDecimals
      : precision === 'balance'
        ? 3
        : precision === 'amount'
          ? Math.max(3, whole === '0' && firstSignificant >= 0 ? firstSignificant + significant : 0)
          : Infinity
  // Intl writes at most 20 fraction digits in every engine (100 in the newest): more are floored.
  let kept = fraction.slice(0, Math.min(keep, 20))
  kept = maxDecimals !== undefined || precision === 'balance' ? kept.padEnd(Math.min(keep, 20), '0') : kept.replace(/0+$/, '')
  // Flooring a tiny negative amount leaves zero, which has no sign to show.
  const zero = whole === '0' && !/[1-9]/.test(kept)
  const number = `${zero || sign === '+' ? '' : sign}${whole}.${kept || '0'}`
  // Intl reads a decimal string exactly up to 1e308; a longer one (hostile data) stays in Latin digits.
  if (whole.length > 300) return number
  const format = new Intl.NumberFormat(locale, {
    minimumFractionDigits: kept.length,
    maximumFractionDigits: kept.length,
    roundingMode: 'trunc',
    useGrouping: grouping,
    signDisplay: signed ? 'exceptZero' : 'auto',
  })
  // `format` takes a decimal string exactly (Intl.NumberFormat v3); the types still say number.
  return format.format(number as unknown as number)
}

/**
 * A money value (a price, a dollar balance, a fee's worth) in `locale`'s currency format with 2
 * decimals: `$29,999,655.39`, `29.999.655,39 $`, `‎$۰٫۴۹`, `‏29,999,655.39 US$‎`.
 *
 * @example formatFiat(0.4864, 'de') // '0,49 $'
 */
export function formatFiat(value: number, locale = 'en', currency = 'USD'): string {
  const text = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)
  // Arabic's "‏29.50 US$" ends in a symbol that takes the line's direction: right to left it shows
  // as "$US 29.50". A left-to-right mark after it keeps "US$" whole.
  return /[A-Z]\$$/.test(text) ? `${text}\u200e` : text
}

/**
 * A percentage given in percent (`'0.12'` for 0.12 %), with up to 2 decimals: `0.12%`, `0,12 %`, `۰٫۱۲٪`.
 * A text that is not a number comes back as given.
 *
 * @example formatPercent('0.1234', 'de') // '0,12 %'
 */
export function formatPercent(percent: string | number, locale = 'en'): string {
  const value = Number(percent)
  if (typeof percent === 'string' && (percent.trim() === '' || !Number.isFinite(value))) return percent
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100)
}
