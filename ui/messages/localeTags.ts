/** The shipped languages (kept in the kernel, so the secure frame shares the list without the UI). */
export { localeTags, rtlLocales, directionOf, type LocaleTag } from '../../kernel/locales/localeTags.js'
