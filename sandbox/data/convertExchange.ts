import { createPublicClient, erc20Abi, http, parseAbi, type PublicClient } from 'viem'
import { HttpError } from '../http/response.js'
import type { SandboxExchange, SandboxNetwork, SandboxTokenContract } from '../types.js'

/** The eip155 native-currency placeholder of the convert API (spec §9: it differs per namespace). */
export const NATIVE_TOKEN = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** Share of a pool's output reserve one swap may take before the service calls it illiquid. */
export const MAX_RESERVE_SHARE_PERCENT = 50n

/** The parts of Uniswap V2 the service calls (the router's and pair's own function names). */
export const routerAbi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
])
const factoryAbi = parseAbi(['function getPair(address, address) view returns (address)'])
const pairAbi = parseAbi(['function getReserves() view returns (uint112, uint112, uint32)', 'function token0() view returns (address)'])

/** A token the exchange trades, as the convert API lists it. */
export interface ExchangeToken extends SandboxTokenContract {
  /** The placeholder for the native currency, else the contract. */
  native: boolean
}

/** One chain's exchange, with a client on its node. */
export interface ChainExchange {
  network: SandboxNetwork
  exchange: SandboxExchange
  client: PublicClient
  tokens: ExchangeToken[]
}

const clients = new Map<string, PublicClient>()

/** The exchange of the network `caipNetworkId`, or a 400 naming the chains that have one. */
export function exchangeOn(networks: readonly SandboxNetwork[], caipNetworkId: string): ChainExchange {
  const network = networks.find((n) => n.caipNetworkId === caipNetworkId)
  const served = networks.filter((n) => n.exchange).map((n) => n.caipNetworkId)
  if (!network?.exchange) throw new HttpError(400, `Unsupported chainId '${caipNetworkId}': swaps are served on ${served.join(', ') || 'no chain'}`)
  const url = network.rpcUrls.default.http[0] as string
  let client = clients.get(url)
  if (!client) {
    client = createPublicClient({ transport: http(url) })
    clients.set(url, client)
  }
  const { exchange } = network
  const tokens: ExchangeToken[] = [
    { address: NATIVE_TOKEN, ...network.nativeCurrency, native: true },
    { ...network.contracts.usdc, native: false },
    { ...exchange.hatchToken, native: false },
  ]
  return { network, exchange, client, tokens }
}

/** Splits a CAIP-10 address (`eip155:713101:0xabc…`) into its chain and account. */
export function splitCaip10(value: string, field: string): { chain: string; address: `0x${string}` } {
  const match = /^(eip155:\d+):(0x[0-9a-fA-F]{40})$/.exec(value)
  if (!match) throw new HttpError(400, `Invalid ${field} '${value}': expected a CAIP-10 address like eip155:713101:0x…`)
  return { chain: match[1] as string, address: (match[2] as string).toLowerCase() as `0x${string}` }
}

/** A user address given as CAIP-10 or as a plain 0x address. */
export function userAddressOf(value: string): `0x${string}` {
  if (/^0x[0-9a-fA-F]{40}$/.test(value)) return value.toLowerCase() as `0x${string}`
  return splitCaip10(value, 'userAddress').address
}

/** The exchange token at `address`, or a 400 listing the tokens it trades. */
export function tokenOf(chain: ChainExchange, address: `0x${string}`, field: string): ExchangeToken {
  const found = chain.tokens.find((t) => t.address.toLowerCase() === address)
  if (!found)
    throw new HttpError(
      400,
      `Unknown token ${address} in ${field} on ${chain.network.caipNetworkId}: the exchange trades ${chain.tokens.map((t) => `${t.symbol} (${t.address})`).join(', ')}`,
    )
  return found
}

/** The contract a token trades as in the pools (the native currency as WETH). */
export function poolAddress(chain: ChainExchange, token: ExchangeToken): `0x${string}` {
  return token.native ? chain.exchange.weth.address : token.address
}

/** A priced route through the pools. */
export interface PricedRoute {
  path: `0x${string}`[]
  amounts: bigint[]
  /** Mid-price output minus the actual output, over the mid-price output, in parts per million (includes the 0.3% fee). */
  priceImpactPpm: bigint
}

