import { getAddressEncoder, getProgramDerivedAddress, type Address } from '@solana/addresses'
import { AccountRole, type Instruction } from '@solana/instructions'
import * as v from 'valibot'
import { HatchError } from '../../../kernel/errors/HatchError.js'
import { publicKeyProblem } from './publicKey.js'
import type { SolanaRpc } from './rpc.js'

/** The System program (SOL transfers, account creation). */
export const SYSTEM_PROGRAM = '11111111111111111111111111111111' as Address
/** The SPL Token program (classic; the sandbox and USDC use it). */
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA' as Address
/** The Associated Token Account program, which derives and creates a wallet's token account for a mint. */
export const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL' as Address
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

/**
 * The associated token account of `owner` for `mint`: the program address of the seeds
 * (owner, Token program, mint). Async: @solana/addresses hashes with WebCrypto's SHA-256.
 */
export async function associatedTokenAddress(owner: string, mint: string): Promise<Address> {
  const key = getAddressEncoder()
  const [found] = await getProgramDerivedAddress({
    programAddress: ASSOCIATED_TOKEN_PROGRAM,
    seeds: [key.encode(owner as Address), key.encode(TOKEN_PROGRAM), key.encode(mint as Address)],
  })
  return found
}

/** Transfer of the System program (instruction 2): `lamports` as u64 little-endian. */
export function systemTransfer(from: string, to: string, lamports: bigint): Instruction {
  const data = new Uint8Array(12)
  const view = new DataView(data.buffer)
  view.setUint32(0, 2, true)
  view.setBigUint64(4, lamports, true)
  return {
    programAddress: SYSTEM_PROGRAM,
    accounts: [
      { address: from as Address, role: AccountRole.WRITABLE_SIGNER },
      { address: to as Address, role: AccountRole.WRITABLE },
    ],
    data,
  }
}

/** CreateIdempotent of the Associated Token Account program: a no-op when the account exists. */
export function createAssociatedTokenAccountIdempotent(payer: string, account: string, owner: string, mint: string): Instruction {
  return {
    programAddress: ASSOCIATED_TOKEN_PROGRAM,
    accounts: [
      { address: payer as Address, role: AccountRole.WRITABLE_SIGNER },
      { address: account as Address, role: AccountRole.WRITABLE },
      { address: owner as Address, role: AccountRole.READONLY },
      { address: mint as Address, role: AccountRole.READONLY },
      { address: SYSTEM_PROGRAM, role: AccountRole.READONLY },
      { address: TOKEN_PROGRAM, role: AccountRole.READONLY },
    ],
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
    accounts: [
      { address: source as Address, role: AccountRole.WRITABLE },
      { address: mint as Address, role: AccountRole.READONLY },
      { address: destination as Address, role: AccountRole.WRITABLE },
      { address: owner as Address, role: AccountRole.READONLY_SIGNER },
    ],
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
  const destination = await associatedTokenAddress(request.recipient, mint)
  const instructions: Instruction[] = []
  let rent = 0n
  if (!(await rpc.accountExists(destination))) {
    instructions.push(createAssociatedTokenAccountIdempotent(from, destination, request.recipient, mint))
    rent = await rpc.getMinimumBalanceForRentExemption(TOKEN_ACCOUNT_SIZE)
  }
  instructions.push(transferChecked(source.tokenAccount, mint, destination, from, request.amount, source.decimals))
  return { instructions, rent }
}
