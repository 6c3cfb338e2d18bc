import * as v from 'valibot'
import { HatchError } from '../../../kernel/errors/HatchError.js'
import { decodeBase58 } from '../../../kernel/units/base58.js'
import { readonly, readonlySigner, writable, writableSigner, type Instruction } from './instruction.js'
import { findProgramAddress } from './programAddress.js'
import { publicKeyProblem } from './publicKey.js'
import type { SolanaRpc } from './rpc.js'

/** The System program (SOL transfers, account creation). */
export const SYSTEM_PROGRAM = '11111111111111111111111111111111'
/** The SPL Token program (classic; the sandbox and USDC use it). */
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
/** The Associated Token Account program, which derives and creates a wallet's token account for a mint. */
export const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'
/** Size of an SPL token account; creating one for the receiver locks its rent-exempt minimum. */
const TOKEN_ACCOUNT_SIZE = 165

const address = (what: string) =>
  v.custom<string>(
    (input) => publicKeyProblem(input) === undefined,
    (issue) => `${what} ${publicKeyProblem(issue.input)}`,
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

/** The associated token account of `owner` for `mint`: the program address of the seeds (owner, Token program, mint). */
export function associatedTokenAddress(owner: string, mint: string): string {
  return findProgramAddress([decodeBase58(owner), decodeBase58(TOKEN_PROGRAM), decodeBase58(mint)], ASSOCIATED_TOKEN_PROGRAM)
}

/** Transfer of the System program (instruction 2): `lamports` as u64 little-endian. */
export function systemTransfer(from: string, to: string, lamports: bigint): Instruction {
  const data = new Uint8Array(12)
  const view = new DataView(data.buffer)
  view.setUint32(0, 2, true)
  view.setBigUint64(4, lamports, true)
  return {
    programAddress: SYSTEM_PROGRAM,
    accounts: [writableSigner(from), writable(to)],
    data,
  }
}

/** CreateIdempotent of the Associated Token Account program: a no-op when the account exists. */
export function createAssociatedTokenAccountIdempotent(payer: string, account: string, owner: string, mint: string): Instruction {
  return {
    programAddress: ASSOCIATED_TOKEN_PROGRAM,
    accounts: [writableSigner(payer), writable(account), readonly(owner), readonly(mint), readonly(SYSTEM_PROGRAM), readonly(TOKEN_PROGRAM)],
    data: Uint8Array.of(1),
  }
}

/** TransferChecked of the Token program (instruction 12): the mint's decimals are checked on chain too. */
export function transferChecked(source: string, mint: string, destination: string, owner: string, amount: bigint, decimals: number): Instruction {
  const data = new Uint8Array(10)
  const view = new DataView(data.buffer)
  view.setUint8(0, 12)
  view.setBigUint64(1, amount, true)
  view.setUint8(9, decimals)
  return {
    programAddress: TOKEN_PROGRAM,
    accounts: [writable(source), readonly(mint), writable(destination), readonlySigner(owner)],
    data,
  }
}

/** The instructions of a transfer, and what it costs besides the amount. */
export interface BuiltTransfer {
  instructions: Instruction[]
  /** Lamports locked as rent in the receiver's new token account (0 when it exists, and for SOL). */
  rent: bigint
}

/**
 * The instructions `request` describes, sent from `from`: a System transfer of lamports, or an
 * SPL TransferChecked from the sender's token account holding enough of the mint into the
 * receiver's associated token account (created in the same transaction when missing). Throws
 * INVALID_PARAMETERS naming the shortfall when no token account of the sender holds the amount.
 */
export async function buildTransfer(rpc: SolanaRpc, from: string, request: TransferRequest): Promise<BuiltTransfer> {
  if (!request.mint) return { instructions: [systemTransfer(from, request.recipient, request.amount)], rent: 0n }
  const mint = request.mint
  const accounts = (await rpc.getTokenAccountsByOwner(from, { mint })).sort((a, b) => (a.amount === b.amount ? 0 : a.amount > b.amount ? -1 : 1))
  const source = accounts.find((a) => a.mint === mint && a.amount >= request.amount)
  if (!source) {
    const held = accounts[0]?.amount ?? 0n
    throw new HatchError('INVALID_PARAMETERS', {
      params: { method: 'sendTransfer', issue: `amount ${request.amount} exceeds the ${held} units of ${mint} the sender holds in one token account` },
    })
  }
  const destination = associatedTokenAddress(request.recipient, mint)
  const instructions: Instruction[] = []
  let rent = 0n
  if (!(await rpc.accountExists(destination))) {
    instructions.push(createAssociatedTokenAccountIdempotent(from, destination, request.recipient, mint))
    rent = await rpc.getMinimumBalanceForRentExemption(TOKEN_ACCOUNT_SIZE)
  }
  instructions.push(transferChecked(source.tokenAccount, mint, destination, from, request.amount, source.decimals))
  return { instructions, rent }
}
