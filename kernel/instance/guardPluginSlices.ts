import { produce } from 'immer'
import { HatchError } from '../errors/HatchError.js'
import type { Store } from '../store/createStore.js'
import type { HatchState } from '../types/state.js'

/**
 * The store as plugins, adapters, the UI and the host see it (`ctx.store`): every slice can be
 * written except the slices of the registered plugins (`state.plugins[id]`), which only each
 * plugin's own handle (`ctx.self`) writes. A recipe that changes, replaces or removes one throws
 * PLUGIN_STATE_READ_ONLY and changes nothing. The plugin host keeps the unguarded store for the
 * handles it binds. (Keys no plugin registered stay writable: the WalletConnect adapter publishes its
 * pairing under `plugins.walletConnect`.)
 */
export function guardPluginSlices(store: Store<HatchState>, pluginIds: ReadonlySet<string>): Store<HatchState> {
  return {
    getState: store.getState,
    subscribe: store.subscribe,
    select: store.select,
    update(recipe) {
      const before = store.getState()
      const next = produce(before, recipe)
      const plugin = next.plugins === before.plugins ? undefined : [...pluginIds].find((id) => before.plugins[id] !== next.plugins[id])
      if (plugin !== undefined) throw new HatchError('PLUGIN_STATE_READ_ONLY', { params: { plugin } })
      // Returning the finished state from the recipe makes it the new state (immer replaces it).
      store.update(() => next)
    },
  }
}
