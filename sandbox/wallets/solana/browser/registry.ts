import type { Wallet } from '@wallet-standard/base'
import { parseSolanaWalletConfig } from './config.js'
import { createSolanaControl, type SolanaWalletControl } from './control.js'
import { SolanaTestWallet } from './wallet.js'

/** `window.HatchSolanaTestWallet`: installs wallets and hands tests their controls. */
export interface SolanaTestWalletRegistry {
  /** Installs and registers one wallet (Wallet Standard); returns its control surface. */
  install(config: unknown): SolanaWalletControl
  /** The control surface of an installed wallet, by name. */
  get(name: string): SolanaWalletControl
  /** Names of the installed wallets, in install order. */
  list(): string[]
}

/**
 * The Wallet Standard's registration protocol, as `@wallet-standard/wallet`'s `registerWallet`
 * speaks it: announce with `wallet-standard:register-wallet` (for apps already listening), and
 * answer every later `wallet-standard:app-ready` (for apps that start afterwards).
 */
function registerWallet(wallet: Wallet): void {
  const callback = ({ register }: { register(...wallets: Wallet[]): unknown }) => register(wallet)
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
  window.addEventListener('wallet-standard:app-ready', (event) => callback((event as CustomEvent<{ register(...wallets: Wallet[]): unknown }>).detail))
}

/** Creates the registry; each wallet has its own key, user gate, panel and storage key. */
export function createSolanaRegistry(): SolanaTestWalletRegistry {
  const wallets = new Map<string, SolanaWalletControl>()
  return {
    install(input) {
      const config = parseSolanaWalletConfig(input)
      if (wallets.has(config.name)) throw new Error(`HatchSolanaTestWallet.install: a wallet named "${config.name}" is already installed`)
      const wallet = new SolanaTestWallet(config)
      const control = createSolanaControl(wallet)
      wallets.set(config.name, control)
      registerWallet(wallet)
      return control
    },
    get(name) {
      const control = wallets.get(name)
      if (!control) throw new Error(`HatchSolanaTestWallet.get: no wallet named "${name}" (installed: ${[...wallets.keys()].join(', ') || 'none'})`)
      return control
    },
    list: () => [...wallets.keys()],
  }
}
