import type { CaipNetworkId, ChainNamespace } from '../types/chain.js'

/**
 * The params of every view, by view id: the one place `router.push` and `hatch.open({ view })`
 * are type-checked against. The kernel declares the views the shell and the adapters ship; a
 * plugin (or a host) declares its own by augmenting this interface, once, next to its views:
 *
 * @example
 * ```ts
 * declare module 'hatch' {
 *   interface ViewParams {
 *     'tips/form': { amount?: string } | undefined // params optional
 *     'tips/done': { hash: string }                // params required
 *   }
 * }
 * ```
 * A view whose params may be omitted includes `undefined`.
 */
export interface ViewParams {
  Connect: undefined
  Account: undefined
  AllWallets: undefined
  ConnectingExternal: { connectorId: string; namespace: ChainNamespace }
  ConnectingWalletConnect: { namespace?: ChainNamespace; connectorId?: string; wallet?: unknown } | undefined
  ConnectingWalletConnectBasic: { namespace?: ChainNamespace } | undefined
  SwitchNetwork: { network: CaipNetworkId } | undefined
  SwitchActiveChain: { network: CaipNetworkId } | undefined
  UnsupportedChain: { chainId: string } | undefined
}

/** Every declared view id. */
export type ViewId = Extract<keyof ViewParams, string>

/** The params of `V` as declared in {@link ViewParams}. */
export type ParamsOf<V extends ViewId> = ViewParams[V]

/** The trailing argument of a navigation to `V`: optional when its params admit `undefined`. */
export type NavigateArgs<V extends ViewId> = undefined extends ViewParams[V] ? [params?: ViewParams[V]] : [params: ViewParams[V]]
