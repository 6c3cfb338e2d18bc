import type { KitTransactionLike } from '../runtime/kitTransaction.js'
import type { LegacyTransactionLike, VersionedTransactionLike } from '../runtime/transactionForms.js'

/**
 * A Solana public key as `hatch.getProvider('solana').publicKey` gives it: the methods of
 * web3.js's `PublicKey` that dapps call on a wallet's key, without web3.js.
 */
export interface SolanaPublicKey {
  /** The key in base58 (the account's address). */
  toBase58(): string
  /** Same as {@link SolanaPublicKey.toBase58}. */
  toString(): string
  toJSON(): string
  /** The 32 bytes of the key. */
  toBytes(): Uint8Array
  /** Whether `other` (this kind of key or a web3.js `PublicKey`) is the same key. */
  equals(other: { toBase58(): string }): boolean
}

/**
 * A transaction as the provider takes it: a web3.js `Transaction` or `VersionedTransaction` (legacy
 * or v0), a @solana/kit `Transaction` (`{ messageBytes, signatures }`), or its wire bytes. Signed
 * transactions come back in the same form.
 */
export type SolanaTransaction = LegacyTransactionLike | VersionedTransactionLike | KitTransactionLike | Uint8Array

/** Send options, as `sendTransaction` of the Solana RPC takes them. */
export interface SolanaSendOptions {
  preflightCommitment?: 'processed' | 'confirmed' | 'finalized'
  skipPreflight?: boolean
  maxRetries?: number
  minContextSlot?: number
}

/** Events of {@link HatchSolanaProvider}, with what the listener gets. */
export interface SolanaProviderEvents {
  /** An account connected (through the modal, a reconnect or another tab of Hatch's). */
  connect: (publicKey: SolanaPublicKey) => void
  disconnect: () => void
  /** The wallet switched to another account (`null` when it disconnected). */
  accountChanged: (publicKey: SolanaPublicKey | null) => void
}

/**
 * The Solana provider of a Hatch instance, `hatch.getProvider('solana')` (docs/solana-dapps.md):
 * one object for the instance's whole life that follows the Solana connection, whichever wallet
 * holds it (a Wallet Standard wallet, a WalletConnect session, the embedded wallet). Its methods
 * are those of the injected Solana providers dapps know, without @solana/web3.js.
 */
export interface HatchSolanaProvider {
  /**
   * The connected account's key, or `null` when no Solana account is connected. Like
   * `isConnected`, it is read from the provider's code, which starts loading with the first
   * `getProvider('solana')`: until it has arrived (a moment) both are `undefined`; `await
   * connect()` never has that gap.
   */
  readonly publicKey: SolanaPublicKey | null | undefined
  readonly isConnected: boolean | undefined
  /**
   * Resolves at once when connected; otherwise opens Hatch's modal on Connect and resolves once
   * the visitor connected a Solana account. Rejects with MODAL_CLOSED when they close it first.
   */
  connect(): Promise<{ publicKey: SolanaPublicKey }>
  /** Disconnects the Solana account (as `hatch.disconnect({ namespace: 'solana' })`). */
  disconnect(): Promise<void>
  /** Signs bytes (or UTF-8 text) with the connected account; the signature is the raw 64 bytes. */
  signMessage(message: Uint8Array | string): Promise<{ signature: Uint8Array; publicKey: SolanaPublicKey }>
  /** Signs a transaction with the connected account and gives it back, signed, in the same form. */
  signTransaction<T extends SolanaTransaction>(transaction: T): Promise<T>
  /** Signs several transactions (one approval where the wallet allows it), in order. */
  signAllTransactions<T extends SolanaTransaction>(transactions: readonly T[]): Promise<T[]>
  /** Signs and sends a transaction; resolves to its base58 signature once the RPC accepted it. */
  signAndSendTransaction(transaction: SolanaTransaction, options?: SolanaSendOptions): Promise<{ signature: string }>
  on<E extends keyof SolanaProviderEvents>(event: E, listener: SolanaProviderEvents[E]): HatchSolanaProvider
  removeListener<E extends keyof SolanaProviderEvents>(event: E, listener: SolanaProviderEvents[E]): HatchSolanaProvider
}

/** The methods the lazily loaded implementation gives the kernel's provider object. */
export type SolanaProviderCore = Omit<HatchSolanaProvider, 'on' | 'removeListener' | 'publicKey' | 'isConnected'>
