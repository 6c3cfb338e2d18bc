import { IntlMessageFormat } from 'intl-messageformat'
import type { SiteLocale } from './siteLocale.js'
import { siteCatalogues } from './siteCatalogues.js'
import type { SiteTextId } from './texts/en.js'

export type { SiteTextId }

/** The values a text's placeholders take. */
export type SiteTextValues = Record<string, string | number>

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const formatters = new Map<string, IntlMessageFormat>()

function formatter(locale: SiteLocale, id: SiteTextId): IntlMessageFormat {
  const key = `${locale}\u0000${id}`
  let found = formatters.get(key)
  if (!found) {
    const source = siteCatalogues[locale][id] ?? siteCatalogues.en[id]
    found = new IntlMessageFormat(source, locale, undefined, { ignoreTag: true })
    formatters.set(key, found)
  }
  return found
}

/** Whether the site has a text `id` (an id built at run time, such as `error.<CODE>`). */
export const isSiteTextId = (id: string): id is SiteTextId => Object.hasOwn(siteCatalogues.en, id)

/** A text of the secure site in `locale`, its placeholders filled, for a plain-text body or a subject. */
export function siteText(locale: SiteLocale, id: SiteTextId, values: SiteTextValues = {}): string {
  return String(formatter(locale, id).format(values))
}

/**
 * A text for HTML: the catalogue's own words as written (they hold no markup), every value escaped
 * as the site escapes any value, except `markup`'s, which the caller builds (an `<a href>` around
 * an escaped link).
 */
export function siteHtml(locale: SiteLocale, id: SiteTextId, values: SiteTextValues = {}, markup: Record<string, string> = {}): string {
  const escaped: SiteTextValues = { ...markup }
  for (const [name, value] of Object.entries(values)) escaped[name] = typeof value === 'string' ? escapeHtml(value) : value
  return siteText(locale, id, escaped)
}

export { escapeHtml }
