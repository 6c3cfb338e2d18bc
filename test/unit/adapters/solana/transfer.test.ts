import { ComputeBudgetProgram, Keypair, PublicKey, SystemProgram, Transaction, type TransactionInstruction } from '@solana/web3.js'
import {
  calculateEpochFee,
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  createTransferCheckedWithFeeInstruction,
  getAssociatedTokenAddressSync,
  TOKEN_2022_PROGRAM_ID,
} from '@solana/spl-token'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { computeBudgetInstructions, priorityFeeLamports, setComputeUnitLimit, setComputeUnitPrice } from '../../../../adapters/shared/solana/computeBudget.js'
import type { Instruction } from '../../../../adapters/shared/solana/instruction.js'
import { epochTransferFee, transferFeeOf } from '../../../../adapters/shared/solana/tokenMint.js'
import { compileLegacyTransaction } from '../../../../adapters/shared/solana/legacyTransaction.js'
import { findProgramAddress } from '../../../../adapters/shared/solana/programAddress.js'
import {
  associatedTokenAddress,
  createAssociatedTokenAccountIdempotent,
  systemTransfer,
  TOKEN_2022_PROGRAM,
  TransferSchema,
  transferChecked,
  transferCheckedWithFee,
} from '../../../../adapters/shared/solana/transfer.js'

const owner = Keypair.generate().publicKey.toBase58()
const receiver = Keypair.generate().publicKey.toBase58()
const mint = Keypair.generate().publicKey.toBase58()
const key = (text: string) => new PublicKey(text)

/** Instructions compared field by field (web3.js keeps keys as PublicKey and data as a Buffer, ours as text and bytes). */
const ours = (ix: Instruction) => ({
  programId: ix.programAddress,
  keys: ix.accounts.map((a) => ({ pubkey: a.address, isSigner: a.isSigner, isWritable: a.isWritable })),
  data: [...ix.data],
})
const theirs = (ix: TransactionInstruction) => ({
  programId: ix.programId.toBase58(),
  keys: ix.keys.map((k) => ({ pubkey: k.pubkey.toBase58(), isSigner: k.isSigner, isWritable: k.isWritable })),
  data: [...ix.data],
})

describe('SPL transfer instructions (checked against @solana/spl-token, which the adapter does not ship)', () => {
  it('derives the associated token account as spl-token does', () => {
    expect(associatedTokenAddress(receiver, mint)).toBe(getAssociatedTokenAddressSync(key(mint), key(receiver)).toBase58())
    expect(associatedTokenAddress(owner, mint)).toBe(getAssociatedTokenAddressSync(key(mint), key(owner)).toBase58())
  })

  it('finds program addresses as web3.js does, skipping bumps whose hash is on the curve', () => {
    // 200 random seeds: about half of all hashes are on the curve, so many of these need a bump below 255.
    let belowTop = 0
    for (let i = 0; i < 200; i++) {
      const seed = Keypair.generate().publicKey
      const [expected, bump] = PublicKey.findProgramAddressSync([seed.toBytes(), Uint8Array.of(i)], key(mint))
      if (bump < 255) belowTop++
      expect(findProgramAddress([seed.toBytes(), Uint8Array.of(i)], mint)).toBe(expected.toBase58())
    }
    expect(belowTop).toBeGreaterThan(50)
  })

  it('builds CreateIdempotent as spl-token does', async () => {
    const ata = associatedTokenAddress(receiver, mint)
    expect(ours(createAssociatedTokenAccountIdempotent(owner, ata, receiver, mint))).toEqual(
      theirs(createAssociatedTokenAccountIdempotentInstruction(key(owner), key(ata), key(receiver), key(mint))),
    )
  })

  it('builds TransferChecked (amount as u64 little-endian, then decimals) as spl-token does', async () => {
    const source = associatedTokenAddress(owner, mint)
    const destination = associatedTokenAddress(receiver, mint)
    const amount = 18_446_744_073_709_551_615n
    expect(ours(transferChecked(source, mint, destination, owner, amount, 6))).toEqual(
      theirs(createTransferCheckedInstruction(key(source), key(mint), key(destination), key(owner), amount, 6)),
    )
  })

  it('builds the System transfer of lamports as web3.js does', () => {
    expect(ours(systemTransfer(owner, receiver, 18_446_744_073_709_551_615n))).toEqual(
      theirs(SystemProgram.transfer({ fromPubkey: key(owner), toPubkey: key(receiver), lamports: 18_446_744_073_709_551_615n })),
    )
  })
})

