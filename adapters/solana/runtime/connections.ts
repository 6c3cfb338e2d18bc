import { Connection, type Commitment } from '@solana/web3.js'
import { HatchError } from '../../../kernel/errors/HatchError.js'
import type { CaipNetwork } from '../../../kernel/types/chain.js'

/**
 * One web3.js `Connection` per network, against the network's own RPC URL (the host's, never a
 * default one). The PubSub endpoint is the network's `webSocket` URL when it has one; web3.js
 * would otherwise guess one (port + 1), so confirmation here polls signature status instead.
 */
export function createConnections(commitment: Commitment): (network: CaipNetwork) => Connection {
  const cache = new Map<string, Connection>()
  return (network) => {
    let connection = cache.get(network.caipNetworkId)
    if (!connection) {
      const url = network.rpcUrls.default.http[0]
      if (!url) throw new HatchError('NETWORK_NOT_FOUND', { details: `${network.caipNetworkId} has no RPC URL` })
      const ws = network.rpcUrls.default.webSocket?.[0]
      connection = new Connection(url, { commitment, ...(ws ? { wsEndpoint: ws } : {}) })
      cache.set(network.caipNetworkId, connection)
    }
    return connection
  }
}
