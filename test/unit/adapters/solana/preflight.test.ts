import { Keypair, SystemProgram, Transaction, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { solana } from '../../../../adapters/solana/index.js'
import { toStandardCommitment } from '../../../../adapters/solana/commitments.js'
import { isPreflightCommitment, preflightCommitments } from '../../../../adapters/solana/preflight.js'
import { sameFormAs, transactionBytes } from '../../../../adapters/solana/runtime/transactionForms.js'
import { parseParams, SendTransactionSchema, SignTransactionSchema } from '../../../../adapters/solana/runtime/transactionParams.js'
import { HatchError } from '../../../../kernel/errors/HatchError.js'

const to = Keypair.generate().publicKey.toBase58()

function failure(fn: () => unknown): HatchError {
  try {
    fn()
  } catch (error) {
    if (error instanceof HatchError) return error
    throw error
  }
  throw new Error('expected a HatchError')
}

describe('Solana preflightCommitment (spec §5)', () => {
  it('accepts exactly processed, confirmed, finalized, recent, single, singleGossip, root, max', () => {
    expect(preflightCommitments).toEqual(['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max'])
    for (const c of preflightCommitments) expect(isPreflightCommitment(c)).toBe(true)
    expect(isPreflightCommitment('fast')).toBe(false)
    expect(isPreflightCommitment(undefined)).toBe(false)
  })

  it('maps the deprecated names to what wallets understand', () => {
    expect(toStandardCommitment('recent')).toBe('processed')
    expect(toStandardCommitment('single')).toBe('confirmed')
    expect(toStandardCommitment('singleGossip')).toBe('confirmed')
    expect(toStandardCommitment('root')).toBe('finalized')
    expect(toStandardCommitment('max')).toBe('finalized')
    expect(toStandardCommitment('finalized')).toBe('finalized')
  })

  it('the adapter refuses a bad preflightCommitment option with INVALID_OPTIONS naming the accepted values', () => {
    const error = failure(() => solana({ preflightCommitment: 'fast' as never }))
    expect(error.code).toBe('INVALID_OPTIONS')
    expect(error.shortMessage).toBe(
      'Invalid option solana.preflightCommitment: must be one of processed, confirmed, finalized, recent, single, singleGossip, root, max, got "fast"',
    )
    expect(() => solana({ preflightCommitment: 'singleGossip' })).not.toThrow()
  })

  it('sendTransaction params: a bad preflightCommitment is INVALID_PARAMETERS naming the field', () => {
    const error = failure(() => parseParams('sendTransaction', SendTransactionSchema, { to, value: 5n, options: { preflightCommitment: 'fast' } }))
    expect(error.code).toBe('INVALID_PARAMETERS')
    expect(error.shortMessage).toContain('Invalid sendTransaction parameters: options.preflightCommitment: preflightCommitment must be one of processed')
    expect(parseParams('sendTransaction', SendTransactionSchema, { to, value: '5', options: { preflightCommitment: 'max' } })).toEqual({
      to,
      value: 5n,
      options: { preflightCommitment: 'max' },
    })
  })

  it('sendTransaction params: names a bad receiver, a zero amount, or a missing transaction', () => {
    expect(failure(() => parseParams('sendTransaction', SendTransactionSchema, { to: '0xabc', value: 1n })).shortMessage).toContain(
      'to must be 32 to 44 characters long, got 5',
    )
    expect(failure(() => parseParams('sendTransaction', SendTransactionSchema, { to, value: '0' })).shortMessage).toContain(
      'value must be more than 0 lamports',
    )
    expect(failure(() => parseParams('sendTransaction', SendTransactionSchema, { to })).shortMessage).toContain('pass either transaction, or both to and value')
    expect(failure(() => parseParams('sendTransaction', SendTransactionSchema, { transaction: 42 })).shortMessage).toContain(
      'transaction must be a web3.js Transaction',
    )
  })

  it("keeps the caller's transaction form: object, bytes or base64 round-trip", () => {
    const payer = Keypair.generate()
    const tx = new Transaction({ feePayer: payer.publicKey, blockhash: Keypair.generate().publicKey.toBase58(), lastValidBlockHeight: 10 })
    tx.add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: payer.publicKey, lamports: 1 }))
    tx.sign(payer)
    const bytes = transactionBytes(tx)
    const base64 = sameFormAs('AA==', bytes) as string
    expect(transactionBytes(base64)).toEqual(Uint8Array.from(bytes))
    expect((sameFormAs(tx, bytes) as Transaction).signature).toEqual(tx.signature)
    expect(sameFormAs(new Uint8Array(1), bytes)).toBe(bytes)
  })

  it('recognises web3.js objects by shape (web3.js is not loaded by the adapter) and rebuilds them through their own class', () => {
    const payer = Keypair.generate()
    const blockhash = Keypair.generate().publicKey.toBase58()
    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: blockhash,
      instructions: [SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 7 })],
    }).compileToV0Message()
    const versioned = new VersionedTransaction(message)
    const unsigned = transactionBytes(versioned)
    expect(unsigned).toEqual(Uint8Array.from(versioned.serialize()))
    versioned.sign([payer])
    const back = sameFormAs(new VersionedTransaction(message), versioned.serialize())
    expect(back).toBeInstanceOf(VersionedTransaction)
    expect((back as VersionedTransaction).signatures[0]).toEqual(versioned.signatures[0])
    // An unsigned legacy transaction serializes (no signature required), and comes back a Transaction.
    const legacy = new Transaction({ feePayer: payer.publicKey, blockhash, lastValidBlockHeight: 1 })
    legacy.add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: payer.publicKey, lamports: 1 }))
    expect(Transaction.from(transactionBytes(legacy)).instructions[0]?.programId.equals(SystemProgram.programId)).toBe(true)
    expect(sameFormAs(legacy, transactionBytes(legacy))).toBeInstanceOf(Transaction)
  })

  it('refuses objects that only look a little like a transaction, naming the accepted forms', () => {
    for (const transaction of [{}, { serialize: () => new Uint8Array(1) }, { instructions: [], signatures: [] }, 'not base64!', '', null]) {
      expect(failure(() => parseParams('signTransaction', SignTransactionSchema, { transaction })).shortMessage).toBe(
        'Invalid signTransaction parameters: transaction must be a web3.js Transaction or VersionedTransaction, a @solana/kit Transaction, serialized bytes, or a base64 string',
      )
    }
    // The shape of a Transaction but a class that cannot rebuild one: said before any wallet is asked.
    const shaped = { instructions: [], signatures: [], serialize: () => new Uint8Array(1) }
    expect(() => sameFormAs(shaped, new Uint8Array(1))).toThrow('transaction: its class has no static from()')
  })

  it('sendTransaction params: a receiver must decode to a 32-byte key, and lamports must fit in 64 bits', () => {
    expect(failure(() => parseParams('sendTransaction', SendTransactionSchema, { to: 'z'.repeat(44), value: 1n })).shortMessage).toContain(
      'to must decode to a 32-byte public key, got 33 bytes',
    )
    expect(failure(() => parseParams('sendTransaction', SendTransactionSchema, { to, value: 2n ** 64n })).shortMessage).toContain('value must fit in 64 bits')
  })
})
