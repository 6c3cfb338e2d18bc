/** The message ids (`error.<CODE>`) of a plugin's error texts, each with its English text. */
export type ErrorMessages<T extends Readonly<Record<string, string>>> = { readonly [K in keyof T & string as `error.${K}`]: T[K] }

/**
 * A plugin's error texts (its errorTexts.ts, which the kernel's catalogue registers) as the
 * message ids its views show them by, so each English text is written once; a locale translates
 * the same ids.
 *
 * @example
 * ```ts
 * export const tipsMessages = { 'tips.title': 'Send a tip', ...errorMessages(tipsErrorTexts) } as const
 * ```
 */
export function errorMessages<T extends Readonly<Record<string, string>>>(texts: T): ErrorMessages<T> {
  return Object.fromEntries(Object.entries(texts).map(([code, text]) => [`error.${code}`, text])) as ErrorMessages<T>
}
