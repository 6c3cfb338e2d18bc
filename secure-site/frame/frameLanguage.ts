import { directionOf, type LocaleTag } from '../../kernel/locales/localeTags.js'
import { matchLocale } from '../../kernel/locales/matchLocale.js'
import { showTexts } from './frameText.js'
import { frameTexts } from './texts/en.js'
import { frameTextLoaders } from './texts/loaders.js'

/** The longest browser language the frame looks at (BCP 47 tags in use are far shorter). */
const MAX_TAG = 64

/** Tags as the frame looks at them: strings of a tag's length (the page's, the browser's). */
const tagsOf = (values: readonly unknown[]) => values.filter((tag): tag is string => typeof tag === 'string' && tag.length <= MAX_TAG)

/**
 * The language the frame shows: the page's Hatch locale (`locale` in the frame URL, or SET_LOCALE)
 * when it is a shipped language, matched as the modal matches it (any case; `ar-EG` shows `ar`,
 * `pt` shows `pt-BR`), else the best match of the browser's languages, else English. Only a known
 * tag is ever shown: the page names a tag, never a text.
 */
export function resolveFrameLocale(requested: unknown, languages: readonly string[] = []): LocaleTag {
  return matchLocale(tagsOf([requested])) ?? matchLocale(tagsOf(languages)) ?? 'en'
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

/** The frame's language as its requests see it (see {@link followFrameLanguage}). */
export interface FrameLanguage {
  /** Resolves once the latest choice is applied (or failed, leaving the language before it). */
  ready(): Promise<void>
  /** Applies a new choice; rejects when its texts do not load. */
  set(tag: LocaleTag): Promise<void>
}

/**
 * Applies `first` to `doc` and keeps the latest choice, which each request waits for before it
 * makes a text: a prompt asked for after SET_LOCALE shows in the new language, never the old one.
 */
export function followFrameLanguage(doc: Document, first: LocaleTag): FrameLanguage {
  let current = applyFrameLanguage(doc, first)
  current.catch(() => undefined)
  return {
    ready: () => current.catch(() => undefined),
    set(tag) {
      current = applyFrameLanguage(doc, tag)
      return current
    },
  }
}
