import * as v from 'valibot'

/** The longest address a mail system carries (RFC 5321: a 254-character path). */
export const MAX_EMAIL_LENGTH = 254

/** A domain label: letters, digits and inner hyphens, at most 63 characters (RFC 1035). */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i
/** A character that may stand before the @ without quotes (RFC 5322 atext). */
const ATEXT = /[a-z0-9!#$%&'*+/=?^_`{|}~-]/i

/**
 * What can be wrong with a typed address, from the plainest problem to the finest; each is also the
 * id of its text in the plugin's catalogue (`capture.problem.<key>`), so a view names it in the
 * modal's language.
 */
export type EmailProblemKey =
  'empty' | 'tooLong' | 'space' | 'noAt' | 'manyAt' | 'noName' | 'noDomain' | 'badChar' | 'dots' | 'domainNoDot' | 'badDomain' | 'notForm'

/** A problem of a typed address and the values its text names. */
export interface EmailProblem {
  key: EmailProblemKey
  params?: Record<string, string | number>
}

/**
 * What is wrong with a typed e-mail address, or undefined when it is a usable address. The checks
 * go from the plainest problem to the finest so the first one named is the one to fix first;
 * valibot's `email` check runs last as a backstop.
 *
 * @example
 * ```ts
 * emailProblemOf('ada.example.com') // { key: 'noAt' }
 * emailProblemOf('ada@example.com') // undefined
 * ```
 */
export function emailProblemOf(raw: string): EmailProblem | undefined {
  const email = raw.trim()
  if (email === '') return { key: 'empty' }
  if (email.length > MAX_EMAIL_LENGTH) return { key: 'tooLong', params: { max: MAX_EMAIL_LENGTH } }
  if (/\s/.test(email)) return { key: 'space' }
  const at = email.split('@')
  if (at.length === 1) return { key: 'noAt' }
  if (at.length > 2) return { key: 'manyAt' }
  const [local = '', domain = ''] = at
  if (local === '') return { key: 'noName' }
  if (domain === '') return { key: 'noDomain' }
  const bad = [...local].find((c) => c !== '.' && !ATEXT.test(c))
  if (bad !== undefined) return { key: 'badChar', params: { char: bad } }
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return { key: 'dots' }
  const labels = domain.split('.')
  if (labels.length < 2) return { key: 'domainNoDot', params: { domain } }
  if (labels.some((label) => !LABEL.test(label))) return { key: 'badDomain', params: { domain } }
  if (!v.is(v.pipe(v.string(), v.rfcEmail()), email)) return { key: 'notForm' }
  return undefined
}

/** Each problem in English words a visitor can act on (the error's `reason`, for developers and logs). */
const english: Record<EmailProblemKey, (params: Record<string, string | number>) => string> = {
  empty: () => 'it is empty',
  tooLong: (p) => `it is longer than ${p['max']} characters`,
  space: () => 'it contains a space',
  noAt: () => 'it has no @ (as in name@example.com)',
  manyAt: () => 'it has more than one @',
  noName: () => 'the name before the @ is missing',
  noDomain: () => 'the domain after the @ is missing (as in example.com)',
  badChar: (p) => `the name before the @ contains '${p['char']}', which an e-mail address cannot hold`,
  dots: () => 'the name before the @ cannot start or end with a dot, or hold two dots in a row',
  domainNoDot: (p) => `the domain '${p['domain']}' has no dot (as in example.com)`,
  badDomain: (p) => `the domain '${p['domain']}' is not a valid domain`,
  notForm: () => 'it is not of the form name@example.com',
}

/**
 * What is wrong with a typed e-mail address, in English words a visitor can act on (`it has no @`),
 * or undefined when it is a usable address ({@link emailProblemOf} in English).
 *
 * @example
 * ```ts
 * emailProblem('ada.example.com') // 'it has no @ (as in name@example.com)'
 * ```
 */
export function emailProblem(raw: string): string | undefined {
  const problem = emailProblemOf(raw)
  return problem && english[problem.key](problem.params ?? {})
}

/** The address as it is kept: trimmed, the domain lower-cased (the part before the @ is the mailbox owner's). */
export function normaliseEmail(raw: string): string {
  const email = raw.trim()
  const at = email.lastIndexOf('@')
  return at === -1 ? email : `${email.slice(0, at)}@${email.slice(at + 1).toLowerCase()}`
}
