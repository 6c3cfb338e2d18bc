import { parseBitcoinWalletConfig } from './config.js'
import { registerStandardWallet } from './registerWallet.js'
import { BitcoinTestWallet, type LoggedBitcoinRequest } from './wallet.js'

/** What a test can do to a Bitcoin test wallet, as its user would from the wallet's own UI. */
export interface BitcoinWalletControl {
  readonly name: string
  setMode(mode: string): void
  getMode(): string
  /** Payment (p2wpkh) and ordinal (p2tr) addresses, whether or not the site is connected. */
  addresses(): { payment: string; ordinal: string }
  isConnected(): boolean
  /** The user disconnects the site in the wallet: the dapp hears a change to no accounts. */
  disconnectFromWallet(): void
  /** The user closes the popup: every waiting request is rejected with 4001. */
  dismissPending(): void
  requests(): LoggedBitcoinRequest[]
  pendingCount(): number
}

/** `window.HatchBitcoinTestWallet`: installs wallets and hands tests their controls. */
export interface BitcoinWalletRegistry {
  install(config: unknown): BitcoinWalletControl
  get(name: string): BitcoinWalletControl
  list(): string[]
}

const MODES = ['prompt', 'approve', 'reject', 'hang'] as const

/** Creates the registry; each wallet has its own key, gate, panel and storage key. */
export function createRegistry(): BitcoinWalletRegistry {
  const wallets = new Map<string, BitcoinWalletControl>()
  return {
    install(input) {
      const config = parseBitcoinWalletConfig(input)
      if (wallets.has(config.name)) throw new Error(`HatchBitcoinTestWallet.install: a wallet named "${config.name}" is already installed`)
      const wallet = new BitcoinTestWallet(config)
      const control: BitcoinWalletControl = {
        name: config.name,
        setMode(mode) {
          if (!(MODES as readonly string[]).includes(mode))
            throw new Error(`HatchBitcoinTestWallet ${config.name}.setMode(${JSON.stringify(mode)}): mode must be one of ${MODES.join(', ')}`)
          wallet.gate.mode = mode as (typeof MODES)[number]
        },
        getMode: () => wallet.gate.mode,
        addresses: () => ({ payment: wallet.signer.paymentAddress, ordinal: wallet.signer.ordinalAddress }),
        isConnected: () => wallet.approved,
        disconnectFromWallet: () => wallet.revoke(),
        dismissPending: () => wallet.gate.dismissPending(),
        requests: () => wallet.log.map((entry) => ({ ...entry })),
        pendingCount: () => wallet.gate.pendingCount(),
      }
      wallets.set(config.name, control)
      registerStandardWallet(wallet)
      return control
    },
    get(name) {
      const control = wallets.get(name)
      if (!control) throw new Error(`HatchBitcoinTestWallet.get: no wallet named "${name}" (installed: ${[...wallets.keys()].join(', ') || 'none'})`)
      return control
    },
    list: () => [...wallets.keys()],
  }
}
