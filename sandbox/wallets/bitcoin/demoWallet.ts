import type { SandboxInfo } from '../../types.js'
import { bitcoinInstallCalls, bitcoinTestWalletBundle, BITCOIN_TEST_WALLET_NAME, type BitcoinTestWalletConfig } from './index.js'

/** The colour of the demo's Bitcoin wallet icon. */
const ICON_COLOR = '#f7931a'

function icon(): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="${ICON_COLOR}"/><text x="48" y="60" font-family="sans-serif" font-size="40" font-weight="700" text-anchor="middle" fill="#fff">BT</text></svg>`
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}

/** Options of {@link bitcoinDemoWalletConfig}. */
export interface BitcoinDemoWalletOptions {
  name?: string
  /** Sandbox Bitcoin test account whose key the wallet holds (default 0). */
  accountIndex?: number
}

type AccountKey = (index: number) => { privateKeyHex: string }

function configFor(
  info: SandboxInfo,
  mode: BitcoinTestWalletConfig['mode'],
  accountKey: AccountKey,
  options: BitcoinDemoWalletOptions,
): BitcoinTestWalletConfig | undefined {
  if (!info.urls['bitcoin'] || info.extensions['bitcoin'] === undefined) return undefined
  return {
    name: options.name ?? BITCOIN_TEST_WALLET_NAME,
    icon: icon(),
    privateKeyHex: accountKey(options.accountIndex ?? 0).privateKeyHex,
    chain: 'bitcoin:regtest',
    mode,
  }
}

/**
 * The config of a Bitcoin test wallet holding sandbox test account `accountIndex` (funded by the
 * backend's faucet at start: 1 BTC on the payment address, 0.1 BTC on the ordinal one). The key
 * is derived here, on the server, from the sandbox's deterministic seed. Undefined when the
 * sandbox runs without its bitcoin extension.
 */
export async function bitcoinDemoWalletConfig(
  info: SandboxInfo,
  mode: BitcoinTestWalletConfig['mode'],
  options: BitcoinDemoWalletOptions = {},
): Promise<BitcoinTestWalletConfig | undefined> {
  const { bitcoinTestAccount } = await import('../../bitcoin/index.js')
  return configFor(info, mode, bitcoinTestAccount, options)
}

/**
 * What the demo server adds for Bitcoin: the wallet script route's body (`/sandbox/bitcoin-wallet.js`),
 * and the page head lines that load and install "Hatch Bitcoin Wallet" (none when the sandbox has
 * no Bitcoin backend).
 */
export async function bitcoinDemoWallet(): Promise<{ script: string; headFor(info: SandboxInfo, mode: BitcoinTestWalletConfig['mode']): string[] }> {
  const [script, { bitcoinTestAccount }] = await Promise.all([bitcoinTestWalletBundle(), import('../../bitcoin/index.js')])
  return {
    script,
    headFor(info, mode) {
      const config = configFor(info, mode, bitcoinTestAccount, {})
      if (!config) return []
      return ['<script src="/sandbox/bitcoin-wallet.js"></script>', `<script>${bitcoinInstallCalls([config])}</script>`]
    },
  }
}
