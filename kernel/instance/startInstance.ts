import { castDraft, type Draft } from 'immer'
import { perAddressFields } from '../accounts/perAddressFields.js'
import { resetAccountState } from '../accounts/accountState.js'
import { lazyConnection } from '../accounts/lazyConnection.js'
import { createMultiWallet, type MultiWalletApi } from '../accounts/multiWallet.js'
import type { HatchContext } from '../contracts/context.js'
import type { Adapter, AdapterRuntime, ConnectResult } from '../contracts/defineAdapter.js'
import type { Plugin } from '../contracts/definePlugin.js'
import { HatchError } from '../errors/HatchError.js'
import { registerErrorTexts } from '../errors/errorTexts.js'
import { createModalController, type ModalController } from '../modal/modalController.js'
import { createNetworkController, networkNotFound } from '../network/networkController.js'
import type { CaipNetwork, ChainNamespace } from '../types/chain.js'
import type { Connector } from '../types/connector.js'
import { createExtensionRegistry } from './extensionRegistry.js'
import { createFeatureGates } from './featureGates.js'
import { createPluginHost } from './pluginHost.js'
import { createPluginGuard } from './pluginGuard.js'
import { guardContributions, guardViews } from './guardPluginLoaders.js'
import { guardPluginSlices } from './guardPluginSlices.js'
import { applyConfiguredState } from './initialState.js'
import { resolveCoreOptions, type HatchOptions } from './resolveCoreOptions.js'
import { createServices } from './services.js'
import type { ServiceHost } from '../services/serviceHost.js'
import { flattenPlugins } from '../options/flattenPlugins.js'
import { inertOptionWarnings } from '../options/inertOptions.js'
import { createConsoleLogger } from '../options/logger.js'
import { createToastsShell } from '../toasts/toastsShell.js'
import { loadActionCode } from './loadActionCode.js'
import type { InstanceShell } from './shell.js'

/** An instance after start-up: what `createHatch`'s methods delegate to. */
export interface StartedInstance extends MultiWalletApi {
  context: HatchContext
  modal: ModalController
  connect(params: { namespace: ChainNamespace; connectorId: string; network?: CaipNetwork }): Promise<ConnectResult>
  disconnect(params?: { namespace?: ChainNamespace }): Promise<void>
  /** Changes a host gate (see {@link FeatureGates.set}). */
  setFeature(key: string, value: unknown): Promise<void>
  switchNetwork(network: CaipNetwork | string): void
  setNetwork(network: CaipNetwork | string): Promise<void>
  /** Remote configuration, reconnection and (when on) analytics; settles once they have run. */
  ready: Promise<void>
  destroy(): void
}

