import { createPublicClient, http, erc20Abi, hexToBigInt, type Hex, type PublicClient } from 'viem'
import type { SandboxNetwork } from '../types.js'
import { internalTransfers, userOperationsOf, type CallFrame, type IndexedUserOperation } from './internalTransfers.js'

const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

/** One value movement inside a transaction. */
export interface IndexedTransfer {
  kind: 'native' | 'erc20' | 'erc721'
  /** Token contract (absent for native). */
  token?: `0x${string}`
  from: `0x${string}`
  to: `0x${string}`
  /** Amount in base units (erc721: the token id). */
  amount: bigint
}

/** A mined transaction as the indexer keeps it. */
export interface IndexedTransaction {
  chainId: number
  hash: Hex
  blockNumber: bigint
  txIndex: number
  /** Block timestamp in seconds. */
  timestamp: number
  from: `0x${string}`
  to: `0x${string}` | null
  contractAddress: `0x${string}` | null
  status: 'confirmed' | 'failed'
  nonce: number
  transfers: IndexedTransfer[]
  /** The ERC-4337 user operations it carried (a bundle's `handleOps`), else empty. */
  userOperations: IndexedUserOperation[]
}

/** Token metadata used to describe transfers. */
export interface TokenInfo {
  name: string
  symbol: string
  decimals: number
}

interface RpcReceipt {
  transactionHash: Hex
  status: Hex
  contractAddress: `0x${string}` | null
  logs: { address: `0x${string}`; topics: Hex[]; data: Hex }[]
}

const topicAddress = (topic: Hex | undefined): `0x${string}` => `0x${(topic ?? '').slice(26)}`.toLowerCase() as `0x${string}`

/**
 * Indexes one chain's blocks (native transfers, the ETH contracts move inside a transaction (from
 * the node's call traces), ERC20/ERC721 Transfer logs and ERC-4337 user operations) on demand:
 * `sync()` reads every block mined since the last call, so history is always current without
 * a polling loop. Concurrent syncs share one run.
 */
export class ChainIndexer {
  readonly transactions: IndexedTransaction[] = []
  private nextBlock = 0n
  private running: Promise<void> | undefined
  private queued: Promise<void> | undefined
  private readonly client: PublicClient
  private readonly tokens = new Map<string, TokenInfo | null>()

  constructor(readonly network: SandboxNetwork) {
    this.client = createPublicClient({ transport: http(network.rpcUrls.default.http[0]) })
    const { usdc, nft, spamNft } = network.contracts
    this.tokens.set(usdc.address.toLowerCase(), usdc)
    this.tokens.set(nft.address.toLowerCase(), nft)
    this.tokens.set(spamNft.address.toLowerCase(), spamNft)
  }

  /**
   * Whether a token contract is spam, as the service classifies it: the sandbox's "airdrop"
   * collection (anyone may mint it to anyone) is; every other contract is not.
   */
  isSpam(token: `0x${string}` | undefined): boolean {
    return token !== undefined && token.toLowerCase() === this.network.contracts.spamNft.address.toLowerCase()
  }

  /**
   * Reads all blocks up to the chain head. A call made while a run is under way waits for one more
   * run after it: the head that run read may predate a transaction the caller just had mined.
   */
  sync(): Promise<void> {
    if (this.running) {
      const again = () => {
        this.queued = undefined
        return this.sync()
      }
      this.queued ??= this.running.then(again, again)
      return this.queued
    }
    this.running = this.run().finally(() => {
      this.running = undefined
    })
    return this.running
  }

  /** Metadata of a token contract (read from the chain once, null when it is not a token). */
  async token(address: `0x${string}`): Promise<TokenInfo | null> {
    const key = address.toLowerCase()
    if (this.tokens.has(key)) return this.tokens.get(key) ?? null
    let info: TokenInfo | null
    try {
      const [name, symbol, decimals] = await Promise.all([
        this.client.readContract({ address, abi: erc20Abi, functionName: 'name' }),
        this.client.readContract({ address, abi: erc20Abi, functionName: 'symbol' }),
        this.client.readContract({ address, abi: erc20Abi, functionName: 'decimals' }).catch(() => 0),
      ])
      info = { name, symbol, decimals }
    } catch {
      info = null
    }
    this.tokens.set(key, info)
    return info
  }

