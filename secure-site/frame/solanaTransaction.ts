import { formatUnits } from '../../kernel/units/formatUnits.js'
import { encodeBase58 } from '../../kernel/units/base58.js'
import { text } from './frameText.js'

/**
 * A Solana transaction in wire form (legacy or version 0), read inside the frame so the approval
 * shows what is really signed and the signature goes where the transaction says. A few lines of
 * parsing instead of @solana/web3.js, which would multiply the frame's size.
 */
export interface SolanaWireTransaction {
  /** The signature slots, 64 bytes each (zeros when not signed yet). */
  signatures: Uint8Array[]
  /** The bytes every signer signs: everything after the signatures. */
  message: Uint8Array
  version: 'legacy' | 0
  /** How many of the first account keys must sign. */
  requiredSignatures: number
  /** The static account keys, base58. */
  accountKeys: string[]
  recentBlockhash: string
  instructions: { programIndex: number; accounts: number[]; data: Uint8Array }[]
  /** Address-table lookups (v0): accounts an instruction may name beyond the static keys. */
  lookups: number
}

/** Thrown for bytes that are not a transaction; the message says where it broke. */
export class SolanaTransactionError extends Error {}

const SYSTEM_PROGRAM = '11111111111111111111111111111111'
const COMPUTE_BUDGET = 'ComputeBudget111111111111111111111111111111'
const TOKEN_PROGRAMS = new Set(['TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'])
/** The largest transaction a Solana cluster accepts (IPv6 MTU minus headers). */
const MAX_TRANSACTION_BYTES = 1232

class Reader {
  offset = 0
  constructor(private readonly bytes: Uint8Array) {}
  byte(what: string): number {
    if (this.offset >= this.bytes.length) throw new SolanaTransactionError(`the transaction ends before ${what}`)
    return this.bytes[this.offset++] as number
  }
  take(length: number, what: string): Uint8Array {
    if (this.offset + length > this.bytes.length) throw new SolanaTransactionError(`the transaction ends before ${what}`)
    const out = this.bytes.subarray(this.offset, this.offset + length)
    this.offset += length
    return out
  }
  /** Solana's compact-u16 (1 to 3 bytes, 7 bits each). */
  shortU16(what: string): number {
    let value = 0
    for (let i = 0; i < 3; i++) {
      const b = this.byte(what)
      value |= (b & 0x7f) << (7 * i)
      if ((b & 0x80) === 0) return value
    }
    throw new SolanaTransactionError(`${what} is not a valid length`)
  }
  get done(): boolean {
    return this.offset === this.bytes.length
  }
}

/** Reads a serialized transaction; throws {@link SolanaTransactionError} naming what is wrong. */
export function parseSolanaTransaction(bytes: Uint8Array): SolanaWireTransaction {
  if (bytes.length > MAX_TRANSACTION_BYTES)
    throw new SolanaTransactionError(`the transaction is ${bytes.length} bytes, over the ${MAX_TRANSACTION_BYTES} a cluster accepts`)
  const r = new Reader(bytes)
  const signatureCount = r.shortU16('the signature count')
  const signatures = Array.from({ length: signatureCount }, (_, i) => r.take(64, `signature ${i + 1}`))
  const messageStart = r.offset
  const first = r.byte('the message header')
  let version: 'legacy' | 0 = 'legacy'
  let requiredSignatures = first
  if (first & 0x80) {
    if ((first & 0x7f) !== 0) throw new SolanaTransactionError(`message version ${first & 0x7f} is not supported (only legacy and 0)`)
    version = 0
    requiredSignatures = r.byte('the message header')
  }
  r.byte('the message header')
  r.byte('the message header')
  const keyCount = r.shortU16('the account key count')
  const accountKeys = Array.from({ length: keyCount }, (_, i) => encodeBase58(r.take(32, `account key ${i + 1}`)))
  const recentBlockhash = encodeBase58(r.take(32, 'the recent blockhash'))
  const instructionCount = r.shortU16('the instruction count')
  const instructions = Array.from({ length: instructionCount }, (_, i) => {
    const programIndex = r.byte(`instruction ${i + 1}`)
    const accounts = Array.from(r.take(r.shortU16(`instruction ${i + 1}'s accounts`), `instruction ${i + 1}'s accounts`))
    const data = r.take(r.shortU16(`instruction ${i + 1}'s data`), `instruction ${i + 1}'s data`)
    if (programIndex >= keyCount) throw new SolanaTransactionError(`instruction ${i + 1} names program ${programIndex}, beyond the ${keyCount} account keys`)
    return { programIndex, accounts, data }
  })
  let lookups = 0
  if (version === 0) {
    lookups = r.shortU16('the address-table lookups')
    for (let i = 0; i < lookups; i++) {
      r.take(32, `lookup table ${i + 1}`)
      r.take(r.shortU16(`lookup table ${i + 1}'s writable indexes`), `lookup table ${i + 1}'s writable indexes`)
      r.take(r.shortU16(`lookup table ${i + 1}'s read-only indexes`), `lookup table ${i + 1}'s read-only indexes`)
    }
  }
  if (!r.done) throw new SolanaTransactionError('the transaction has bytes after its message')
  if (requiredSignatures === 0 || requiredSignatures > keyCount)
    throw new SolanaTransactionError(`the header asks for ${requiredSignatures} signatures from ${keyCount} account keys`)
  if (signatureCount !== requiredSignatures)
    throw new SolanaTransactionError(`the transaction has ${signatureCount} signature slots for ${requiredSignatures} required signatures`)
  return { signatures, message: bytes.slice(messageStart), version, requiredSignatures, accountKeys, recentBlockhash, instructions, lookups }
}

