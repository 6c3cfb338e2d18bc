import * as v from 'valibot'

/** The longest address a mail system carries (RFC 5321: a 254-character path). */
export const MAX_EMAIL_LENGTH = 254

/** A domain label: letters, digits and inner hyphens, at most 63 characters (RFC 1035). */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i
/** A character that may stand before the @ without quotes (RFC 5322 atext). */
const ATEXT = /[a-z0-9!#$%&'*+/=?^_`{|}~-]/i

/**
 * What is wrong with a typed e-mail address, in words a visitor can act on (`it has no @`), or
 * undefined when it is a usable address. The checks go from the plainest problem to the finest so
 * the first one named is the one to fix first; valibot's `email` check runs last as a backstop.
 *
 * @example
 * ```ts
 * emailProblem('ada.example.com') // 'it has no @ (as in name@example.com)'
 * emailProblem('ada@example.com') // undefined
 * ```
 */
export function emailProblem(raw: string): string | undefined {
  const email = raw.trim()
  if (email === '') return 'it is empty'
  if (email.length > MAX_EMAIL_LENGTH) return `it is longer than ${MAX_EMAIL_LENGTH} characters`
  if (/\s/.test(email)) return 'it contains a space'
  const at = email.split('@')
  if (at.length === 1) return 'it has no @ (as in name@example.com)'
  if (at.length > 2) return 'it has more than one @'
  const [local = '', domain = ''] = at
  if (local === '') return 'the name before the @ is missing'
  if (domain === '') return 'the domain after the @ is missing (as in example.com)'
  const bad = [...local].find((c) => c !== '.' && !ATEXT.test(c))
  if (bad !== undefined) return `the name before the @ contains '${bad}', which an e-mail address cannot hold`
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..'))
    return 'the name before the @ cannot start or end with a dot, or hold two dots in a row'
  const labels = domain.split('.')
  if (labels.length < 2) return `the domain '${domain}' has no dot (as in example.com)`
  if (labels.some((label) => !LABEL.test(label))) return `the domain '${domain}' is not a valid domain`
  if (!v.is(v.pipe(v.string(), v.rfcEmail()), email)) return 'it is not of the form name@example.com'
  return undefined
}

/** The address as it is kept: trimmed, the domain lower-cased (the part before the @ is the mailbox owner's). */
export function normaliseEmail(raw: string): string {
  const email = raw.trim()
  const at = email.lastIndexOf('@')
  return at === -1 ? email : `${email.slice(0, at)}@${email.slice(at + 1).toLowerCase()}`
}