describe('compileLegacyTransaction: the unsigned transaction handed to the wallet', () => {
  it('is a legacy transaction web3.js reads back: fee payer, blockhash, instructions, an empty signature slot; its message is what web3.js would price', async () => {
    const blockhash = Keypair.generate().publicKey.toBase58()
    const ata = associatedTokenAddress(receiver, mint)
    const source = associatedTokenAddress(owner, mint)
    const instructions = [createAssociatedTokenAccountIdempotent(owner, ata, receiver, mint), transferChecked(source, mint, ata, owner, 1_500_000n, 6)]
    const { wire, message } = compileLegacyTransaction(owner, { blockhash, lastValidBlockHeight: 99n }, instructions)
    const read = Transaction.from(wire)
    expect(read.feePayer?.toBase58()).toBe(owner)
    expect(read.recentBlockhash).toBe(blockhash)
    expect(read.signatures).toEqual([{ publicKey: key(owner), signature: null }])
    // Flags read back are the message's per account (the fee payer is a writable signer everywhere), so keys and data are compared.
    const plain = (ix: { programId: string; keys: { pubkey: string }[]; data: number[] }) => ({ ...ix, keys: ix.keys.map((k) => k.pubkey) })
    expect(read.instructions.map((ix) => plain(theirs(ix)))).toEqual(instructions.map((ix) => plain(ours(ix))))
    // The same instructions built with web3.js compile to the same message bytes.
    const expected = new Transaction({ feePayer: key(owner), blockhash, lastValidBlockHeight: 99 })
    expected.add(...read.instructions)
    expect([...message]).toEqual([...expected.compileMessage().serialize()])
  })
})

describe('TransferSchema: what sendTransfer and estimateFee accept', () => {
  it('reads amounts as bigint base units and names each wrong field', () => {
    expect(v.parse(TransferSchema, { recipient: receiver, amount: '1500000', mint })).toEqual({ recipient: receiver, amount: 1_500_000n, mint })
    const result = v.safeParse(TransferSchema, { recipient: '0xabc', amount: 0n })
    expect(result.success).toBe(false)
    const messages = result.issues?.map((i) => i.message) ?? []
    expect(messages).toContain('recipient must be 32 to 44 characters long, got 5')
    expect(messages).toContain('amount must be more than 0')
  })

  it('refuses a recipient of valid length and alphabet that is not a 32-byte key', () => {
    const result = v.safeParse(TransferSchema, { recipient: 'z'.repeat(44), amount: 1n })
    expect(result.issues?.map((i) => i.message)).toEqual(['recipient must decode to a 32-byte public key, got 33 bytes'])
  })
})

