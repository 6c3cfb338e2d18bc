import type { Draft } from 'immer'
import type { HatchContext, PluginContext } from '../contracts/context.js'
import type { ControllerResult, Plugin } from '../contracts/definePlugin.js'
import type { PluginRegistry, PluginStateHandle } from '../contracts/pluginHandle.js'
import { HatchError } from '../errors/HatchError.js'
import type { HatchEvents } from '../events/events.js'
import type { Store } from '../store/createStore.js'
import type { HatchState } from '../types/state.js'

/** Runs the registered plugins of one instance: state handles, controllers and event handlers. */
export interface PluginHost {
  /** What the context exposes: read-only state and controller APIs. */
  readonly registry: PluginRegistry
  /** Starts each plugin while its gate is on and stops it when the gate turns off; returns the teardown. */
  start(ctx: HatchContext): () => void
}

interface Running {
  /** The controller's value once it resolved (its API), with how to stop it. */
  value: Promise<unknown>
  stop(): void
}

/** The handle bound to one plugin's slice: plugin code gets this, never a way to write other slices. */
function createStateHandle<S>(store: Store<HatchState>, plugin: Plugin<S>): PluginStateHandle<S> {
  const read = (state: HatchState) => state.plugins[plugin.id] as S
  return {
    id: plugin.id,
    get: () => read(store.getState()),
    update(recipe) {
      store.update((draft) => {
        recipe(draft.plugins[plugin.id] as Draft<S>)
      })
    },
    reset() {
      store.update((draft) => {
        draft.plugins[plugin.id] = plugin.state?.()
      })
    },
    subscribe: (listener) => store.select(read, listener),
  }
}

const stopperOf = (result: ControllerResult): (() => void) | undefined => {
  if (typeof result === 'function') return result as () => void
  const dispose = (result as { dispose?: unknown } | undefined)?.dispose
  return typeof dispose === 'function' ? () => (dispose as () => void).call(result) : undefined
}

/**
 * Creates the plugin host. A plugin without a gate runs for the instance's whole life. Views are
 * registered elsewhere (they exist even while gated off, so the router can name the feature).
 */
export function createPluginHost(store: Store<HatchState>, plugins: readonly Plugin[], isEnabled: (key: string) => boolean): PluginHost {
  // Ids are unique: option validation refuses the same plugin twice.
  const byId = new Map(plugins.map((plugin) => [plugin.id, plugin]))
  const running = new Map<string, Running>()
  /** Callers waiting for a controller that has not started yet (its gate is still off or remote config is pending). */
  const waiting = new Map<string, Array<{ resolve(value: unknown): void; reject(error: unknown): void }>>()

  const isOn = (plugin: Plugin) => plugin.gate === undefined || isEnabled(plugin.gate.key)

  const registry: PluginRegistry = {
    ids: () => [...byId.keys()],
    state: <S>(id: string) => (byId.has(id) ? (store.getState().plugins[id] as S) : undefined),
    controller<C>(id: string): Promise<C> {
      const plugin = byId.get(id)
      if (!plugin) return Promise.reject(new HatchError('PLUGIN_NOT_REGISTERED', { params: { plugin: id } }))
      const current = running.get(id)
      if (current) return current.value as Promise<C>
      if (!isOn(plugin)) return Promise.reject(new HatchError('FEATURE_DISABLED', { params: { feature: plugin.gate?.key ?? id, plugin: id } }))
      return new Promise<C>((resolve, reject) => {
        const list = waiting.get(id) ?? []
        list.push({ resolve: resolve, reject })
        waiting.set(id, list)
      })
    },
  }

  return {
    registry,
    start(ctx) {
      const teardowns: Array<() => void> = []
      for (const plugin of byId.values()) {
        const self = createStateHandle(store, plugin)
        const pluginCtx: PluginContext = { ...ctx, self }
        const handlers = Object.entries(plugin.on ?? {}).map(
          ([event, handler]) =>
            [event as keyof HatchEvents, (payload: unknown) => (handler as (p: unknown, c: PluginContext) => void)(payload, pluginCtx)] as const,
        )

        const startPlugin = () => {
          if (running.has(plugin.id)) return
          for (const [event, handler] of handlers) ctx.events.on(event, handler)
          let stopped = false
          let stopController: (() => void) | undefined
          const value = plugin.controller
            ? Promise.resolve()
                .then(() => plugin.controller?.(pluginCtx))
                .then((result) => {
                  stopController = stopperOf(result)
                  if (stopped) stopController?.()
                  return typeof result === 'function' ? undefined : result
                })
            : Promise.resolve(undefined)
          value.catch((error: unknown) => {
            ctx.events.emit('error', {
              code: error instanceof HatchError ? error.code : 'UNKNOWN_ERROR',
              message: `plugin ${plugin.id}: ${String(error)}`,
              error,
            })
          })
          running.set(plugin.id, {
            value,
            stop() {
              stopped = true
              for (const [event, handler] of handlers) ctx.events.off(event, handler)
              stopController?.()
            },
          })
          for (const waiter of waiting.get(plugin.id)?.splice(0) ?? []) value.then(waiter.resolve, waiter.reject)
        }
        const stopPlugin = () => {
          running.get(plugin.id)?.stop()
          running.delete(plugin.id)
        }

        if (isOn(plugin)) startPlugin()
        if (plugin.gate) {
          const key = plugin.gate.key
          teardowns.push(
            store.select(
              (s) => s.features[key] === true,
              (on) => (on ? startPlugin() : stopPlugin()),
            ),
          )
        }
        teardowns.push(stopPlugin)
      }
      return () => {
        for (const teardown of teardowns.splice(0)) teardown()
        const destroyed = new HatchError('HATCH_DESTROYED')
        for (const list of waiting.values()) for (const waiter of list.splice(0)) waiter.reject(destroyed)
      }
    },
  }
}
