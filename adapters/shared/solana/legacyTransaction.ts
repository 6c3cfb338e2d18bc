import { decodeBase58 } from '../../../kernel/units/base58.js'
import type { Instruction } from './instruction.js'

/** A recent blockhash as `getLatestBlockhash` reports it. */
export interface RecentBlockhash {
  blockhash: string
  lastValidBlockHeight: bigint
}

/** An unsigned transaction as the wallet signs it and the RPC prices it. */
export interface UnsignedTransaction {
  /** The whole transaction (empty signature slots, then the message): what the wallet receives. */
  wire: Uint8Array
  /** The message alone: what `getFeeForMessage` prices. */
  message: Uint8Array
}

/** Solana's compact-u16 length prefix. */
function shortVec(length: number): number[] {
  const out: number[] = []
  let rest = length
  for (;;) {
    const low = rest & 0x7f
    rest >>= 7
    if (rest === 0) return [...out, low]
    out.push(low | 0x80)
  }
}

/** The 32 bytes of a base58 key or blockhash; anything else cannot be in a transaction. */
function bytes32(text: string, what: string): Uint8Array {
  const bytes = decodeBase58(text)
  if (bytes.length !== 32) throw new TypeError(`${what} ${text} is not 32 bytes (it decodes to ${bytes.length})`)
  return bytes
}

interface Key {
  address: string
  isSigner: boolean
  isWritable: boolean
}

/** web3.js's and @solana/kit's order for keys of the same kind, so the bytes match theirs. */
const byAddress = new Intl.Collator('en', {
  caseFirst: 'lower',
  ignorePunctuation: false,
  localeMatcher: 'best fit',
  numeric: false,
  sensitivity: 'variant',
  usage: 'sort',
})

/**
 * The message's account keys: the fee payer first, then signers before non-signers, writable
 * before read-only (the header counts rely on this order), each key once with its uses merged.
 */
function orderedKeys(feePayer: string, instructions: readonly Instruction[]): Key[] {
  const keys = new Map<string, Key>()
  const add = (address: string, isSigner: boolean, isWritable: boolean) => {
    const known = keys.get(address)
    keys.set(address, { address, isSigner: isSigner || (known?.isSigner ?? false), isWritable: isWritable || (known?.isWritable ?? false) })
  }
  for (const instruction of instructions) {
    for (const account of instruction.accounts) add(account.address, account.isSigner, account.isWritable)
    add(instruction.programAddress, false, false)
  }
  keys.delete(feePayer)
  const rest = [...keys.values()].sort((a, b) =>
    a.isSigner !== b.isSigner ? (a.isSigner ? -1 : 1) : a.isWritable !== b.isWritable ? (a.isWritable ? -1 : 1) : byAddress.compare(a.address, b.address),
  )
  return [{ address: feePayer, isSigner: true, isWritable: true }, ...rest]
}

/**
 * Compiles `instructions` paid by `feePayer` into a legacy transaction with empty signature
 * slots (the wire format: compact-u16 counts, 32-byte keys). Legacy, not v0, because every wallet
 * reads it and these transfers need no lookup tables. Byte for byte what web3.js's
 * `Transaction.compileMessage()` writes (test/unit/adapters/solana/transfer.test.ts).
 */
export function compileLegacyTransaction(feePayer: string, lifetime: RecentBlockhash, instructions: readonly Instruction[]): UnsignedTransaction {
  const keys = orderedKeys(feePayer, instructions)
  const index = new Map(keys.map((k, i) => [k.address, i]))
  const signers = keys.filter((k) => k.isSigner)
  const bytes: number[] = [
    signers.length,
    signers.filter((k) => !k.isWritable).length,
    keys.filter((k) => !k.isSigner && !k.isWritable).length,
    ...shortVec(keys.length),
  ]
  for (const key of keys) bytes.push(...bytes32(key.address, 'account'))
  bytes.push(...bytes32(lifetime.blockhash, 'blockhash'), ...shortVec(instructions.length))
  for (const instruction of instructions) {
    bytes.push(index.get(instruction.programAddress) as number, ...shortVec(instruction.accounts.length))
    for (const account of instruction.accounts) bytes.push(index.get(account.address) as number)
    bytes.push(...shortVec(instruction.data.length), ...instruction.data)
  }
  const message = Uint8Array.from(bytes)
  const signatureSlots = shortVec(signers.length)
  const wire = new Uint8Array(signatureSlots.length + 64 * signers.length + message.length)
  wire.set(signatureSlots)
  wire.set(message, signatureSlots.length + 64 * signers.length)
  return { wire, message }
}
