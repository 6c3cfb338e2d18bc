import { formatUnits } from 'viem'
import type { ChainIndexer, IndexedTransaction, IndexedTransfer } from './indexer.js'
import type { PriceLookup } from './prices.js'
import { HttpError } from '../http/response.js'

/** A transfer as the history endpoint returns it (spec §3 "Transaction" transfers). */
export interface HistoryTransfer {
  fungible_info?: { name: string; symbol: string; icon: { url: string } }
  nft_info?: { name: string; content: { preview: { url: string; content_type: string } }; flags: { is_spam: boolean } }
  direction: 'in' | 'out' | 'self'
  /** Who this transfer came from and went to (a token transfer's parties, not the contract called). */
  sender?: string
  recipient?: string
  quantity: { numeric: string }
  value?: number
  price?: number
}

/** A transaction as the history endpoint returns it (spec §3 "Transaction"). */
export interface HistoryTransaction {
  id: string
  metadata: {
    operationType: 'send' | 'receive' | 'trade' | 'mint' | 'deploy' | 'execute'
    hash: string
    minedAt: string
    sentFrom: string
    sentTo: string
    status: 'confirmed' | 'failed'
    nonce: number
    chain: string
    application: { name: string | null; icon_url: string | null }
  }
  transfers: HistoryTransfer[]
}

/** Builds image URLs for the catalogue's token/asset images. */
export type ImageUrl = (kind: 'token' | 'asset', id: string) => string

const ZERO = '0x0000000000000000000000000000000000000000'

function sortKey(tx: IndexedTransaction): [number, number, bigint, number] {
  return [tx.timestamp, tx.chainId, tx.blockNumber, tx.txIndex]
}

/** Newest first: timestamp, then chain id, block and position, all descending. */
function compareDesc(a: [number, number, bigint, number], b: [number, number, bigint, number]): number {
  for (let i = 0; i < 4; i++) {
    const x = a[i] as number | bigint
    const y = b[i] as number | bigint
    if (x !== y) return x > y ? -1 : 1
  }
  return 0
}

/** The opaque cursor: base64url of the last returned item's sort key. */
export function encodeCursor(tx: IndexedTransaction): string {
  return Buffer.from(sortKey(tx).map(String).join(':')).toString('base64url')
}

function decodeCursor(cursor: string): [number, number, bigint, number] {
  const parts = Buffer.from(cursor, 'base64url').toString('utf8').split(':')
  if (parts.length !== 4 || !parts.every((p) => /^\d+$/.test(p)))
    throw new HttpError(400, `Invalid cursor '${cursor}': pass the 'next' value of a previous page`)
  return [Number(parts[0]), Number(parts[1]), BigInt(parts[2] as string), Number(parts[3])]
}

/**
 * One page of an address's history across the given chains, newest first, with the cursor of
 * the next page (null on the last page).
 */
export async function historyPage(options: {
  address: string
  indexers: ChainIndexer[]
  cursor: string | undefined
  limit: number
  prices: PriceLookup
  imageUrl: ImageUrl
}): Promise<{ data: HistoryTransaction[]; next: string | null }> {
  const address = options.address.toLowerCase()
  await Promise.all(options.indexers.map((i) => i.sync()))
  const involved = (tx: IndexedTransaction): boolean =>
    tx.from === address ||
    tx.to === address ||
    tx.transfers.some((t) => t.from === address || t.to === address) ||
    tx.userOperations.some((op) => op.sender === address)
  let all = options.indexers.flatMap((indexer) => indexer.transactions.filter(involved).map((tx) => ({ tx, indexer })))
  all.sort((a, b) => compareDesc(sortKey(a.tx), sortKey(b.tx)))
  if (options.cursor) {
    const after = decodeCursor(options.cursor)
    all = all.filter(({ tx }) => compareDesc(after, sortKey(tx)) < 0)
  }
  const page = all.slice(0, options.limit)
  const data = await Promise.all(page.map(({ tx, indexer }) => describe(tx, indexer, address, options.prices, options.imageUrl)))
  const last = page[page.length - 1]
  return { data, next: all.length > options.limit && last ? encodeCursor(last.tx) : null }
}

async function describe(tx: IndexedTransaction, indexer: ChainIndexer, address: string, prices: PriceLookup, imageUrl: ImageUrl): Promise<HistoryTransaction> {
  const network = indexer.network
  const mine = tx.transfers.filter((t) => t.from === address || t.to === address)
  const transfers = await Promise.all(mine.map((t) => describeTransfer(t, indexer, address, prices, imageUrl)))
  const directions = new Set(transfers.map((t) => t.direction))
  let operationType: HistoryTransaction['metadata']['operationType'] = 'execute'
  if (tx.contractAddress) operationType = 'deploy'
  else if (mine.some((t) => t.from === ZERO && t.to === address)) operationType = 'mint'
  else if (directions.size > 1) operationType = 'trade'
  else if (directions.has('out') || directions.has('self')) operationType = 'send'
  else if (directions.has('in')) operationType = 'receive'
  // For a smart account its user operation is the transaction: sent from the account, to what it
  // paid (or the bundle's EntryPoint), its own nonce and outcome, not the bundler's.
  const operation = tx.userOperations.find((op) => op.sender === address)
  const paid = mine.find((t) => t.from === address)
  return {
    id: `${network.caipNetworkId}:${tx.hash}`,
    metadata: {
      operationType,
      hash: tx.hash,
      minedAt: new Date(tx.timestamp * 1000).toISOString(),
      sentFrom: operation ? operation.sender : tx.from,
      sentTo: (operation ? paid?.to : undefined) ?? tx.to ?? tx.contractAddress ?? ZERO,
      status: operation && !operation.success ? 'failed' : tx.status,
      nonce: operation ? operation.nonce : tx.nonce,
      chain: network.caipNetworkId,
      application: { name: null, icon_url: null },
    },
    transfers,
  }
}

async function describeTransfer(t: IndexedTransfer, indexer: ChainIndexer, address: string, prices: PriceLookup, imageUrl: ImageUrl): Promise<HistoryTransfer> {
  const direction = t.from === address && t.to === address ? 'self' : t.from === address ? 'out' : 'in'
  if (t.kind === 'erc721' && t.token) {
    const info = await indexer.token(t.token)
    return {
      nft_info: {
        name: `${info?.name ?? 'NFT'} #${t.amount}`,
        content: { preview: { url: imageUrl('token', `nft-${info?.symbol ?? 'nft'}-${t.amount}`), content_type: 'image/svg+xml' } },
        flags: { is_spam: indexer.isSpam(t.token) },
      },
      direction,
      sender: t.from,
      recipient: t.to,
      quantity: { numeric: '1' },
    }
  }
  const native = indexer.network.nativeCurrency
  const info = t.kind === 'native' ? native : await indexer.token(t.token as `0x${string}`)
  const symbol = info?.symbol ?? 'UNKNOWN'
  const numeric = formatUnits(t.amount, info?.decimals ?? 0)
  const price = prices.get(symbol)
  return {
    fungible_info: { name: info?.name ?? 'Unknown token', symbol, icon: { url: imageUrl('token', `token-${symbol.toLowerCase()}`) } },
    direction,
    sender: t.from,
    recipient: t.to,
    quantity: { numeric },
    ...(price !== undefined ? { price, value: Number(numeric) * price } : {}),
  }
}
