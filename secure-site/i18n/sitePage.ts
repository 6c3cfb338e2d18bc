import type { Context } from 'hono'
import { langAttributes } from './htmlDocument.js'
import { chooseLocale, shippedTag, type SiteLocale } from './siteLocale.js'
import { escapeHtml } from './siteTexts.js'

/**
 * A page of the secure site (the device-approval link, the social-login popup) in `locale`: its
 * `<html>` carries the language and its direction. `title` is plain text (escaped here); `body`
 * and `head` are HTML the caller built with escaped values.
 */
export function sitePage(locale: SiteLocale, title: string, body: string, options: { mainClass: string; head?: string }): string {
  return `<!doctype html><html ${locale === 'en' ? 'lang="en"' : langAttributes(locale)}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="/frame.css">${options.head ?? ''}</head><body><main class="${options.mainClass}"><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`
}

/**
 * The language of a page: the one its link or form names (`lang`, any unknown value ignored), else
 * the browser's Accept-Language, else English.
 */
export const pageLocale = (c: Context, named?: string | null): SiteLocale => chooseLocale(shippedTag(named ?? undefined), c.req.header('accept-language'))
