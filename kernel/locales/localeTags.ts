/**
 * The languages Hatch ships texts for, as BCP 47 tags. English is the catalogue itself (`ui/messages/en.ts`);
 * every other tag has a module `ui/messages/locales/<tag>.ts` loaded on demand (`ui/messages/localeLoaders.ts`),
 * and the secure frame its own texts, `secure-site/frame/texts/locales/<tag>.ts`.
 */
export const localeTags = [
  'en',
  'ar',
  'he',
  'fa',
  'zh-CN',
  'ja',
  'ko',
  'hi',
  'th',
  'vi',
  'id',
  'tr',
  'es',
  'pt-BR',
  'fr',
  'de',
  'ru',
  'uk',
  'pl',
  'it',
  'nl',
] as const

/** One shipped language. */
export type LocaleTag = (typeof localeTags)[number]

/** A shipped tag exactly (an untrusted value: a URL's `lang`, a request field), else undefined. */
export function shippedTag(value: unknown): LocaleTag | undefined {
  return localeTags.find((tag) => tag === value)
}

/** Languages written right to left: the modal gets `dir="rtl"` for them. */
export const rtlLocales: readonly LocaleTag[] = ['ar', 'he', 'fa']

/** The text direction of a shipped language. */
export const directionOf = (tag: LocaleTag): 'ltr' | 'rtl' => (rtlLocales.includes(tag) ? 'rtl' : 'ltr')
