import { isHatchErrorLike } from '../../../kernel/lazy.js'

/** A plugin's `useMessages` lookup, taking any id (a locale has `error.<CODE>` for every code). */
export type SayAny = (id: `error.${string}`, params?: Record<string, string | number>) => string

/**
 * The text to show for a failed sign-in, in the modal's language: the locale's `error.<CODE>` (with
 * the error's params), else this plugin's English text for the code, else the catalogue's short
 * message (the spec's English words); `fallback` for anything that is not a Hatch error. `say`
 * returns an id it has no text for unchanged, which is how a missing text is told apart.
 */
export function errorText(error: unknown, say: SayAny, fallback: string): string {
  if (!isHatchErrorLike(error)) return fallback
  const id: `error.${string}` = `error.${error.code}`
  const text = say(id, { ...error.params })
  return text === id ? error.shortMessage : text
}
