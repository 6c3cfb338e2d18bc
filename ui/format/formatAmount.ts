/**
 * A balance (a decimal string, as an adapter's `getBalance` gives it) as the modal shows it:
 * floored to 3 decimals, `0.000` when missing or malformed (spec §5 "Balance display"), in
 * `locale`'s digits, decimal sign and grouping. The digits are cut from the string (no float) and
 * `Intl` formats the decimal string itself, exactly: the `balance` precision of `formatDecimal`,
 * in a few bytes the Connect button can afford before the modal loads.
 *
 * @example formatAmount('29999655.38612', 'ETH', 'de') // '29.999.655,386 ETH'
 */
export function formatAmount(balance: string | undefined, symbol: string | undefined, locale = 'en'): string {
  const [, whole = '', fraction = ''] = /^\s*(\d*)(?:\.(\d*))?\s*$/.exec(balance ?? '') ?? []
  const text = `${whole.replace(/^0+/, '') || 0}.${fraction.slice(0, 3).padEnd(3, '0')}`
  // Intl reads a decimal string exactly up to 1e308; a longer one (hostile data) stays as it is.
  const shown = whole.length > 300 ? text : new Intl.NumberFormat(locale, { minimumFractionDigits: 3 }).format(text as unknown as number)
  return symbol ? `${shown} ${symbol}` : shown
}
