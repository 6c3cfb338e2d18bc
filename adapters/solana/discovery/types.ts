import type { Wallet, WalletAccount } from '@wallet-standard/base'

export type { Wallet, WalletAccount }

/** Wallet Standard feature names the adapter uses (as strings, so the descriptor loads no SDK). */
export const features = {
  connect: 'standard:connect',
  disconnect: 'standard:disconnect',
  events: 'standard:events',
  signMessage: 'solana:signMessage',
  signTransaction: 'solana:signTransaction',
  signAndSendTransaction: 'solana:signAndSendTransaction',
} as const

/** Signing features of which a Solana wallet must offer at least one to be listed. */
export const solanaSigningFeatures: readonly string[] = [features.signMessage, features.signTransaction, features.signAndSendTransaction]

/** The registry the adapter reads wallets from: `getWallets()` of `@wallet-standard/app`, or a test double of it. */
export interface WalletRegistry {
  get(): readonly Wallet[]
  on(event: 'register' | 'unregister', listener: (...wallets: Wallet[]) => void): () => void
}
