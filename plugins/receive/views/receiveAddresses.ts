import type { HatchState } from '../../../kernel/index.js'

/** The addresses the active account receives on: one, or on Bitcoin a payment and an ordinal one. */
export interface ReceiveAddresses {
  namespace: HatchState['activeNamespace']
  /** The account's address (the payment address on Bitcoin). */
  main?: string
  /** Bitcoin's ordinal address, when the wallet gave one. */
  ordinal?: string
}

/** Reads the active account's receiving addresses from the state (spec §3: Bitcoin payment index 0, ordinal 1). */
export function selectReceiveAddresses(state: HatchState): ReceiveAddresses {
  const namespace = state.activeNamespace
  const account = namespace ? state.chains[namespace]?.account : undefined
  if (!namespace || !account?.address) return { namespace }
  if (namespace !== 'bip122') return { namespace, main: account.address }
  const connection = state.connections.find((c) => c.namespace === 'bip122' && c.connectorId === account.connectorId)
  const accounts = connection?.accounts ?? []
  const payment = accounts.find((a) => a.type === 'payment')?.address ?? account.address
  const ordinal = accounts.find((a) => a.type === 'ordinal')?.address
  return { namespace, main: payment, ...(ordinal && ordinal !== payment ? { ordinal } : {}) }
}
