import { HatchError } from './errors/HatchError.js'
import { afterErrorText, withErrorText } from './errors/errorTexts.js'
import { createEvents, type HatchEvents } from './events/events.js'
import { givenLogger } from './options/logger.js'
import type { OpenOptions } from './modal/modalController.js'
import type { HatchContext, ViewRegistry } from './contracts/context.js'
import type { ConnectResult } from './contracts/defineAdapter.js'
import type { ViewEntry } from './contracts/definePlugin.js'
import { createRouter } from './router/createRouter.js'
import { createViewRegistry } from './router/viewRegistry.js'
import { createStore } from './store/createStore.js'
import { sessionKeys, storagePrefix } from './storage/storageKeys.js'
import type { CaipNetwork, ChainNamespace } from './types/chain.js'
import type { HatchState } from './types/state.js'
import type { HatchFeatures } from './options/features.js'
import { buildShellState } from './instance/initialState.js'
import type { HatchOptions } from './instance/resolveCoreOptions.js'
import type { InstanceShell } from './instance/shell.js'
import { loadedStartCode, loadStartCode, type StartCode } from './instance/startLoader.js'
import type { StartedInstance } from './instance/startInstance.js'
import type { ConnectionTarget, WalletConnection } from './accounts/multiWallet.js'
import type { HatchProviders } from './provider/providerShell.js'
import type { ProviderSource } from './contracts/providerAccess.js'

/** A Hatch instance: the kernel of one embedded modal. Two instances never share state. */
export interface Hatch {
  /** Opens the modal by the opening rules of spec §2 (once started: see {@link Hatch.started}). */
  open(options?: OpenOptions): void
  /** Closes the modal unless the current view forbids it; returns whether it closed. */
  close(): boolean
  /** Goes back one view (closes when the history is exhausted). */
  goBack(): void
  connect(params: { namespace: ChainNamespace; connectorId: string; network?: CaipNetwork }): Promise<ConnectResult>
  disconnect(params?: { namespace?: ChainNamespace }): Promise<void>
  /**
   * Changes a host feature gate at run time: `setFeature('rewards', ['daily', 'weekly'])`, `false`
   * to turn it off, `undefined` for its default. The gates are re-evaluated (`disables` included);
   * turning one off removes its plugin's views from the modal's history (the nearest enabled view
   * shows, or the modal closes) and stops its controller. Rejects with INVALID_OPTIONS naming the key
   * for a key no registered plugin gates, a remote gate (the project configuration decides those)
   * or a value the feature does not take.
   */
  setFeature<K extends string>(key: K, value: HatchFeatures[K]): Promise<void>
  /**
   * Every connection (of one namespace, or all) with its status: `connected` (the namespace's active
   * wallet), `active` (live beside it) or `disconnected` (stored, not live now). With the multiWallet
   * feature off it shows an info alert and returns an empty list. Throws HATCH_STARTING before
   * {@link Hatch.started}.
   */
  getConnections(namespace?: ChainNamespace): WalletConnection[]
  /** Makes a connection the active one of its namespace (spec §4); an info alert and nothing else when multiWallet is off. */
  switchConnection(target: ConnectionTarget): Promise<void>
  /** Ends a connection (spec §6); an info alert and nothing else when multiWallet is off. */
  deleteConnection(target: ConnectionTarget): Promise<void>
  /** Runs `listener` with the connections whenever they change; an info alert and a no-op unsubscribe when multiWallet is off. */
  subscribeConnections(listener: (connections: WalletConnection[]) => void): () => void
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
  /**
   * Sets the modal's language (a BCP 47 tag such as `'ar'`), or `undefined` for the browser's
   * languages. The UI loads that language's texts (one small chunk) and lays the modal out right
   * to left for Arabic, Hebrew and Persian; an unknown language shows English with a warning.
   */
  setLocale(locale: string | undefined): void
  /**
   * Registers views. A host's own views replace core views of the same id (they register as
   * `override`), whatever the order; a clash with another owner's view is DUPLICATE_VIEW. With
   * `{ defaults: true }` (how the UI registers its core views) they are defaults instead: a
   * plugin's or host's `override` replaces them, and a clash with a view that is no override is
   * reported on the `error` event and the logger rather than thrown (the view registered first stays).
   */
  registerViews(owner: string, views: Record<string, ViewEntry>, options?: { defaults?: boolean }): void
  /**
   * The options as given to `createHatch`, not yet validated (the validated ones are
   * `context.options` once started). For code that must not start the instance to read one.
   */
  readonly options: HatchOptions
  /** The views registered so far (core, adapters', plugins'); usable before the instance started. */
  readonly views: ViewRegistry
  /**
   * Settles once the options are validated and the adapters and plugins are set up; rejects with
   * INVALID_OPTIONS (naming the option) when an option is wrong. Until then `open()` and the other
   * actions wait, and `context` throws HATCH_STARTING. Reading it starts the instance when it has
   * not started yet (see {@link createHatch}).
   */
  readonly started: Promise<void>
  /** Settles once remote configuration and reconnection have run. Reading it starts the instance, as `started` does. */
  readonly ready: Promise<void>
  /**
   * Starts the instance and loads the modal's first view ahead of an open, so the click that
   * follows renders at once. `ConnectButton` calls it when the visitor points at, touches or
   * focuses it; a host with its own button calls it on the same events. Emits `modal:warm`.
   */
  warm(): void
  /** The context plugins, adapters and the UI work with (once started). */
  readonly context: HatchContext
  /**
   * The provider of a namespace: one object for the instance's whole life that follows the
   * namespace's active connection, whichever wallet holds it (docs/provider.md). `'eip155'` is the
   * EIP-1193 provider for viem, ethers or wagmi; another namespace's comes from its adapter
   * (`'solana'` from `solana()`). Its code loads on first use. Throws CAPABILITY_MISSING for a
   * namespace no configured adapter offers a provider for.
   */
  getProvider<N extends keyof HatchProviders>(namespace: N): HatchProviders[N]
  /** Stops listeners, adapters and controllers. */
  destroy(): void
}

