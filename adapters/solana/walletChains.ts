import type { CaipNetwork } from '../../kernel/types/chain.js'

// The ids a wallet knows a network by: the runtime's (and the host's) lookups, apart from
// networks.ts, whose network definitions a page needs before the click.

/**
 * Wallet Standard names of the public clusters (`solana:mainnet` ...), by the CAIP-2 id of
 * solanaMainnet, solanaDevnet and solanaTestnet (networks.ts; spelled out so this file does not
 * keep those definitions on a page that never names them; test/unit/adapters/solana/networks.test.ts
 * checks each network reads its name).
 */
const standardClusterNames: Readonly<Record<string, string>> = {
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'solana:devnet',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
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
