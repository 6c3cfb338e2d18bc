import { buildApprovedNamespaces } from '@walletconnect/utils'
import type { ProposalTypes, SessionTypes } from '@walletconnect/types'
import type { PhoneWalletConfig } from '../config.js'

/** EVM methods the phone wallet answers (see answerRequest.ts). */
export const EVM_METHODS = ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_switchEthereumChain'] as const
/** Solana methods the phone wallet answers. */
export const SOLANA_METHODS = ['solana_signMessage'] as const
/** Bitcoin methods the phone wallet answers. */
export const BITCOIN_METHODS = ['signMessage'] as const
const EVM_EVENTS = ['accountsChanged', 'chainChanged']

/** Everything this wallet could approve: every sandbox chain of every namespace it holds keys for. */
export function supportedNamespaces(config: PhoneWalletConfig): Record<string, { chains: string[]; methods: string[]; events: string[]; accounts: string[] }> {
  const evmChains = config.evm.chains.map((c) => c.caipNetworkId)
  const namespaces: ReturnType<typeof supportedNamespaces> = {
    eip155: { chains: evmChains, methods: [...EVM_METHODS], events: EVM_EVENTS, accounts: evmChains.map((c) => `${c}:${config.evm.address}`) },
  }
  if (config.solana) {
    const { caipNetworkId, address } = config.solana
    namespaces.solana = { chains: [caipNetworkId], methods: [...SOLANA_METHODS], events: [], accounts: [`${caipNetworkId}:${address}`] }
  }
  if (config.bitcoin) {
    const { caipNetworkId, address } = config.bitcoin
    namespaces.bip122 = { chains: [caipNetworkId], methods: [...BITCOIN_METHODS], events: [], accounts: [`${caipNetworkId}:${address}`] }
  }
  return namespaces
}

/**
 * The namespaces to approve for a proposal: for each namespace it asks for, the requested chains
 * this sandbox has (with this wallet's account on each), and the requested methods and events this
 * wallet supports. Throws (WalletConnect's own message) when a required chain or method is missing.
 */
export function approvedNamespaces(config: PhoneWalletConfig, proposal: ProposalTypes.Struct): SessionTypes.Namespaces {
  return buildApprovedNamespaces({ proposal, supportedNamespaces: supportedNamespaces(config) })
}

/** Every chain a proposal mentions, required first, without repeats (what the page shows). */
export function requestedChains(proposal: Pick<ProposalTypes.Struct, 'requiredNamespaces' | 'optionalNamespaces'>): string[] {
  const chains: string[] = []
  for (const group of [proposal.requiredNamespaces, proposal.optionalNamespaces ?? {}]) {
    for (const [key, namespace] of Object.entries(group)) {
      for (const chain of key.includes(':') ? [key] : (namespace.chains ?? [])) if (!chains.includes(chain)) chains.push(chain)
    }
  }
  return chains
}