// A later code's text is a chunk of its own (errors/errorTexts.ts): reported once it is there.
const reporterFor = (options: HatchOptions | undefined, events: InstanceShell['events']) => (error: unknown) =>
  afterErrorText(error, () => reportNow(options, events, error))

function reportNow(options: HatchOptions | undefined, events: InstanceShell['events'], error: unknown) {
  const message = error instanceof Error ? error.message : String(error)
  const code = error instanceof HatchError ? error.code : 'UNKNOWN_ERROR'
  events.emit('error', { code, message, error })
  loggerOf(options).error(message, error)
}

// The options are not validated yet: use the host's logger only when it really has error().
const loggerOf = (options: HatchOptions | undefined) => givenLogger(options?.logger, ['error'])

/**
 * Whether an instance should load its start-up code now rather than at the visitor's first sign of
 * intent: on the server (no `window`), and when storage holds a connection to restore (the button
 * must show the account). Reads the two keys raw, without the storage schemas, which are part of
 * the start-up code; a storage that throws counts as holding one.
 */
function startsAtOnce(options: HatchOptions | undefined): boolean {
  if (typeof window === 'undefined') return true
  try {
    // Reading localStorage itself throws in some sandboxed frames and with cookies blocked.
    const storage = (options?.storage ?? localStorage) as Storage | undefined
    return sessionKeys.some((key) => storage?.getItem(storagePrefix + key) != null)
  } catch {
    return true
  }
}

