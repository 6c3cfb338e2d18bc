import { parseWalletConfig } from './config.js'
import { createControl, type WalletControl } from './control.js'
import { createProvider, type Eip1193Provider } from './provider.js'
import { WalletCore } from './walletCore.js'

/** `window.HatchTestWallet`: installs wallets and hands tests their controls. */
export interface TestWalletRegistry {
  /** Installs and announces one wallet; returns its control surface. */
  install(config: unknown): WalletControl
  /** The control surface of an installed wallet, by rdns. */
  get(rdns: string): WalletControl
  /** rdns of every installed wallet, in install order. */
  list(): string[]
}

/**
 * Creates the registry. Each wallet has its own core, provider, panel corner and storage key, so two
 * wallets on one page never share state.
 */
export function createRegistry(): TestWalletRegistry {
  const wallets = new Map<string, { control: WalletControl; provider: Eip1193Provider }>()
  return {
    install(input) {
      const config = parseWalletConfig(input)
      if (wallets.has(config.rdns)) throw new Error(`HatchTestWallet.install: a wallet with rdns "${config.rdns}" is already installed`)
      const core = new WalletCore(config, wallets.size)
      const provider = createProvider(core)
      const control = createControl(core)
      wallets.set(config.rdns, { control, provider })
      announce(provider, Object.freeze({ uuid: config.uuid ?? crypto.randomUUID(), name: config.name, icon: config.icon, rdns: config.rdns }))
      if (config.setWindowEthereum) {
        Object.defineProperty(window, 'ethereum', { value: provider, configurable: true, writable: true, enumerable: true })
        window.dispatchEvent(new Event('ethereum#initialized'))
      }
      return control
    },
    get(rdns) {
      const entry = wallets.get(rdns)
      if (!entry) {
        throw new Error(`HatchTestWallet.get: no wallet with rdns "${rdns}" (installed: ${[...wallets.keys()].join(', ') || 'none'})`)
      }
      return entry.control
    },
    list: () => [...wallets.keys()],
  }
}

/** EIP-6963: announce now and again whenever a dapp asks. */
function announce(provider: Eip1193Provider, info: Readonly<{ uuid: string; name: string; icon: string; rdns: string }>): void {
  const send = (): void => {
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))
  }
  window.addEventListener('eip6963:requestProvider', send)
  send()
}
