import { readFileSync } from 'node:fs'
import type { Abi, Hex } from 'viem'

/** The ERC-4337 v0.7 contracts the sandbox uses, copied from `@account-abstraction/contracts@0.7.0`. */
export interface Erc4337Artifacts {
  EntryPoint: { abi: Abi; bytecode: Hex }
  /** Never deployed: its runtime code is an eth_call state override at the EntryPoint's address. */
  EntryPointSimulations: { abi: Abi; deployedBytecode: Hex }
  SimpleAccountFactory: { abi: Abi; bytecode: Hex }
}

/** Reads `sandbox/contracts/erc4337-v0.7.json` (see docs/smart-accounts.md for its provenance). */
export function loadErc4337Artifacts(): Erc4337Artifacts {
  const file = new URL('../contracts/erc4337-v0.7.json', import.meta.url)
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { contracts: Partial<Erc4337Artifacts> }
  const { EntryPoint, EntryPointSimulations, SimpleAccountFactory } = parsed.contracts
  if (!EntryPoint || !EntryPointSimulations || !SimpleAccountFactory)
    throw new Error('sandbox/contracts/erc4337-v0.7.json lacks EntryPoint, EntryPointSimulations or SimpleAccountFactory')
  return { EntryPoint, EntryPointSimulations, SimpleAccountFactory }
}
