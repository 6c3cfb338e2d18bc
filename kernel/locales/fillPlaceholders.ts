/**
 * Fills the `{name}` placeholders of a text as `intl-messageformat` formats them: `String(value)`,
 * nothing for `undefined` or `null`; a placeholder without a value stays visible, so a missing
 * param is noticed. Exactly what the ICU formatter gives for a plain text (see `isPlainMessage`),
 * and what the modal's first translator and the secure frame's texts use without loading it.
 *
 * @example
 * ```ts
 * fillPlaceholders('Continue in {name}', { name: 'Rabby' }) // 'Continue in Rabby'
 * fillPlaceholders('Sent {amount}') // 'Sent {amount}'
 * ```
 */
export function fillPlaceholders(template: string, params: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key] ?? '') : whole))
}
