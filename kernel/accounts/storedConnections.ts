import type { Storage } from '../storage/createStorage.js'
import type { StorageSchema } from '../storage/schema.js'
import type { CaipNetwork, ChainNamespace } from '../types/chain.js'
import type { Connection } from '../types/connector.js'

/** A connection as the `connections` storage key holds it (the network by its CAIP-2 id). */
export type StoredConnection = StorageSchema['connections'][number]

const same = (a: { namespace: ChainNamespace; connectorId: string }, namespace: ChainNamespace, connectorId: string) =>
  a.namespace === namespace && a.connectorId === connectorId

/** The stored shape of a live connection. */
export function toStoredConnection(connection: Connection): StoredConnection {
  return {
    connectorId: connection.connectorId,
    namespace: connection.namespace,
    accounts: connection.accounts.map((a) => ({ ...a })),
    ...(connection.caipNetwork ? { caipNetworkId: connection.caipNetwork.caipNetworkId } : {}),
    ...(connection.auth ? { auth: { ...connection.auth } } : {}),
  }
}

/** A stored connection as a `Connection`, its network looked up again among the configured ones. */
export function fromStoredConnection(stored: StoredConnection, networks: readonly CaipNetwork[]): Connection {
  const caipNetwork = stored.caipNetworkId ? networks.find((n) => n.caipNetworkId === stored.caipNetworkId) : undefined
  return {
    connectorId: stored.connectorId,
    namespace: stored.namespace,
    accounts: stored.accounts.map((a) => ({ ...a })),
    ...(caipNetwork ? { caipNetwork } : {}),
    ...(stored.auth ? { auth: { ...stored.auth } } : {}),
  }
}

/**
 * The `connections` key: every connection the visitor made and did not end (spec §3 "Browser
 * storage keys: connections"), live or not restored this time. Several per namespace when the
 * multiWallet feature is on. The start-up reconnects them; a deliberate disconnect or delete
 * removes one.
 */
export interface StoredConnections {
  list(): StoredConnection[]
  /** Writes the live connections, keeping the stored ones that are not live now. */
  save(live: readonly Connection[]): void
  remove(namespace: ChainNamespace, connectorId: string): void
}

/** The `connections` key of one instance's storage. */
export function storedConnections(storage: Storage): StoredConnections {
  const list = () => storage.get('connections') ?? []
  return {
    list,
    save(live) {
      const kept = list().filter((s) => !live.some((c) => same(c, s.namespace, s.connectorId)))
      storage.set('connections', [...live.map(toStoredConnection), ...kept])
    },
    remove(namespace, connectorId) {
      const current = list()
      const next = current.filter((s) => !same(s, namespace, connectorId))
      if (next.length !== current.length) storage.set('connections', next)
    },
  }
}
