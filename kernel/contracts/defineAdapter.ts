import type { CaipNetwork, ChainNamespace } from '../types/chain.js'
import type { ConnectionAccount } from '../types/connector.js'
import { HatchError } from '../errors/HatchError.js'
import type { HatchContext } from './context.js'
import type { ViewEntry } from './definePlugin.js'

/** What a successful connect or reconnect yields. */
export interface ConnectResult {
  /**
   * The namespace this account belongs to, when a multi-namespace connector (WalletConnect) was
   * asked for one namespace and the wallet approved others only. Absent: the requested namespace.
   */
  namespace?: ChainNamespace
  address: string
  /** The chain the wallet is on (its `id`, as in {@link CaipNetwork.id}). */
  chainId: number | string
  accounts?: ConnectionAccount[]
}

/**
 * The small required core every chain adapter implements, plus optional capabilities.
 * Adapters never fake a capability: a missing one is absent, and {@link requireCapability} throws.
 */
export interface AdapterRuntime {
  /**
   * A runtime that serves several namespaces (see {@link AdapterDefinition.namespaces}) returns the
   * runtime bound to one of them; `ctx.getAdapter` calls it, so callers always get a bound runtime.
   */
  forNamespace?(namespace: ChainNamespace): AdapterRuntime
  connect(params: { connectorId: string; network?: CaipNetwork }): Promise<ConnectResult>
  disconnect(params: { connectorId: string }): Promise<void>
  getBalance(params: { address: string; network: CaipNetwork }): Promise<{ balance: string; symbol: string }>
  signMessage(params: { message: string; address: string }): Promise<string>
  /** Restores a stored connection without prompting; resolves undefined when the wallet no longer grants it. */
  reconnect?(params: { connectorId: string }): Promise<ConnectResult | undefined>
  switchNetwork?(params: { network: CaipNetwork }): Promise<void>
  sendTransaction?(params: Record<string, unknown>): Promise<string>
  writeContract?(params: Record<string, unknown>): Promise<string>
  estimateGas?(params: Record<string, unknown>): Promise<bigint>
  getCapabilities?(params: { address: string }): Promise<unknown>
  signTransaction?(params: Record<string, unknown>): Promise<unknown>
  signPsbt?(params: Record<string, unknown>): Promise<unknown>
  sendTransfer?(params: Record<string, unknown>): Promise<string>
  destroy?(): void
}

/** Names of the optional capabilities. */
export type AdapterCapability = Exclude<keyof AdapterRuntime, 'connect' | 'disconnect' | 'getBalance' | 'signMessage' | 'forNamespace'>

/** What an adapter contributes. The descriptor stays tiny; `load` brings the chain SDK. */
export interface AdapterDefinition {
  /**
   * The namespace this adapter is the own adapter of (`evm()` for eip155). Absent for a connector
   * adapter that spans namespaces (WalletConnect), which declares `namespaces` and `connectorIds`.
   */
  namespace?: ChainNamespace
  /** Namespaces served besides `namespace`: a connector adapter serves these for its connectors. */
  namespaces?: readonly ChainNamespace[]
  /**
   * Connector ids this adapter owns. The kernel routes connect, reconnect, disconnect and every
   * later call (`ctx.getAdapter`) for an account connected through one of them to this adapter,
   * on every namespace it serves, instead of the namespace's own adapter; and a namespace
   * adapter's `setConnectors` never removes these connectors.
   */
  connectorIds?: readonly string[]
  /** Display name for logs and errors, e.g. "EVM". */
  name: string
  /** Views the adapter adds (e.g. network views); loaded on first navigation. */
  views?: Record<string, ViewEntry>
  /**
   * Cheap work that must run at start without the chain SDK (wallet discovery, e.g. EIP-6963).
   * Returns a teardown.
   */
  setup?(ctx: HatchContext): (() => void) | void
  /** Loads the chain SDK and returns the runtime; called once, on first need. */
  load(ctx: HatchContext): Promise<AdapterRuntime>
}

/** A registered adapter. */
export interface Adapter extends AdapterDefinition {
  readonly kind: 'adapter'
}

/**
 * Declares a chain adapter.
 *
 * @example
 * ```ts
 * export const evm = () => defineAdapter({
 *   namespace: 'eip155', name: 'EVM',
 *   setup: (ctx) => watchAnnouncedWallets(ctx),
 *   load: async (ctx) => (await import('./runtime.js')).createEvmRuntime(ctx),
 * })
 * ```
 */
export function defineAdapter(definition: AdapterDefinition): Adapter {
  return { ...definition, kind: 'adapter' }
}

/** Narrows a runtime to one that has `capability`, or throws CAPABILITY_MISSING. */
export function requireCapability<C extends AdapterCapability>(
  runtime: AdapterRuntime,
  capability: C,
  namespace: ChainNamespace,
): asserts runtime is AdapterRuntime & Required<Pick<AdapterRuntime, C>> {
  if (typeof runtime[capability] !== 'function') {
    throw new HatchError('CAPABILITY_MISSING', { params: { namespace, capability } })
  }
}
