import { isHatchErrorLike } from '../../../kernel/lazy.js'

/** The text to show for a failed call: the catalogue's short message (the spec's words), or `fallback`. */
export function errorText(error: unknown, fallback: string): string {
  return isHatchErrorLike(error) ? error.shortMessage : fallback
}

/** What the visitor types as a code: digits only (spaces and dashes from a copied code are dropped). */
export const codeInput = (text: string): string => text.replace(/[^\d]/g, '').slice(0, 12)
