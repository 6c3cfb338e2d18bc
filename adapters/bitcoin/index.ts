/**
 * `hatch/adapters/bitcoin`: the Bitcoin (bip122) adapter. The descriptor is small: discovery of
 * Wallet Standard wallets with `bitcoin:connect` runs at start; bitcoinjs-lib loads on first need.
 * @packageDocumentation
 */
import { getWallets } from '@wallet-standard/app'
import { defineAdapter, type Adapter } from '../../kernel/contracts/defineAdapter.js'
import { perInstance } from '../../kernel/contracts/perInstance.js'
import { startDiscovery, type WalletRegistry } from './discovery/createDiscovery.js'

export type { BitcoinWallet, BitcoinAddressPurpose } from './discovery/features.js'
export { defineBitcoinNetwork, type BitcoinNetworkName } from './networks.js'
export type { SignPsbtParams, SignPsbtResult, SendTransferParams } from './runtime/actionParams.js'

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
    async load(ctx) {
      const { createBitcoinRuntime } = await import('./runtime/createBitcoinRuntime.js')
      return createBitcoinRuntime(ctx, await discovery.get(ctx))
    },
  })
}
