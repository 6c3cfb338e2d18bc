import * as v from 'valibot'
import { HatchError } from '../../../kernel/errors/HatchError.js'
import { decodeBase58 } from '../../../kernel/units/base58.js'
import { computeBudgetInstructions, PriorityFeeSchema } from './computeBudget.js'
import { readonly, readonlySigner, writable, writableSigner, type Instruction } from './instruction.js'
import { findProgramAddress } from './programAddress.js'
import { publicKeyProblem } from './publicKey.js'
import type { SolanaRpc } from './rpc.js'
import { epochTransferFee, readTokenMint, TOKEN_2022_PROGRAM, TOKEN_PROGRAM, tokenAccountSize, transferFeeOf, type TokenMint } from './tokenMint.js'

export { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './tokenMint.js'

/** The System program (SOL transfers, account creation). */
export const SYSTEM_PROGRAM = '11111111111111111111111111111111'
/** The Associated Token Account program, which derives and creates a wallet's token account for a mint. */
export const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'

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
 * units of that SPL or Token-2022 token (the receiver's associated token account is created when
 * missing); with `priorityFee`, the compute-unit limit and price the transaction sets.
 */
export const TransferSchema = v.object({
  recipient: address('recipient'),
  amount: baseUnits,
  mint: v.optional(address('mint')),
  priorityFee: v.optional(PriorityFeeSchema),
})

/** A checked transfer request. */
export type TransferRequest = v.InferOutput<typeof TransferSchema>

/** The associated token account of `owner` for `mint`: the program address of the seeds (owner, token program, mint). */
export function associatedTokenAddress(owner: string, mint: string, tokenProgram: string = TOKEN_PROGRAM): string {
  return findProgramAddress([decodeBase58(owner), decodeBase58(tokenProgram), decodeBase58(mint)], ASSOCIATED_TOKEN_PROGRAM)
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
export function createAssociatedTokenAccountIdempotent(
  payer: string,
  account: string,
  owner: string,
  mint: string,
  tokenProgram: string = TOKEN_PROGRAM,
): Instruction {
  return {
    programAddress: ASSOCIATED_TOKEN_PROGRAM,
    accounts: [writableSigner(payer), writable(account), readonly(owner), readonly(mint), readonly(SYSTEM_PROGRAM), readonly(tokenProgram)],
    data: Uint8Array.of(1),
  }
}

/** TransferChecked of a token program (instruction 12): the mint's decimals are checked on chain too. */
export function transferChecked(
  source: string,
  mint: string,
  destination: string,
  owner: string,
  amount: bigint,
  decimals: number,
  tokenProgram: string = TOKEN_PROGRAM,
): Instruction {
  const data = new Uint8Array(10)
  const view = new DataView(data.buffer)
  view.setUint8(0, 12)
  view.setBigUint64(1, amount, true)
  view.setUint8(9, decimals)
  return {
    programAddress: tokenProgram,
    accounts: [writable(source), readonly(mint), writable(destination), readonlySigner(owner)],
    data,
  }
}

/**
 * TransferCheckedWithFee of Token-2022's transfer-fee extension (instruction 26, 1): like
 * TransferChecked, and the program also checks that `fee` is what the mint withholds, so the fee
 * the visitor was shown is the fee taken.
 */
export function transferCheckedWithFee(
  source: string,
  mint: string,
  destination: string,
  owner: string,
  amount: bigint,
  decimals: number,
  fee: bigint,
): Instruction {
  const data = new Uint8Array(19)
  const view = new DataView(data.buffer)
  view.setUint8(0, 26)
  view.setUint8(1, 1)
  view.setBigUint64(2, amount, true)
  view.setUint8(10, decimals)
  view.setBigUint64(11, fee, true)
  return {
    programAddress: TOKEN_2022_PROGRAM,
    accounts: [writable(source), readonly(mint), writable(destination), readonlySigner(owner)],
    data,
  }
}

/** The instructions of a transfer, and what it costs besides the amount. */
export interface BuiltTransfer {
  instructions: Instruction[]
  /** Lamports locked as rent in the receiver's new token account (0 when it exists, and for SOL). */
  rent: bigint
  /** Token units a Token-2022 transfer-fee mint withholds: the receiver gets `amount - tokenFee` (0 otherwise). */
  tokenFee: bigint
}

/** The mint `address` as a transfer needs it; INVALID_PARAMETERS under `method` when there is none or it is no token mint. */
async function mintOf(rpc: SolanaRpc, address: string, method: string): Promise<TokenMint> {
  const account = await rpc.getAccountData(address)
  if (!account) throw new HatchError('INVALID_PARAMETERS', { params: { method, issue: `mint ${address} does not exist on this network` } })
  try {
    return readTokenMint(account.owner, account.data)
  } catch (error) {
    throw new HatchError('INVALID_PARAMETERS', { cause: error, params: { method, issue: `mint ${address}: ${(error as Error).message}` } })
  }
}

/**
 * The instructions `request` describes, sent from `from`: the priority fee's ComputeBudget
 * instructions first (when given), then a System transfer of lamports, or a TransferChecked under
 * the mint's own token program (classic or Token-2022; TransferCheckedWithFee for a transfer-fee
 * mint) from the sender's token account holding enough of the mint into the receiver's associated
 * token account (created in the same transaction when missing). The order and accounts are what
 * web3.js and spl-token build. Throws INVALID_PARAMETERS under `method` naming the shortfall when
 * no token account of the sender holds the amount, or naming the mint when it is none.
 */
export async function buildTransfer(rpc: SolanaRpc, from: string, request: TransferRequest, method = 'sendTransfer'): Promise<BuiltTransfer> {
  const instructions = computeBudgetInstructions(request.priorityFee)
  if (!request.mint) return { instructions: [...instructions, systemTransfer(from, request.recipient, request.amount)], rent: 0n, tokenFee: 0n }
  const address = request.mint
  const [mint, held] = await Promise.all([mintOf(rpc, address, method), rpc.getTokenAccountsByOwner(from, { mint: address })])
  const accounts = held.sort((a, b) => (a.amount === b.amount ? 0 : a.amount > b.amount ? -1 : 1))
  const source = accounts.find((a) => a.mint === address && a.amount >= request.amount)
  if (!source) {
    const most = accounts[0]?.amount ?? 0n
    throw new HatchError('INVALID_PARAMETERS', {
      params: { method, issue: `amount ${request.amount} exceeds the ${most} units of ${address} the sender holds in one token account` },
    })
  }
  const destination = associatedTokenAddress(request.recipient, address, mint.program)
  let rent = 0n
  if (!(await rpc.accountExists(destination))) {
    instructions.push(createAssociatedTokenAccountIdempotent(from, destination, request.recipient, address, mint.program))
    rent = await rpc.getMinimumBalanceForRentExemption(tokenAccountSize(mint))
  }
  if (!mint.transferFee) {
    instructions.push(transferChecked(source.tokenAccount, address, destination, from, request.amount, mint.decimals, mint.program))
    return { instructions, rent, tokenFee: 0n }
  }
  const tokenFee = transferFeeOf(epochTransferFee(mint.transferFee, await rpc.getEpoch()), request.amount)
  instructions.push(transferCheckedWithFee(source.tokenAccount, address, destination, from, request.amount, mint.decimals, tokenFee))
  return { instructions, rent, tokenFee }
}
