import * as v from 'valibot'
import { getAddress, isAddress, verifyMessage, type Hex } from 'viem'
import { HttpError } from '../http/response.js'
import { COIN_TYPES, type NameEntry } from './names.js'
import { labelProblem, NAME_ZONE, splitName } from './nameRules.js'

/** How old a registration message may be when it arrives, in seconds (a slow signer has time; a replay weeks later does not). */
export const REGISTRATION_MAX_AGE_S = 10 * 60
/** How far ahead of the service's clock a message's timestamp may be, in seconds (clock drift). */
export const REGISTRATION_MAX_SKEW_S = 60

/** ENSIP-11: an EVM chain's coin type is 0x80000000 | chainId, for chain ids below 2^31. */
const EVM_COIN_TYPE_BASE = 0x80000000

/** `POST /v1/profile/account` (spec §7). */
const BodySchema = v.object({
  coin_type: v.union([v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))], 'coin_type must be an integer'),
  address: v.string('address is required'),
  message: v.string('message is required: the signed registration message (JSON)'),
  signature: v.pipe(v.string('signature is required'), v.regex(/^0x[0-9a-fA-F]+$/, 'signature must be 0x followed by hex')),
})

/** The signed message (spec §9: the name, attributes and a timestamp in seconds). */
const MessageSchema = v.object({
  name: v.string('the name must be a string'),
  attributes: v.optional(
    v.pipe(
      v.record(v.string(), v.pipe(v.string('each attribute must be a string'), v.maxLength(4096, 'an attribute is longer than 4096 characters'))),
      v.check((a) => Object.keys(a).length <= 20, 'at most 20 attributes'),
    ),
    {},
  ),
  timestamp: v.pipe(v.number('the timestamp must be a number of seconds since 1970'), v.integer('the timestamp must be whole seconds')),
})

/** A refusal in the service's error shape: a message and `reasons`, the first of which a client shows (spec §8). */
export function refuse(status: number, field: string, description: string): HttpError {
  return new HttpError(status, description, { reasons: [{ field, description }] })
}

/** Whether `coinType` is an EVM one: SLIP-44 60, or ENSIP-11's 0x80000000 | chainId. */
function isEvmCoinType(coinType: number): boolean {
  return coinType === Number(COIN_TYPES.eip155) || (coinType >= EVM_COIN_TYPE_BASE && coinType <= 0xffffffff)
}

/**
 * Checks a registration request and returns the name entry to store: the body's shape, an EVM
 * coin type, the address, the message (JSON with name, attributes and a timestamp in seconds, no
 * older than {@link REGISTRATION_MAX_AGE_S} and not from the future), the name rules, and the
 * EIP-191 signature of the message by the address. Every refusal names what was wrong. The EVM
 * address is kept under coin type 60 (every EVM chain), as the seeded names are.
 */
export async function checkRegistration(rawBody: unknown, nowMs: number = Date.now()): Promise<NameEntry> {
  const body = v.safeParse(BodySchema, rawBody)
  if (!body.success) {
    const issue = body.issues[0]
    const path = v.getDotPath(issue)
    throw refuse(400, path ?? 'body', issue.input === undefined && path ? `${path} is required` : issue.message)
  }
  const { coin_type: coinType, address, message, signature } = body.output
  if (!isEvmCoinType(coinType)) {
    throw refuse(400, 'coin_type', `Names are registered for EVM addresses only: coin_type must be 60 or 2147483648 + chainId, got ${coinType}`)
  }
  if (!isAddress(address, { strict: false })) throw refuse(400, 'address', `Invalid address '${address}': expected 0x followed by 40 hex characters`)

  let parsedJson: unknown
  try {
    parsedJson = JSON.parse(message)
  } catch {
    throw refuse(400, 'message', 'The message must be JSON with name, attributes and timestamp')
  }
  const parsed = v.safeParse(MessageSchema, parsedJson)
  if (!parsed.success) {
    const issue = parsed.issues[0]
    const path = v.getDotPath(issue)
    throw refuse(400, 'message', `Invalid message: ${issue.input === undefined && path ? `${path} is missing` : issue.message}`)
  }
  const { name, attributes, timestamp } = parsed.output

  const parts = splitName(name)
  if (!parts) throw refuse(400, 'name', `Names here end in .${NAME_ZONE}, got '${name}'`)
  const problem = labelProblem(parts.label)
  if (problem) throw refuse(400, 'name', problem)

  const now = Math.floor(nowMs / 1000)
  // A millisecond timestamp is a common mistake; say so rather than call it "in the future".
  if (timestamp > 1e11) throw refuse(400, 'timestamp', 'The timestamp must be in seconds, not milliseconds')
  if (timestamp > now + REGISTRATION_MAX_SKEW_S)
    throw refuse(400, 'timestamp', `The message's timestamp is ${timestamp - now} s in the future; sign a new message`)
  if (now - timestamp > REGISTRATION_MAX_AGE_S)
    throw refuse(400, 'timestamp', `The message is stale (signed ${now - timestamp} s ago, at most ${REGISTRATION_MAX_AGE_S} s allowed); sign a new message`)

  let valid = false
  try {
    valid = await verifyMessage({ address, message, signature: signature as Hex })
  } catch {
    valid = false
  }
  if (!valid) throw refuse(401, 'signature', `The signature is not ${getAddress(address)}'s signature of this message`)

  const at = new Date(nowMs).toISOString()
  const fullName = `${parts.label}.${parts.zone}`
  return { name: fullName, registered_at: at, updated_at: at, addresses: { [COIN_TYPES.eip155]: { address: getAddress(address), created_at: at } }, attributes }
}
