import * as v from 'valibot'

/** Whether `tag` is a well-formed BCP 47 language tag (what `Intl` accepts). */
const isLanguageTag = (tag: string) => {
  try {
    return Intl.getCanonicalLocales(tag).length === 1
  } catch {
    return false
  }
}

/**
 * The modal's language (`locale` option, `hatch.setLocale`): a BCP 47 tag such as `ar` or `pt-BR`.
 * Which tags have a translation is the UI's business (it falls back to English with a warning).
 */
export const localeSchema = v.pipe(
  v.string('must be a language tag string such as "ar" or "pt-BR"'),
  v.check(isLanguageTag, 'must be a BCP 47 language tag such as "ar" or "pt-BR"'),
)
