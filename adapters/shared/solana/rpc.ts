import * as v from 'valibot'
import { HatchError } from '../../../kernel/errors/HatchError.js'
import { firstIssue } from '../../../kernel/http/createHttpClient.js'
import { fetchJsonRpc, networkRpcUrl } from '../../../kernel/http/fetchJsonRpc.js'
import { describeUrl } from '../../../kernel/http/timedFetch.js'
import type { CaipNetwork } from '../../../kernel/types/chain.js'
import { fromBase64, toBase64 } from './base64.js'
import { publicKeyProblem } from './publicKey.js'

/** The three commitments the Wallet Standard (and current clusters) know. */
export type StandardCommitment = 'processed' | 'confirmed' | 'finalized'

/** One SPL token account of an owner, as `getTokenAccountsByOwner` (jsonParsed) describes it. */
export interface TokenAccount {
  mint: string
  tokenAccount: string
  decimals: number
  /** Base units, exact. */
  amount: bigint
}

/** Options of `sendTransaction` the RPC takes (the wallet's own send takes the same). */
export interface RpcSendOptions {
  preflightCommitment: StandardCommitment
  skipPreflight?: boolean
  maxRetries?: number
  minContextSlot?: number
}

/** The JSON-RPC calls the runtime makes, answers checked. */
export interface SolanaRpc {
  getBalance(address: string): Promise<bigint>
  getLatestBlockhash(commitment: StandardCommitment): Promise<{ blockhash: string; lastValidBlockHeight: bigint }>
  /** The owner's token accounts of one token program, or of one mint; accounts the RPC cannot parse are left out. */
  getTokenAccountsByOwner(owner: string, filter: { mint: string } | { programId: string }): Promise<TokenAccount[]>
  accountExists(address: string): Promise<boolean>
  /** The owner program and bytes of the account at `address` (a token mint, say), or null when there is none. */
  getAccountData(address: string): Promise<{ owner: string; data: Uint8Array } | null>
  /** The cluster's current epoch (a Token-2022 transfer fee may change with it). */
  getEpoch(): Promise<bigint>
  getMinimumBalanceForRentExemption(size: number): Promise<bigint>
  /** Lamports the network charges for `message`; null once its blockhash expired. */
  getFeeForMessage(message: Uint8Array, commitment: StandardCommitment): Promise<bigint | null>
  /** Submits a signed transaction; resolves to its signature once the RPC accepted it. */
  sendTransaction(signed: Uint8Array, options: RpcSendOptions): Promise<string>
}

const lamports = v.pipe(v.number(), v.safeInteger(), v.minValue(0))
/** A key or blockhash: 32 bytes in base58. */
const Key = v.pipe(
  v.string(),
  v.check((input) => publicKeyProblem(input) === undefined, 'expected 32 bytes in base58'),
)
const withValue = <S extends v.GenericSchema>(value: S) => v.object({ value })

const BalanceAnswer = withValue(lamports)
const BlockhashAnswer = withValue(v.object({ blockhash: Key, lastValidBlockHeight: lamports }))
const TokenAccountsAnswer = withValue(v.array(v.object({ pubkey: Key, account: v.object({ data: v.unknown() }) })))
const AccountInfoAnswer = withValue(v.nullable(v.unknown()))
const FeeAnswer = withValue(v.nullable(lamports))
const RawAccountAnswer = withValue(
  v.nullable(v.object({ owner: Key, data: v.tuple([v.pipe(v.string(), v.regex(/^[A-Za-z0-9+/]*={0,2}$/)), v.literal('base64')]) })),
)
const EpochAnswer = v.object({ epoch: lamports })
const Signature = v.pipe(v.string(), v.nonEmpty())

/** The parsed fields of an SPL token account (`account.data.parsed.info`) the runtime reads. */
const TokenAccountInfo = v.object({
  parsed: v.object({
    info: v.object({
      mint: Key,
      tokenAmount: v.object({ amount: v.pipe(v.string(), v.regex(/^\d+$/)), decimals: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
    }),
  }),
})

/**
 * Plain JSON-RPC to the network's own `rpcUrls.default.http[0]` (never a default host), through
 * the kernel's `fetchJsonRpc` (spec §7's retries and typed errors: HTTP_STATUS, HTTP_TIMEOUT,
 * RPC_ERROR …). Each answer is checked; one of another shape is INVALID_RESPONSE. Reads use the
 * `confirmed` commitment.
 */
export function createSolanaRpc(network: CaipNetwork): SolanaRpc {
  const url = networkRpcUrl(network)
  const call = async <S extends v.GenericSchema>(method: string, params: unknown[], schema: S): Promise<v.InferOutput<S>> => {
    const result = v.safeParse(schema, await fetchJsonRpc(url, { method, params }))
    if (result.success) return result.output
    throw new HatchError('INVALID_RESPONSE', { params: { url: describeUrl(url), issues: `${method}: ${firstIssue(result.issues)}` } })
  }
  const confirmed = { commitment: 'confirmed' }

  return {
    getBalance: async (address) => BigInt((await call('getBalance', [address, confirmed], BalanceAnswer)).value),

    async getLatestBlockhash(commitment) {
      const { value } = await call('getLatestBlockhash', [{ commitment }], BlockhashAnswer)
      return { blockhash: value.blockhash, lastValidBlockHeight: BigInt(value.lastValidBlockHeight) }
    },

    async getTokenAccountsByOwner(owner, filter) {
      const { value } = await call('getTokenAccountsByOwner', [owner, filter, { ...confirmed, encoding: 'jsonParsed' }], TokenAccountsAnswer)
      return value.flatMap(({ pubkey, account }) => {
        const parsed = v.safeParse(TokenAccountInfo, account.data)
        if (!parsed.success) return []
        const { mint, tokenAmount } = parsed.output.parsed.info
        return [{ mint, tokenAccount: pubkey, decimals: tokenAmount.decimals, amount: BigInt(tokenAmount.amount) }]
      })
    },

    accountExists: async (address) => (await call('getAccountInfo', [address, { ...confirmed, encoding: 'base64' }], AccountInfoAnswer)).value !== null,

    async getAccountData(address) {
      const { value } = await call('getAccountInfo', [address, { ...confirmed, encoding: 'base64' }], RawAccountAnswer)
      return value && { owner: value.owner, data: fromBase64(value.data[0]) }
    },

    getEpoch: async () => BigInt((await call('getEpochInfo', [confirmed], EpochAnswer)).epoch),

    getMinimumBalanceForRentExemption: async (size) => BigInt(await call('getMinimumBalanceForRentExemption', [size, confirmed], lamports)),

    async getFeeForMessage(message, commitment) {
      const { value } = await call('getFeeForMessage', [toBase64(message), { commitment }], FeeAnswer)
      return value === null ? null : BigInt(value)
    },

    sendTransaction: (signed, options) => call('sendTransaction', [toBase64(signed), { encoding: 'base64', ...options }], Signature),
  }
}
