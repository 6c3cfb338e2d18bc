import type { Draft } from 'immer'
import { createConnectionController } from './accounts/connectionController.js'
import { HatchError } from './errors/HatchError.js'
import { createEvents, type HatchEvents } from './events/events.js'
import { createModalController, type OpenOptions } from './modal/modalController.js'
import { createNetworkController } from './network/networkController.js'
import type { HatchContext } from './contracts/context.js'
import type { Adapter, AdapterRuntime, ConnectResult } from './contracts/defineAdapter.js'
import type { Plugin, ViewEntry } from './contracts/definePlugin.js'
import { createRouter } from './router/createRouter.js'
import { createViewRegistry } from './router/viewRegistry.js'
import { createStore } from './store/createStore.js'
import type { CaipNetwork, ChainNamespace } from './types/chain.js'
import type { Connector } from './types/connector.js'
import type { HatchState } from './types/state.js'
import { buildInitialState } from './instance/initialState.js'
import { createServices } from './instance/services.js'
import { resolveCoreOptions, type HatchOptions } from './instance/resolveCoreOptions.js'
import { createFeatureGates } from './instance/featureGates.js'

/** A Hatch instance: the kernel of one embedded modal. Two instances never share state. */
export interface Hatch {
  /** Opens the modal by the opening rules of spec §2. */
  open(options?: OpenOptions): void
  /** Closes the modal unless the current view forbids it; returns whether it closed. */
  close(): boolean
  /** Goes back one view (closes when the history is exhausted). */
  goBack(): void
  connect(params: { namespace: ChainNamespace; connectorId: string; network?: CaipNetwork }): Promise<ConnectResult>
  disconnect(params?: { namespace?: ChainNamespace }): Promise<void>
  /** A visitor's request to change network: opens SwitchNetwork or SwitchActiveChain as spec §4 says. */
  switchNetwork(network: CaipNetwork | string): void
  /**
   * Performs a switch now: asks the wallet (which may add the chain first) and records the new
   * network. The SwitchNetwork view calls this once the visitor confirmed.
   */
  setNetwork(network: CaipNetwork | string): Promise<void>
  getState(): HatchState
  /** Runs `listener` after every state change. */
  subscribe(listener: (state: HatchState, previous: HatchState) => void): () => void
  /** Runs `listener` when the selected value changes. */
  subscribeState<T>(selector: (state: HatchState) => T, listener: (value: T, previous: T) => void): () => void
  /** Listens to a bus event. */
  on<K extends keyof HatchEvents>(event: K, handler: (payload: HatchEvents[K]) => void): () => void
  /** Runs `listener` with `true`/`false` when the modal opens or closes. */
  subscribeModal(listener: (open: boolean) => void): () => void
  setThemeMode(mode: 'light' | 'dark'): void
  setThemeVariables(variables: Record<string, string>): void
  /** Registers views (the UI registers the core views this way). */
  registerViews(owner: string, views: Record<string, ViewEntry>): void
  /** Settles once remote configuration and reconnection have run. */
  readonly ready: Promise<void>
  /** The context plugins, adapters and the UI work with. */
  readonly context: HatchContext
  /** Stops listeners, adapters and controllers. */
  destroy(): void
}

/** Loads the analytics emitter only for hosts that turned it on, after start-up work. */
async function startAnalytics(ctx: HatchContext): Promise<() => void> {
  const { createAnalytics, connectAnalytics } = await import('./analytics/index.js')
  const analytics = createAnalytics({
    http: ctx.catalogue,
    analyticsUrl: ctx.options.endpoints.analytics,
    enabled: true,
    store: ctx.store,
    events: ctx.events,
    getAddress: () => {
      const state = ctx.store.getState()
      return state.activeNamespace ? state.chains[state.activeNamespace]?.account.address : undefined
    },
  })
  return connectAnalytics(analytics, ctx.events)
}

