import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Abi, Hex } from 'viem'
import type { ContractArtifact } from '../chains/deploy.js'

/** The contracts of the sandbox exchange, as published or compiled. */
export interface ExchangeArtifacts {
  factory: ContractArtifact
  router: ContractArtifact
  weth: ContractArtifact
  pair: ContractArtifact
  /** The second ERC20 (`sandbox/contracts/SandboxHatchToken.sol`, built like SandboxUSDC). */
  hatchToken: ContractArtifact
}

const require = createRequire(import.meta.url)

/** One build file of a published Uniswap package (`abi` + `bytecode`, with or without 0x). */
function published(specifier: string): ContractArtifact {
  const file = require.resolve(specifier)
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { abi?: Abi; bytecode?: string }
  if (!parsed.abi || !parsed.bytecode) throw new Error(`${specifier} has no abi or bytecode`)
  const bytecode = (parsed.bytecode.startsWith('0x') ? parsed.bytecode : `0x${parsed.bytecode}`) as Hex
  return { abi: parsed.abi, bytecode }
}

/**
 * Reads the exchange's contracts: Uniswap V2 core (factory, pair) and periphery (Router02, WETH9)
 * straight from the published npm artifacts `@uniswap/v2-core` and `@uniswap/v2-periphery`, never
 * recompiled: the router computes pair addresses from the pair's init-code hash, which holds only
 * for the published pair bytecode. The Hatch Token comes from `sandbox/contracts/artifacts.json`.
 */
export function loadExchangeArtifacts(): ExchangeArtifacts {
  const file = new URL('../contracts/artifacts.json', import.meta.url)
  const compiled = JSON.parse(readFileSync(file, 'utf8')) as { contracts: Record<string, ContractArtifact> }
  const hatchToken = compiled.contracts.SandboxHatchToken
  if (!hatchToken) throw new Error('sandbox/contracts/artifacts.json lacks SandboxHatchToken: run scripts/build-contracts.ts')
  return {
    factory: published('@uniswap/v2-core/build/UniswapV2Factory.json'),
    pair: published('@uniswap/v2-core/build/UniswapV2Pair.json'),
    router: published('@uniswap/v2-periphery/build/UniswapV2Router02.json'),
    weth: published('@uniswap/v2-periphery/build/WETH9.json'),
    hatchToken,
  }
}
