import type { CaipNetwork, CaipNetworkId } from '../../kernel/types/chain.js'

const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const

/**
 * Solana mainnet-beta. Its CAIP-2 reference is the first 32 characters of the genesis hash; the
 * older id (spec §3 `deprecatedCaipNetworkId`) is what some wallets and stored sessions still use.
 * The RPC URL is the public cluster endpoint: hosts normally pass their own provider's URL.
 */
export const solanaMainnet: CaipNetwork = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
  chainNamespace: 'solana',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  deprecatedCaipNetworkId: 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ',
  testnet: false,
}

/** Solana devnet (with its deprecated CAIP-2 id). */
export const solanaDevnet: CaipNetwork = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
  chainNamespace: 'solana',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  deprecatedCaipNetworkId: 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K',
  testnet: true,
}

/** Solana testnet (it never had another CAIP-2 id). */
export const solanaTestnet: CaipNetwork = {
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  name: 'Solana Testnet',
  nativeCurrency: SOL,
  rpcUrls: { default: { http: ['https://api.testnet.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
  chainNamespace: 'solana',
  caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  testnet: true,
}

/** Options of {@link defineSolanaNetwork}. */
export interface SolanaNetworkInput {
  /** The cluster's genesis hash (base58); its first 32 characters become the CAIP-2 reference. */
  genesisHash: string
  name: string
  rpcUrl: string
  /** PubSub endpoint; defaults to none (the adapter polls signature status). */
  wsUrl?: string
  testnet?: boolean
  deprecatedCaipNetworkId?: CaipNetworkId
  blockExplorer?: { name: string; url: string }
  imageUrl?: string
}

/**
 * A Caip network for any Solana cluster (a private cluster, a local validator or the sandbox).
 *
 * @example
 * ```ts
 * const local = defineSolanaNetwork({ genesisHash, name: 'Local Solana', rpcUrl: 'http://127.0.0.1:8899' })
 * ```
 */
export function defineSolanaNetwork(input: SolanaNetworkInput): CaipNetwork {
  if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(input.genesisHash)) {
    throw new TypeError(`defineSolanaNetwork: genesisHash must be a base58 hash of 32 to 44 characters, got '${input.genesisHash}'`)
  }
  const reference = input.genesisHash.slice(0, 32)
  return {
    id: reference,
    name: input.name,
    nativeCurrency: SOL,
    rpcUrls: { default: { http: [input.rpcUrl], ...(input.wsUrl ? { webSocket: [input.wsUrl] } : {}) } },
    ...(input.blockExplorer ? { blockExplorers: { default: input.blockExplorer } } : {}),
    chainNamespace: 'solana',
    caipNetworkId: `solana:${reference}`,
    ...(input.deprecatedCaipNetworkId ? { deprecatedCaipNetworkId: input.deprecatedCaipNetworkId } : {}),
    testnet: input.testnet ?? false,
    ...(input.imageUrl ? { assets: { imageUrl: input.imageUrl } } : {}),
  }
}
