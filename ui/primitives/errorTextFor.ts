import { isHatchErrorLike } from '../../kernel/errors/isHatchErrorLike.js'

/** A view's `useMessages` lookup, taking any error id (a locale may have `error.<CODE>` for any code). */
export type ErrorSay = (id: `error.${string}`, params?: Record<string, string | number>) => string

/**
 * The text to show a visitor for a failed call, in the modal's language: the locale's
 * `error.<CODE>` (with the error's params), else the view's own English text for the id, else the
 * error's registered English text (`shortMessage`: the kernel's, or the plugin's `errors`);
 * `fallback` for anything that is not a Hatch error. `say` returns an id it has no text for
 * unchanged, which is how a missing text is told apart.
 *
 * @example
 * ```tsx
 * const say = useMessages(messages)
 * setProblem(errorTextFor(error, say, say('error.unknown')))
 * ```
 */
export function errorTextFor(error: unknown, say: ErrorSay, fallback: string): string {
  if (!isHatchErrorLike(error)) return fallback
  const id: `error.${string}` = `error.${error.code}`
  const text = say(id, { ...error.params })
  return text === id ? error.shortMessage : text
}
