import type * as v from 'valibot'
import type { EventBus } from '../events/events.js'
import type { HatchFeatures } from '../options/features.js'
import type { HttpClient } from '../http/types.js'
import type { Router } from '../router/types.js'
import type { NavigateArgs, ViewId } from '../router/viewParams.js'
import type { Storage, StorageSlot } from '../storage/createStorage.js'
import type { Store } from '../store/createStore.js'
import type { Toasts } from '../toasts/createToasts.js'
import type { CaipNetwork, ChainNamespace } from '../types/chain.js'
import type { ConnectionAccount, Connector } from '../types/connector.js'
import type { AccountState, HatchState } from '../types/state.js'
import type { AdapterRuntime, ConnectResult } from './adapterRuntime.js'
import type { ExtensionRegistry } from './extensions.js'
import type { PluginRegistry, PluginStateHandle } from './pluginHandle.js'
import type { HatchServices, ServiceProvidersOf } from './services.js'
import type { RegisteredViewOf, ViewDefinitionOf, ViewEntryOf, ViewRegistryOf } from './viewTypes.js'

export type { ViewLoader } from './viewTypes.js'
/** How a view is registered: a loader plus optional behaviour the router honours. */
export type ViewDefinition = ViewDefinitionOf<HatchContext>
/** A view is given either as a bare loader or as a full definition. */
export type ViewEntry = ViewEntryOf<HatchContext>
/** A registered view and who owns it. */
export type RegisteredView = RegisteredViewOf<HatchContext>
/** The views known to one instance. */
export type ViewRegistry = ViewRegistryOf<HatchContext>

/** What an adapter or plugin lists under `services`: a loader per service it provides. */
export type ServiceProviders = ServiceProvidersOf<HatchContext>

/** Endpoints of the services the product calls (spec §7); every one is configurable. */
export interface Endpoints {
  catalogue: string
  data: string
  analytics: string
}

/** Options every part of the kernel reads after validation. */
export interface CoreOptions {
  projectId: string
  networks: CaipNetwork[]
  defaultNetwork?: CaipNetwork
  manualWCControl: boolean
  enableReconnect: boolean
  allowUnsupportedChain: boolean
  enableNetworkSwitch: boolean
  embedded: boolean
  basic: boolean
  isMobile: boolean
  endpoints: Endpoints
  sdkType: string
  sdkVersion: string
  clientId?: string
  /** The raw, validated host options (plugins read their own keys here). */
  raw: Record<string, unknown>
}

/**
 * What plugins, adapters and the UI get from an instance. One per instance; nothing global.
 */
export interface HatchContext {
  readonly store: Store<HatchState>
  readonly events: EventBus
  readonly router: Router
  readonly views: ViewRegistry
  readonly options: CoreOptions
  readonly storage: Storage
  /** Client for the wallet catalogue service. */
  readonly catalogue: HttpClient
  /** Client for the blockchain data service. */
  readonly data: HttpClient
  /** The instance's toasts (loading / success / error; a replacement waits 150 ms). */
  readonly toasts: Toasts
  /** Whether the feature is on (a list or object value counts as on when it is not empty). */
  isFeatureEnabled(key: string): boolean
  /**
   * The value the feature resolved to, kept as given: `['google', 'x']` for a host's
   * `socials: ['google', 'x']`, `true` or `false`; `false` while it is off, `undefined` for a key
   * no registered plugin gates (and no shell setting).
   */
  feature<K extends string>(key: K): HatchFeatures[K] | boolean | undefined
  /** Whether a registered plugin that keeps several connections (`keepsConnections`) has its gate on now. */
  keepsConnections(): boolean
  /**
   * Loads (once) and returns the adapter runtime for a namespace; throws ADAPTER_NOT_FOUND.
   * Routing: the adapter that owns `connectorId` (default: the connector of the namespace's
   * current account) when one serves the namespace, else the namespace's own adapter, else any
   * adapter serving it. A multi-namespace runtime comes back bound to `namespace`.
   */
  getAdapter(namespace: ChainNamespace, connectorId?: string): Promise<AdapterRuntime>
  /** True when some adapter serves the namespace (its own, or a connector adapter). */
  hasAdapter(namespace: ChainNamespace): boolean
  /**
   * Loads (once per instance) and returns a service an adapter or plugin provides (see
   * {@link HatchServices}); rejects with SERVICE_NOT_FOUND, naming it, when none registered provides it.
   */
  getService<K extends keyof HatchServices>(name: K): Promise<HatchServices[K]>
  /**
   * Records a connection an adapter made outside `hatch.connect` for that namespace: a
   * multi-namespace session (WalletConnect) approved accounts on other namespaces too.
   */
  applyConnected(namespace: ChainNamespace, connectorId: string, result: ConnectResult): void
  /** Patches the account state of a namespace. */
  setAccount(namespace: ChainNamespace, patch: Partial<AccountState>): void
  /** Replaces the connectors an adapter discovered for its namespace. */
  setConnectors(namespace: ChainNamespace, connectors: Connector[]): void
  /** Applies a chain change reported by a wallet (spec §4 "Unsupported chain"). */
  handleChainChanged(namespace: ChainNamespace, chainId: number | string): void
  /**
   * Applies an account change reported by a wallet; an empty list disconnects. `accounts`, when
   * given, replaces the typed accounts of the connection (a Bitcoin wallet's payment and ordinal).
   */
  handleAccountsChanged(namespace: ChainNamespace, addresses: string[], accounts?: ConnectionAccount[]): void
  /** The wallet ended the session on its side. */
  handleDisconnected(namespace: ChainNamespace): void
  /** The registered plugins: their state (read-only) and their controllers' APIs. */
  readonly plugins: PluginRegistry
  /** What the plugins contribute to the shell's extension points (Account tabs and actions, Connect methods). */
  readonly extensions: ExtensionRegistry
}

