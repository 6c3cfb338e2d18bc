import type { RunningBundler } from './server.js'

/**
 * The sandbox chains on which the secure site offers smart accounts: Hatch Layer only. The bundler
 * serves every chain, but Hatch Mainnet (the demo's first network) keeps the EOA as the e-mail
 * account, because a SimpleAccount cannot sign messages (no ERC-1271) and visitors there sign
 * in and sign messages; Hatch Layer shows spec §6's default (smartAccount) and the switch.
 */
export const SMART_ACCOUNT_CHAIN_IDS: readonly number[] = [713102]

/** The secure site's `smartAccounts` setting for the sandbox: each enabled chain's bundler endpoint and the 4337 contracts. */
export function sandboxSmartAccounts(
  bundler: Pick<RunningBundler, 'urlFor' | 'contracts'>,
  chainIds: readonly number[] = SMART_ACCOUNT_CHAIN_IDS,
): Record<string, { bundlerUrl: string; entryPoint: string; factory: string }> {
  return Object.fromEntries(
    chainIds.map((id) => [`eip155:${id}`, { bundlerUrl: bundler.urlFor(id), entryPoint: bundler.contracts.entryPoint, factory: bundler.contracts.factory }]),
  )
}
