/**
 * Whether `template` needs nothing of ICU MessageFormat beyond `{name}` placeholders (a text of the
 * modal or of the secure frame): then
 * {@link fillPlainMessage} gives exactly what `intl-messageformat` would, and the formatter (about
 * 10 KiB gzip) need not be loaded for it.
 *
 * Plain means: every `{` opens a `{name}` placeholder (letters, digits, `_`), and every apostrophe is
 * literal, which in ICU is one not followed by `'`, `{`, `}`, `<`, `>` or `#` ("doesn't" is plain,
 * `'{'` and `''` are quoting). Anything else (`{n, plural, …}`, `{x, select, …}`, `{n, number}`,
 * quoting, a stray brace) goes to the ICU formatter, so a doubtful text is never filled wrongly.
 *
 * @example
 * ```ts
 * isPlainMessage('Continue in {name}') // true
 * isPlainMessage("This app doesn't support it") // true
 * isPlainMessage('{count, plural, one {# wallet} other {# wallets}}') // false
 * ```
 */
export function isPlainMessage(template: string): boolean {
  return plain.test(template)
}

const plain = /^(?:[^{}']|'(?![{}<>#'])|\{\w+\})*$/

/**
 * Fills the `{name}` placeholders of a plain text (see {@link isPlainMessage}) as `intl-messageformat`
 * formats them: `String(value)`, nothing for `undefined` or `null`; a placeholder without a value
 * stays visible, as the modal shows a text whose value is missing.
 */
export function fillPlainMessage(template: string, params: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key] ?? '') : whole))
}
