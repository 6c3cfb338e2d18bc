/**
 * `hatch/adapters/walletconnect`: one WalletConnect connector across eip155, solana and bip122.
 * The descriptor is small: it lists the connector and registers the pairing views; the
 * runtime and its sign client (adapters/walletconnect/client) load on first need, inside `load()`.
 * @packageDocumentation
 */
import { defineAdapter, type Adapter } from '../../kernel/contracts/defineAdapter.js'
import type { HatchContext } from '../../kernel/contracts/context.js'
import type { Connector } from '../../kernel/types/connector.js'
import { servedNamespaces, walletConnectNamespaces, WALLET_CONNECT_CONNECTOR_ID } from './constants.js'
import { validateWalletConnectOptions, type WalletConnectOptions } from './options.js'

export { WALLET_CONNECT_CONNECTOR_ID, DEFAULT_RELAY_URL, PAIRING_LIFETIME_MS, PAIRING_EXPIRY_MARGIN_MS } from './constants.js'
export type { WalletConnectOptions } from './options.js'
export type { WalletConnectPairingState, PairingStatus, PairingWallet } from './pairingState.js'
export type { PairingClock } from './pairingSchedule.js'
export type { WalletConnectRuntime } from './runtime/createWalletConnectRuntime.js'
export type { WalletConnectProvider } from './client/provider.js'
export type { Session as WalletConnectSession, ProviderEvents as WalletConnectProviderEvents } from './client/types.js'

/**
 * Creates the WalletConnect adapter. Register it next to the namespace adapters; the kernel routes
 * every account connected through the `walletConnect` connector to it, on each namespace the host
 * configured networks for.
 *
 * @example
 * ```ts
 * const hatch = createHatch({
 *   projectId, networks: [mainnet, solanaMainnet],
 *   adapters: [evm(), solana(), walletConnect({ relayUrl: 'wss://relay.walletconnect.org' })],
 * })
 * ```
 */
export function walletConnect(options: WalletConnectOptions = {}): Adapter {
  validateWalletConnectOptions(options)
  return defineAdapter({
    name: 'WalletConnect',
    namespaces: walletConnectNamespaces,
    connectorIds: [WALLET_CONNECT_CONNECTOR_ID],
    views: {
      ConnectingWalletConnect: () => import('./views/ConnectingWalletConnectBasicView.js').then((m) => ({ default: m.ConnectingWalletConnectView })),
      ConnectingWalletConnectBasic: () => import('./views/ConnectingWalletConnectBasicView.js'),
    },
    setup(ctx: HatchContext) {
      const served = servedNamespaces(ctx.options.networks)
      for (const chain of served) {
        const connector: Connector = { id: WALLET_CONNECT_CONNECTOR_ID, type: 'WALLET_CONNECT', name: 'WalletConnect', chain, chains: served }
        ctx.setConnectors(chain, [connector])
      }
    },
    async load(ctx) {
      const { createWalletConnectRuntime } = await import('./runtime/createWalletConnectRuntime.js')
      return createWalletConnectRuntime(ctx, options)
    },
  })
}
