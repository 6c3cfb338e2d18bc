import { privateKeyToAddress } from 'viem/accounts'
import { HatchTestingError } from '../errors.js'
import { assertTestWalletOrigin } from '../loopback.js'
import { describeTarget, isPlaywrightPage, isPuppeteerPage, isWindow, type TestWalletTarget } from './targets.js'
import { testWalletConfigs, type InstallTestWalletsOptions, type TestWalletConfigs } from './walletConfigs.js'

/** The wallets installed, as the modal lists them and the chains know their accounts. */
export interface InstalledTestWallets {
  evm?: { name: string; rdns: string; address: `0x${string}` }
  solana?: { name: string; publicKey: string }
  bitcoin?: { name: string; paymentAddress: string; ordinalAddress: string }
}

/**
 * Installs Hatch's test wallets (the sandbox's EIP-6963 EVM wallet and Wallet Standard Solana and
 * Bitcoin wallets) holding the stack's funded keys, so the modal lists them as installed wallets.
 *
 * - A Playwright or Puppeteer page: installed in every document it opens from now on (call it
 *   before `page.goto`); in Node, as the page bundles are built with esbuild.
 * - A `window`: installed in that page at once (Vitest browser mode, a plain test page).
 *
 * They install only on a loopback origin (127.0.0.1, ::1, localhost) unless `allowOrigin` names
 * the one other origin; elsewhere they refuse (`TESTING_NOT_LOOPBACK`: thrown for a window or a
 * page already there, logged with `console.error` for a page that navigates there later).
 *
 * @example
 * await installTestWallets(page, { stack: stack.info, evm: true, mode: 'approve' })
 * await page.goto(appUrl)
 */
export async function installTestWallets(target: TestWalletTarget, options: InstallTestWalletsOptions): Promise<InstalledTestWallets> {
  const configs = testWalletConfigs(options)
  if (isWindow(target)) {
    assertTestWalletOrigin(target.location.origin, options.allowOrigin)
    await installInWindow(target, configs)
  } else if (isPlaywrightPage(target) || isPuppeteerPage(target)) {
    const current = target.url()
    if (/^https?:/.test(current)) assertTestWalletOrigin(new URL(current).origin, options.allowOrigin)
    const { testWalletInitScript } = await import('./initScript.js')
    const script = await testWalletInitScript(configs, options.allowOrigin)
    if (isPlaywrightPage(target)) await target.addInitScript({ content: script })
    else await target.evaluateOnNewDocument(script)
  } else {
    throw new HatchTestingError('TESTING_UNSUPPORTED_TARGET', { got: describeTarget(target) })
  }
  return describeInstalled(options, configs)
}

/** Installs the wallets' registries and the wallets in the page this code runs in. */
async function installInWindow(target: Window, configs: TestWalletConfigs): Promise<void> {
  const host = target as unknown as Record<string, { install(config: unknown): unknown } | undefined>
  if (configs.evm) {
    const { createRegistry } = await import('../../sandbox/wallets/evm/browser/registry.js')
    ;(host['HatchTestWallet'] ??= createRegistry()).install(configs.evm)
  }
  if (configs.solana) {
    const { createSolanaRegistry } = await import('../../sandbox/wallets/solana/browser/registry.js')
    ;(host['HatchSolanaTestWallet'] ??= createSolanaRegistry()).install(configs.solana)
  }
  if (configs.bitcoin) {
    const { createRegistry } = await import('../../sandbox/wallets/bitcoin/browser/registry.js')
    ;(host['HatchBitcoinTestWallet'] ??= createRegistry()).install(configs.bitcoin)
  }
}

function describeInstalled(options: InstallTestWalletsOptions, configs: TestWalletConfigs): InstalledTestWallets {
  const out: InstalledTestWallets = {}
  if (configs.evm) out.evm = { name: configs.evm.name, rdns: configs.evm.rdns, address: privateKeyToAddress(configs.evm.privateKey) }
  if (configs.solana) {
    const index = typeof options.solana === 'object' ? (options.solana.account ?? 0) : 0
    out.solana = { name: configs.solana.name, publicKey: (options.stack.accounts.solana[index] as { publicKey: string }).publicKey }
  }
  if (configs.bitcoin) {
    const index = typeof options.bitcoin === 'object' ? (options.bitcoin.account ?? 0) : 0
    const account = options.stack.accounts.bitcoin[index] as { paymentAddress: string; ordinalAddress: string }
    out.bitcoin = { name: configs.bitcoin.name, paymentAddress: account.paymentAddress, ordinalAddress: account.ordinalAddress }
  }
  return out
}
