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
  /** Something failed outside a host call: `code` is a catalogue code (kernel or registered). */
  error: { code: ErrorCode; message: string; error: unknown }
  'config:loaded': { features: Record<string, unknown> }
  /**
   * A transaction the visitor made through Hatch (a send, a swap …) was accepted by the chain: views
   * showing balances or history refresh without waiting for their caches to expire.
   */
  'transaction:sent': { namespace: ChainNamespace; caipNetworkId: CaipNetworkId; hash: string; from: string; to?: string }
  [key: string]: unknown
  [key: symbol]: unknown
}

/** The typed bus of one instance. */
export type EventBus = Emitter<HatchEvents>

// mitt ships CommonJS-style typings for an ES module: at run time the default import is the
// factory, while TypeScript (NodeNext) sees the module object. Bridge the two views once here.
const mitt = mittModule as unknown as typeof mittModule.default

/** Creates the event bus of one instance (never shared between instances). */
export function createEvents(): EventBus {
  return mitt<HatchEvents>()
}
