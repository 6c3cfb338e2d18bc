import type { RunningBundler } from './server.js'

/**
 * The sandbox chains on which the secure site offers smart accounts: Hatch Layer only. The bundler
 * serves every chain, but Hatch Mainnet (the demo's first network) keeps the EOA as the e-mail
 * account (the demo's and the tests' EOA flows run there); Hatch Layer shows spec §6's default
 * (smartAccount) and the switch.
 */
export const SMART_ACCOUNT_CHAIN_IDS: readonly number[] = [713102]

/**
 * The secure site's `smartAccounts` setting for the sandbox: each enabled chain's bundler endpoint,
 * the 4337 contracts, and the paymaster service's endpoint when one runs.
 */
export function sandboxSmartAccounts(
  bundler: Pick<RunningBundler, 'urlFor' | 'contracts'>,
  chainIds: readonly number[] = SMART_ACCOUNT_CHAIN_IDS,
  paymaster?: { urlFor(chainId: number): string },
): Record<string, { bundlerUrl: string; entryPoint: string; factory: string; paymasterUrl?: string }> {
  return Object.fromEntries(
    chainIds.map((id) => [
      `eip155:${id}`,
      {
        bundlerUrl: bundler.urlFor(id),
        entryPoint: bundler.contracts.entryPoint,
        factory: bundler.contracts.factory,
        ...(paymaster ? { paymasterUrl: paymaster.urlFor(id) } : {}),
      },
    ]),
  )
}