/** Loads the analytics emitter only for hosts that turned it on, after start-up work. */
async function startAnalytics(ctx: HatchContext): Promise<() => void> {
  const { createAnalytics, connectAnalytics } = await import('../analytics/index.js')
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
 * Starts an instance on its shell: validates the options (throws INVALID_OPTIONS naming the
 * option), creates storage and the service clients, applies the configured networks, builds the
 * context and the controllers, sets up adapters and plugins, and begins remote configuration
 * and reconnection.
 */
export function startInstance(shell: InstanceShell, options: HatchOptions): StartedInstance {
  const core = resolveCoreOptions(options)
  const logger = options.logger ?? createConsoleLogger()
  for (const warning of inertOptionWarnings(options)) logger.warn(warning)
  const plugins: Plugin[] = flattenPlugins(options.plugins)
  const adapters = (options.adapters ?? []) as Adapter[]
  const { store, events, views, router } = shell

  const services = createServices(core, options)
  store.update((draft) => applyConfiguredState(draft, core, plugins, services.storage.get('activeNetwork')))
  const gates = createFeatureGates(store, plugins, core, options)
  const guard = createPluginGuard(events, logger)
  const pluginHost = createPluginHost(store, plugins, shell.isFeatureEnabled, () => guard)
  const extensions = createExtensionRegistry(shell.isFeatureEnabled)
  // The service host loads on the first ctx.getService (most instances never ask).
  let serviceHost: Promise<ServiceHost> | undefined

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
  const toasts = createToastsShell(store, { events })
  const context: HatchContext = {
    store: guardPluginSlices(store, new Set(plugins.map((p) => p.id))),
    events,
    router,
    views,
    options: core,
    storage: services.storage,
    catalogue: services.catalogue,
    data: services.data,
    toasts,
    isFeatureEnabled: shell.isFeatureEnabled,
    feature: (key) => store.getState().featureValues[key],
    keepsConnections: () => plugins.some((p) => p.keepsConnections && (!p.gate || shell.isFeatureEnabled(p.gate.key))),
    hasAdapter: (namespace) => adapters.some((a) => serves(a, namespace)),
    getService(name) {
      // Services apply connections (the embedded wallet's logins): the controller loads beside them.
      serviceHost ??= Promise.all([import('../services/serviceHost.js'), connection.load()]).then(([m]) =>
        m.createServiceHost([...adapters, ...plugins], shell.isFeatureEnabled),
      )
      return serviceHost.then((host) => host.get(name, context)) as never
    },
    getAdapter(namespace, connectorId) {
      const adapter = adapterFor(namespace, connectorId)
      if (!adapter) return Promise.reject(new HatchError('ADAPTER_NOT_FOUND', { details: `no adapter for ${namespace}` }))
      let runtime = runtimes.get(adapter)
      if (!runtime) {
        // A runtime applies connections (context.applyConnected): the controller loads beside it.
        runtime = Promise.all([adapter.load(context), connection.load()]).then(([r]) => r)
        // The error texts and toasts load beside the first runtime, for what it raises or shows.
        loadActionCode()
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
    handleAccountsChanged(namespace, addresses, accounts) {
      const account = store.getState().chains[namespace]?.account
      const connectorId = account?.connectorId
      if (!connectorId) return
      const [address] = addresses
      if (!address) {
        context.handleDisconnected(namespace)
        return
      }
      if (accounts) {
        store.update((draft) => {
          const connection = draft.connections.find((c) => c.namespace === namespace && c.connectorId === connectorId)
          if (connection) connection.accounts = castDraft(accounts)
        })
      }
      if (address === account.address) return
      const reference = account.caipAddress?.split(':')[1] ?? ''
      context.setAccount(namespace, { ...perAddressFields, address, caipAddress: `${namespace}:${reference}:${address}` })
      events.emit('account:changed', { namespace, address })
    },
    handleDisconnected(namespace) {
      void connection.disconnect({ namespace }).catch((error: unknown) => events.emit('error', { code: 'DISCONNECT_FAILED', message: String(error), error }))
    },
    plugins: pluginHost.registry,
    extensions,
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
      if (store.getState().modal.open) router.push<typeof view>(view, params)
      else modal.open({ view, ...(params ? { params } : {}) })
    },
  })
  const connection = lazyConnection(context, { closeModal: () => void modal.close(), resetAccountState })
  const multiWallet = createMultiWallet(context, connection.load)

  const teardowns: Array<() => void> = [() => toasts.dispose()]
  for (const adapter of adapters) {
    if (adapter.errors) registerErrorTexts(adapter.errors)
    if (adapter.views) views.register(`adapter:${adapter.namespace ?? adapter.connectorIds?.[0] ?? adapter.name}`, adapter.views)
    const teardown = adapter.setup?.(context)
    if (teardown) teardowns.push(teardown)
  }
  for (const plugin of plugins) {
    if (plugin.errors) registerErrorTexts(plugin.errors)
    if (plugin.views) views.register(plugin.id, guardViews(guard, plugin.id, plugin.views), plugin.gate?.key)
    if (plugin.contributes) extensions.register(plugin.id, guardContributions(guard, plugin.id, plugin.contributes), plugin.gate?.key)
  }
  // The order lists are checked off the start-up chunk: a wrong id rejects `ready` (and is reported).
  // A host that sets none has nothing to check, so its page does not fetch the check.
  const { walletFeaturesOrder, connectMethodsOrder } = options.features ?? {}
  const ordersChecked =
    walletFeaturesOrder === undefined && connectMethodsOrder === undefined
      ? Promise.resolve()
      : import('../options/checkOrders.js').then((m) => m.checkOrders(options.features, extensions))
  ordersChecked.catch(() => undefined) // awaited by `ready`, after the start-up work it must not delay
  teardowns.push(pluginHost.start(context))
  // A gate turning off takes its plugin's views off the history: the nearest enabled view below
  // shows, or the modal closes when none is left (the visitor had only the feature's views open).
  teardowns.push(
    store.select(
      (s) => s.features,
      () => {
        if (router.leaveDisabled() && store.getState().modal.open && !router.current()) modal.close()
      },
    ),
  )

  // The button shows the connected account's balance: its follower loads with the first account.
  let follower: Promise<{ dispose(): void } | undefined> | undefined
  let destroyed = false
  const offAccount = store.subscribe((state) => {
    if (follower || !state.activeNamespace || !state.chains[state.activeNamespace]?.account.address) return
    offAccount()
    // An instance destroyed while the chunk loaded starts no follower (it would read for nobody).
    follower = import('../accounts/balanceFollower.js').then((m) => (destroyed ? undefined : m.followerFor(context))).catch(() => undefined)
  })
  teardowns.push(() => {
    destroyed = true
    offAccount()
    void follower?.then((f) => f?.dispose())
  })

  const ready = (async () => {
    await gates.loadRemote(services, context)
    await connection.restore()
    if (options.features?.analytics === true) teardowns.push(await startAnalytics(context))
    await ordersChecked
  })()

  const resolveNetwork = (target: CaipNetwork | string) => {
    if (typeof target !== 'string') return target
    const found = core.networks.find((n) => n.caipNetworkId === target)
    if (!found) throw networkNotFound(context, target)
    return found
  }

  return {
    context,
    modal,
    connect: connection.connect,
    disconnect: connection.disconnect,
    setFeature: gates.set,
    ...multiWallet,
    switchNetwork: (target) => network.requestSwitch(resolveNetwork(target)),
    setNetwork: async (target) => network.switchNetwork(resolveNetwork(target)),
    ready,
    destroy() {
      for (const teardown of teardowns.splice(0)) teardown()
      for (const runtime of runtimes.values()) void runtime.then((r) => r.destroy?.()).catch(() => undefined)
      void serviceHost?.then((host) => host.dispose())
    },
  }
}
