import { useHatchContext } from './useHatchContext.js'

/** The language the modal shows and its direction. */
export interface LocaleInfo {
  /** A BCP 47 tag of a shipped language (`'en'`, `'ar'`, `'pt-BR'` …): pass it to `Intl` formatters. */
  tag: string
  /** `'rtl'` for Arabic, Hebrew and Persian, else `'ltr'`. */
  dir: 'ltr' | 'rtl'
}

/**
 * The language the modal shows (the host's `locale` option or `hatch.setLocale`, else the best match
 * of the browser's languages, else English), for views that format numbers, amounts and dates
 * with `Intl`.
 *
 * @example
 * ```tsx
 * const { tag } = useLocale()
 * new Intl.DateTimeFormat(tag, { dateStyle: 'medium' }).format(date)
 * ```
 */
export function useLocale(): LocaleInfo {
  const locale = useHatchContext('useLocale').locale
  return { tag: locale?.tag ?? 'en', dir: locale?.dir ?? 'ltr' }
}