  private async run(): Promise<void> {
    const head = await this.client.getBlockNumber({ cacheTime: 0 })
    while (this.nextBlock <= head) {
      const end = this.nextBlock + 31n > head ? head : this.nextBlock + 31n
      const numbers: bigint[] = []
      for (let n = this.nextBlock; n <= end; n++) numbers.push(n)
      const blocks = await Promise.all(numbers.map((n) => this.readBlock(n)))
      for (const txs of blocks) this.transactions.push(...txs)
      this.nextBlock = end + 1n
    }
  }

  /**
   * The call trace of each transaction in a block, by hash: only blocks where a contract runs are
   * traced (a plain transfer moves nothing inside).
   */
  private async traces(number: bigint, runsCode: boolean): Promise<Map<Hex, CallFrame>> {
    if (!runsCode) return new Map()
    const traced = (await this.client.request({
      method: 'debug_traceBlockByNumber' as 'eth_getBlockByNumber',
      params: [`0x${number.toString(16)}`, { tracer: 'callTracer' }] as never,
    })) as unknown as { txHash: Hex; result: CallFrame }[]
    return new Map(traced.map((t) => [t.txHash, t.result]))
  }

  private async readBlock(number: bigint): Promise<IndexedTransaction[]> {
    const [block, receipts] = await Promise.all([
      this.client.getBlock({ blockNumber: number, includeTransactions: true }),
      this.client.request({ method: 'eth_getBlockReceipts' as 'eth_getBlockByNumber', params: [`0x${number.toString(16)}`] as never }) as unknown as Promise<
        RpcReceipt[]
      >,
    ])
    const traces = await this.traces(
      number,
      block.transactions.some((tx) => !tx.to || tx.input !== '0x'),
    )
    return block.transactions.map((tx, txIndex) => {
      const receipt = receipts.find((r) => r.transactionHash === tx.hash)
      const from = tx.from.toLowerCase() as `0x${string}`
      const to = (tx.to?.toLowerCase() ?? null) as `0x${string}` | null
      const userOperations = userOperationsOf(receipt?.logs ?? [])
      const transfers: IndexedTransfer[] = []
      if (tx.value > 0n && to) transfers.push({ kind: 'native', from, to, amount: tx.value })
      const trace = traces.get(tx.hash)
      if (trace && receipt?.status === '0x1') transfers.push(...internalTransfers(trace, userOperations))
      for (const log of receipt?.logs ?? []) {
        if (log.topics[0] !== TRANSFER_TOPIC) continue
        const token = log.address.toLowerCase() as `0x${string}`
        if (log.topics.length === 3)
          transfers.push({
            kind: 'erc20',
            token,
            from: topicAddress(log.topics[1]),
            to: topicAddress(log.topics[2]),
            amount: log.data === '0x' ? 0n : hexToBigInt(log.data),
          })
        if (log.topics.length === 4)
          transfers.push({
            kind: 'erc721',
            token,
            from: topicAddress(log.topics[1]),
            to: topicAddress(log.topics[2]),
            amount: hexToBigInt(log.topics[3] as Hex),
          })
      }
      return {
        chainId: this.network.id,
        hash: tx.hash,
        blockNumber: number,
        txIndex,
        timestamp: Number(block.timestamp),
        from,
        to,
        contractAddress: (receipt?.contractAddress?.toLowerCase() ?? null) as `0x${string}` | null,
        status: receipt?.status === '0x1' ? 'confirmed' : 'failed',
        nonce: tx.nonce,
        transfers,
        userOperations,
      }
    })
  }
}
