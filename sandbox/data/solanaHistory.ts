import type { HistoryTransaction, HistoryTransfer, ImageUrl } from './history.js'
import type { PriceLookup } from './prices.js'
import { HttpError } from '../http/response.js'
import { formatBaseUnits, solanaRpc, SOLANA_ADDRESS, TOKEN_PROGRAM_ID, type SolanaChainBackend } from './solanaRpc.js'

interface SignatureInfo {
  signature: string
  slot: number
  blockTime: number | null
  err: unknown
}

interface TokenBalanceEntry {
  accountIndex: number
  mint: string
  owner?: string
  uiTokenAmount: { amount: string; decimals: number }
}

interface RpcTransaction {
  blockTime: number | null
  transaction: { signatures: string[]; message: { accountKeys: string[] } }
  meta: {
    err: unknown
    fee: number
    preBalances: number[]
    postBalances: number[]
    preTokenBalances?: TokenBalanceEntry[]
    postTokenBalances?: TokenBalanceEntry[]
  } | null
}

/**
 * Every signature that touched the owner or one of its SPL token accounts, newest first. An SPL
 * transfer into a token account that already exists names only that account, not its owner, so
 * the owner's own signature list alone would miss it. Lists are merged by slot; within a slot the
 * owner's own order comes first.
 */
async function signaturesOf(chain: SolanaChainBackend, owner: string): Promise<SignatureInfo[]> {
  const accounts = await solanaRpc<{ value: { pubkey: string }[] }>(chain, 'getTokenAccountsByOwner', [
    owner,
    { programId: TOKEN_PROGRAM_ID },
    { encoding: 'jsonParsed', commitment: 'confirmed' },
  ])
  const lists = await Promise.all(
    [owner, ...accounts.value.map((a) => a.pubkey)].map((address) => solanaRpc<SignatureInfo[]>(chain, 'getSignaturesForAddress', [address, { limit: 1000 }])),
  )
  const seen = new Set<string>()
  const merged = lists.flat().filter((info) => !seen.has(info.signature) && Boolean(seen.add(info.signature)))
  // Array.prototype.sort is stable: same-slot entries keep the order of the lists.
  return merged.sort((a, b) => b.slot - a.slot)
}

/**
 * One page of an owner's history on a Solana cluster, newest first, read from the RPC
 * (getSignaturesForAddress for the owner and its token accounts, then getTransaction for each).
 * Each transaction lists the owner's SOL change (fees excluded) and SPL token changes as
 * transfers; when the SOL only paid the rent of token accounts the transaction opened (a token
 * sent to a new holder), the token transfers come first and name the token's recipient. The
 * cursor is the last signature of the page.
 */
export async function solanaHistoryPage(options: {
  chain: SolanaChainBackend
  address: string
  cursor: string | undefined
  limit: number
  prices: PriceLookup
  imageUrl: ImageUrl
}): Promise<{ data: HistoryTransaction[]; next: string | null }> {
  const { chain, address } = options
  if (options.cursor !== undefined && !/^[1-9A-HJ-NP-Za-km-z]{64,88}$/.test(options.cursor)) {
    throw new HttpError(400, `Invalid cursor '${options.cursor}': pass the 'next' value of a previous page`)
  }
  let signatures = await signaturesOf(chain, address)
  if (options.cursor) {
    const at = signatures.findIndex((info) => info.signature === options.cursor)
    if (at < 0) throw new HttpError(400, `Invalid cursor '${options.cursor}': pass the 'next' value of a previous page`)
    signatures = signatures.slice(at + 1)
  }
  const page = signatures.slice(0, options.limit)
  const data = await Promise.all(
    page.map(async (info) => {
      const tx = await solanaRpc<RpcTransaction | null>(chain, 'getTransaction', [info.signature, { encoding: 'json', maxSupportedTransactionVersion: 0 }])
      return describe(chain, address, info, tx, options.prices, options.imageUrl)
    }),
  )
  const last = page[page.length - 1]
  return { data, next: signatures.length > options.limit && last ? last.signature : null }
}

