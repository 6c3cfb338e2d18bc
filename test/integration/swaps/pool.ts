/**
 * Reads the sandbox exchange's pools straight from the node and prices swaps with Uniswap V2's
 * formula, independently of the data service, so tests compare the service and the chain with it.
 */
import { createPublicClient, http, parseAbi, type Address, type PublicClient } from 'viem'
import type { SandboxNetwork } from '../../../sandbox/index.js'

const factoryAbi = parseAbi(['function getPair(address, address) view returns (address)'])
const pairAbi = parseAbi(['function getReserves() view returns (uint112, uint112, uint32)', 'function token0() view returns (address)'])

/** The native-currency placeholder of the convert API. */
export const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

export function exchangeOf(net: SandboxNetwork) {
  if (!net.exchange) throw new Error(`${net.name} has no sandbox exchange`)
  return net.exchange
}

export function nodeClient(net: SandboxNetwork): PublicClient {
  return createPublicClient({ transport: http(net.rpcUrls.default.http[0]) })
}

/** Reserves of the pool of `tokenIn`/`tokenOut` (WETH for the native currency), in that order. */
export async function reserves(net: SandboxNetwork, tokenIn: Address, tokenOut: Address): Promise<{ reserveIn: bigint; reserveOut: bigint }> {
  const client = nodeClient(net)
  const exchange = exchangeOf(net)
  const asPool = (t: Address) => (t.toLowerCase() === NATIVE ? exchange.weth.address : t)
  const pair = await client.readContract({ address: exchange.factory, abi: factoryAbi, functionName: 'getPair', args: [asPool(tokenIn), asPool(tokenOut)] })
  const [[r0, r1], token0] = await Promise.all([
    client.readContract({ address: pair, abi: pairAbi, functionName: 'getReserves' }),
    client.readContract({ address: pair, abi: pairAbi, functionName: 'token0' }),
  ])
  return token0.toLowerCase() === asPool(tokenIn).toLowerCase() ? { reserveIn: r0, reserveOut: r1 } : { reserveIn: r1, reserveOut: r0 }
}

/** x·y = k with the 0.3% fee on the input: what a V2 pool pays out for `amountIn`. */
export function amountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  const withFee = amountIn * 997n
  return (withFee * reserveOut) / (reserveIn * 1000n + withFee)
}
