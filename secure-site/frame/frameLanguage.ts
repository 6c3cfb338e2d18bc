import { directionOf, localeTags, type LocaleTag } from '../../kernel/locales/localeTags.js'
import { matchLocale } from '../../kernel/locales/matchLocale.js'
import { showTexts } from './frameText.js'
import { frameTexts } from './texts/en.js'
import { frameTextLoaders } from './texts/loaders.js'

/** The longest browser language the frame looks at (BCP 47 tags in use are far shorter). */
const MAX_TAG = 64

/**
 * The language the frame shows: the page's Hatch locale (`locale` in the frame URL, or SET_LOCALE),
 * which the page resolved as its modal did and which counts only when it is a shipped tag exactly,
 * else the best match of the browser's languages (`de-AT` shows `de`, `pt` shows `pt-BR`), else
 * English. The page names a tag, never a text.
 */
export function resolveFrameLocale(requested: unknown, languages: readonly string[] = []): LocaleTag {
  return shippedTag(requested) ?? matchLocale(languages.filter((tag) => typeof tag === 'string' && tag.length <= MAX_TAG)) ?? 'en'
}

/** A shipped tag exactly, else undefined. */
export function shippedTag(value: unknown): LocaleTag | undefined {
  return localeTags.find((tag) => tag === value)
}

/** The browser's languages, most preferred first. */
export function browserLanguages(nav: Pick<Navigator, 'languages' | 'language'> = navigator): readonly string[] {
  return nav.languages?.length ? nav.languages : nav.language ? [nav.language] : []
}

let latest = 0

/**
 * Loads the texts of `tag` (its own chunk; nothing for English), then puts the frame's texts in it
 * and sets `lang` and `dir` on `doc`'s root (right to left for Arabic, Hebrew and Persian). A newer
 * call that overtook this one wins. A chunk that fails to load leaves the current language and
 * rejects; the next call tries again.
 */
export async function applyFrameLanguage(doc: Document, tag: LocaleTag): Promise<void> {
  const turn = ++latest
  const texts = tag === 'en' ? frameTexts : (await frameTextLoaders[tag]()).default
  if (turn !== latest) return
  showTexts(tag, texts)
  doc.documentElement.lang = tag
  doc.documentElement.dir = directionOf(tag)
}
