/**
 * `hatch/adapters/bitcoin`: the Bitcoin (bip122) adapter. The descriptor is small: discovery of
 * Wallet Standard wallets with `bitcoin:connect` runs at start; bitcoinjs-lib loads on first need.
 * @packageDocumentation
 */
import { getWallets } from '@wallet-standard/app'
import { defineAdapter, type Adapter } from '../../kernel/contracts/defineAdapter.js'
import { perInstance } from '../../kernel/contracts/perInstance.js'
import { startDiscovery, type WalletRegistry } from './discovery/createDiscovery.js'
import type { HatchBitcoinProvider } from './provider/types.js'

export type { BitcoinWallet, BitcoinAddressPurpose } from './discovery/features.js'
export { defineBitcoinNetwork, type BitcoinNetworkName } from './networks.js'
export type { SignPsbtParams, SignPsbtResult, SendTransferParams } from './runtime/actionParams.js'
export type { HatchBitcoinProvider, BitcoinProviderAccount, BitcoinAccountPurpose, BitcoinSignMessageParams, BitcoinProviderEvents } from './provider/types.js'

declare module '../../kernel/provider/providerShell.js' {
  /** `hatch.getProvider('bip122')`, with `bitcoin()` among the adapters (docs/provider.md). */
  interface HatchProviders {
    bip122: HatchBitcoinProvider
  }
}

// One import() for the runtime and the provider: one chunk, and one preload list on the page's static path.
const runtimeCode = () => import('./runtime/runtimeCode.js')

/** Options of {@link bitcoin}. */
export interface BitcoinAdapterOptions {
  /**
   * Where to find wallets; defaults to the page's Wallet Standard registry (`getWallets()` of
   * `@wallet-standard/app`). A host may pass another registry with the same `get` / `on`.
   */
  wallets?: WalletRegistry
}

/**
 * Creates the Bitcoin adapter. Accounts come typed `payment` (index 0) and `ordinal` (index 1);
 * balances and transfers go to the network's Esplora URL (`rpcUrls.default.http[0]`).
 *
 * @example
 * ```ts
 * const hatch = createHatch({ projectId, networks: [bitcoinMainnet], adapters: [bitcoin()] })
 * const btc = await hatch.context.getAdapter('bip122')
 * const signature = await btc.signMessage({ message: 'hello', address })
 * ```
 */
export function bitcoin(options: BitcoinAdapterOptions = {}): Adapter {
  // One discovery per instance: the same descriptor may serve two instances on one page.
  const discovery = perInstance((ctx) => startDiscovery(ctx, options.wallets ?? (typeof window === 'undefined' ? undefined : getWallets())))
  return defineAdapter({
    namespace: 'bip122',
    name: 'Bitcoin',
    setup: discovery.start,
    // hatch.getProvider('bip122'): its code comes with the runtime's, when a page first asks for it.
    provider: {
      methods: ['connect', 'disconnect', 'signMessage', 'signPsbt', 'sendTransfer'],
      load: (...args) => runtimeCode().then((m) => m.createBitcoinProvider(...args)),
    },
    async load(ctx) {
      const { createBitcoinRuntime } = await runtimeCode()
      return createBitcoinRuntime(ctx, await discovery.get(ctx))
    },
  })
}
