import { HatchError } from '../errors/HatchError.js'
import type { EventBus } from '../events/events.js'
import type { Store } from '../store/createStore.js'
import type { HatchState, RouteEntry } from '../types/state.js'
import type { ViewRegistry } from './viewRegistry.js'

/** History-stack navigation between named views (spec §2 "Routes"). */
export interface Router {
  /** Current view, or undefined when the stack is empty. */
  current(): RouteEntry | undefined
  push(view: string, params?: Record<string, unknown>): void
  replace(view: string, params?: Record<string, unknown>): void
  /** Clears the history and shows `view`. */
  reset(view: string, params?: Record<string, unknown>): void
  /** Pops one view; returns false when the history is exhausted (the caller then closes). */
  goBack(): boolean
  /** Pops back to the entry at `index` (0 = first). */
  goBackToIndex(index: number): void
  /** Throws unless `view` is registered and its feature is enabled. */
  assertReachable(view: string): void
  /** Whether navigating to `view` would succeed (registered, and its feature on). */
  isReachable(view: string): boolean
}

/** Dependencies of the router, injected so it stays testable without an instance. */
export interface RouterDeps {
  store: Store<HatchState>
  events: EventBus
  views: ViewRegistry
  isFeatureEnabled(key: string): boolean
}

/** Creates the router of one instance; the stack lives in `state.router.stack`. */
export function createRouter({ store, events, views, isFeatureEnabled }: RouterDeps): Router {
  const stack = () => store.getState().router.stack

  const isReachable = (view: string) => {
    const registered = views.get(view)
    return Boolean(registered && (!registered.feature || isFeatureEnabled(registered.feature)))
  }

  const assertReachable = (view: string) => {
    if (isReachable(view)) return
    const registered = views.get(view)
    if (!registered) throw new HatchError('VIEW_NOT_REGISTERED', { params: { view } })
    throw new HatchError('VIEW_DISABLED', { params: { view, feature: String(registered.feature) } })
  }

  const commit = (next: RouteEntry[], action: 'push' | 'replace' | 'reset' | 'back' | 'backToIndex') => {
    store.update((draft) => {
      draft.router.stack = next
    })
    events.emit('router:navigate', { stack: next, action })
  }

  const entry = (view: string, params?: Record<string, unknown>): RouteEntry => (params ? { view, params } : { view })

  return {
    current: () => stack().at(-1),
    assertReachable,
    isReachable,
    push(view, params) {
      assertReachable(view)
      commit([...stack(), entry(view, params)], 'push')
    },
    replace(view, params) {
      assertReachable(view)
      commit([...stack().slice(0, -1), entry(view, params)], 'replace')
    },
    reset(view, params) {
      assertReachable(view)
      commit([entry(view, params)], 'reset')
    },
    goBack() {
      const current = stack()
      if (current.length <= 1) return false
      commit(current.slice(0, -1), 'back')
      return true
    },
    goBackToIndex(index) {
      const current = stack()
      if (!Number.isInteger(index) || index < 0 || index >= current.length) {
        throw new RangeError(`goBackToIndex(${index}): the history holds ${current.length} views`)
      }
      commit(current.slice(0, index + 1), 'backToIndex')
    },
  }
}
