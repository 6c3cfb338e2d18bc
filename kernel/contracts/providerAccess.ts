import type { OpenOptions } from '../modal/modalController.js'
import type { ChainNamespace } from '../types/chain.js'
import type { HatchState } from '../types/state.js'
import type { HatchContext } from './context.js'

/**
 * What a provider's implementation gets of its instance (the instance itself, `hatch`, is passed):
 * its state at once; its context once started.
 */
export interface ProviderAccess {
  /** Settles once the instance started; `context` is there from then on. */
  readonly started: Promise<void>
  /** The started instance's context (wallet calls go through `getAdapter(namespace)`, events through `events`). */
  readonly context: HatchContext
  getState(): HatchState
  /** Opens the modal, as `hatch.open`. */
  open(options?: OpenOptions): void
  /** Disconnects a namespace, as `hatch.disconnect`. */
  disconnect(params?: { namespace?: ChainNamespace }): Promise<void>
}

/**
 * How an adapter offers its namespace's provider (`hatch.getProvider(namespace)`). The kernel
 * builds the object from this on the first `getProvider` call: `on` / `removeListener` keep
 * listeners on the instance's bus (`<namespace>:<event>`), each of `methods` waits for the
 * implementation, which `load` starts loading at once (a chunk of the adapter's: a page that
 * never asks for the provider loads none of it).
 */
export interface ProviderSource {
  /** Methods forwarded to the implementation (each call resolves once it has loaded). */
  readonly methods: readonly string[]
  /**
   * Loads the implementation. `initial` is the state when getProvider was first called, so it
   * tells what changed while it loaded; `provider` is the object getProvider returns (the
   * implementation may define its fields on it).
   */
  load(hatch: ProviderAccess, initial: HatchState, provider: object): Promise<object>
}
