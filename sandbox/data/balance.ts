import { createPublicClient, erc20Abi, formatUnits, http } from 'viem'
import type { PriceLookup } from './prices.js'
import type { ImageUrl } from './history.js'
import type { SandboxNetwork } from '../types.js'
import { exchangeOn, poolPriceUsd } from './convertExchange.js'

/** A balance as `/v1/account/{address}/balance` returns it (spec §3 "Token balance"). */
export interface TokenBalance {
  name: string
  symbol: string
  /** CAIP-2 id, e.g. `eip155:713101`. */
  chainId: string
  /** CAIP-10 token address; absent for the native currency. */
  address?: string
  /** USD value of the holding. */
  value: number
  /** USD price of one token. */
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

/**
 * Reads an address's holdings on one chain straight from the node: the native currency, USDC and
 * the NFT collection (which, like the real service's low-quality tokens, has decimals '0').
 * Zero holdings are left out.
 */
export async function balancesOn(network: SandboxNetwork, address: `0x${string}`, prices: PriceLookup, imageUrl: ImageUrl): Promise<TokenBalance[]> {
  const client = createPublicClient({ transport: http(network.rpcUrls.default.http[0]) })
  const { usdc, nft } = network.contracts
  const [native, usdcUnits, nftCount] = await Promise.all([
    client.getBalance({ address }),
    client.readContract({ address: usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] }),
    client.readContract({ address: nft.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] }),
  ])
  const entry = (name: string, symbol: string, decimals: number, units: bigint, token?: string): TokenBalance => {
    const numeric = formatUnits(units, decimals)
    const price = prices.get(symbol) ?? 0
    return {
      name,
      symbol,
      chainId: network.caipNetworkId,
      ...(token ? { address: `${network.caipNetworkId}:${token}` } : {}),
      value: Number(numeric) * price,
      price,
      quantity: { decimals: String(decimals), numeric },
      iconUrl: imageUrl('token', `token-${symbol.toLowerCase()}`),
    }
  }
  const out: TokenBalance[] = []
  if (native > 0n) out.push(entry(network.nativeCurrency.name, network.nativeCurrency.symbol, network.nativeCurrency.decimals, native))
  if (usdcUnits > 0n) out.push(entry(usdc.name, usdc.symbol, usdc.decimals, usdcUnits, usdc.address))
  if (nftCount > 0n) out.push(entry(nft.name, nft.symbol, 0, nftCount, nft.address))
  // The exchange's second token (a swap can buy it), priced from its pool against USDC.
  const hatch = network.exchange?.hatchToken
  const hatchUnits = hatch ? await client.readContract({ address: hatch.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] }) : 0n
  if (hatch && hatchUnits > 0n) {
    const chain = exchangeOn([network], network.caipNetworkId)
    const token = chain.tokens.find((t) => t.address === hatch.address)
    const price = token ? await poolPriceUsd(chain, token, prices.get(usdc.symbol) ?? 1) : undefined
    const row = entry(hatch.name, hatch.symbol, hatch.decimals, hatchUnits, hatch.address)
    out.push(price === undefined ? row : { ...row, price, value: Number(row.quantity.numeric) * price })
  }
  return out
}
