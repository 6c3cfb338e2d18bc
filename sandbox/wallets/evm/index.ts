import { browserBundle } from '../shared/browserBundle.js'
import type { WalletConfig } from './browser/config.js'

export type { WalletConfig as EvmTestWalletConfig, WalletChain as EvmTestWalletChain, WalletMode as EvmTestWalletMode } from './browser/config.js'
export type { WalletControl as EvmTestWalletControl } from './browser/control.js'
export type { LoggedRequest as EvmTestWalletRequest } from './browser/walletCore.js'
export { testWalletIcon } from './icon.js'

/**
 * Builds the injected EVM test wallet (browser/entry.ts and viem) into one IIFE script with esbuild.
 * Evaluated in a page, it defines `window.HatchTestWallet` with `install(config)` and `get(rdns)`.
 * Built once per process; later calls share the same promise.
 *
 * @example
 * await page.addInitScript(await evmTestWalletBundle() + `;HatchTestWallet.install(${JSON.stringify(config)})`)
 */
export const evmTestWalletBundle: () => Promise<string> = browserBundle(new URL('./browser/entry.ts', import.meta.url), 'evmTestWalletBundle')

/** Prefix of the console error logged when an install call in the init script fails. */
export const INSTALL_FAILED_PREFIX = 'HatchTestWallet install failed:'

/**
 * The script that installs the given wallets: the bundle followed by one install call per config.
 * Give it to `page.addInitScript` so the wallets exist before any page script runs. Errors thrown
 * by an init script do not reach Playwright's `pageerror`, so a failed install is logged with
 * `console.error` (prefixed with {@link INSTALL_FAILED_PREFIX}) instead of vanishing.
 */
export async function evmTestWalletInitScript(configs: readonly WalletConfig[]): Promise<string> {
  const installs = configs
    .map(
      (config) =>
        `try { window.HatchTestWallet.install(${JSON.stringify(config)}); } catch (error) { console.error(${JSON.stringify(INSTALL_FAILED_PREFIX)} + ' ' + error.message); }`,
    )
    .join('\n')
  return `${await evmTestWalletBundle()}\n${installs}`
}
