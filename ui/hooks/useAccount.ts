import type { AccountStatus, HatchState } from '../../kernel/types/state.js'
import type { CaipAddress, ChainNamespace } from '../../kernel/types/chain.js'
import { useHatchState } from './useHatchState.js'

/** What {@link useAccount} returns. */
export interface AccountInfo {
  /** The namespace this account belongs to (the active one unless one was asked for). */
  namespace: ChainNamespace | undefined
  address: string | undefined
  caipAddress: CaipAddress | undefined
  status: AccountStatus
  isConnected: boolean
  /** Native balance as a decimal string, when known. */
  balance: string | undefined
  balanceSymbol: string | undefined
  profileName: string | undefined
  profileImage: string | undefined
  connectorId: string | undefined
  /** Name and icon of the connected wallet, when known. */
  walletInfo: { name?: string; icon?: string } | undefined
}

/** Picks the account of `namespace` (default: the active namespace) from the state. */
export function selectAccount(state: HatchState, namespace?: ChainNamespace): AccountInfo {
  const ns = namespace ?? state.activeNamespace
  const account = ns ? state.chains[ns]?.account : undefined
  const status = account?.status ?? 'disconnected'
  return {
    namespace: ns,
    address: account?.address,
    caipAddress: account?.caipAddress,
    status,
    isConnected: status === 'connected' && Boolean(account?.address),
    balance: account?.balance,
    balanceSymbol: account?.balanceSymbol,
    profileName: account?.profileName ?? undefined,
    profileImage: account?.profileImage ?? undefined,
    connectorId: account?.connectorId,
    walletInfo: account?.connectedWalletInfo,
  }
}

/**
 * The connected account of a namespace (default: the active one). Re-renders only when one of
 * the returned fields changes.
 *
 * @example
 * ```tsx
 * const { address, isConnected } = useAccount()
 * ```
 */
export function useAccount(namespace?: ChainNamespace): AccountInfo {
  return useHatchState((state) => selectAccount(state, namespace))
}
