import type { CaipNetwork, ChainNamespace, PreferredAccountType } from './chain.js'

/** Connector kinds (spec §3). */
export type ConnectorType = 'AUTH' | 'MULTI_CHAIN' | 'ANNOUNCED' | 'INJECTED' | 'EXTERNAL' | 'WALLET_CONNECT'

/** A way to connect a wallet, as an adapter discovered it (spec §3 "Connector"). */
export interface Connector {
  id: string
  type: ConnectorType
  name: string
  chain: ChainNamespace
  chains?: readonly ChainNamespace[]
  imageUrl?: string
  imageId?: string
  explorerId?: string
  info?: { rdns?: string; icon?: string; uuid?: string }
}

/** An account inside a connection. Bitcoin accounts are typed payment (0) and ordinal (1). */
export interface ConnectionAccount {
  address: string
  type?: PreferredAccountType
  publicKey?: string
  path?: string
}

/** A live connection of a connector on one namespace (spec §3 "Connection"). */
export interface Connection {
  connectorId: string
  namespace: ChainNamespace
  accounts: ConnectionAccount[]
  caipNetwork?: CaipNetwork
  auth?: { name?: string; username?: string }
}

/** Status of a connection relative to the namespace's active connector (spec §4). */
export type ConnectionStatus = 'connected' | 'active' | 'disconnected'
