import { HatchError } from '../errors/HatchError.js'
import type { EventBus } from '../events/events.js'
import type { Store } from '../store/createStore.js'
import type { HatchState, RouteEntry } from '../types/state.js'
import type { Router } from './types.js'
import type { ViewRegistryOf } from '../contracts/viewTypes.js'

export type { Router } from './types.js'

/** Dependencies of the router, injected so it stays testable without an instance. */
export interface RouterDeps {
  store: Store<HatchState>
  events: EventBus
  views: Pick<ViewRegistryOf<never>, 'get'>
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

  // Params are checked against ViewParams by the Router type; the stack stores them as plain records.
  const entry = (view: string, params?: unknown): RouteEntry => (params ? { view, params: params as Record<string, unknown> } : { view })

  const router: Router = {
    current: () => stack().at(-1),
    assertReachable,
    isReachable,
    push(view, ...[params]) {
      assertReachable(view)
      commit([...stack(), entry(view, params)], 'push')
    },
    replace(view, ...[params]) {
      assertReachable(view)
      commit([...stack().slice(0, -1), entry(view, params)], 'replace')
    },
    reset(view, ...[params]) {
      assertReachable(view)
      commit([entry(view, params)], 'reset')
    },
    goBack() {
      const current = stack()
      if (current.length <= 1) return false
      commit(current.slice(0, -1), 'back')
      return true
    },
    leaveDisabled() {
      const kept = stack().filter((e) => isReachable(e.view))
      const left = kept.length < stack().length
      if (left) commit(kept, 'back')
      return left
    },
    goBackToIndex(index) {
      const current = stack()
      if (!Number.isInteger(index) || index < 0 || index >= current.length) {
        throw new RangeError(`goBackToIndex(${index}): the history holds ${current.length} views`)
      }
      commit(current.slice(0, index + 1), 'backToIndex')
    },
  }
  return router
}
