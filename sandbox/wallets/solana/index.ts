import { browserBundle } from '../shared/browserBundle.js'
import type { SolanaWalletConfig } from './browser/config.js'

export type { SolanaWalletConfig as SolanaTestWalletConfig, SolanaWalletChain as SolanaTestWalletChain } from './browser/config.js'
export type { SolanaWalletControl as SolanaTestWalletControl } from './browser/control.js'
export type { LoggedSolanaRequest as SolanaTestWalletRequest } from './browser/wallet.js'

/** Name the sandbox's demo page gives its Solana test wallet. */
export const SOLANA_TEST_WALLET_NAME = 'Hatch Solana Wallet'

/** Prefix of the console error logged when an install call in the init script fails. */
export const SOLANA_INSTALL_FAILED_PREFIX = 'HatchSolanaTestWallet install failed:'

/**
 * Builds the Solana test wallet (browser/entry.ts with @solana/web3.js) into one IIFE script with
 * esbuild. Evaluated in a page it defines `window.HatchSolanaTestWallet` (`install`, `get`, `list`).
 * Built once per process.
 */
export const solanaTestWalletBundle: () => Promise<string> = browserBundle(new URL('./browser/entry.ts', import.meta.url), 'solanaTestWalletBundle')

/** The install calls for `configs`, each guarded so a failure is logged (init-script errors are otherwise silent). */
export function solanaInstallCalls(configs: readonly SolanaWalletConfig[]): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')
  return configs
    .map(
      (config) =>
        `try { window.HatchSolanaTestWallet.install(${json(config)}); } catch (error) { console.error(${json(SOLANA_INSTALL_FAILED_PREFIX)} + ' ' + error.message); }`,
    )
    .join('\n')
}

/**
 * The script that installs the given wallets: the bundle then one install call per config. Give
 * it to `page.addInitScript` so the wallets register before any page script runs.
 */
export async function solanaTestWalletInitScript(configs: readonly SolanaWalletConfig[]): Promise<string> {
  return `${await solanaTestWalletBundle()}\n${solanaInstallCalls(configs)}`
}
