import * as v from 'valibot'
import { directionOf, localeTags, shippedTag, type LocaleTag } from '../../kernel/locales/localeTags.js'
import { matchLocale } from '../../kernel/locales/matchLocale.js'

/**
 * The language the secure site writes an e-mail or a page in: one of the modal's shipped tags
 * (`kernel/locales/localeTags.ts`, a plain list shared with the modal; nothing of the UI comes with it).
 */
export type SiteLocale = LocaleTag

export { directionOf, localeTags, shippedTag }

/**
 * The optional `locale` field of a request (the frame's `<html lang>`): a shipped tag, or nothing.
 * Anything else (an unknown tag, a malformed value, a number) is dropped, never refused: a language
 * must not block a login.
 */
export const LocaleField = v.fallback(v.optional(v.picklist(localeTags)), undefined)

/**
 * The tags of an `Accept-Language` header, most preferred first (by `q`, then by order); `*`,
 * `q=0` and malformed entries are left out. Capped, as any header the site reads.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  const entries = (header ?? '').slice(0, 512).split(',').slice(0, 32)
  const ranked: { tag: string; q: number; at: number }[] = []
  entries.forEach((entry, at) => {
    const [rawTag, ...params] = entry.trim().split(';')
    const tag = (rawTag ?? '').trim()
    if (!/^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/.test(tag)) return
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const q = qParam === undefined ? 1 : Number(qParam.slice(2))
    if (!(q > 0 && q <= 1)) return
    ranked.push({ tag, q, at })
  })
  return ranked.sort((a, b) => b.q - a.q || a.at - b.at).map((r) => r.tag)
}

/**
 * The language of one request: the tag it asked for (validated by the route), else the best match
 * of its `Accept-Language` among the shipped tags (`fr-CA` gets `fr`, `pt` gets `pt-BR`), else English.
 */
export function chooseLocale(asked: SiteLocale | undefined, acceptLanguage: string | undefined): SiteLocale {
  return asked ?? matchLocale(acceptedLanguages(acceptLanguage)) ?? 'en'
}
