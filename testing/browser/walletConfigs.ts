import type { WalletConfig as EvmWalletConfig } from '../../sandbox/wallets/evm/browser/config.js'
import type { SolanaWalletConfig } from '../../sandbox/wallets/solana/browser/config.js'
import type { BitcoinWalletConfig } from '../../sandbox/wallets/bitcoin/browser/config.js'
import { testWalletIcon } from '../../sandbox/wallets/evm/icon.js'
import { HatchTestingError } from '../errors.js'
import type { StackInfo } from '../stackInfo.js'

/**
 * How a test wallet answers what needs its user (connect, sign, send, switch network):
 * `approve` and `reject` at once, `manual` through its panel on the page, where the test clicks
 * Approve or Reject (`approveInTestWallet`).
 */
export type TestWalletMode = 'approve' | 'reject' | 'manual'

/** One EVM test wallet (EIP-6963): which funded account it holds and how it is named. */
export interface EvmTestWalletOptions {
  /** Index of the stack's funded EVM account (default 0), or give `privateKey`. */
  account?: number
  privateKey?: `0x${string}`
  /** Default 'Hatch Test Wallet'. */
  name?: string
  /** Default 'io.hatch.testwallet'. */
  rdns?: string
  /** The chain it starts on (default the stack's first). */
  chainId?: number
  /** Also set `window.ethereum` (default false: EIP-6963 only). */
  setWindowEthereum?: boolean
}

/** One Solana (Wallet Standard) test wallet. */
export interface SolanaTestWalletOptions {
  /** Index of the stack's funded Solana account (default 0). */
  account?: number
  /** Default 'Hatch Solana Test Wallet'. */
  name?: string
}

/** One Bitcoin (Wallet Standard, regtest) test wallet. */
export interface BitcoinTestWalletOptions {
  /** Index of the stack's funded Bitcoin account (default 0). */
  account?: number
  /** Default 'Hatch Bitcoin Test Wallet'. */
  name?: string
}

/** Options of `installTestWallets`. */
export interface InstallTestWalletsOptions {
  /** The running stack (`stack.info` from `startStack`): chains, RPC URLs and funded keys. */
  stack: StackInfo
  evm?: boolean | EvmTestWalletOptions
  solana?: boolean | SolanaTestWalletOptions
  bitcoin?: boolean | BitcoinTestWalletOptions
  /** Default 'approve'. */
  mode?: TestWalletMode
  /**
   * The one non-loopback origin (`https://staging.example.com`) where the wallets may install.
   * Without it they refuse every origin but 127.0.0.1, ::1 and localhost, so they never ship.
   */
  allowOrigin?: string
}

/** The wallets' configs, as the sandbox test wallets' `install` takes them. */
export interface TestWalletConfigs {
  evm?: EvmWalletConfig
  solana?: SolanaWalletConfig
  bitcoin?: BitcoinWalletConfig
}

const gateMode = (mode: TestWalletMode) => (mode === 'manual' ? 'prompt' : mode)
const pick = <T>(value: boolean | T | undefined): T | undefined => (value === true ? ({} as T) : value === false ? undefined : value)

function account<T>(list: readonly T[], index: number, family: string, option: string): T {
  const found = list[index]
  if (!found)
    throw new HatchTestingError('TESTING_PART_NOT_STARTED', { what: `a ${family} test wallet (account ${index})`, part: `${family} account ${index}`, option })
  return found
}

/** Builds each requested wallet's config from the stack's chains and funded keys. */
export function testWalletConfigs(options: InstallTestWalletsOptions): TestWalletConfigs {
  const mode = gateMode(options.mode ?? 'approve')
  const { stack } = options
  const out: TestWalletConfigs = {}
  const evm = pick<EvmTestWalletOptions>(options.evm)
  if (evm) {
    if (!stack.networks.length)
      throw new HatchTestingError('TESTING_PART_NOT_STARTED', { what: 'The EVM test wallet', part: 'the EVM chains', option: 'chains: { evm: true }' })
    const chains = stack.networks.map((n) => ({ chainId: n.id, name: n.name, rpcUrl: n.rpcUrls.default.http[0] as string, symbol: n.nativeCurrency.symbol }))
    out.evm = {
      name: evm.name ?? 'Hatch Test Wallet',
      rdns: evm.rdns ?? 'io.hatch.testwallet',
      icon: testWalletIcon('#0f766e', 'TW'),
      privateKey: evm.privateKey ?? account(stack.accounts.evm, evm.account ?? 0, 'EVM', 'chains: { evm: true }').privateKey,
      chains,
      chainId: evm.chainId ?? (chains[0] as { chainId: number }).chainId,
      mode,
      ...(evm.setWindowEthereum ? { setWindowEthereum: true } : {}),
    }
  }
  const solana = pick<SolanaTestWalletOptions>(options.solana)
  if (solana) {
    if (!stack.solana)
      throw new HatchTestingError('TESTING_PART_NOT_STARTED', {
        what: 'The Solana test wallet',
        part: 'the Solana cluster',
        option: 'chains: { solana: true }',
      })
    out.solana = {
      name: solana.name ?? 'Hatch Solana Test Wallet',
      icon: testWalletIcon('#7c3aed', 'SO'),
      secretKey: account(stack.accounts.solana, solana.account ?? 0, 'Solana', 'chains: { solana: true }').secretKey,
      chains: [{ chain: stack.solana.caipNetworkId, name: 'Hatch Solana', rpcUrl: stack.solana.rpcUrl }],
      mode,
    }
  }
  const bitcoin = pick<BitcoinTestWalletOptions>(options.bitcoin)
  if (bitcoin) {
    if (!stack.bitcoin)
      throw new HatchTestingError('TESTING_PART_NOT_STARTED', {
        what: 'The Bitcoin test wallet',
        part: 'the Bitcoin backend',
        option: 'chains: { bitcoin: true }',
      })
    out.bitcoin = {
      name: bitcoin.name ?? 'Hatch Bitcoin Test Wallet',
      icon: testWalletIcon('#c2410c', 'BT'),
      privateKeyHex: account(stack.accounts.bitcoin, bitcoin.account ?? 0, 'Bitcoin', 'chains: { bitcoin: true }').privateKeyHex,
      chain: 'bitcoin:regtest',
      mode,
    }
  }
  return out
}
