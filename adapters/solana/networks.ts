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

/** Wallet Standard names of the public clusters (`solana:mainnet` ...), by CAIP-2 id. */
const standardClusterNames: Readonly<Record<string, string>> = {
  [solanaMainnet.caipNetworkId]: 'solana:mainnet',
  [solanaDevnet.caipNetworkId]: 'solana:devnet',
  [solanaTestnet.caipNetworkId]: 'solana:testnet',
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

/** The Wallet Standard name of a local validator's cluster (`SOLANA_LOCALNET_CHAIN`). */
export const SOLANA_LOCALNET_CHAIN = 'solana:localnet'

/** Hosts of the machine the page runs on: a validator there is a local one. */
const LOOPBACK_HOST = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/

/**
 * Whether `network` is a local validator's cluster: not one of the public clusters, and served
 * from this machine (its RPC URL's host is localhost, 127.x.x.x or [::1]), which is what the
 * Wallet Standard's `solana:localnet` stands for. A local cluster's genesis hash is new with
 * every validator, so wallets know it by that name only.
 */
export function isLocalCluster(network: CaipNetwork): boolean {
  if (network.chainNamespace !== 'solana' || standardClusterNames[network.caipNetworkId]) return false
  const url = network.rpcUrls.default.http[0]
  if (!url) return false
  try {
    return LOOPBACK_HOST.test(new URL(url).hostname)
  } catch {
    return false
  }
}

/**
 * Every chain id a wallet may use for `network`: its CAIP-2 id, its deprecated id, and the
 * Wallet Standard cluster name: `solana:mainnet`, `solana:devnet`, `solana:testnet` for the
 * public clusters (by genesis hash), `solana:localnet` for a local validator
 * ({@link isLocalCluster}).
 */
export function walletChainIdsOf(network: CaipNetwork): string[] {
  const ids = [network.caipNetworkId as string]
  if (network.deprecatedCaipNetworkId) ids.push(network.deprecatedCaipNetworkId)
  const standard = standardClusterNames[network.caipNetworkId] ?? (isLocalCluster(network) ? SOLANA_LOCALNET_CHAIN : undefined)
  if (standard) ids.push(standard)
  return ids
}

/**
 * The chain id to hand a wallet for `network`: of the ids the wallet declares, the Wallet
 * Standard cluster name first (that is what most wallets understand), else the CAIP-2 or
 * deprecated id it declares. A wallet that declares no chain gets the network's CAIP-2 id;
 * undefined when the wallet declares chains and none of them is this network (the caller refuses).
 */
export function walletChainFor(network: CaipNetwork, walletChains: readonly string[]): `${string}:${string}` | undefined {
  if (walletChains.length === 0) return network.caipNetworkId
  const ids = walletChainIdsOf(network)
  return [...ids].reverse().find((id) => walletChains.includes(id)) as `${string}:${string}` | undefined
}

/** The configured Solana network an id names: a CAIP-2 id, a deprecated id or a cluster name. */
export function findSolanaNetwork(networks: readonly CaipNetwork[], chainId: string): CaipNetwork | undefined {
  return networks.find((n) => n.chainNamespace === 'solana' && (String(n.id) === chainId || walletChainIdsOf(n).includes(chainId)))
}