/** The store as a plugin sees it: every slice to read and follow, none to write (`ctx.self` writes its own). */
export type ReadonlyStore<S> = Omit<Store<S>, 'update'>

/** A plugin's own storage: each key it declares is kept under `plugin:<id>:<key>`, apart from the kernel's and other plugins' keys. */
export interface PluginStorage {
  /**
   * Declares one of the plugin's keys with the schema its value must satisfy and returns typed
   * access to it (see {@link Storage.define}).
   *
   * @example
   * ```ts
   * const lastPair = ctx.storage.define('lastPair', v.object({ from: v.string(), to: v.string() }))
   * lastPair.set({ from: 'ETH', to: 'USDC' }) // stored as hatch:plugin:swaps:lastPair
   * ```
   */
  define<S extends v.GenericSchema>(key: string, schema: S, options?: PluginStorageKeyOptions): StorageSlot<v.InferOutput<S>>
}

/** Options of {@link PluginStorage.define}. */
export interface PluginStorageKeyOptions {
  /**
   * The key (without `hatch:`) the plugin kept this value under before storage was namespaced. While
   * the new key holds nothing, a valid value found there is moved over (written under the new key,
   * the old one removed), so what visitors stored survives the upgrade.
   */
  formerKey?: string
}

/** The name and avatar an address goes by (a registered name, spec §9). */
export interface Profile {
  name: string | null
  avatar: string | null
}

/**
 * The names addresses go by, as the Account view and the connect button show them. Each method
 * loads its code on first use (a chunk of its own), so each returns a promise.
 */
export interface Profiles {
  /** The profile last recorded for `address` (the identity cache, fresh for 5 minutes), if any. */
  get(namespace: ChainNamespace, address: string): Promise<Profile | undefined>
  /**
   * Records the profile of `address` in the identity cache the Account view reads, and shows it
   * on the namespace's account when `address` is the one connected there.
   */
  set(namespace: ChainNamespace, address: string, profile: Profile): Promise<void>
  /** Shows the profile on the namespace's account when `address` is the one connected there; records nothing. */
  show(namespace: ChainNamespace, address: string, profile: Profile): Promise<void>
}

/**
 * The context methods that write accounts and connectors. They belong to adapters (which get the
 * whole {@link HatchContext}); a plugin's context has none of them.
 */
export type AccountWrites = 'applyConnected' | 'setAccount' | 'setConnectors' | 'handleChainChanged' | 'handleAccountsChanged' | 'handleDisconnected'

/**
 * What a plugin's controller and event handlers get: the instance's context with least power.
 * Core state is read-only (`store.update` throws CORE_STATE_READ_ONLY), the plugin writes its own
 * slice through `self`, its storage is its own namespace, and accounts are written by adapters
 * only; the modal and the names shown on accounts change through {@link showView} and {@link profiles}.
 */
export interface PluginContext<S = unknown> extends Omit<HatchContext, 'store' | 'storage' | AccountWrites> {
  readonly store: ReadonlyStore<HatchState>
  /** The plugin's own storage, namespaced `plugin:<id>:`. */
  readonly storage: PluginStorage
  readonly self: PluginStateHandle<S>
  /**
   * Aborts when this run ends: for a controller, when it stops (its gate turns off, or the
   * instance is destroyed); for an `on` handler, when the plugin stops listening (the same). Pass
   * it to `fetch` and timers so nothing outlives the run.
   */
  readonly signal: AbortSignal
  /** Shows `view` as the only entry of the history and opens the modal when it is closed (announcing `modal:open`). */
  showView<V extends ViewId>(view: V, ...params: NavigateArgs<V>): void
  /** The names addresses go by (the names plugin records a registered name here). */
  readonly profiles: Profiles
}
