/**
 * The frame's reading of Solana wire transactions (secure-site/frame/solanaTransaction.ts) against
 * transactions built by @solana/web3.js: what the approval shows, where the signature goes, and
 * that the result is a transaction web3.js accepts as signed by the frame's key.
 */
import { ed25519 } from '@noble/curves/ed25519'
import { ComputeBudgetProgram, Keypair, PublicKey, SystemProgram, Transaction, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { describeInstructions, parseSolanaTransaction, signerIndex, withSignature } from '../../../secure-site/frame/solanaTransaction.js'

const blockhash = Keypair.generate().publicKey.toBase58()
const frameSeed = crypto.getRandomValues(new Uint8Array(32))
const frameKey = Keypair.fromSeed(frameSeed)
const to = Keypair.generate().publicKey

function legacyTransfer(feePayer: PublicKey = frameKey.publicKey): Transaction {
  const tx = new Transaction({ feePayer, recentBlockhash: blockhash })
  tx.add(ComputeBudgetProgram.setComputeUnitLimit({ units: 200_000 }))
  tx.add(SystemProgram.transfer({ fromPubkey: frameKey.publicKey, toPubkey: to, lamports: 1_500_000_000 }))
  return tx
}

describe('parseSolanaTransaction', () => {
  it('reads a legacy transfer: signer slot, blockhash, and each instruction as the approval shows it', () => {
    const bytes = legacyTransfer().serialize({ requireAllSignatures: false, verifySignatures: false })
    const tx = parseSolanaTransaction(bytes)
    expect(tx).toMatchObject({ version: 'legacy', requiredSignatures: 1, recentBlockhash: blockhash })
    expect(signerIndex(tx, frameKey.publicKey.toBase58())).toBe(0)
    expect(signerIndex(tx, to.toBase58())).toBe(-1)
    expect(describeInstructions(tx)).toEqual(['Compute unit limit 200000', `Send 1.5 SOL from ${frameKey.publicKey.toBase58()} to ${to.toBase58()}`])
  })

  it('puts the signature in the right slot: web3.js verifies the signed transaction', () => {
    const tx = parseSolanaTransaction(legacyTransfer().serialize({ requireAllSignatures: false, verifySignatures: false }))
    const signed = withSignature(tx, 0, ed25519.sign(tx.message, frameSeed))
    expect(Transaction.from(signed).verifySignatures()).toBe(true)
  })

  it('signs the second slot when another account pays the fee, leaving the payer slot as it was', () => {
    const payer = Keypair.generate()
    const web3 = legacyTransfer(payer.publicKey)
    web3.partialSign(payer)
    const tx = parseSolanaTransaction(web3.serialize({ requireAllSignatures: false, verifySignatures: false }))
    const slot = signerIndex(tx, frameKey.publicKey.toBase58())
    expect(slot).toBe(1)
    const signed = Transaction.from(withSignature(tx, slot, ed25519.sign(tx.message, frameSeed)))
    expect(signed.verifySignatures()).toBe(true)
    expect(signed.signatures[0]?.publicKey.toBase58()).toBe(payer.publicKey.toBase58())
  })

  it('reads a version 0 transaction and signs it', () => {
    const message = new TransactionMessage({
      payerKey: frameKey.publicKey,
      recentBlockhash: blockhash,
      instructions: [SystemProgram.transfer({ fromPubkey: frameKey.publicKey, toPubkey: to, lamports: 42 })],
    }).compileToV0Message()
    const versioned = new VersionedTransaction(message)
    const tx = parseSolanaTransaction(versioned.serialize())
    expect(tx.version).toBe(0)
    expect(describeInstructions(tx)).toEqual([`Send 0.000000042 SOL from ${frameKey.publicKey.toBase58()} to ${to.toBase58()}`])
    const signed = VersionedTransaction.deserialize(withSignature(tx, 0, ed25519.sign(tx.message, frameSeed)))
    expect(ed25519.verify(signed.signatures[0] as Uint8Array, signed.message.serialize(), frameKey.publicKey.toBytes())).toBe(true)
  })

  it('names an unknown program with its accounts and data size (nothing hidden)', () => {
    const program = Keypair.generate().publicKey
    const tx = new Transaction({ feePayer: frameKey.publicKey, recentBlockhash: blockhash }).add({
      programId: program,
      keys: [{ pubkey: to, isSigner: false, isWritable: true }],
      data: Buffer.from([1, 2, 3]),
    })
    expect(describeInstructions(parseSolanaTransaction(tx.serialize({ requireAllSignatures: false, verifySignatures: false })))).toEqual([
      `Program ${program.toBase58()}: 1 accounts, 3 bytes of data`,
    ])
  })

  it.each([
    ['empty bytes', new Uint8Array(0), 'the transaction ends before the signature count'],
    [
      'a cut transaction',
      () => legacyTransfer().serialize({ requireAllSignatures: false, verifySignatures: false }).subarray(0, 100),
      'the transaction ends before',
    ],
    [
      'trailing bytes',
      () => Buffer.concat([legacyTransfer().serialize({ requireAllSignatures: false, verifySignatures: false }), Buffer.from([0])]),
      'the transaction has bytes after its message',
    ],
    ['too many bytes', new Uint8Array(1300), 'over the 1232 a cluster accepts'],
  ])('refuses %s, saying what is wrong', (_label, input, message) => {
    const bytes = typeof input === 'function' ? new Uint8Array(input()) : input
    expect(() => parseSolanaTransaction(bytes)).toThrow(message)
  })
})
