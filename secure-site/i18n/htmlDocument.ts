import { directionOf, type SiteLocale } from './siteLocale.js'

/**
 * The `lang` and `dir` attributes of an HTML element in `locale`: `lang="ar" dir="rtl"`. A fixed
 * tag list, so nothing here needs escaping.
 */
export const langAttributes = (locale: SiteLocale): string => `lang="${locale}" dir="${directionOf(locale)}"`

/**
 * An e-mail's HTML body in `locale`: a block carrying its language and direction (mail clients drop
 * attributes of `<html>` and `<body>`, not of a block), so Arabic, Hebrew and Persian read right to
 * left. English is sent as it always was, unwrapped.
 */
export const htmlBody = (locale: SiteLocale, inner: string): string => (locale === 'en' ? inner : `<div ${langAttributes(locale)}>${inner}</div>`)
