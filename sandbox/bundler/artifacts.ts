import { readFileSync } from 'node:fs'
import type { Abi, Hex } from 'viem'

/**
 * The ERC-4337 v0.8 contracts the sandbox uses (`sandbox/contracts/erc4337-v0.8.json`, built by
 * `scripts/build-erc4337.ts`): EntryPoint and EntryPointSimulations from
 * `@account-abstraction/contracts@0.8.0`, and Hatch's account, factory and paymaster.
 */
export interface Erc4337Artifacts {
  EntryPoint: { abi: Abi; bytecode: Hex }
  /** Never deployed: its runtime code is an eth_call state override at the EntryPoint's address. */
  EntryPointSimulations: { abi: Abi; deployedBytecode: Hex }
  HatchSmartAccountFactory: { abi: Abi; bytecode: Hex }
  HatchVerifyingPaymaster: { abi: Abi; bytecode: Hex }
}

let cached: Erc4337Artifacts | undefined

/** Reads `sandbox/contracts/erc4337-v0.8.json` once (see docs/smart-accounts.md for its provenance). */
export function loadErc4337Artifacts(): Erc4337Artifacts {
  if (cached) return cached
  const file = new URL('../contracts/erc4337-v0.8.json', import.meta.url)
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { contracts: Partial<Erc4337Artifacts> }
  const { EntryPoint, EntryPointSimulations, HatchSmartAccountFactory, HatchVerifyingPaymaster } = parsed.contracts
  if (!EntryPoint || !EntryPointSimulations || !HatchSmartAccountFactory || !HatchVerifyingPaymaster)
    throw new Error('sandbox/contracts/erc4337-v0.8.json lacks EntryPoint, EntryPointSimulations, HatchSmartAccountFactory or HatchVerifyingPaymaster')
  cached = { EntryPoint, EntryPointSimulations, HatchSmartAccountFactory, HatchVerifyingPaymaster }
  return cached
}
