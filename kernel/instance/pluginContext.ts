import type { HatchContext, PluginContext, PluginStorage, Profile, Profiles, ReadonlyStore } from '../contracts/context.js'
import type { ChainNamespace } from '../types/chain.js'
import type { PluginStateHandle } from '../contracts/pluginHandle.js'
import { HatchError } from '../errors/HatchError.js'
import type { HatchState } from '../types/state.js'
import type { PluginGuard } from './pluginGuard.js'

/** The prefix of a plugin's storage keys (after the `hatch:` every key has). */
export const pluginStoragePrefix = (plugin: string) => `plugin:${plugin}:`

/**
 * The store, read-only: a write throws CORE_STATE_READ_ONLY naming the plugin (for plain-JS plugins;
 * the type has no `update`). The plugin's listeners and selectors run in the guard (hook
 * `subscribe`): they run inside every state change, whose writer (say `hatch.connect`) must finish.
 */
function readOnlyStore(ctx: HatchContext, plugin: string, guard: PluginGuard): ReadonlyStore<HatchState> {
  const { store } = ctx
  const safe =
    <A extends unknown[], R>(call: (...args: A) => R) =>
    (...args: A) =>
      guard.run(plugin, 'subscribe', () => call(...args)) as R
  return {
    getState: store.getState,
    subscribe: (listener) => store.subscribe(safe(listener)),
    select: (selector, listener, equals) => store.select(safe(selector), safe(listener), equals),
    update: () => {
      throw new HatchError('CORE_STATE_READ_ONLY', { params: { plugin } })
    },
  } as ReadonlyStore<HatchState>
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

/** The profile methods, in a chunk of their own (the names plugin uses them, after the click). */
function profilesOf(ctx: HatchContext): Profiles {
  const call =
    (name: keyof typeof import('./profiles.js')) =>
    async (...args: [ChainNamespace, string, Profile?]) =>
      ((await import('./profiles.js'))[name] as (...all: unknown[]) => unknown)(ctx, ...args)
  return { get: call('readProfile'), set: call('recordProfile'), show: call('showProfile') } as Profiles
}

/** What a plugin's context leaves out of the instance's: account writes (adapters'), the writable store and the shared storage. */
const withheld = [
  'applyConnected',
  'setAccount',
  'setConnectors',
  'handleChainChanged',
  'handleAccountsChanged',
  'handleDisconnected',
  'store',
  'storage',
] as const

/**
 * The context a plugin's controller and handlers get (see {@link PluginContext}): the instance's
 * context without the account writes, with a read-only store, the plugin's own storage and slice,
 * and `signal` for the run it is given to.
 */
export function pluginContextOf<S>(ctx: HatchContext, self: PluginStateHandle<S>, signal: AbortSignal, guard: PluginGuard): PluginContext<S> {
  const rest: Partial<HatchContext> = { ...ctx }
  for (const key of withheld) delete rest[key]
  return {
    ...(rest as Omit<HatchContext, (typeof withheld)[number]>),
    store: readOnlyStore(ctx, self.id, guard),
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
