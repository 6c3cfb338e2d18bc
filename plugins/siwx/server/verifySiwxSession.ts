import { HatchError } from '../../../kernel/index.js'
import { errorTextsSettled, registerErrorTexts, type ErrorTextsLoader } from '../../../kernel/errors/errorTexts.js'
import type { SiwxMessageData, SiwxNamespace } from '../types.js'
import { parseSignedMessage } from './parseSession.js'
import { signatureMatches } from './verifySignature.js'

/** What the host's backend expects of a session it is asked to accept. */
export interface SiwxExpectations {
  /** The host's domain (`host[:port]` of the site): a message for another domain is refused. */
  domain: string
  /** When given, the message's `uri` must start with it (e.g. the site's origin). */
  uriPrefix?: string
  /** When given, the CAIP-2 network the session must be for. */
  chainId?: string
  /** When given, the address that must have signed (EVM addresses compare case-insensitively). */
  address?: string
  /** Clock for expiry checks (default: now). */
  now?: Date
  /** Allowed clock difference for `issuedAt` and `notBefore`, in ms (default 60 s). */
  clockSkewMs?: number
}

/** A session the verifier accepted. */
export interface VerifiedSiwxSession {
  namespace: SiwxNamespace
  data: SiwxMessageData
  message: string
  signature: string
}

/** The plugin's error entries: a server creates no Hatch instance to register them, so the verifier does. */
const siwxErrorTexts: ErrorTextsLoader = () => import('../errorTexts.js')

const refuse = (reason: string) => new HatchError('SIWX_SESSION_INVALID', { params: { reason } })

const time = (field: string, value: string | undefined): number | undefined => {
  if (value === undefined) return undefined
  const ms = Date.parse(value)
  if (Number.isNaN(ms)) throw refuse(`${field} '${value}' is not a date`)
  return ms
}

const sameAddress = (namespace: SiwxNamespace, a: string, b: string) => (namespace === 'eip155' ? a.toLowerCase() === b.toLowerCase() : a === b)

/**
 * Checks a signed sign-in message the way a host's backend must before it trusts it: the text is a
 * well-formed EIP-4361 / Sign In With Solana / BIP-322 sign-in message, it is for the expected
 * domain (and uri, network, address when given), it is within its validity (issued not in the
 * future, not before `notBefore`, not after `expirationTime`), and the signature is the address's
 * signature of exactly this text. Needs no browser: runs in Node, Deno, Bun or a worker.
 *
 * Throws HatchError `SIWX_SESSION_INVALID` whose message names the first thing that is wrong.
 *
 * @example
 * ```ts
 * import { verifySiwxSession } from 'hatch/plugins/siwx/server'
 * const session = await verifySiwxSession({ message, signature }, { domain: 'shop.example', uriPrefix: 'https://shop.example' })
 * // session.data.accountAddress signed in on session.data.chainId until session.data.expirationTime
 * ```
 */
export async function verifySiwxSession(signed: { message: string; signature: string }, expected: SiwxExpectations): Promise<VerifiedSiwxSession> {
  // A refusal reads its text ('Invalid sign-in session: …') from the moment it is thrown.
  registerErrorTexts(siwxErrorTexts)
  await errorTextsSettled()
  if (typeof signed?.message !== 'string' || typeof signed.signature !== 'string' || signed.signature === '')
    throw refuse('message and signature must be non-empty strings')
  let parsed: ReturnType<typeof parseSignedMessage>
  try {
    parsed = parseSignedMessage(signed.message)
  } catch (error) {
    throw refuse(`the message is not a sign-in message: ${error instanceof Error ? error.message : String(error)}`)
  }
  const { namespace, data } = parsed
  if (data.domain !== expected.domain) throw refuse(`the message is for domain '${data.domain}', not '${expected.domain}'`)
  if (expected.uriPrefix !== undefined && !data.uri.startsWith(expected.uriPrefix))
    throw refuse(`the message's uri '${data.uri}' is not under '${expected.uriPrefix}'`)
  if (expected.chainId !== undefined && data.chainId !== expected.chainId) throw refuse(`the message is for network ${data.chainId}, not ${expected.chainId}`)
  if (expected.address !== undefined && !sameAddress(namespace, data.accountAddress, expected.address)) {
    throw refuse(`the message is signed in as ${data.accountAddress}, not ${expected.address}`)
  }
  const now = (expected.now ?? new Date()).getTime()
  const skew = expected.clockSkewMs ?? 60_000
  const expires = time('expirationTime', data.expirationTime)
  const notBefore = time('notBefore', data.notBefore)
  const issued = time('issuedAt', data.issuedAt)
  if (expires !== undefined && expires <= now) throw refuse(`the message expired at ${data.expirationTime}`)
  if (notBefore !== undefined && notBefore > now + skew) throw refuse(`the message is not valid before ${data.notBefore}`)
  if (issued !== undefined && issued > now + skew) throw refuse(`the message was issued in the future (${data.issuedAt})`)
  if (!(await signatureMatches(namespace, data.accountAddress, signed.message, signed.signature))) {
    throw refuse(`the signature is not ${data.accountAddress}'s signature of this message`)
  }
  return { namespace, data, message: signed.message, signature: signed.signature }
}