/**
 * Creates a Hatch instance. Touches no browser global at import time; at call time it reads
 * storage (if any) and starts the adapters' discovery.
 *
 * @example
 * ```ts
 * import { createHatch } from 'hatch'
 * import { evm } from 'hatch/adapters/evm'
 * const hatch = createHatch({ projectId: 'my-project', networks: [mainnet], adapters: [evm()] })
 * hatch.open()
 * ```
 */
export function createHatch(options: HatchOptions): Hatch {
  const core = resolveCoreOptions(options)
  const plugins = (options.plugins ?? []) as Plugin[]
  const adapters = (options.adapters ?? []) as Adapter[]

  const services = createServices(core, options)
  const store = createStore<HatchState>(buildInitialState(core, options, services.storage.get('activeNetwork')))
  const events = createEvents()
  const views = createViewRegistry()
  const gates = createFeatureGates(store, plugins, core, options)
  const router = createRouter({ store, events, views, isFeatureEnabled: gates.isEnabled })

  const runtimes = new Map<Adapter, Promise<AdapterRuntime>>()
  const serves = (adapter: Adapter, namespace: ChainNamespace) => adapter.namespace === namespace || Boolean(adapter.namespaces?.includes(namespace))
  // Connector ids a connector adapter (WalletConnect) owns: routed to it on every namespace it serves.
  const ownedConnectorIds = new Set(adapters.flatMap((a) => a.connectorIds ?? []))
  const adapterFor = (namespace: ChainNamespace, connectorId?: string) => {
    const id = connectorId ?? store.getState().chains[namespace]?.account.connectorId
    const owner = id ? adapters.find((a) => a.connectorIds?.includes(id) && serves(a, namespace)) : undefined
    return owner ?? adapters.find((a) => a.namespace === namespace) ?? adapters.find((a) => serves(a, namespace))
  }

  // The controllers reference each other through the context, which is complete before any runs.
  // eslint-disable-next-line prefer-const
  let network: ReturnType<typeof createNetworkController>
  const context: HatchContext = {
    store,
    events,
    router,
    views,
    options: core,
    storage: services.storage,
    catalogue: services.catalogue,
    data: services.data,
    isFeatureEnabled: gates.isEnabled,
    hasAdapter: (namespace) => adapters.some((a) => serves(a, namespace)),
    getAdapter(namespace, connectorId) {
      const adapter = adapterFor(namespace, connectorId)
      if (!adapter) return Promise.reject(new HatchError('ADAPTER_NOT_FOUND', { details: `no adapter for ${namespace}` }))
      let runtime = runtimes.get(adapter)
      if (!runtime) {
        runtime = adapter.load(context)
        runtimes.set(adapter, runtime)
        runtime.catch(() => runtimes.delete(adapter))
      }
      return runtime.then((r) => r.forNamespace?.(namespace) ?? r)
    },
    applyConnected: (namespace, connectorId, result) => connection.applyConnected(namespace, connectorId, result),
    setAccount(namespace, patch) {
      store.update((draft) => {
        const chain = draft.chains[namespace]
        if (chain) Object.assign(chain.account, patch)
      })
    },
    setConnectors(namespace, connectors) {
      store.update((draft) => {
        // Connectors owned by a connector adapter are replaced only by a list that holds owned ids,
        // so the namespace adapter's discovery never removes the WalletConnect row (and vice versa).
        const ownedList = connectors.length > 0 && connectors.every((c) => ownedConnectorIds.has(c.id))
        const replaced = (c: Connector) => c.chain === namespace && ownedConnectorIds.has(c.id) === ownedList
        draft.connectors = [...draft.connectors.filter((c) => !replaced(c)), ...connectors] as Draft<typeof connectors>
      })
      events.emit('connectors:changed', { connectors: store.getState().connectors })
    },
    handleChainChanged: (namespace, chainId) => network.handleChainChanged(namespace, chainId),
    handleAccountsChanged(namespace, addresses) {
      const account = store.getState().chains[namespace]?.account
      if (!account?.connectorId) return
      const [address] = addresses
      if (!address) {
        context.handleDisconnected(namespace)
        return
      }
      if (address === account.address) return
      const reference = account.caipAddress?.split(':')[1] ?? ''
      context.setAccount(namespace, { address, caipAddress: `${namespace}:${reference}:${address}` })
      events.emit('account:changed', { namespace, address })
    },
    handleDisconnected(namespace) {
      void connection.disconnect({ namespace }).catch((error: unknown) => events.emit('error', { code: 'DISCONNECT_FAILED', message: String(error), error }))
    },
    updatePluginState<S>(pluginId: string, recipe: (draft: Draft<S>) => void) {
      store.update((draft) => {
        recipe(draft.plugins[pluginId] as Draft<S>)
      })
    },
  }

  const modal = createModalController(context, {
    adapterCount: () => adapters.length,
    switchToNamespace: (namespace) => {
      const target = network.networkForNamespace(namespace)
      if (!target) throw new HatchError('NAMESPACE_NOT_FOUND', { details: `no network configured for ${namespace}` })
      network.requestSwitch(target)
    },
  })
  network = createNetworkController(context, {
    openOn(view, params) {
      if (store.getState().modal.open) router.push(view, params)
      else modal.open({ view, ...(params ? { params } : {}) })
    },
  })
  const connection = createConnectionController(context, {
    closeModal: () => void modal.close(),
    clearLoginCache: (namespace) => events.emit('account:disconnected', { namespace }),
  })

  const teardowns: Array<() => void> = []
  for (const adapter of adapters) {
    if (adapter.views) views.register(`adapter:${adapter.namespace ?? adapter.connectorIds?.[0] ?? adapter.name}`, adapter.views)
    const teardown = adapter.setup?.(context)
    if (teardown) teardowns.push(teardown)
  }
  for (const plugin of plugins) {
    if (plugin.views) views.register(plugin.id, plugin.views, plugin.gate?.key)
    teardowns.push(...gates.activate(plugin, context))
  }

  const ready = (async () => {
    await gates.loadRemote(services, context)
    await connection.restore()
    if (options.features?.analytics === true) teardowns.push(await startAnalytics(context))
  })()
  ready.catch((error: unknown) => events.emit('error', { code: 'UNKNOWN_ERROR', message: String(error), error }))

  const resolveNetwork = (target: CaipNetwork | string) => {
    if (typeof target !== 'string') return target
    const found = core.networks.find((n) => n.caipNetworkId === target)
    if (!found) throw new HatchError('NETWORK_NOT_FOUND', { details: `${target} is not configured` })
    return found
  }

  return {
    open: modal.open,
    close: modal.close,
    goBack: modal.goBack,
    connect: connection.connect,
    disconnect: connection.disconnect,
    switchNetwork: (target) => network.requestSwitch(resolveNetwork(target)),
    setNetwork: async (target) => network.switchNetwork(resolveNetwork(target)),
    getState: store.getState,
    subscribe: store.subscribe,
    subscribeState: (selector, listener) => store.select(selector, listener),
    on(event, handler) {
      events.on(event, handler)
      return () => events.off(event, handler)
    },
    subscribeModal: (listener) => store.select((s) => s.modal.open, listener),
    setThemeMode: (mode) => store.update((d) => void (d.modal.themeMode = mode)),
    setThemeVariables: (variables) => store.update((d) => void (d.modal.themeVariables = { ...variables })),
    registerViews: (owner, entries) => views.register(owner, entries),
    ready,
    context,
    destroy() {
      for (const teardown of teardowns.splice(0)) teardown()
      for (const runtime of runtimes.values()) void runtime.then((r) => r.destroy?.()).catch(() => undefined)
      events.all.clear()
    },
  }
}
