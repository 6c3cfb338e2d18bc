import { PublicKey, SystemProgram, Transaction, TransactionInstruction, type Connection } from '@solana/web3.js'
import * as v from 'valibot'
import { HatchError } from '../../../kernel/errors/HatchError.js'
import { describeSolanaAddressProblem } from '../address.js'

/** The SPL Token program (classic; the sandbox and USDC use it). Keys are built on use, not at import. */
const tokenProgram = () => new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
/** The Associated Token Account program, which derives and creates a wallet's token account for a mint. */
const associatedTokenProgram = () => new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL')
/** Size of an SPL token account; creating one for the receiver locks its rent-exempt minimum. */
const TOKEN_ACCOUNT_SIZE = 165

const address = (what: string) =>
  v.custom<string>(
    (input) => describeSolanaAddressProblem(input) === undefined,
    (issue) => `${what} ${describeSolanaAddressProblem(issue.input)}`,
  )
const baseUnits = v.pipe(
  v.union(
    [v.bigint(), v.pipe(v.string(), v.regex(/^\d+$/, 'amount must be a whole number of base units'))],
    'amount must be base units as a bigint or a string of digits',
  ),
  v.transform((input) => BigInt(input)),
  v.check((input) => input > 0n, 'amount must be more than 0'),
  v.check((input) => input < 2n ** 64n, 'amount must fit in 64 bits'),
)

/**
 * sendTransfer / estimateFee: `amount` base units to `recipient`: lamports of SOL, or, with `mint`,
 * units of that SPL token (the receiver's associated token account is created when missing).
 */
export const TransferSchema = v.object({ recipient: address('recipient'), amount: baseUnits, mint: v.optional(address('mint')) })

/** A checked transfer request. */
export type TransferRequest = v.InferOutput<typeof TransferSchema>

/** The associated token account of `owner` for `mint`. */
export function associatedTokenAddress(owner: PublicKey, mint: PublicKey): PublicKey {
  return PublicKey.findProgramAddressSync([owner.toBuffer(), tokenProgram().toBuffer(), mint.toBuffer()], associatedTokenProgram())[0]
}

/**
 * Instruction data as web3.js types it (a Node Buffer). web3.js only reads it as bytes, so plain
 * bytes serve in browsers, where no global Buffer exists.
 */
const instructionData = (bytes: Uint8Array) => bytes as unknown as TransactionInstruction['data']

/** CreateIdempotent of the Associated Token Account program: a no-op when the account exists. */
export function createAssociatedTokenAccountIdempotent(payer: PublicKey, account: PublicKey, owner: PublicKey, mint: PublicKey): TransactionInstruction {
  return new TransactionInstruction({
    programId: associatedTokenProgram(),
    keys: [
      { pubkey: payer, isSigner: true, isWritable: true },
      { pubkey: account, isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: false, isWritable: false },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
      { pubkey: tokenProgram(), isSigner: false, isWritable: false },
    ],
    data: instructionData(Uint8Array.of(1)),
  })
}

/** TransferChecked of the Token program (instruction 12): the mint's decimals are checked on chain too. */
export function transferChecked(
  source: PublicKey,
  mint: PublicKey,
  destination: PublicKey,
  owner: PublicKey,
  amount: bigint,
  decimals: number,
): TransactionInstruction {
  const bytes = new Uint8Array(10)
  const view = new DataView(bytes.buffer)
  view.setUint8(0, 12)
  view.setBigUint64(1, amount, true)
  view.setUint8(9, decimals)
  const data = instructionData(bytes)
  return new TransactionInstruction({
    programId: tokenProgram(),
    keys: [
      { pubkey: source, isSigner: false, isWritable: true },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: destination, isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: true, isWritable: false },
    ],
    data,
  })
}

/** A transfer transaction ready to sign, and what it costs besides the amount. */
export interface BuiltTransfer {
  transaction: Transaction
  /** Lamports locked as rent in the receiver's new token account (0 when it exists, and for SOL). */
  rent: bigint
}

interface ParsedTokenAccount {
  pubkey: PublicKey
  amount: bigint
  decimals: number
}

/** The sender's token accounts for `mint` (classic Token program), largest first. */
async function tokenAccountsOf(connection: Connection, owner: PublicKey, mint: PublicKey): Promise<ParsedTokenAccount[]> {
  const { value } = await connection.getParsedTokenAccountsByOwner(owner, { mint })
  return value
    .flatMap(({ pubkey, account }) => {
      const amount = (account.data as { parsed?: { info?: { tokenAmount?: { amount?: string; decimals?: number } } } }).parsed?.info?.tokenAmount
      return amount?.amount && /^\d+$/.test(amount.amount) && amount.decimals !== undefined
        ? [{ pubkey, amount: BigInt(amount.amount), decimals: amount.decimals }]
        : []
    })
    .sort((a, b) => (a.amount === b.amount ? 0 : a.amount > b.amount ? -1 : 1))
}

/**
 * Builds the transfer `request` describes from `from`: a System transfer of lamports, or an SPL
 * TransferChecked from the sender's token account holding enough of the mint into the receiver's
 * associated token account (created in the same transaction when missing). Throws
 * INVALID_PARAMETERS naming the shortfall when no token account of the sender holds the amount.
 */
export async function buildTransfer(
  connection: Connection,
  from: PublicKey,
  request: TransferRequest,
  blockhash: { blockhash: string; lastValidBlockHeight: number },
): Promise<BuiltTransfer> {
  const transaction = new Transaction({ feePayer: from, ...blockhash })
  const to = new PublicKey(request.recipient)
  if (!request.mint) {
    transaction.add(SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: request.amount }))
    return { transaction, rent: 0n }
  }
  const mint = new PublicKey(request.mint)
  const accounts = await tokenAccountsOf(connection, from, mint)
  const source = accounts.find((a) => a.amount >= request.amount)
  if (!source) {
    const held = accounts[0]?.amount ?? 0n
    throw new HatchError('INVALID_PARAMETERS', {
      params: { method: 'sendTransfer', issue: `amount ${request.amount} exceeds the ${held} units of ${request.mint} the sender holds in one token account` },
    })
  }
  const destination = associatedTokenAddress(to, mint)
  const existing = await connection.getAccountInfo(destination)
  let rent = 0n
  if (!existing) {
    transaction.add(createAssociatedTokenAccountIdempotent(from, destination, to, mint))
    rent = BigInt(await connection.getMinimumBalanceForRentExemption(TOKEN_ACCOUNT_SIZE))
  }
  transaction.add(transferChecked(source.pubkey, mint, destination, from, request.amount, source.decimals))
  return { transaction, rent }
}
