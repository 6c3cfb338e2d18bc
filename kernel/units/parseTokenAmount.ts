/** Why a typed amount is not one (see {@link parseTokenAmount}). */
export type AmountProblem = 'notNumber' | 'tooManyDecimals' | 'noDecimals' | 'notPositive'

/** What {@link parseTokenAmount} read: base units and the canonical decimal text, or the problem. */
export type ParsedTokenAmount =
  | { ok: true; value: bigint; /** `1234.5`: digits and one `.`, what services and `parseUnits` take. */ text: string }
  | { ok: false; problem: AmountProblem; /** English, for developers and logs (`'abc' is not a number`). */ reason: string }

/** Options of {@link parseTokenAmount}. */
export interface ParseTokenAmountOptions {
  /** The language the visitor types in (`useLocale().tag`); default English. */
  locale?: string | undefined
}

interface Separators {
  decimal: string
  group: string
  /** Digits in the last group and in the groups before it (3 and 3; 3 and 2 in Hindi's `12,34,567`). */
  primary: number
  secondary: number
}

const cache = new Map<string, Separators>()

/** The locale's decimal sign, group separator and group sizes, as `Intl.NumberFormat` writes them. */
function separatorsOf(locale: string): Separators {
  let found = cache.get(locale)
  if (!found) {
    const parts = new Intl.NumberFormat(locale, { useGrouping: 'always' }).formatToParts(1234567.5)
    const integers = parts.filter((p) => p.type === 'integer').map((p) => p.value.length)
    found = {
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
      group: parts.find((p) => p.type === 'group')?.value ?? ',',
      primary: integers.at(-1) ?? 3,
      secondary: integers.length > 2 ? (integers.at(-2) ?? 3) : (integers.at(-1) ?? 3),
    }
    cache.set(locale, found)
  }
  return found
}

/** Zero of each run of decimal digits a visitor's keyboard may type: Arabic-Indic, Persian, Devanagari, Bengali, Thai, full-width. */
const zeros = [0x660, 0x6f0, 0x966, 0x9e6, 0xe50, 0xff10]
const spaces = /[\s\u00a0\u2007\u2009\u202f]/g

/** Latin digits for every native one, and the full-width `．` `，` of a CJK keyboard as `.` `,`. */
function latinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\u09e6-\u09ef\u0e50-\u0e59\uff10-\uff19\uff0c\uff0e]/g, (c) => {
    const code = c.charCodeAt(0)
    if (code === 0xff0c) return ','
    if (code === 0xff0e) return '.'
    const zero = zeros.find((z) => code >= z && code <= z + 9) ?? 0x30
    return String(code - zero)
  })
}

/**
 * Whether `groups` (Latin digits split at group separators) group the digits as the locale does,
 * or in threes (`123,456` in Hindi, which writes `1,23,456`, is not a typo either).
 */
function groupedRight(groups: string[], { primary, secondary }: Separators): boolean {
  if (groups.length === 1) return /^\d*$/.test(groups[0] as string)
  const sized = (last: number, middle: number) =>
    groups.every(
      (group, i) =>
        /^\d+$/.test(group) &&
        (i === 0 ? group.length <= (i === groups.length - 1 ? last : middle) : group.length === (i === groups.length - 1 ? last : middle)),
    )
  return sized(primary, secondary) || sized(3, 3)
}

/**
 * Reads an amount the visitor typed, as exact base units of a token with `decimals` (bigint
 * arithmetic only: more fraction digits than the token has is a problem, never a silent rounding).
 * It reads what `locale` writes: its decimal sign (`0,01` in German, `۰٫۰۱` in Persian), its group
 * separator in the right places (`1.234,5`, `1 234,5`, Hindi's `1,23,456.5`), and its own digits
 * as well as Latin ones (Arabic-Indic, Persian, Devanagari, full-width). A `.` is a decimal point
 * too where it cannot be a group separator (`0.01` or `1.5` in German; `1.500` there is 1500).
 * The one parser of Send, Swap, Buy and Pay; `formatTokenAmount` (hatch/react/primitives) with `grouping: false`
 * writes what it reads back.
 *
 * @example
 * ```ts
 * parseTokenAmount('0,01', 18, { locale: 'de' }) // { ok: true, value: 10000000000000000n, text: '0.01' }
 * parseTokenAmount('۱٬۲۳۴٫۵', 6, { locale: 'fa' }) // { ok: true, value: 1234500000n, text: '1234.5' }
 * parseTokenAmount('0.0000001', 6) // { ok: false, problem: 'tooManyDecimals', … }
 * ```
 */
export function parseTokenAmount(text: string, decimals: number, options: ParseTokenAmountOptions = {}): ParsedTokenAmount {
  const separators = separatorsOf(options.locale ?? 'en')
  const spaceGroups = separators.group.replace(spaces, '') === ''
  const group = spaceGroups ? ' ' : separators.group
  const typed = text.trim()
  const fail = (problem: AmountProblem, reason: string): ParsedTokenAmount => ({ ok: false, problem, reason })
  let input = latinDigits(typed)
    .replace(spaces, spaceGroups ? ' ' : '\u0000')
    .replace(/\u066c/g, group)
    .replace(/\u066b/g, '\u0001')
  if (separators.decimal !== '.') input = input.split(separators.decimal).join('\u0001')
  const unsigned = input.replace(/^[-\u2212]\s*/, '')
  if (unsigned !== input && (/^[\d.,]/.test(unsigned) || unsigned.startsWith('\u0001'))) return fail('notPositive', 'must be more than 0')
  // A '.' that is not the group separator is a decimal point; where it is (German), it is one
  // only when the text has no decimal sign and the dots do not group the digits.
  if (group !== '.') input = input.replace(/\./g, '\u0001')
  else if (!input.includes('\u0001') && !groupedRight(input.split('.'), separators) && input.split('.').length === 2) input = input.replace('.', '\u0001')
  const [whole = '', fraction, ...extra] = input.split('\u0001')
  const groups = whole.split(group)
  const digits = groups.join('')
  if (extra.length > 0 || !groupedRight(groups, separators) || !/^\d*$/.test(fraction ?? '') || (digits === '' && !fraction)) {
    return fail('notNumber', `'${typed}' is not a number`)
  }
  const decimalsTyped = fraction ?? ''
  if (decimalsTyped.length > decimals) {
    return decimals === 0 ? fail('noDecimals', 'this token has no decimals') : fail('tooManyDecimals', `at most ${decimals} decimals`)
  }
  const value = BigInt(digits || '0') * 10n ** BigInt(decimals) + BigInt(decimalsTyped.padEnd(decimals, '0') || '0')
  if (value === 0n) return fail('notPositive', 'must be more than 0')
  const canonicalFraction = decimalsTyped.replace(/0+$/, '')
  return { ok: true, value, text: `${digits.replace(/^0+(?=\d)/, '') || '0'}${canonicalFraction ? `.${canonicalFraction}` : ''}` }
}

/**
 * The params of a plugin's invalid-amount error (its `Invalid amount: {reason}` entry) from a failed
 * {@link parseTokenAmount}: the English `reason` (the registered text's fallback, logs) and what
 * `localizeAmountParams` needs to say it in the visitor's language.
 */
export function amountProblemParams(parsed: Extract<ParsedTokenAmount, { ok: false }>, typed: string, decimals: number): Record<string, string | number> {
  return { reason: parsed.reason, problem: parsed.problem, text: typed.trim(), decimals }
}
