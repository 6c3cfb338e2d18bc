import { Keypair, PublicKey } from '@solana/web3.js'
import { createAssociatedTokenAccountIdempotentInstruction, createTransferCheckedInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  associatedTokenAddress,
  createAssociatedTokenAccountIdempotent,
  TransferSchema,
  transferChecked,
} from '../../../../adapters/solana/runtime/transfer.js'

const owner = Keypair.generate().publicKey
const receiver = Keypair.generate().publicKey
const mint = Keypair.generate().publicKey

/** Instructions compared field by field (web3.js keeps data as a Buffer, ours as bytes). */
const shape = (ix: { programId: PublicKey; keys: { pubkey: PublicKey; isSigner: boolean; isWritable: boolean }[]; data: Uint8Array }) => ({
  programId: ix.programId.toBase58(),
  keys: ix.keys.map((k) => ({ pubkey: k.pubkey.toBase58(), isSigner: k.isSigner, isWritable: k.isWritable })),
  data: [...ix.data],
})

describe('SPL transfer instructions (checked against @solana/spl-token, which the adapter does not ship)', () => {
  it('derives the associated token account as spl-token does', () => {
    expect(associatedTokenAddress(receiver, mint).toBase58()).toBe(getAssociatedTokenAddressSync(mint, receiver).toBase58())
  })

  it('builds CreateIdempotent as spl-token does', () => {
    const ata = associatedTokenAddress(receiver, mint)
    expect(shape(createAssociatedTokenAccountIdempotent(owner, ata, receiver, mint))).toEqual(
      shape(createAssociatedTokenAccountIdempotentInstruction(owner, ata, receiver, mint)),
    )
  })

  it('builds TransferChecked (amount as u64 little-endian, then decimals) as spl-token does', () => {
    const source = associatedTokenAddress(owner, mint)
    const destination = associatedTokenAddress(receiver, mint)
    const amount = 18_446_744_073_709_551_615n
    expect(shape(transferChecked(source, mint, destination, owner, amount, 6))).toEqual(
      shape(createTransferCheckedInstruction(source, mint, destination, owner, amount, 6)),
    )
  })
})

describe('TransferSchema: what sendTransfer and estimateFee accept', () => {
  it('reads amounts as bigint base units and names each wrong field', () => {
    expect(v.parse(TransferSchema, { recipient: receiver.toBase58(), amount: '1500000', mint: mint.toBase58() })).toEqual({
      recipient: receiver.toBase58(),
      amount: 1_500_000n,
      mint: mint.toBase58(),
    })
    const result = v.safeParse(TransferSchema, { recipient: '0xabc', amount: 0n })
    expect(result.success).toBe(false)
    const messages = result.issues?.map((i) => i.message) ?? []
    expect(messages).toContain('recipient must be 32 to 44 characters long, got 5')
    expect(messages).toContain('amount must be more than 0')
  })
})
