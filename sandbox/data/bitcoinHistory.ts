import { esploraGet, formatSats, type BitcoinChainBackend } from './bitcoinEsplora.js'
import type { HistoryTransaction, ImageUrl } from './history.js'
import type { PriceLookup } from './prices.js'
import { HttpError } from '../http/response.js'

interface EsploraOutput {
  scriptpubkey_address?: string
  value: number
}
interface EsploraTx {
  txid: string
  vin: { prevout: EsploraOutput | null; is_coinbase: boolean }[]
  vout: EsploraOutput[]
  status: { confirmed: boolean; block_time?: number }
}

/**
 * Every confirmed transaction of an address, newest first: Esplora's `/address/:a/txs/chain` pages
 * of 25, each after the last txid seen (its plain `/txs` stops at 50).
 */
async function allTransactionsOf(chain: BitcoinChainBackend, address: string): Promise<EsploraTx[]> {
  const all: EsploraTx[] = []
  for (;;) {
    const last = all[all.length - 1]
    const page = await esploraGet<EsploraTx[]>(chain, `/address/${encodeURIComponent(address)}/txs/chain${last ? `/${last.txid}` : ''}`)
    all.push(...page)
    if (page.length < 25) return all
  }
}

/**
 * One page of an address's Bitcoin history, newest first, from every page of the backend's
 * `/address/:a/txs/chain`.
 * Each transaction is one BTC transfer: `out` with what it paid to other addresses (change and fee
 * left out, as a wallet shows a payment), `in` with what the address received, or `self` when it
 * only paid itself (its net change, the fee). The cursor is the txid of the last item returned.
 */
export async function bitcoinHistoryPage(options: {
  chain: BitcoinChainBackend
  address: string
  cursor: string | undefined
  limit: number
  prices: PriceLookup
  imageUrl: ImageUrl
}): Promise<{ data: HistoryTransaction[]; next: string | null }> {
  const { chain, address } = options
  let txs = await allTransactionsOf(chain, address)
  if (options.cursor) {
    const at = txs.findIndex((tx) => tx.txid === options.cursor)
    if (at < 0) throw new HttpError(400, `Invalid cursor '${options.cursor}': pass the 'next' value of a previous page`)
    txs = txs.slice(at + 1)
  }
  const page = txs.slice(0, options.limit)
  const price = options.prices.get('BTC')
  const data = page.map((tx): HistoryTransaction => {
    const spent = tx.vin.reduce((sum, input) => sum + (input.prevout?.scriptpubkey_address === address ? BigInt(input.prevout.value) : 0n), 0n)
    const received = tx.vout.reduce((sum, out) => sum + (out.scriptpubkey_address === address ? BigInt(out.value) : 0n), 0n)
    const net = received - spent
    const paysOthers = tx.vout.some((out) => out.scriptpubkey_address !== address)
    const direction = spent > 0n ? (paysOthers ? 'out' : 'self') : 'in'
    const sender = tx.vin[0]?.prevout?.scriptpubkey_address ?? (tx.vin[0]?.is_coinbase ? 'coinbase' : 'unknown')
    const recipient =
      (direction === 'out' ? tx.vout.find((o) => o.scriptpubkey_address !== address) : tx.vout.find((o) => o.scriptpubkey_address === address))
        ?.scriptpubkey_address ?? address
    // A payment reads as what the recipients got, as wallets show it; the fee (inputs minus outputs) is not part of it.
    const paidOut = tx.vout.reduce((sum, out) => sum + (out.scriptpubkey_address !== address ? BigInt(out.value) : 0n), 0n)
    const moved = direction === 'out' ? paidOut : net < 0n ? -net : net
    const numeric = formatSats(moved)
    return {
      id: `${chain.caipNetworkId}:${tx.txid}`,
      metadata: {
        operationType: direction === 'in' ? 'receive' : 'send',
        hash: tx.txid,
        minedAt: new Date((tx.status.block_time ?? 0) * 1000).toISOString(),
        sentFrom: sender,
        sentTo: recipient,
        status: 'confirmed',
        nonce: 0,
        chain: chain.caipNetworkId,
        application: { name: null, icon_url: null },
      },
      transfers: [
        {
          fungible_info: { name: 'Bitcoin', symbol: 'BTC', icon: { url: options.imageUrl('token', 'token-btc') } },
          direction,
          quantity: { numeric },
          ...(price !== undefined ? { price, value: Number(numeric) * price } : {}),
        },
      ],
    }
  })
  const last = page[page.length - 1]
  return { data, next: txs.length > options.limit && last ? last.txid : null }
}
