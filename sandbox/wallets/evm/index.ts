import { fileURLToPath } from 'node:url'
import type { WalletConfig } from './browser/config.js'

export type { WalletConfig as EvmTestWalletConfig, WalletChain as EvmTestWalletChain, WalletMode as EvmTestWalletMode } from './browser/config.js'
export type { WalletControl as EvmTestWalletControl } from './browser/control.js'
export type { LoggedRequest as EvmTestWalletRequest } from './browser/walletCore.js'
export { testWalletIcon } from './icon.js'

let bundle: Promise<string> | undefined

/**
 * Builds the injected EVM test wallet (browser/entry.ts and viem) into one IIFE script with esbuild.
 * Evaluated in a page, it defines `window.HatchTestWallet` with `install(config)` and `get(rdns)`.
 * Built once per process; later calls share the same promise.
 *
 * @example
 * await page.addInitScript(await evmTestWalletBundle() + `;HatchTestWallet.install(${JSON.stringify(config)})`)
 */
export function evmTestWalletBundle(): Promise<string> {
  bundle ??= build().catch((error: unknown) => {
    bundle = undefined
    throw error
  })
  return bundle
}

async function build(): Promise<string> {
  // esbuild loads lazily so importing this module for its types costs nothing.
  const { build: esbuild } = await import('esbuild')
  const result = await esbuild({
    entryPoints: [fileURLToPath(new URL('./browser/entry.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'chrome120',
    write: false,
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
  })
  const output = result.outputFiles[0]
  if (!output) throw new Error('evmTestWalletBundle: esbuild produced no output')
  return output.text
}

/**
 * The script that installs the given wallets: the bundle followed by one install call per config.
 * Give it to `page.addInitScript` so the wallets exist before any page script runs.
 */
export async function evmTestWalletInitScript(configs: readonly WalletConfig[]): Promise<string> {
  const installs = configs.map((config) => `window.HatchTestWallet.install(${JSON.stringify(config)});`).join('\n')
  return `${await evmTestWalletBundle()}\n${installs}`
}
