import { ChainIndexer } from './indexer.js'
import { IdentityStore } from './identity.js'
import { NameStore } from './names.js'
import { EmailCaptureStore } from './emailCaptures.js'
import { PriceTable } from './prices.js'
import type { BitcoinChainBackend } from './bitcoinEsplora.js'
import type { SolanaChainBackend } from './solanaRpc.js'
import type { SandboxNetwork } from '../types.js'

/** Mutable state of the blockchain data service, shared with the sandbox API. */
export class DataState {
  readonly prices = new PriceTable()
  readonly identities = new IdentityStore()
  /** Names behind `/v1/profile/account/{name}` and `/v1/profile/reverse/{address}` (seeded on first use). */
  readonly names = new NameStore()
  /** E-mail addresses left through DataCapture (`POST /v1/email-capture`), read back by tests through the admin service. */
  readonly emailCaptures = new EmailCaptureStore()
  /** CAIP-2 ids of non-EVM chains added by later sandbox modules (listed by supported-chains). */
  readonly extraChains: string[] = []
  /** Bitcoin networks whose balances and history are served, by CAIP-2 id (added by the bitcoin extension). */
  readonly bitcoinChains = new Map<string, BitcoinChainBackend>()
  /** Solana clusters whose balances and history are served, by CAIP-2 id (added by the solana extension). */
  readonly solanaChains = new Map<string, SolanaChainBackend>()
  private networkList: SandboxNetwork[] = []
  private readonly indexers = new Map<number, ChainIndexer>()

  get networks(): readonly SandboxNetwork[] {
    return this.networkList
  }

  /** Sets the EVM networks once the chains are up (the server may start before them). */
  setNetworks(networks: SandboxNetwork[]): void {
    this.networkList = networks
    this.indexers.clear()
    for (const network of networks) this.indexers.set(network.id, new ChainIndexer(network))
  }

  network(caipNetworkId: string): SandboxNetwork | undefined {
    return this.networkList.find((n) => n.caipNetworkId === caipNetworkId)
  }

  indexer(chainId: number): ChainIndexer {
    const indexer = this.indexers.get(chainId)
    if (!indexer) throw new Error(`No indexer for chain ${chainId}`)
    return indexer
  }
}
