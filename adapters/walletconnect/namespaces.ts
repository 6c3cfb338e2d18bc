import type { CaipNetwork, ChainNamespace } from '../../kernel/types/chain.js'
import { walletConnectNamespaces } from './constants.js'

/** A namespace of a session proposal, as `@walletconnect/universal-provider` takes it. */
export interface ProposalNamespace {
  chains: string[]
  methods: string[]
  events: string[]
  rpcMap: Record<string, string>
}

/** The wallet methods asked for per namespace; read calls stay on the network's RPC, never the wallet. */
export const namespaceMethods: Record<WalletConnectNamespace, { methods: string[]; events: string[] }> = {
  eip155: {
    methods: ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_switchEthereumChain', 'wallet_addEthereumChain'],
    events: ['accountsChanged', 'chainChanged'],
  },
  solana: { methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'], events: [] },
  bip122: { methods: ['signMessage', 'sendTransfer', 'signPsbt', 'getAccountAddresses'], events: ['bip122_addressesChanged'] },
}

/** A namespace WalletConnect serves here. */
export type WalletConnectNamespace = (typeof walletConnectNamespaces)[number]

/** True for eip155, solana and bip122. */
export function isWalletConnectNamespace(namespace: string): namespace is WalletConnectNamespace {
  return (walletConnectNamespaces as readonly string[]).includes(namespace)
}

/** The chain reference of a network: `31337` of `eip155:31337`. */
export const referenceOf = (caipNetworkId: string): string => caipNetworkId.slice(caipNetworkId.indexOf(':') + 1)

/**
 * The provider's rpcMap for a namespace. The eip155 provider looks chains up by reference
 * (`'31337'`), the generic one (solana, bip122) by CAIP-2 id; without an entry it falls back to
 * the vendor's RPC host, so every network gets both keys (docs/stand-ins.md).
 */
export function buildRpcMap(networks: readonly CaipNetwork[]): Record<string, string> {
  const map: Record<string, string> = {}
  for (const network of networks) {
    const url = network.rpcUrls.default.http[0]
    if (!url) continue
    for (const id of [network.caipNetworkId, network.deprecatedCaipNetworkId]) {
      if (!id) continue
      map[id] = url
      map[referenceOf(id)] = url
    }
  }
  return map
}

/**
 * The optional namespaces of a proposal: one per served namespace the host configured networks
 * for, with those networks' chains, the wallet methods and events, and the rpcMap.
 */
export function buildOptionalNamespaces(networks: readonly CaipNetwork[]): Partial<Record<WalletConnectNamespace, ProposalNamespace>> {
  const result: Partial<Record<WalletConnectNamespace, ProposalNamespace>> = {}
  for (const namespace of walletConnectNamespaces) {
    const own = networks.filter((n) => n.chainNamespace === namespace)
    if (own.length === 0) continue
    result[namespace] = {
      chains: own.map((n) => n.caipNetworkId),
      methods: [...namespaceMethods[namespace].methods],
      events: [...namespaceMethods[namespace].events],
      rpcMap: buildRpcMap(own),
    }
  }
  return result
}

// In constants.ts: the adapter's descriptor needs it before the click, the rest of this file only its runtime.
export { servedNamespaces } from './constants.js'

/** What one namespace of an approved session gives the kernel. */
export interface NamespaceAccounts {
  namespace: ChainNamespace
  /** The chain of the first account, as the configured network's `id` when it is configured. */
  chainId: number | string
  caipNetworkId: string
  /** The chain exactly as the session names it (requests must use this one). */
  chain: string
  addresses: string[]
}

/**
 * Reads the accounts of an approved session (`namespaces[ns].accounts`, CAIP-10) per namespace.
 * A chain is matched to a configured network by CAIP-2 id or Solana's deprecated id; the first
 * account whose chain is the namespace's current network wins, else the first account.
 */
export function sessionAccounts(
  sessionNamespaces: Readonly<Record<string, { accounts?: readonly string[] }>>,
  networks: readonly CaipNetwork[],
  current: Partial<Record<ChainNamespace, string>> = {},
): NamespaceAccounts[] {
  const result: NamespaceAccounts[] = []
  for (const namespace of walletConnectNamespaces) {
    const parsed = (sessionNamespaces[namespace]?.accounts ?? [])
      .map((account) => {
        const last = account.lastIndexOf(':')
        return { chain: account.slice(0, last), address: account.slice(last + 1) }
      })
      .filter((a) => a.chain.startsWith(`${namespace}:`) && a.address.length > 0)
    if (parsed.length === 0) continue
    const networkOf = (chain: string) => networks.find((n) => n.caipNetworkId === chain || n.deprecatedCaipNetworkId === chain)
    const preferred = parsed.find((a) => networkOf(a.chain)?.caipNetworkId === current[namespace]) ?? parsed.find((a) => networkOf(a.chain)) ?? parsed[0]!
    const network = networkOf(preferred.chain)
    const addresses = [...new Set(parsed.filter((a) => a.chain === preferred.chain).map((a) => a.address))]
    result.push({
      namespace,
      chainId: network ? network.id : referenceOf(preferred.chain),
      caipNetworkId: network ? network.caipNetworkId : preferred.chain,
      chain: preferred.chain,
      addresses,
    })
  }
  return result
}
