/**
 * The forms a caller may hand a transaction in, without loading @solana/web3.js or @solana/kit: a
 * web3.js `Transaction` or `VersionedTransaction` is recognised by its shape and handled through
 * its own methods and class, a Kit `Transaction` by its shape and Kit's wire layout, so a host on
 * either gets its own objects back and a host on neither pays nothing for them.
 */
import { fromBase64, toBase64 } from '../../shared/solana/base64.js'
import { encodeKitTransaction, isKitTransactionLike, kitTransactionFrom, type KitTransactionLike } from './kitTransaction.js'

/** What the runtime uses of a web3.js legacy `Transaction`. */
export interface LegacyTransactionLike {
  instructions: readonly unknown[]
  signatures: readonly unknown[]
  serialize(config: { requireAllSignatures: boolean; verifySignatures: boolean }): Uint8Array
}

/** What the runtime uses of a web3.js `VersionedTransaction`. */
export interface VersionedTransactionLike {
  version: unknown
  message: unknown
  signatures: readonly unknown[]
  serialize(): Uint8Array
}

/** A transaction as callers may hand it over: a web3.js or Kit object, serialized bytes, or base64 text. */
export type TransactionInput = LegacyTransactionLike | VersionedTransactionLike | KitTransactionLike | Uint8Array | string

const isRecord = (input: unknown): input is Record<string, unknown> => typeof input === 'object' && input !== null

/** A web3.js `VersionedTransaction` (or one of its shape): `version` and `message` beside `serialize()`. */
export function isVersionedTransactionLike(input: unknown): input is VersionedTransactionLike {
  return isRecord(input) && typeof input['serialize'] === 'function' && 'version' in input && 'message' in input && Array.isArray(input['signatures'])
}

/** A web3.js legacy `Transaction` (or one of its shape): `instructions` and `signatures` beside `serialize()`, no `version`. */
export function isLegacyTransactionLike(input: unknown): input is LegacyTransactionLike {
  return (
    isRecord(input) &&
    typeof input['serialize'] === 'function' &&
    !('version' in input) &&
    Array.isArray(input['instructions']) &&
    Array.isArray(input['signatures'])
  )
}

/** Base64 text as the RPC and wallets write transactions (standard alphabet, padded). */
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/

/** Whether `input` is one of the {@link TransactionInput} forms. */
export function isTransactionInput(input: unknown): input is TransactionInput {
  return (
    input instanceof Uint8Array ||
    (typeof input === 'string' && input.length > 0 && BASE64.test(input)) ||
    isLegacyTransactionLike(input) ||
    isVersionedTransactionLike(input) ||
    isKitTransactionLike(input)
  )
}

/** Serialized bytes of a transaction input; unsigned legacy transactions are allowed. */
export function transactionBytes(input: TransactionInput): Uint8Array {
  if (input instanceof Uint8Array) return input
  if (typeof input === 'string') return fromBase64(input)
  if (isKitTransactionLike(input)) return encodeKitTransaction(input)
  if (isVersionedTransactionLike(input)) return Uint8Array.from(input.serialize())
  return Uint8Array.from(input.serialize({ requireAllSignatures: false, verifySignatures: false }))
}

/** A static method of the input's own class (`Transaction.from`, `VersionedTransaction.deserialize`). */
function ownStatic(input: object, name: 'from' | 'deserialize'): (bytes: Uint8Array) => unknown {
  const owner = input.constructor as unknown as Record<string, unknown> | undefined
  const method = owner?.[name]
  if (typeof method !== 'function') {
    throw new TypeError(`transaction: its class has no static ${name}(), so the signed transaction cannot be given back in the same form`)
  }
  return (bytes) => (method as (bytes: Uint8Array) => unknown).call(owner, bytes)
}

/**
 * How signed bytes go back in the caller's own form: the same class (through the object's own
 * constructor), bytes, or base64 text. Throws a TypeError at once when the object's class cannot
 * rebuild it, so the caller learns before the wallet is asked.
 */
export function formOf(input: TransactionInput): (signed: Uint8Array) => unknown {
  if (input instanceof Uint8Array) return (signed) => signed
  if (typeof input === 'string') return toBase64
  if (isKitTransactionLike(input)) return (signed) => kitTransactionFrom(input, signed)
  return isVersionedTransactionLike(input) ? ownStatic(input, 'deserialize') : ownStatic(input, 'from')
}

/** Signed bytes in the caller's own form (see {@link formOf}). */
export function sameFormAs(input: TransactionInput, signed: Uint8Array): unknown {
  return formOf(input)(signed)
}
