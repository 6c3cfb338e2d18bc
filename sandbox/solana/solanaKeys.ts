import { createHash } from 'node:crypto'
import { Keypair } from '@solana/web3.js'

// The sandbox's deterministic Solana keys, apart from the genesis (which needs litesvm): the names
// service, the phone wallet and hatch/testing derive them without loading the cluster.

/** Deterministic keypair for a label: the same keys every run, so tests and demos can name them. */
export function sandboxSolanaKeypair(label: string): Keypair {
  return Keypair.fromSeed(createHash('sha256').update(`hatch-sandbox-solana:${label}`).digest())
}

/** The faucet that pays airdrops and holds the USDC mint authority. */
export const faucetKeypair = () => sandboxSolanaKeypair('faucet')
/** The sandbox USDC mint. */
export const usdcMintKeypair = () => sandboxSolanaKeypair('usdc-mint')
/** The sandbox's Token-2022 mint with a transfer fee. */
export const feeTokenMintKeypair = () => sandboxSolanaKeypair('fee-token-mint')
/** Test account `index` (0-based). */
export const solanaTestKeypair = (index: number) => sandboxSolanaKeypair(`account-${index}`)
