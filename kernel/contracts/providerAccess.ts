import type { EventBus } from '../events/events.js'
import type { OpenOptions } from '../modal/modalController.js'
import type { ChainNamespace } from '../types/chain.js'
import type { HatchState } from '../types/state.js'
import type { HatchContext } from './context.js'

/**
 * What an adapter's provider factory ({@link AdapterDefinition.provider}) gets from its instance
 * when `hatch.getProvider(namespace)` is first called: the instance may still be starting, so the
 * context is a promise; state and the bus are there at once.
 */
export interface ProviderAccess {
  /** The started instance's context (wallet calls go through `getAdapter(namespace)`). */
  readonly context: Promise<HatchContext>
  /** The instance's state now (what a provider's synchronous fields read). */
  getState(): HatchState
  /** Opens the modal, as `hatch.open`. */
  open(options?: OpenOptions): void
  /** Disconnects a namespace, as `hatch.disconnect`. */
  disconnect(params: { namespace: ChainNamespace }): Promise<void>
  /** The instance's bus: a provider keeps its listeners there as `<namespace>:<event>`. */
  readonly events: EventBus
  /** Reports a failure nobody awaits on the `error` event and the logger. */
  report(error: unknown): void
}
