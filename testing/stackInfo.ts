import type { SandboxAccount, SandboxNetwork, SandboxUrls } from '../sandbox/types.js'

/** A funded Solana account of the local cluster (100 SOL and sandbox USDC at start). */
export interface SolanaStackAccount {
  index: number
  publicKey: string
  /** 64-byte ed25519 secret key (seed + public key), as `Keypair.fromSecretKey` takes it. */
  secretKey: number[]
}

/** A funded regtest account of the local Bitcoin backend. */
export interface BitcoinStackAccount {
  index: number
  privateKeyHex: string
  /** p2wpkh address (the wallet's payment account). */
  paymentAddress: string
  /** p2tr key-path address of the same key (the wallet's ordinal account). */
  ordinalAddress: string
}

/**
 * Everything a test needs to reach a running stack, JSON-serialisable so it can be handed to a
 * test worker (Vitest `provide`/`inject`) or to `installTestWallets`.
 */
export interface StackInfo {
  /** The project id the services accept (feature flags and allowed origins: `stack.sandbox.setProject`). */
  projectId: string
  /** Base URLs: `catalogue`, `data`, `analytics`, `admin`, and `relay`, `phoneWallet`, `mailbox`, `smtp`, `secureSite`, `solana`, `bitcoin` ... when started. */
  urls: SandboxUrls
  /** The EVM chains (Hatch Mainnet, Hatch Layer, Hatch Testnet) with their RPC URLs and token contracts; [] without EVM. */
  networks: SandboxNetwork[]
  /** Funded accounts with their keys, by chain family. */
  accounts: { evm: SandboxAccount[]; solana: SolanaStackAccount[]; bitcoin: BitcoinStackAccount[] }
  /** The local Solana cluster, when started. */
  solana?: { caipNetworkId: string; rpcUrl: string; wsUrl: string; usdcMint: string; usdcDecimals: number }
  /** The local Bitcoin (regtest) backend, when started: an Esplora API. */
  bitcoin?: { caipNetworkId: string; esploraUrl: string }
}
