import type { LocaleTag } from './localeTags.js'

/** A locale module: its default export maps message ids to ICU MessageFormat texts. */
export interface LocaleModule {
  default: Readonly<Record<string, string>>
}

/**
 * One loader per shipped language other than English. Each is a literal `import()`, so every
 * bundler (the package's Rollup build, the demo's esbuild, a host's Vite or webpack) makes each
 * language its own chunk: a page fetches exactly the one it shows, and none while English.
 */
export const localeLoaders: Record<Exclude<LocaleTag, 'en'>, () => Promise<LocaleModule>> = {
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
