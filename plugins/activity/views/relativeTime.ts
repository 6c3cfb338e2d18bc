const units: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
]

/**
 * How long ago `date` was, in the largest whole unit, in words of `locale` (Intl.RelativeTimeFormat:
 * "5 minutes ago", "yesterday", "vor 3 Stunden"). A time slightly in the future (clocks differ)
 * reads as now.
 *
 * @example
 * ```ts
 * relativeTime(new Date(Date.now() - 150_000), Date.now(), 'en') // '2 minutes ago'
 * ```
 */
export function relativeTime(date: Date, now: number, locale?: string): string {
  const seconds = Math.min(0, Math.round((date.getTime() - now) / 1000))
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
  for (const [unit, size] of units) {
    if (-seconds >= size) return format.format(Math.trunc(seconds / size), unit)
  }
  return format.format(0, 'second')
}
