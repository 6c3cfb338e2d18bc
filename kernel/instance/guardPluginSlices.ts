import { produce } from 'immer'
import { HatchError } from '../errors/HatchError.js'
import type { Store } from '../store/createStore.js'
import type { HatchState } from '../types/state.js'

/**
 * The store as plugins, adapters, the UI and the host see it (`ctx.store`): every slice can be
 * written except `state.plugins`, which only each plugin's own handle (`ctx.self`) writes. A recipe
 * that changes, adds or removes a plugin slice throws PLUGIN_STATE_READ_ONLY and changes nothing.
 * The plugin host keeps the unguarded store for the handles it binds.
 */
export function guardPluginSlices(store: Store<HatchState>): Store<HatchState> {
  return {
    getState: store.getState,
    subscribe: store.subscribe,
    select: store.select,
    update(recipe) {
      const before = store.getState()
      const next = produce(before, recipe)
      if (next.plugins !== before.plugins) {
        const ids = new Set([...Object.keys(before.plugins), ...Object.keys(next.plugins)])
        const plugin = [...ids].find((id) => before.plugins[id] !== next.plugins[id]) ?? '?'
        throw new HatchError('PLUGIN_STATE_READ_ONLY', { params: { plugin } })
      }
      // Returning the finished state from the recipe makes it the new state (immer replaces it).
      store.update(() => next)
    },
  }
}