function describe(
  chain: SolanaChainBackend,
  owner: string,
  info: SignatureInfo,
  tx: RpcTransaction | null,
  prices: PriceLookup,
  imageUrl: ImageUrl,
): HistoryTransaction {
  const keys = tx?.transaction.message.accountKeys ?? []
  const meta = tx?.meta
  const index = keys.indexOf(owner)
  const feePayer = keys[0] ?? owner
  const transfers: HistoryTransfer[] = []
  let counterparty: string | undefined
  /** SOL that only opened token accounts (their rent), as when a token goes to a new holder. */
  let rentOnly = false
  if (meta && index >= 0) {
    // The fee is not a transfer: add it back for the payer.
    const delta = BigInt(meta.postBalances[index] ?? 0) - BigInt(meta.preBalances[index] ?? 0) + (index === 0 ? BigInt(meta.fee) : 0n)
    if (delta !== 0n) {
      const numeric = formatBaseUnits(delta < 0n ? -delta : delta, 9)
      const price = prices.get('SOL')
      transfers.push({
        fungible_info: { name: 'Solana', symbol: 'SOL', icon: { url: imageUrl('token', 'token-sol') } },
        direction: delta < 0n ? 'out' : 'in',
        quantity: { numeric },
        ...(price !== undefined ? { price, value: Number(numeric) * price } : {}),
      })
      counterparty = keys.find(
        (key, i) =>
          i !== index && BigInt(meta.postBalances[i] ?? 0) - BigInt(meta.preBalances[i] ?? 0) > 0n === delta < 0n && key !== '11111111111111111111111111111111',
      )
      const funded = keys.map((_, i) => i).filter((i) => i !== index && BigInt(meta.postBalances[i] ?? 0) > BigInt(meta.preBalances[i] ?? 0))
      const opened = (i: number) =>
        (meta.postTokenBalances ?? []).some((b) => b.accountIndex === i) && !(meta.preTokenBalances ?? []).some((b) => b.accountIndex === i)
      rentOnly = delta < 0n && funded.length > 0 && funded.every(opened)
    }
  }
  const tokensFrom = transfers.length
  // Token changes are read by owner: a transfer into an existing token account never names its owner.
  if (meta) {
    for (const post of meta.postTokenBalances ?? []) {
      if (post.owner !== owner) continue
      const pre = (meta.preTokenBalances ?? []).find((p) => p.accountIndex === post.accountIndex)
      const change = BigInt(post.uiTokenAmount.amount) - BigInt(pre?.uiTokenAmount.amount ?? '0')
      if (change === 0n) continue
      const symbol = post.mint === chain.usdcMint ? 'USDC' : post.mint.slice(0, 4).toUpperCase()
      // The other side: the owner of a balance of the same mint that moved the opposite way.
      const other = (meta.postTokenBalances ?? []).find((entry) => {
        if (entry.mint !== post.mint || entry.owner === owner || !entry.owner) return false
        const before = (meta.preTokenBalances ?? []).find((p) => p.accountIndex === entry.accountIndex)
        const moved = BigInt(entry.uiTokenAmount.amount) - BigInt(before?.uiTokenAmount.amount ?? '0')
        return moved !== 0n && moved < 0n !== change < 0n
      })?.owner
      // The token's other side, not the token account whose rent was paid, is whom the owner dealt with.
      if (rentOnly && other) counterparty = other
      else counterparty ??= other
      transfers.push({
        fungible_info: {
          name: symbol === 'USDC' ? 'USD Coin' : `Token ${post.mint.slice(0, 4)}…`,
          symbol,
          icon: { url: imageUrl('token', `token-${symbol.toLowerCase()}`) },
        },
        direction: change < 0n ? 'out' : 'in',
        ...(other ? (change < 0n ? { sender: owner, recipient: other } : { sender: other, recipient: owner }) : {}),
        quantity: { numeric: formatBaseUnits(change < 0n ? -change : change, post.uiTokenAmount.decimals) },
      })
    }
  }
  // The token moved is what the transaction was for: it comes first, the rent of the account it opened after it.
  if (rentOnly && transfers.length > tokensFrom) transfers.push(...transfers.splice(0, tokensFrom))
  const directions = new Set(transfers.map((t) => t.direction))
  const operationType = directions.size > 1 ? 'trade' : directions.has('out') ? 'send' : directions.has('in') ? 'receive' : 'execute'
  return {
    id: `${chain.caipNetworkId}:${info.signature}`,
    metadata: {
      operationType,
      hash: info.signature,
      minedAt: new Date((tx?.blockTime ?? info.blockTime ?? 0) * 1000).toISOString(),
      sentFrom: directions.has('in') && counterparty ? counterparty : feePayer,
      sentTo: directions.has('out') && counterparty ? counterparty : owner,
      status: info.err === null && !meta?.err ? 'confirmed' : 'failed',
      nonce: 0,
      chain: chain.caipNetworkId,
      application: { name: null, icon_url: null },
    },
    transfers,
  }
}

/** Whether a path address is a Solana one (the data service then answers from a Solana cluster). */
export const isSolanaAddress = (value: string): boolean => SOLANA_ADDRESS.test(value)
