import type { HatchContext, PluginContext, PluginStorage, Profiles, ReadonlyStore } from '../contracts/context.js'
import type { PluginStateHandle } from '../contracts/pluginHandle.js'
import { HatchError } from '../errors/HatchError.js'
import { createCache } from '../storage/cache.js'
import type { ChainNamespace } from '../types/chain.js'
import type { HatchState } from '../types/state.js'

/** The prefix of a plugin's storage keys (after the `hatch:` every key has). */
export const pluginStoragePrefix = (plugin: string) => `plugin:${plugin}:`

/** The store, read-only: a write throws CORE_STATE_READ_ONLY naming the plugin (for plain-JS plugins; the type has no `update`). */
function readOnlyStore(ctx: HatchContext, plugin: string): ReadonlyStore<HatchState> {
  const { store } = ctx
  const view: ReadonlyStore<HatchState> & { update(): never } = {
    getState: () => store.getState(),
    subscribe: (listener) => store.subscribe(listener),
    select: (selector, listener, equals) => store.select(selector, listener, equals),
    update: () => {
      throw new HatchError('CORE_STATE_READ_ONLY', { params: { plugin } })
    },
  }
  return view
}

function pluginStorage(ctx: HatchContext, plugin: string): PluginStorage {
  return {
    define(key, schema, options) {
      const slot = ctx.storage.define(pluginStoragePrefix(plugin) + key, schema)
      const formerKey = options?.formerKey
      if (formerKey !== undefined && slot.get() === undefined) {
        const former = ctx.storage.define(formerKey, schema)
        const value = former.get()
        if (value !== undefined) slot.set(value)
        former.remove()
      }
      return slot
    },
  }
}

/** Identity-cache keys: EVM addresses compare case-insensitively (as the Account view keys them). */
const keyOf = (namespace: ChainNamespace, address: string) => (namespace === 'eip155' ? address.toLowerCase() : address)

function profilesOf(ctx: HatchContext): Profiles {
  const cache = () => createCache(ctx.storage)
  const show: Profiles['show'] = (namespace, address, profile) => {
    const account = ctx.store.getState().chains[namespace]?.account
    if (!account?.address || keyOf(namespace, account.address) !== keyOf(namespace, address)) return
    ctx.setAccount(namespace, { profileName: profile.name, profileImage: profile.avatar })
  }
  return {
    get: (namespace, address) => cache().get('identity', keyOf(namespace, address)),
    set(namespace, address, profile) {
      cache().set('identity', keyOf(namespace, address), profile)
      show(namespace, address, profile)
    },
    show,
  }
}

/**
 * The context a plugin's controller and handlers get (see {@link PluginContext}): the instance's
 * context without the account writes, with a read-only store, the plugin's own storage and slice,
 * and `signal` for the run it is given to.
 */
export function pluginContextOf<S>(ctx: HatchContext, self: PluginStateHandle<S>, signal: AbortSignal): PluginContext<S> {
  const {
    applyConnected: _applyConnected,
    setAccount: _setAccount,
    setConnectors: _setConnectors,
    handleChainChanged: _handleChainChanged,
    handleAccountsChanged: _handleAccountsChanged,
    handleDisconnected: _handleDisconnected,
    store: _store,
    storage: _storage,
    ...rest
  } = ctx
  return {
    ...rest,
    store: readOnlyStore(ctx, self.id),
    storage: pluginStorage(ctx, self.id),
    self,
    signal,
    showView(view, ...params) {
      ctx.router.reset(view, ...params)
      if (ctx.store.getState().modal.open) return
      ctx.store.update((draft) => {
        draft.modal.open = true
      })
      ctx.events.emit('modal:open', { view })
    },
    profiles: profilesOf(ctx),
  }
}
