import type { EventBus } from '../events/events.js'
import type { Router } from '../router/createRouter.js'
import type { ViewRegistry } from '../contracts/context.js'
import type { Store } from '../store/createStore.js'
import type { HatchState } from '../types/state.js'

/**
 * What an instance has from the moment `createHatch` returns, before its start-up code has run:
 * enough to render the connect button, subscribe and register views.
 */
export interface InstanceShell {
  store: Store<HatchState>
  events: EventBus
  views: ViewRegistry
  router: Router
  isFeatureEnabled(key: string): boolean
}
