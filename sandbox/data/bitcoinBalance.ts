import type { TokenBalance } from './balance.js'
import { BTC_DECIMALS, esploraGet, formatSats, type BitcoinChainBackend } from './bitcoinEsplora.js'
import type { ImageUrl } from './history.js'
import type { PriceLookup } from './prices.js'

/**
 * An address's BTC on one Bitcoin network, read from the backend's UTXO set (confirmed and
 * unconfirmed, as Esplora lists them), shaped as the EVM balances are. Empty when it holds none.
 */
export async function bitcoinBalancesOn(chain: BitcoinChainBackend, address: string, prices: PriceLookup, imageUrl: ImageUrl): Promise<TokenBalance[]> {
  const utxos = await esploraGet<{ value: number }[]>(chain, `/address/${encodeURIComponent(address)}/utxo`)
  const sats = utxos.reduce((total, u) => total + BigInt(u.value), 0n)
  if (sats === 0n) return []
  const numeric = formatSats(sats)
  const price = prices.get('BTC') ?? 0
  return [
    {
      name: 'Bitcoin',
      symbol: 'BTC',
      chainId: chain.caipNetworkId,
      value: Number(numeric) * price,
      price,
      quantity: { decimals: String(BTC_DECIMALS), numeric },
      iconUrl: imageUrl('token', 'token-btc'),
    },
  ]
}
