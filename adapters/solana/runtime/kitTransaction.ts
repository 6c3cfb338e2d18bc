/**
 * @solana/kit `Transaction` objects (`{ messageBytes, signatures }`, signatures keyed by signer
 * address) in and out of wire bytes, in Kit's own wire layout (`getTransactionEncoder` /
 * `getTransactionDecoder`, checked byte for byte in test/unit/adapters/solana/kitTransaction.test.ts).
 * Written out here, not imported, because @solana/kit is an optional peer dependency: a bundler
 * fails on an import of a package the host has not installed, even a lazy one.
 */
import { encodeBase58 } from '../../../kernel/units/base58.js'

/** Bytes as Kit types them (`ReadonlyUint8Array`: a Uint8Array without its mutating methods). */
export interface ReadonlyBytes extends Omit<Uint8Array, 'copyWithin' | 'fill' | 'reverse' | 'set' | 'sort'> {
  readonly [index: number]: number
}

/** What the runtime uses of a Kit `Transaction`. */
export interface KitTransactionLike {
  readonly messageBytes: ReadonlyBytes
  readonly signatures: Readonly<Record<string, ReadonlyBytes | null>>
}

const isRecord = (input: unknown): input is Record<string, unknown> => typeof input === 'object' && input !== null

/** A Kit `Transaction` (or one of its shape): `messageBytes` and a map of signatures, no `serialize()`. */
export function isKitTransactionLike(input: unknown): input is KitTransactionLike {
  return (
    isRecord(input) &&
    input['messageBytes'] instanceof Uint8Array &&
    isRecord(input['signatures']) &&
    !Array.isArray(input['signatures']) &&
    typeof input['serialize'] !== 'function'
  )
}

/** Solana's compact-u16 length prefix. */
function shortU16(length: number): number[] {
  const out: number[] = []
  for (let rest = length; ;) {
    const low = rest & 0x7f
    rest >>= 7
    if (rest === 0) return [...out, low]
    out.push(low | 0x80)
  }
}

/** A message's version: 'legacy', or the number after the version flag. */
const versionOf = (message: Uint8Array): 'legacy' | number => ((message[0] as number) & 0x80 ? (message[0] as number) & 0x7f : 'legacy')

/**
 * Wire bytes of a Kit transaction, as Kit's `getTransactionEncoder()` writes them: legacy and v0
 * put the compact-u16 count and the signatures (a missing one as 64 zero bytes, in the map's
 * order) before the message; v1 puts the message first and its signature count in its second
 * byte. Throws a TypeError naming what is wrong.
 */
export function encodeKitTransaction(transaction: KitTransactionLike): Uint8Array {
  const message = transaction.messageBytes as Uint8Array
  if (message.length === 0) throw new TypeError('transaction: the Kit transaction has no message bytes')
  const signatures = Object.values(transaction.signatures) as (Uint8Array | null)[]
  if (signatures.length === 0) throw new TypeError('transaction: the Kit transaction has no signature slots')
  for (const signature of signatures) {
    if (signature !== null && !(signature instanceof Uint8Array && signature.length === 64))
      throw new TypeError('transaction: each signature of a Kit transaction must be 64 bytes or null')
  }
  const slots = signatures.map((s) => s ?? new Uint8Array(64))
  const version = versionOf(message)
  const parts = version === 1 ? [message, ...slots.slice(0, message[1] ?? 0)] : [Uint8Array.from(shortU16(slots.length)), ...slots, message]
  const wire = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0))
  let at = 0
  for (const part of parts) {
    wire.set(part, at)
    at += part.length
  }
  return wire
}

/**
 * A Kit transaction from signed legacy or v0 wire bytes, as Kit's `getTransactionDecoder()` reads
 * it (signatures keyed by the message's signer addresses, an all-zero one as null), keeping the
 * input's other fields (its `lifetimeConstraint`) when the wallet left the message as it was.
 */
export function kitTransactionFrom(input: KitTransactionLike, wire: Uint8Array): KitTransactionLike {
  let count = 0
  let at = 0
  for (let shift = 0; ; shift += 7) {
    const byte = wire[at++]
    if (byte === undefined || shift > 14) throw new TypeError('the signed transaction ends before its signatures')
    count |= (byte & 0x7f) << shift
    if ((byte & 0x80) === 0) break
  }
  const messageBytes = wire.slice(at + 64 * count)
  const header = versionOf(messageBytes) === 'legacy' ? 0 : 1
  const required = messageBytes[header]
  if (required === undefined || required !== count) throw new TypeError(`the signed transaction holds ${count} signatures for ${required ?? 0} signers`)
  let keysAt = header + 3
  let keys = 0
  for (let shift = 0; ; shift += 7) {
    const byte = messageBytes[keysAt++]
    if (byte === undefined) throw new TypeError('the signed transaction ends before its account keys')
    keys |= (byte & 0x7f) << shift
    if ((byte & 0x80) === 0) break
  }
  if (keys < count || messageBytes.length < keysAt + 32 * count) throw new TypeError('the signed transaction lists fewer account keys than signers')
  const signatures: Record<string, Uint8Array | null> = {}
  for (let i = 0; i < count; i++) {
    const signer = encodeBase58(messageBytes.subarray(keysAt + 32 * i, keysAt + 32 * (i + 1)))
    const signature = wire.slice(at + 64 * i, at + 64 * (i + 1))
    signatures[signer] = signature.every((b) => b === 0) ? null : signature
  }
  const same = messageBytes.length === input.messageBytes.length && messageBytes.every((b, i) => b === input.messageBytes[i])
  return Object.freeze({ ...(same ? input : {}), messageBytes, signatures: Object.freeze(signatures) })
}
