import type { ChainNamespace } from '../types/chain.js'
import type { Connection, ConnectionStatus } from '../types/connector.js'

/** A connection as `getConnections` lists it: the connection, its status (spec §4) and its wallet. */
export interface WalletConnection extends Connection {
  /** `connected`: the namespace's active wallet; `active`: live beside it; `disconnected`: stored, not live now. */
  status: ConnectionStatus
  /** The wallet's name and icon, when its connector is known on this page. */
  name?: string
  icon?: string
}

/** Which connection `switchConnection` and `deleteConnection` act on (a `WalletConnection` fits). */
export interface ConnectionTarget {
  namespace: ChainNamespace
  connectorId: string
  /** switchConnection: the account of the connection to make active (default: the wallet's first). */
  address?: string
}

/** The multi-wallet functions of spec §6 (host API of an instance). */
export interface MultiWalletApi {
  /** Every connection, of one namespace or all, with its status; the active ones first. */
  getConnections(namespace?: ChainNamespace): WalletConnection[]
  /** Makes a connection the active one of its namespace, by the rules of spec §4 "Switching a connection". */
  switchConnection(target: ConnectionTarget): Promise<void>
  /** Ends a connection; deleting the active one hands the namespace to another live wallet of it, if any. */
  deleteConnection(target: ConnectionTarget): Promise<void>
  /** Runs `listener` with the list each time a connection, its status or its accounts change. */
  subscribeConnections(listener: (connections: WalletConnection[]) => void): () => void
}
