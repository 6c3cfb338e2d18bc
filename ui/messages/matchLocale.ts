/** The best shipped language for requested tags (kept in the kernel, so the secure frame shares it without the UI). */
export { matchLocale } from '../../kernel/locales/matchLocale.js'
