/**
 * Chain-level entities of spec §3. Chain-agnostic: adapters fill them for their chains.
 */

/** Namespaces the product knows (spec §3). */
export const chainNamespaces = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos', 'sui', 'stacks'] as const
/** A CAIP-2 namespace. */
export type ChainNamespace = (typeof chainNamespaces)[number]

/** Namespaces accepted for a configured `chainNamespace` (spec §5). */
export const configurableNamespaces = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const

/** `namespace:reference`, e.g. `eip155:1`. */
export type CaipNetworkId = `${string}:${string}`
/** `namespace:reference:address`, e.g. `eip155:1:0xabc…`. */
export type CaipAddress = `${string}:${string}:${string}`

/** A network the host configures (spec §3 "Caip network"). */
export interface CaipNetwork {
  id: number | string
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { default: { http: readonly string[]; webSocket?: readonly string[] } }
  blockExplorers?: { default: { name: string; url: string } }
  chainNamespace: ChainNamespace
  caipNetworkId: CaipNetworkId
  testnet?: boolean
  /** Solana networks keep their older id as well (spec §3). */
  deprecatedCaipNetworkId?: CaipNetworkId
  assets?: { imageId?: string; imageUrl?: string }
}

/** Preferred account kinds (spec §6). */
export type PreferredAccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal'

/** Per-namespace default preferred account type (spec §6). */
export const defaultPreferredAccountTypes: Partial<Record<ChainNamespace, PreferredAccountType>> = {
  eip155: 'smartAccount',
  bip122: 'payment',
  polkadot: 'eoa',
  solana: 'eoa',
}

/** Splits a CAIP address; returns undefined when it is not three non-empty parts of a known namespace. */
export function parseCaipAddress(value: string): { namespace: ChainNamespace; reference: string; address: string } | undefined {
  const parts = value.split(':')
  if (parts.length !== 3 || parts.some((p) => p.length === 0)) return undefined
  const [namespace, reference, address] = parts as [string, string, string]
  if (!(chainNamespaces as readonly string[]).includes(namespace)) return undefined
  return { namespace: namespace as ChainNamespace, reference, address }
}
