import type { LocaleTag } from '../../../kernel/locales/localeTags.js'
import type { FrameTexts } from './en.js'

/**
 * Each shipped language's frame texts, a chunk of its own fetched only when the frame shows that
 * language (English is the catalogue itself, in the frame's start-up).
 */
export const frameTextLoaders: Record<Exclude<LocaleTag, 'en'>, () => Promise<{ default: FrameTexts }>> = {
  ar: () => import('./locales/ar.js'),
  he: () => import('./locales/he.js'),
  fa: () => import('./locales/fa.js'),
  'zh-CN': () => import('./locales/zh-CN.js'),
  ja: () => import('./locales/ja.js'),
  ko: () => import('./locales/ko.js'),
  hi: () => import('./locales/hi.js'),
  th: () => import('./locales/th.js'),
  vi: () => import('./locales/vi.js'),
  id: () => import('./locales/id.js'),
  tr: () => import('./locales/tr.js'),
  es: () => import('./locales/es.js'),
  'pt-BR': () => import('./locales/pt-BR.js'),
  fr: () => import('./locales/fr.js'),
  de: () => import('./locales/de.js'),
  ru: () => import('./locales/ru.js'),
  uk: () => import('./locales/uk.js'),
  pl: () => import('./locales/pl.js'),
  it: () => import('./locales/it.js'),
  nl: () => import('./locales/nl.js'),
}
