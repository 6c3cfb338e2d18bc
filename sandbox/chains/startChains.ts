import { startAnvil, type AnvilNode } from './anvil.js'
import { CHAIN_DEFINITIONS, type ChainDefinition } from './definitions.js'
import { deploySandboxContracts, type DeployedContracts } from './deploy.js'
import type { SandboxAccount } from '../types.js'
import { deployExchange, type DeployedExchange } from '../exchange/deployExchange.js'

/** A started chain: its definition, node and deployed contracts. */
export interface RunningChain {
  definition: ChainDefinition
  node: AnvilNode
  contracts: DeployedContracts
  /** The Uniswap V2 exchange deployed and seeded on it (sandbox/exchange). */
  exchange: DeployedExchange
}

/** Options for {@link startChains}. */
export interface StartChainsOptions {
  accounts: SandboxAccount[]
  host?: string
  /** One port per chain, in {@link CHAIN_DEFINITIONS} order; missing or 0 = any free port. */
  ports?: number[]
  definitions?: readonly ChainDefinition[]
}

/**
 * Starts every chain in parallel and deploys the contracts on each. If any chain fails, the ones
 * that did start are stopped before the error is rethrown.
 */
export async function startChains(options: StartChainsOptions): Promise<RunningChain[]> {
  const definitions = options.definitions ?? CHAIN_DEFINITIONS
  const started: AnvilNode[] = []
  const results = await Promise.allSettled(
    definitions.map(async (definition, i) => {
      const anvilOptions = { chainId: definition.id, port: options.ports?.[i] ?? 0, ...(options.host ? { host: options.host } : {}) }
      const node = await startAnvil(anvilOptions)
      started.push(node)
      const contracts = await deploySandboxContracts(node.url, definition.id, options.accounts)
      const exchange = await deployExchange(node.url, definition.id, contracts.usdc, options.accounts)
      return { definition, node, contracts, exchange }
    }),
  )
  const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')
  if (failure) {
    await Promise.all(started.map((n) => n.stop()))
    throw failure.reason instanceof Error ? failure.reason : new Error(String(failure.reason))
  }
  return results.map((r) => (r as PromiseFulfilledResult<RunningChain>).value)
}
