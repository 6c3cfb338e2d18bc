import type { AdapterRuntime } from '../../../kernel/contracts/defineAdapter.js'
import type { CaipNetwork } from '../../../kernel/types/chain.js'

/** One SPL token holding of an owner (amounts exact, as decimal strings). */
export interface SplTokenBalance {
  /** Mint address (base58). */
  mint: string
  /** The token account holding it. */
  tokenAccount: string
  decimals: number
  /** Base units as a string of digits. */
  amount: string
  /** The amount as an exact decimal string (`amount / 10^decimals`). */
  balance: string
}

/**
 * What `ctx.getAdapter('solana')` resolves to: the adapter core plus Solana's own read of SPL
 * token balances (the kernel contract has no token capability; the Account view's Tokens tab uses
 * the data service, this reads the chain directly).
 */
export interface SolanaRuntime extends AdapterRuntime {
  /** Signs `{ transaction }` (web3.js object, bytes or base64) and returns it in the same form. */
  signTransaction(params: Record<string, unknown>): Promise<unknown>
  /**
   * Sends `{ transaction }` or a SOL transfer `{ to, value }` (lamports), with optional
   * `options: { preflightCommitment, skipPreflight, maxRetries, minContextSlot }`; resolves to the
   * base58 transaction signature once the RPC accepted it.
   */
  sendTransaction(params: Record<string, unknown>): Promise<string>
  /**
   * Sends `{ recipient, amount, mint? }`: `amount` lamports of SOL, or with `mint` that many base
   * units of the SPL token (TransferChecked; the receiver's associated token account is created in
   * the same transaction when missing). Resolves to the base58 signature.
   */
  sendTransfer(params: Record<string, unknown>): Promise<string>
  /** Lamports `sendTransfer(params)` costs besides the amount: the fee, plus rent for a new token account. */
  estimateFee(params: Record<string, unknown>): Promise<bigint>
  /** Token units a Token-2022 transfer-fee mint withholds from `sendTransfer(params)` (0 for SOL and other mints). */
  estimateTokenFee(params: Record<string, unknown>): Promise<bigint>
  /** Why `address` is not a Solana address (spec §5: 32 to 44 base58 characters), or undefined. */
  checkAddress(params: { address: string }): string | undefined
  getTokenBalances(params: { address: string; network: CaipNetwork }): Promise<SplTokenBalance[]>
}
