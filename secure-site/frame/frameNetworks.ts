import type { SmartAccountSettings } from './hatchSmartAccount.js'

/**
 * The networks the frame serves: its own RPC list from the secure site's configuration (CAIP-2 id
 * → URL), split into EVM chains (by numeric id) and Solana clusters (by CAIP-2 id). The page's
 * `rpcUrl` is never part of it.
 */
export interface FrameNetworks {
  evm: ReadonlyMap<number, string>
  solana: ReadonlyMap<string, string>
  /** The site's names of its networks by CAIP-2 id (`networkNames`), shown in approvals. */
  names: ReadonlyMap<string, string>
}

/** Names of the three public Solana clusters (spec §9), shown in approvals. */
const SOLANA_NAMES: Readonly<Record<string, string>> = {
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'Solana',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'Solana Devnet',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'Solana Testnet',
}

/** Splits the configured RPC list by namespace (other namespaces are not served by the frame), with the configured names. */
export function frameNetworks(rpcUrls: Readonly<Record<string, string>>, names: Readonly<Record<string, string>> = {}): FrameNetworks {
  const evm = new Map<number, string>()
  const solana = new Map<string, string>()
  for (const [id, url] of Object.entries(rpcUrls)) {
    const evmId = /^eip155:(\d{1,10})$/.exec(id)?.[1]
    if (evmId) evm.set(Number(evmId), url)
    else if (/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/.test(id)) solana.set(id, url)
  }
  return { evm, solana, names: new Map(Object.entries(names)) }
}

/** How an approval names an EVM chain: the site's name for it ("Hatch Mainnet"), else its CAIP-2 id. */
export function evmNetworkName(networks: Pick<FrameNetworks, 'names'>, chainId: number): string {
  return networks.names.get(`eip155:${chainId}`) ?? `eip155:${chainId}`
}

/**
 * How an approval names a Solana cluster, as {@link evmNetworkName} names a chain: the site's name
 * for it ("Hatch Solana") or the public cluster's, else its CAIP-2 id (a cluster nobody named).
 */
export function solanaNetworkName(caipId: string, networks?: Pick<FrameNetworks, 'names'>): string {
  return networks?.names.get(caipId) ?? SOLANA_NAMES[caipId] ?? caipId
}

/** The settings of the chains the frame serves (an entry for a chain without an RPC endpoint is dropped). */
export function smartAccountNetworks(
  config: Readonly<Record<string, SmartAccountSettings>> | undefined,
  evm: ReadonlyMap<number, string>,
): Map<number, SmartAccountSettings> {
  const out = new Map<number, SmartAccountSettings>()
  for (const [caip, settings] of Object.entries(config ?? {})) {
    const id = Number(/^eip155:(\d{1,10})$/.exec(caip)?.[1] ?? NaN)
    if (evm.has(id)) out.set(id, settings)
  }
  return out
}