/** The signature slot of `signer`, or -1 when the transaction does not ask it to sign. */
export function signerIndex(tx: SolanaWireTransaction, signer: string): number {
  return tx.accountKeys.slice(0, tx.requiredSignatures).indexOf(signer)
}

/** The transaction with `signature` in `signer`'s slot, serialized again. */
export function withSignature(tx: SolanaWireTransaction, index: number, signature: Uint8Array): Uint8Array {
  const signatures = tx.signatures.map((s, i) => (i === index ? signature : s))
  const count = shortU16Bytes(signatures.length)
  const out = new Uint8Array(count.length + 64 * signatures.length + tx.message.length)
  out.set(count, 0)
  signatures.forEach((s, i) => out.set(s, count.length + 64 * i))
  out.set(tx.message, count.length + 64 * signatures.length)
  return out
}

function shortU16Bytes(value: number): Uint8Array {
  const out: number[] = []
  let rest = value
  do {
    let b = rest & 0x7f
    rest >>= 7
    if (rest) b |= 0x80
    out.push(b)
  } while (rest)
  return Uint8Array.from(out)
}

const u32 = (data: Uint8Array, at: number) => new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(at, true)
const u64 = (data: Uint8Array, at: number) => new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(at, true)

/**
 * What each instruction does, as the approval shows it: SOL transfers with amount and recipient,
 * token transfers, compute-budget settings; anything else by its program and size, so nothing is
 * hidden from the visitor.
 */
export function describeInstructions(tx: SolanaWireTransaction): string[] {
  const key = (index: number | undefined) =>
    index === undefined ? text('value.missingAccount') : (tx.accountKeys[index] ?? text('value.lookupAccount', { index }))
  return tx.instructions.map(({ programIndex, accounts, data }) => {
    const program = tx.accountKeys[programIndex] as string
    if (program === SYSTEM_PROGRAM && data.length === 12 && u32(data, 0) === 2) {
      return text('value.solTransfer', { amount: formatUnits(u64(data, 4), 9), from: key(accounts[0]), to: key(accounts[1]) })
    }
    if (program === COMPUTE_BUDGET && data[0] === 2 && data.length === 5) return text('value.computeUnitLimit', { units: u32(data, 1) })
    if (program === COMPUTE_BUDGET && data[0] === 3 && data.length === 9) return text('value.priorityFee', { fee: String(u64(data, 1)) })
    if (TOKEN_PROGRAMS.has(program) && data[0] === 12 && data.length === 10) {
      return text('value.tokenTransfer', {
        amount: formatUnits(u64(data, 1), data[9] as number),
        mint: key(accounts[1]),
        from: key(accounts[0]),
        to: key(accounts[2]),
      })
    }
    if (TOKEN_PROGRAMS.has(program) && data[0] === 3 && data.length === 9)
      return text('value.tokenTransferUnits', { amount: String(u64(data, 1)), from: key(accounts[0]), to: key(accounts[1]) })
    return text('value.program', { program, accounts: accounts.length, bytes: data.length })
  })
}
