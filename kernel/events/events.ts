import mittModule, { type Emitter } from 'mitt'
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '../types/chain.js'
import type { Connection, Connector } from '../types/connector.js'
import type { ErrorCode } from '../errors/catalogue.js'
import type { Alert, RouteEntry, Toast } from '../types/state.js'

/**
 * Events the kernel emits. Plugins add their own by augmenting {@link HatchEvents}
 * (`declare module 'hatch' { interface HatchEvents { 'swaps:quote': Quote } }`).
 * Names are namespaced `area:what`.
 */
export interface HatchEvents {
  'modal:open': { view: string }
  'modal:close': undefined
  /** The visitor may open the modal soon (`hatch.warm()`): the UI loads the modal's first view. */
  'modal:warm': undefined
  'router:navigate': { stack: RouteEntry[]; action: 'push' | 'replace' | 'reset' | 'back' | 'backToIndex' }
  'account:connecting': { namespace: ChainNamespace; connectorId: string }
  'account:connected': { namespace: ChainNamespace; address: string; connectorId: string }
  'account:changed': { namespace: ChainNamespace; address: string }
  /**
   * Once per disconnect, after the account was reset. `signOutFailed`: the wallet's sign-out threw
   * (the page forgot the session anyway; the wallet may still list the site as connected).
   */
  'account:disconnected': { namespace: ChainNamespace; connectorId: string; signOutFailed?: true }
  'network:changed': { namespace: ChainNamespace; network: CaipNetwork }
  'network:unsupported': { namespace: ChainNamespace; chainId: string | number }
  'namespace:changed': { namespace: ChainNamespace }
  'connectors:changed': { connectors: Connector[] }
  'connections:changed': { connections: Connection[] }
  'toast:show': Toast
  'alert:raised': Alert
  /**
   * Something failed outside a host call: `code` is a catalogue code (kernel or registered).
   * `plugin` and `hook` are set when a plugin's callback threw or rejected (see {@link PluginHook});
   * the kernel reported it and carried on as if the callback had not run.
   */
  error: { code: ErrorCode; message: string; error: unknown; plugin?: string; hook?: PluginHook }
  'config:loaded': { features: Record<string, unknown> }
  /**
   * A transaction the visitor made through Hatch (a send, a swap …) was accepted by the chain: views
   * showing balances or history refresh without waiting for their caches to expire.
   */
  'transaction:sent': { namespace: ChainNamespace; caipNetworkId: CaipNetworkId; hash: string; from: string; to?: string }
  /**
   * A transaction of an earlier `transaction:sent` was confirmed by the chain (an EVM receipt that
   * succeeded, a Solana signature confirmed): balances and history read again, now that the new
   * figures are on chain (on a network that mines in seconds, the read at `transaction:sent` may
   * still see the old ones). Emitted by the features that follow their transactions: Pay, Swaps
   * (approval and swap) and Send on EVM and Solana.
   */
  'transaction:confirmed': { namespace: ChainNamespace; caipNetworkId: CaipNetworkId; hash: string; from: string; to?: string }
  [key: string]: unknown
  [key: symbol]: unknown
}

/**
 * Which callback of a plugin failed: an `on` handler, its controller's start (a throw or a
 * rejection), its controller's stop (`dispose()` or teardown), a listener or selector it gave
 * `ctx.store.subscribe` / `select`, a view loader, or the loader of an extension contribution (an
 * Account tab's panel, a Connect method's section).
 */
export type PluginHook = 'on' | 'controller' | 'dispose' | 'subscribe' | 'view' | 'contribution'

/** The typed bus of one instance. */
export type EventBus = Emitter<HatchEvents>

// mitt ships CommonJS-style typings for an ES module: at run time the default import is the
// factory, while TypeScript (NodeNext) sees the module object. Bridge the two views once here.
const mitt = mittModule as unknown as typeof mittModule.default

/** Told about a listener that threw, with the event it was handling. */
export type ListenerErrorReporter = (error: unknown, event: string) => void

/**
 * Creates the event bus of one instance (never shared between instances). Every listener runs even
 * when one before it throws: a throw is handed to `onListenerError` (default: the console) instead
 * of escaping `emit`, so whoever emits (say `hatch.connect`) finishes as if no listener had failed.
 */
export function createEvents(onListenerError?: ListenerErrorReporter): EventBus {
  const bus = mitt<HatchEvents>()
  const report: ListenerErrorReporter = onListenerError ?? ((error, event) => console.error(`[hatch] a listener of "${event}" threw`, error))
  const run = (event: string, call: () => void) => {
    try {
      call()
    } catch (error) {
      report(error, event)
    }
  }
  const emit = (type: keyof HatchEvents, payload?: unknown) => {
    // Copies, as mitt does: a listener that subscribes or unsubscribes changes the next emit only.
    for (const handler of [...(bus.all.get(type) ?? [])]) run(String(type), () => (handler as (p: unknown) => void)(payload))
    for (const handler of [...(bus.all.get('*') ?? [])]) run(String(type), () => (handler as (t: unknown, p: unknown) => void)(type, payload))
  }
  return { all: bus.all, on: bus.on, off: bus.off, emit }
}
