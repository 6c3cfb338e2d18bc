import type { BitcoinWalletConfig } from './browser/config.js'
import { browserBundle } from '../shared/browserBundle.js'

export type { BitcoinWalletConfig as BitcoinTestWalletConfig } from './browser/config.js'
export type { BitcoinWalletControl as BitcoinTestWalletControl } from './browser/registry.js'
export type { LoggedBitcoinRequest as BitcoinTestWalletRequest } from './browser/wallet.js'

/** Name the sandbox's demo page gives its Bitcoin test wallet. */
export const BITCOIN_TEST_WALLET_NAME = 'Hatch Bitcoin Wallet'

/** Prefix of the console error logged when an install call in the init script fails. */
export const BITCOIN_INSTALL_FAILED_PREFIX = 'HatchBitcoinTestWallet install failed:'

/**
 * Builds the Bitcoin test wallet (browser/entry.ts with bitcoinjs-lib, ecpair and a pure-JS
 * secp256k1) into one IIFE script. Evaluated in a page it defines `window.HatchBitcoinTestWallet`
 * (`install`, `get`, `list`). Built once per process.
 */
export const bitcoinTestWalletBundle: () => Promise<string> = browserBundle(new URL('./browser/entry.ts', import.meta.url), 'bitcoinTestWalletBundle')

/** The install calls for `configs`, each guarded so a failure is logged (init-script errors are otherwise silent). */
export function bitcoinInstallCalls(configs: readonly BitcoinWalletConfig[]): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')
  return configs
    .map(
      (config) =>
        `try { window.HatchBitcoinTestWallet.install(${json(config)}); } catch (error) { console.error(${json(BITCOIN_INSTALL_FAILED_PREFIX)} + ' ' + error.message); }`,
    )
    .join('\n')
}

/**
 * The script that installs the given wallets: the bundle then one install call per config. Give
 * it to `page.addInitScript` so the wallets register before any page script runs.
 */
export async function bitcoinTestWalletInitScript(configs: readonly BitcoinWalletConfig[]): Promise<string> {
  return `${await bitcoinTestWalletBundle()}\n${bitcoinInstallCalls(configs)}`
}
