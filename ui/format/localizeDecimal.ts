/**
 * A decimal string (`-1234.5`, as `formatUnits` or a floored balance writes it) in the digits and
 * decimal sign of `locale`, keeping exactly its fraction digits and adding no grouping, through
 * `Intl.NumberFormat` on the string itself (exact: no float). English, or anything that is not a
 * plain decimal, comes back unchanged.
 *
 * @example localizeDecimal('1.250', 'de') // '1,250'
 */
export function localizeDecimal(text: string, locale: string | undefined): string {
  const match = /^-?\d+(?:\.(\d+))?$/.exec(text)
  if (!match || !locale || locale === 'en') return text
  const digits = Math.min(match[1]?.length ?? 0, 100)
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits, roundingMode: 'trunc', useGrouping: false })
  // `format` takes a decimal string exactly (Intl.NumberFormat v3); the types still say number.
  return number.format(text as unknown as number)
}
