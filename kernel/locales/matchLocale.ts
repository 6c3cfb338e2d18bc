import { localeTags, type LocaleTag } from './localeTags.js'

/** Language and script of a tag, with the likely script filled in (`pt-BR` → `pt-Latn`, `zh-TW` → `zh-Hant`). */
function languageAndScript(tag: string): string | undefined {
  try {
    const locale = new Intl.Locale(tag).maximize()
    return `${locale.language}-${locale.script ?? ''}`
  } catch {
    return undefined
  }
}

/**
 * The shipped language that best fits the requested ones (the host's `locale`, or the browser's
 * `navigator.languages`, most preferred first): the first request that is a shipped tag exactly
 * (case-insensitive), else the first one whose language and script a shipped tag shares, so
 * `ar-EG` gets `ar`, `pt` and `pt-PT` get `pt-BR`, `zh-Hans-SG` gets `zh-CN`, while `zh-TW`
 * (traditional script) gets nothing. Undefined when none fits.
 *
 * @example matchLocale(['fr-CA', 'en']) // 'fr'
 */
export function matchLocale(requested: readonly string[], available: readonly LocaleTag[] = localeTags): LocaleTag | undefined {
  for (const wanted of requested) {
    const exact = available.find((tag) => tag.toLowerCase() === wanted.toLowerCase())
    if (exact) return exact
    const key = languageAndScript(wanted)
    const near = key === undefined ? undefined : available.find((tag) => languageAndScript(tag) === key)
    if (near) return near
  }
  return undefined
}
