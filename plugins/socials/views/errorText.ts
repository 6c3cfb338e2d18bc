import { isHatchErrorLike } from '../../../kernel/lazy.js'

/** The text to show for a failed sign-in: the catalogue's short message (the spec's words), or `fallback`. */
export function errorText(error: unknown, fallback: string): string {
  return isHatchErrorLike(error) ? error.shortMessage : fallback
}
