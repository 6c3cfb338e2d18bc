import { approximateTime } from '../mail/whenAndWhere.js'
import type { SiteLocale } from './siteLocale.js'
import { siteText } from './siteTexts.js'

/**
 * When a request was made, to the minute, in UTC, as `locale` writes dates: English keeps
 * "25 Nov 2026, 12:00 UTC"; German "25. Nov. 2026, 12:00 UTC", Arabic "25 نوفمبر 2026، 12:00 م UTC".
 */
export function localTime(locale: SiteLocale, epochMs: number): string {
  if (locale === 'en') return approximateTime(epochMs)
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(epochMs)
}

/**
 * A browser as `browserName` (mail/whenAndWhere.ts) named it in English ("Chrome on Linux", "a
 * browser on Linux", "an unknown browser", which is also what the database keeps), in `locale`. The
 * products' names stay as they are.
 */
export function localBrowser(locale: SiteLocale, english: string): string {
  if (locale === 'en') return english
  if (english === 'an unknown browser') return siteText(locale, 'who.unknownBrowser')
  const some = /^a browser on (.+)$/.exec(english)
  if (some) return siteText(locale, 'who.someBrowserOnSystem', { system: some[1] as string })
  const named = /^(.+) on (.+)$/.exec(english)
  if (named) return siteText(locale, 'who.browserOnSystem', { browser: named[1] as string, system: named[2] as string })
  return english
}

/** The requesting site, or "not named" in `locale`. */
export const localSite = (locale: SiteLocale, site: string | null): string => site ?? siteText(locale, 'who.siteUnnamed')