/**
 * Creates a Hatch instance. Touches no browser global at import time.
 *
 * The instance is usable at once for what the connect button needs (state, subscriptions, views);
 * its start-up code (option validation, storage, service clients, controllers, adapters and
 * plugins) is a separate chunk. It runs at once when it is already loaded (a second instance, or
 * after {@link preloadHatch}), and otherwise loads:
 * - at once on the server, and in a browser when storage holds a session to restore;
 * - else at the visitor's first sign of intent ({@link Hatch.warm}: the button pointed at, touched
 *   or focused) or at the first call that needs it (`open`, `connect`, reading `started` or
 *   `ready` …): a page only shown pays for the button, not for the modal.
 *
 * Actions called earlier wait for it. An invalid option throws from `createHatch` when the code
 * was loaded; otherwise it rejects `started` and `ready` and is reported on the `error` event and
 * the logger, once the instance starts.
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
  const store = createStore<HatchState>(buildShellState(options))
  // A listener that throws (the host's, say) is logged; the emit and the kernel operation behind it carry on.
  const events = createEvents((error, event) => loggerOf(options).error(`a listener of "${event}" threw`, error))
  const views = createViewRegistry<HatchContext>()
  const isFeatureEnabled = (key: string) => store.getState().features[key] === true
  const router = createRouter({ store, events, views, isFeatureEnabled })
  const shell: InstanceShell = { store, events, views, router, isFeatureEnabled }
  const report = reporterFor(options, events)

  let instance: StartedInstance | undefined
  let destroyed = false
  const start = (code: StartCode) => {
    if (destroyed) throw new HatchError('HATCH_DESTROYED')
    instance = code.startInstance(shell, options)
    return instance
  }
  let starting: Promise<StartedInstance> | undefined
  let started: Promise<void> | undefined
  let ready: Promise<void> | undefined
  /** Starts the instance once: synchronously on `code` (an invalid option throws to the caller), else when the code has arrived. */
  const begin = (code?: StartCode): Promise<StartedInstance> => {
    if (!starting) {
      starting = code ? Promise.resolve(start(code)) : loadStartCode().then(start)
      started = starting.then(() => undefined)
      started.catch(() => undefined) // reported once, through `ready`
      ready = starting.then((i) => i.ready)
      ready.catch(report)
    }
    return starting
  }
  // A page that shows only the button loads the start-up code on the visitor's first sign of intent
  // (docs/ui.md "When the instance starts"); a session to restore, the server, or code already here start it now.
  const loaded = loadedStartCode()
  if (loaded || startsAtOnce(options)) void begin(loaded)

  /** Runs an action now when started, else once started; a failure is reported, not thrown. */
  const run = (action: (i: StartedInstance) => void): void => {
    if (instance) return action(instance)
    void begin()
      .then(action, () => undefined)
      .catch(report)
  }
  const after = <T>(action: (i: StartedInstance) => Promise<T>): Promise<T> => withErrorText(begin().then(action))

  const providers: Record<string, object> = {}
  const eip1193Source: ProviderSource = {
    methods: ['request'],
    load: (_, initial) => import('./provider/eip1193Provider.js').then((m) => m.createEip1193Provider(hatch, initial)),
  }
  const api: Omit<Hatch, 'started' | 'ready' | 'context'> = {
    open(openOptions) {
      // Not started: the UI loads the modal beside the start-up code rather than after it.
      if (!instance) hatch.warm()
      run((i) => i.modal.open(openOptions))
    },
    close() {
      if (instance) return instance.modal.close()
      // Not starting: no modal is open or opening, and nothing need load to say so.
      if (starting) run((i) => void i.modal.close())
      return true
    },
    goBack: () => void (starting && run((i) => i.modal.goBack())),
    connect: (params) => after((i) => i.connect(params)),
    disconnect: (params) => after((i) => i.disconnect(params)),
    setFeature: (key, value) => after((i) => i.setFeature(key, value)),
    getConnections(namespace) {
      if (!instance) throw new HatchError('HATCH_STARTING', { params: { what: 'hatch.getConnections' } })
      return instance.getConnections(namespace)
    },
    switchConnection: (target) => after((i) => i.switchConnection(target)),
    deleteConnection: (target) => after((i) => i.deleteConnection(target)),
    subscribeConnections(listener) {
      let off: (() => void) | undefined
      let cancelled = false
      run((i) => {
        if (!cancelled) off = i.subscribeConnections(listener)
      })
      return () => {
        cancelled = true
        off?.()
      }
    },
    switchNetwork: (target) => run((i) => i.switchNetwork(target)),
    setNetwork: (target) => after((i) => i.setNetwork(target)),
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
    setLocale: (locale) => store.update((d) => void (d.modal.locale = locale)),
    registerViews(owner, entries, registration) {
      // A host's own views override the core ones.
      if (!registration?.defaults) return views.register(owner, entries, undefined, true)
      try {
        views.registerDefaults(owner, entries)
      } catch (error) {
        report(error)
      }
    },
    views,
    options,
    getProvider(namespace) {
      // eip155's provider is the kernel's; another namespace's is its adapter's (the kernel only hands it the instance).
      const source = namespace === 'eip155' ? eip1193Source : options.adapters?.find((a) => a.namespace === namespace)?.provider
      if (!source) throw new HatchError('CAPABILITY_MISSING', { params: { namespace, capability: 'getProvider' } })
      let shell = providers[namespace]
      if (!shell) {
        // A thin object: listeners live on the bus as `<namespace>:<event>`; the methods wait for the
        // implementation, a chunk loading from now (a failure to load rejects each call).
        const own: Record<string, unknown> = {
          on(event: string, listener: never) {
            events.on(`${namespace}:${event}`, listener)
            return own
          },
          removeListener(event: string, listener: never) {
            events.off(`${namespace}:${event}`, listener)
            return own
          },
        }
        const core = source.load(hatch, store.getState(), own) as Promise<Record<string, (...args: unknown[]) => unknown>>
        for (const name of source.methods) own[name] = async (...args: unknown[]) => (await core)[name]!(...args)
        shell = providers[namespace] = own
      }
      return shell as never
    },
    warm() {
      if (destroyed) return
      void begin()
      events.emit('modal:warm', undefined)
    },
    destroy() {
      destroyed = true
      instance?.destroy()
      events.all.clear()
    },
  }
  // Not enumerable: code that walks an object's properties (React's development builds diff a
  // component's props, logging libraries) must neither start the instance nor meet the throw.
  const hatch = Object.defineProperties(api, {
    started: {
      get() {
        void begin()
        return started
      },
    },
    ready: {
      get() {
        void begin()
        return ready
      },
    },
    context: {
      get() {
        if (!instance) throw new HatchError('HATCH_STARTING', { params: { what: 'hatch.context' } })
        return instance.context
      },
    },
  }) as Hatch
  return hatch
}