async function reservesOf(chain: ChainExchange, a: `0x${string}`, b: `0x${string}`): Promise<[bigint, bigint] | undefined> {
  const pair = await chain.client.readContract({ address: chain.exchange.factory, abi: factoryAbi, functionName: 'getPair', args: [a, b] })
  if (/^0x0{40}$/.test(pair)) return undefined
  const [[r0, r1], token0] = await Promise.all([
    chain.client.readContract({ address: pair, abi: pairAbi, functionName: 'getReserves' }),
    chain.client.readContract({ address: pair, abi: pairAbi, functionName: 'token0' }),
  ])
  return token0.toLowerCase() === a.toLowerCase() ? [r0, r1] : [r1, r0]
}

/**
 * Prices `amount` of `from` in `to` with the router's `getAmountsOut` on the node, over the direct
 * pool or, when there is none, through WETH. 422 when no pool connects them or the swap would take
 * more than {@link MAX_RESERVE_SHARE_PERCENT}% of a pool's output reserve.
 */
export async function priceRoute(chain: ChainExchange, from: ExchangeToken, to: ExchangeToken, amount: bigint): Promise<PricedRoute> {
  if (from.address === to.address) throw new HttpError(400, `from and to are the same token (${from.symbol}): pick two different tokens`)
  if (amount <= 0n) throw new HttpError(400, 'amount must be greater than 0')
  const a = poolAddress(chain, from)
  const b = poolAddress(chain, to)
  const weth = chain.exchange.weth.address
  const direct = await reservesOf(chain, a, b)
  const path = direct ? [a, b] : [a, weth, b]
  const hops: [bigint, bigint][] = []
  for (let i = 0; i + 1 < path.length; i++) {
    const reserves = i === 0 && direct ? direct : await reservesOf(chain, path[i] as `0x${string}`, path[i + 1] as `0x${string}`)
    if (!reserves || reserves[0] === 0n || reserves[1] === 0n)
      throw new HttpError(422, `Insufficient liquidity: no pool trades ${from.symbol} for ${to.symbol} on ${chain.network.caipNetworkId}`)
    hops.push(reserves)
  }
  const amounts = [
    ...(await chain.client.readContract({ address: chain.exchange.router, abi: routerAbi, functionName: 'getAmountsOut', args: [amount, path] })),
  ]
  hops.forEach(([, reserveOut], i) => {
    const out = amounts[i + 1] as bigint
    if (out * 100n > reserveOut * MAX_RESERVE_SHARE_PERCENT) {
      const symbol = i + 1 === hops.length ? to.symbol : 'WETH'
      const decimals = i + 1 === hops.length ? to.decimals : 18
      throw new HttpError(
        422,
        `Insufficient liquidity: this swap would take ${(out * 1000n) / reserveOut / 10n}.${((out * 1000n) / reserveOut) % 10n}% of the pool's ${formatPlain(reserveOut, decimals)} ${symbol} (at most ${MAX_RESERVE_SHARE_PERCENT}% per swap); swap a smaller amount`,
      )
    }
  })
  const mid = hops.reduce((value, [reserveIn, reserveOut]) => (value * reserveOut) / reserveIn, amount * 10n ** 18n)
  const actual = (amounts[amounts.length - 1] as bigint) * 10n ** 18n
  const priceImpactPpm = mid === 0n ? 0n : ((mid - actual) * 1_000_000n) / mid
  return { path, amounts, priceImpactPpm }
}

/** The router's allowance over `owner`'s `token` (the whole uint256 range for the native currency, which needs none). */
export async function routerAllowance(chain: ChainExchange, token: ExchangeToken, owner: `0x${string}`): Promise<bigint> {
  if (token.native) return 2n ** 256n - 1n
  return chain.client.readContract({ address: token.address, abi: erc20Abi, functionName: 'allowance', args: [owner, chain.exchange.router] })
}

/** A decimal string of base units, without grouping (for messages). */
export function formatPlain(units: bigint, decimals: number): string {
  const whole = units / 10n ** BigInt(decimals)
  const fraction = (units % 10n ** BigInt(decimals)).toString().padStart(decimals, '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : `${whole}`
}

/**
 * The USD price of an exchange token from its pool against USDC (USDC priced by the price table),
 * for tokens the price table does not know; undefined when it cannot be priced.
 */
export async function poolPriceUsd(chain: ChainExchange, token: ExchangeToken, usdcPrice: number): Promise<number | undefined> {
  const usdc = chain.network.contracts.usdc
  const reserves = await reservesOf(chain, poolAddress(chain, token), usdc.address)
  if (!reserves || reserves[0] === 0n) return undefined
  // USDC per token, from whole-token reserves; a float is fine for a displayed price, never for a balance.
  const perToken = Number(formatPlain(reserves[1], usdc.decimals)) / Number(formatPlain(reserves[0], token.decimals))
  return perToken * usdcPrice
}
