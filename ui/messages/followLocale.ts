import * as v from 'valibot'
import type { Hatch } from '../../kernel/createHatch.js'
import { browserLanguages } from '../../kernel/locales/browserLanguages.js'
import { localeSchema } from '../../kernel/options/localeSchema.js'
import { givenLogger, type Logger } from '../../kernel/options/logger.js'
import { loadIcuFormatter, needsIcuFormatter } from './icuFormatter.js'
import { localeLoaders } from './localeLoaders.js'
import { directionOf, localeTags, type LocaleTag } from './localeTags.js'
import { matchLocale } from './matchLocale.js'

/** A language ready to show: its tag, its direction and its texts (empty for English, the catalogue itself). */
export interface LoadedLocale {
  tag: LocaleTag
  dir: 'ltr' | 'rtl'
  messages: Readonly<Record<string, string>>
}

const english: LoadedLocale = { tag: 'en', dir: 'ltr', messages: {} }

/**
 * Loads one shipped language's texts (its own chunk; nothing for English), together with the ICU
 * formatter when they need it: every shipped language has plurals (`activity.moreTransfers`, a unit
 * test checks), so both are fetched side by side rather than one after the other, and the language
 * is reported only once its every text can be formatted (never a raw `{count, plural, …}`).
 */
async function loadTag(tag: LocaleTag): Promise<LoadedLocale> {
  if (tag === 'en') return english
  const formatter = loadIcuFormatter()
  // Awaited below only when the texts need it; a failure is reported there, not as unhandled.
  void formatter.catch(() => undefined)
  const module = await localeLoaders[tag]()
  if (needsIcuFormatter(module.default)) await formatter
  return { tag, dir: directionOf(tag), messages: module.default }
}

/**
 * Resolves and loads the language to show: the host's choice when given (a tag, validated, matched
 * to a shipped language: `ar-EG` shows `ar`), else the best match of the browser's languages, else
 * English. A malformed tag is reported through `logger.error` and a language without texts through
 * `logger.warn`; both show English, so the modal stays usable.
 */
export async function resolveLocale(requested: unknown, logger: Pick<Logger, 'warn' | 'error'>): Promise<LoadedLocale> {
  if (requested === undefined) return loadTag(matchLocale(browserLanguages()) ?? 'en')
  const checked = v.safeParse(localeSchema, requested)
  if (!checked.success) {
    logger.error(`Invalid locale ${JSON.stringify(requested)}: ${checked.issues[0].message}; showing English`)
    return english
  }
  const tag = matchLocale([checked.output])
  if (!tag) {
    logger.warn(`No texts ship for locale "${checked.output}"; showing English (shipped: ${localeTags.join(', ')})`)
    return english
  }
  return loadTag(tag)
}

/**
 * Keeps `show` fed with the language of `hatch` (`hatch.setLocale`, else the `locale` option, else
 * the browser's languages) until the returned function is called. A slow load that a newer choice
 * overtook is dropped; a chunk that fails to load is logged and leaves the current language.
 * Also fetches the ICU formatter when the modal has opened (see `loadIcuFormatter`).
 */
export function followLocale(hatch: Hatch, show: (locale: LoadedLocale) => void): () => void {
  let latest = 0
  let stopped = false
  // English is what the provider shows before anything is reported: reporting it first would only
  // re-render every consumer for nothing.
  let shown: LoadedLocale | undefined
  const logger = {
    // The host's logger once it has both (the options are not validated before start-up).
    warn: (message: string) => givenLogger(hatch.options?.logger, ['warn', 'error']).warn(message),
    error: (message: string, error?: unknown) => givenLogger(hatch.options?.logger, ['warn', 'error']).error(message, error),
  }
  const choose = (chosen: string | undefined) => {
    const turn = ++latest
    // `setLocale` wins; while it is unset the `locale` option applies (read as given: the instance
    // may not have started, and resolveLocale checks the tag itself).
    resolveLocale(chosen ?? hatch.options?.locale, logger).then(
      (locale) => {
        if (turn !== latest || stopped || locale === (shown ?? english)) return
        shown = locale
        show(locale)
      },
      (error: unknown) => logger.error(`The texts of locale "${chosen ?? 'of the browser'}" could not be loaded; the current language stays`, error),
    )
  }
  choose(hatch.getState().modal.locale)
  const off = hatch.subscribeState((state) => state.modal.locale, choose)
  // English needs no formatter to open the modal; the plugins' few English plurals ("+3 more") get
  // it once the modal has opened and the browser is idle: after the click, never before it.
  // (Not ui/provider/scheduleIdle: a module shared with the page's entry makes esbuild split that
  // entry into one more chunk before the button.)
  const load = () => void loadIcuFormatter().catch(() => undefined)
  const warm = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 2000 })
    else if (typeof window !== 'undefined') setTimeout(load, 200)
  }
  if (hatch.getState().modal.open) warm()
  const offOpen = hatch.subscribeModal((open) => {
    if (open) warm()
  })
  return () => {
    stopped = true
    off()
    offOpen()
  }
}
