import type { PriceLookup } from './prices.js'
import type { ImageUrl } from './history.js'
import { exchangeOn, poolPriceUsd } from './convertExchange.js'
import type { SandboxNetwork } from '../types.js'

/** A priced token as `/v1/fungible/price` lists it. */
export interface Fungible {
  name: string
  symbol: string
  iconUrl: string
  price: number
}

/**
 * Prices of the exchange's own tokens among `addresses` (CAIP-10), which the price table does not
 * list by address: WETH at the native currency's price, the Hatch Token from its pool against USDC
 * (so a swap that moves the pool moves the price). Other addresses are left to the table.
 */
export async function exchangeTokenPrices(
  networks: readonly SandboxNetwork[],
  addresses: string[],
  prices: PriceLookup,
  imageUrl: ImageUrl,
): Promise<Fungible[]> {
  const out: Fungible[] = []
  for (const caip of addresses) {
    const parts = caip.split(':')
    const network = networks.find((n) => n.caipNetworkId === `${parts[0]}:${parts[1]}`)
    const exchange = network?.exchange
    const token = (parts[2] ?? '').toLowerCase()
    if (!network || !exchange) continue
    const iconUrl = (symbol: string) => imageUrl('token', `token-${symbol.toLowerCase()}`)
    if (token === exchange.weth.address.toLowerCase()) {
      const price = prices.get(network.nativeCurrency.symbol)
      if (price !== undefined) out.push({ name: exchange.weth.name, symbol: exchange.weth.symbol, iconUrl: iconUrl(exchange.weth.symbol), price })
    } else if (token === exchange.hatchToken.address.toLowerCase()) {
      const chain = exchangeOn(networks, network.caipNetworkId)
      const hatch = chain.tokens.find((t) => t.address.toLowerCase() === token)
      const price = hatch ? await poolPriceUsd(chain, hatch, prices.get(network.contracts.usdc.symbol) ?? 1) : undefined
      if (price !== undefined)
        out.push({ name: exchange.hatchToken.name, symbol: exchange.hatchToken.symbol, iconUrl: iconUrl(exchange.hatchToken.symbol), price })
    }
  }
  return out
}
