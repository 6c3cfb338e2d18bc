import type { ChainNamespace, PreferredAccountType } from '../types/chain.js'
import { defaultPreferredAccountTypes } from '../types/chain.js'
import type { AccountState, ChainState } from '../types/state.js'

/** A disconnected account with the namespace's default preferred account type. */
export function initialAccountState(namespace: ChainNamespace, preferred?: PreferredAccountType): AccountState {
  const preferredAccountType = preferred ?? defaultPreferredAccountTypes[namespace]
  return {
    currentTab: 0,
    status: 'disconnected',
    addressLabels: {},
    ...(preferredAccountType ? { preferredAccountType } : {}),
  }
}

/**
 * The account-reset rule of spec §4: every account field cleared, status disconnected, connector
 * id removed; the preferred account type is kept (the previous one, or the namespace default).
 */
export function resetAccountState(namespace: ChainNamespace, previous: AccountState | undefined): AccountState {
  return initialAccountState(namespace, previous?.preferredAccountType)
}

/** An empty chain slot for a namespace. */
export function initialChainState(namespace: ChainNamespace): ChainState {
  return {
    account: initialAccountState(namespace),
    network: { requestedCaipNetworks: [], approvedCaipNetworkIds: [], supportsAllNetworks: true, smartAccountEnabledNetworks: [] },
  }
}
