/**
 * Whether `template` needs nothing of ICU MessageFormat beyond `{name}` placeholders (a text of the
 * modal or of the secure frame): then
 * `fillPlaceholders` (fillPlaceholders.ts) gives exactly what `intl-messageformat` would, and the formatter (about
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