describe('priority fees and Token-2022 (checked against web3.js and @solana/spl-token)', () => {
  const token2022 = (text: string) => associatedTokenAddress(text, mint, TOKEN_2022_PROGRAM)

  it('builds SetComputeUnitLimit and SetComputeUnitPrice as web3.js does, and prices them as the network does (rounded up)', () => {
    expect(ours(setComputeUnitLimit(1_400_000))).toEqual(theirs(ComputeBudgetProgram.setComputeUnitLimit({ units: 1_400_000 })))
    expect(ours(setComputeUnitPrice(18_446_744_073_709_551_615n))).toEqual(
      theirs(ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 18_446_744_073_709_551_615n })),
    )
    expect(priorityFeeLamports({ computeUnitLimit: 200_000, microLamports: 1_000_000n })).toBe(200_000n)
    expect(priorityFeeLamports({ computeUnitLimit: 3, microLamports: 1n })).toBe(1n)
  })

  it('derives the Token-2022 associated token account and builds CreateIdempotent and TransferChecked under Token-2022 as spl-token does', () => {
    expect(token2022(receiver)).toBe(getAssociatedTokenAddressSync(key(mint), key(receiver), false, TOKEN_2022_PROGRAM_ID).toBase58())
    expect(token2022(receiver)).not.toBe(associatedTokenAddress(receiver, mint))
    expect(ours(createAssociatedTokenAccountIdempotent(owner, token2022(receiver), receiver, mint, TOKEN_2022_PROGRAM))).toEqual(
      theirs(createAssociatedTokenAccountIdempotentInstruction(key(owner), key(token2022(receiver)), key(receiver), key(mint), TOKEN_2022_PROGRAM_ID)),
    )
    expect(ours(transferChecked(token2022(owner), mint, token2022(receiver), owner, 42n, 8, TOKEN_2022_PROGRAM))).toEqual(
      theirs(createTransferCheckedInstruction(key(token2022(owner)), key(mint), key(token2022(receiver)), key(owner), 42n, 8, [], TOKEN_2022_PROGRAM_ID)),
    )
  })

  it('builds TransferCheckedWithFee as spl-token does, with the fee spl-token computes for the epoch', () => {
    const config = {
      older: { epoch: 0n, maximumFee: 5n * 10n ** 8n, basisPoints: 100 },
      newer: { epoch: 7n, maximumFee: 10n, basisPoints: 250 },
    }
    const theirConfig = {
      transferFeeConfigAuthority: key(owner),
      withdrawWithheldAuthority: key(owner),
      withheldAmount: 0n,
      olderTransferFee: { epoch: 0n, maximumFee: config.older.maximumFee, transferFeeBasisPoints: 100 },
      newerTransferFee: { epoch: 7n, maximumFee: 10n, transferFeeBasisPoints: 250 },
    }
    for (const [epoch, amount] of [
      [0n, 1n],
      [3n, 12_345n],
      [6n, 10n ** 12n],
      [7n, 399n],
      [9n, 10n ** 9n],
    ] as const) {
      const fee = transferFeeOf(epochTransferFee(config, epoch), amount)
      expect(fee).toBe(calculateEpochFee(theirConfig, epoch, amount))
      expect(ours(transferCheckedWithFee(token2022(owner), mint, token2022(receiver), owner, amount, 8, fee))).toEqual(
        theirs(
          createTransferCheckedWithFeeInstruction(
            key(token2022(owner)),
            key(mint),
            key(token2022(receiver)),
            key(owner),
            amount,
            8,
            fee,
            [],
            TOKEN_2022_PROGRAM_ID,
          ),
        ),
      )
    }
  })

  it('compiles a Token-2022 transfer-fee send with a priority fee to the message web3.js compiles from spl-token instructions in the same order', () => {
    const blockhash = Keypair.generate().publicKey.toBase58()
    const fee = { computeUnitLimit: 60_000, microLamports: 25_000n }
    const instructions = [
      ...computeBudgetInstructions(fee),
      createAssociatedTokenAccountIdempotent(owner, token2022(receiver), receiver, mint, TOKEN_2022_PROGRAM),
      transferCheckedWithFee(token2022(owner), mint, token2022(receiver), owner, 1_000_000n, 8, 10_000n),
    ]
    const expected = new Transaction({ feePayer: key(owner), blockhash, lastValidBlockHeight: 99 }).add(
      ComputeBudgetProgram.setComputeUnitLimit({ units: 60_000 }),
      ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 25_000n }),
      createAssociatedTokenAccountIdempotentInstruction(key(owner), key(token2022(receiver)), key(receiver), key(mint), TOKEN_2022_PROGRAM_ID),
      createTransferCheckedWithFeeInstruction(
        key(token2022(owner)),
        key(mint),
        key(token2022(receiver)),
        key(owner),
        1_000_000n,
        8,
        10_000n,
        [],
        TOKEN_2022_PROGRAM_ID,
      ),
    )
    const { wire, message } = compileLegacyTransaction(owner, { blockhash, lastValidBlockHeight: 99n }, instructions)
    expect([...message]).toEqual([...expected.compileMessage().serialize()])
    expect([...wire]).toEqual([...expected.serialize({ requireAllSignatures: false, verifySignatures: false })])
  })

  it('TransferSchema takes a priority fee and names each wrong field of it (before, it was silently dropped)', () => {
    expect(v.parse(TransferSchema, { recipient: receiver, amount: 1n, priorityFee: { computeUnitLimit: 300, microLamports: '5' } })).toEqual({
      recipient: receiver,
      amount: 1n,
      priorityFee: { computeUnitLimit: 300, microLamports: 5n },
    })
    const result = v.safeParse(TransferSchema, { recipient: receiver, amount: 1n, priorityFee: { computeUnitLimit: 1_400_001, microLamports: -1n } })
    expect(result.issues?.map((i) => i.message)).toEqual([
      'priorityFee.computeUnitLimit must be at most 1400000',
      'priorityFee.microLamports must not be negative',
    ])
    expect(
      v.safeParse(TransferSchema, { recipient: receiver, amount: 1n, priorityFee: { computeUnitLimit: 1, microLamports: 1.5 } }).issues?.[0]?.message,
    ).toBe('priorityFee.microLamports must be micro-lamports per compute unit as a bigint or a string of digits')
  })
})
