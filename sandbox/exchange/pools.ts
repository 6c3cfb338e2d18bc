import { parseEther, parseUnits } from 'viem'

/** Which of the exchange's tokens a pool side holds. */
export type PoolToken = 'WETH' | 'USDC' | 'HTK'

/** One pool seeded at start: both sides in base units. */
export interface PoolSeed {
  a: PoolToken
  b: PoolToken
  amountA: bigint
  amountB: bigint
}

/**
 * The pools seeded on every chain, priced like the data service's default prices (ETH 3000 USD,
 * USDC 1 USD) and the Hatch Token at 0.50 USD. Deep enough for ordinary swaps, shallow enough that
 * a large one moves the price visibly (100 ETH per WETH pool).
 */
export const POOL_SEEDS: readonly PoolSeed[] = [
  { a: 'WETH', b: 'USDC', amountA: parseEther('100'), amountB: parseUnits('300000', 6) },
  { a: 'WETH', b: 'HTK', amountA: parseEther('100'), amountB: parseUnits('600000', 18) },
  { a: 'USDC', b: 'HTK', amountA: parseUnits('100000', 6), amountB: parseUnits('200000', 18) },
]

/** Total of one token the liquidity provider puts into the pools. */
export function seededTotal(token: PoolToken): bigint {
  return POOL_SEEDS.reduce((sum, p) => sum + (p.a === token ? p.amountA : 0n) + (p.b === token ? p.amountB : 0n), 0n)
}
