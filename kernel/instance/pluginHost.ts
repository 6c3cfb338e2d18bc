import type { Draft } from 'immer'
import type { HatchContext, PluginContext } from '../contracts/context.js'
import type { ControllerResult, Plugin } from '../contracts/definePlugin.js'
import type { PluginRegistry, PluginStateHandle } from '../contracts/pluginHandle.js'
import { HatchError } from '../errors/HatchError.js'
import { createConsoleLogger } from '../options/logger.js'
import type { HatchEvents } from '../events/events.js'
import type { Store } from '../store/createStore.js'
import type { ChainNamespace } from '../types/chain.js'
import type { HatchState } from '../types/state.js'
import { pluginContextOf } from './pluginContext.js'
import { createPluginGuard, type PluginGuard } from './pluginGuard.js'

/** Runs the registered plugins of one instance: state handles, controllers and event handlers. */
export interface PluginHost {
  /** What the context exposes: read-only state and controller APIs. */
  readonly registry: PluginRegistry
  /**
   * Starts each plugin's event handlers while its gate is on, and its controller while the gate is
   * on once its start trigger fired (at once for `start: 'instance'`, the default); stops them when
   * the gate turns off. Returns the teardown.
   */
  start(ctx: HatchContext): () => void
}

interface Running {
  /** The controller's value once it resolved (its API). */
  value: Promise<unknown>
  stop(): void
  /** Rejects callers still waiting for the value (the instance was destroyed while it loaded). */
  abandon(error: HatchError): void
}

interface Waiter {
  resolve(value: unknown): void
  reject(error: unknown): void
}

/** The handle bound to one plugin's slice: plugin code gets this, never a way to write other slices. */
function createStateHandle<S>(store: Store<HatchState>, plugin: Plugin<S>, guard: PluginGuard): PluginStateHandle<S> {
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
    // The listener runs inside state changes another caller made: a throw is reported, not passed to that caller.
    subscribe: (listener) => store.select(read, (slice, previous) => void guard.run(plugin.id, 'subscribe', () => listener(slice, previous))),
  }
}

const stopperOf = (result: ControllerResult): (() => void) | undefined => {
  if (typeof result === 'function') return result as () => void
  const dispose = (result as { dispose?: unknown } | undefined)?.dispose
  return typeof dispose === 'function' ? () => (dispose as () => void).call(result) : undefined
}

/**
 * Watches a plugin's start triggers (its `start` option's events, account and predicate, and
 * navigation to its views) and calls `fire` once, at the first; returns how to stop watching.
 */
function watchTriggers(plugin: Plugin, ctx: HatchContext, guard: PluginGuard, fire: () => void): () => void {
  const start = plugin.start
  if (start === undefined || start === 'instance') return () => undefined
  const stops: Array<() => void> = []
  const stop = () => {
    for (const s of stops.splice(0)) s()
  }
  let fired = false
  const once = () => {
    if (fired) return
    fired = true
    stop()
    fire()
  }
  for (const event of start.on ?? []) {
    ctx.events.on(event, once)
    stops.push(() => ctx.events.off(event, once))
  }
  const views = new Set(Object.keys(plugin.views ?? {}))
  if (views.size > 0) {
    // Started beside the view's own chunk, rather than after it asks for the controller.
    const navigated = ({ stack }: HatchEvents['router:navigate']) => {
      const view = stack.at(-1)?.view
      if (view !== undefined && views.has(view)) once()
    }
    ctx.events.on('router:navigate', navigated)
    stops.push(() => ctx.events.off('router:navigate', navigated))
  }
  const account = start.account
  const when = start.when
  // A throwing predicate is reported and reads as false: it runs inside every state change.
  const guarded = when && ((state: HatchState) => guard.run(plugin.id, 'controller', () => when(state), 'start.when') === true)
  const predicates = [...(guarded ? [guarded] : []), ...(account ? [accountInPlay(account === true ? undefined : account)] : [])]
  if (predicates.length > 0) {
    const holds = (state: HatchState) => predicates.some((p) => p(state))
    if (holds(ctx.store.getState())) once()
    else stops.push(ctx.store.select(holds, (now) => now && once()))
  }
  return stop
}

/** An account of one of `namespaces` (any, when undefined) is connecting or connected. */
const accountInPlay =
  (namespaces: readonly ChainNamespace[] | undefined) =>
  (state: HatchState): boolean =>
    (namespaces ?? (Object.keys(state.chains) as ChainNamespace[])).some((namespace) => {
      const status = state.chains[namespace]?.account.status
      return status !== undefined && status !== 'disconnected'
    })

/**
 * Creates the plugin host. A plugin without a gate runs for the instance's whole life. Views are
 * registered elsewhere (they exist even while gated off, so the router can name the feature).
 *
 * A controller starts while its gate is on once its plugin is triggered: from the start for
 * `start: 'instance'` (the default), else at the first of its `start` triggers or its first use
 * (`registry.controller(id)`, navigation to one of its views). Triggered stays true for the
 * instance's life, so a trigger that fired while the gate was off starts it when the gate turns on.
 *
 * Every plugin callback runs in `guard` (default: reporting on the context's bus and the console):
 * a throwing handler, a controller that throws or rejects and a failing teardown are reported
 * naming the plugin and the hook, and change nothing else (see {@link PluginGuard}).
 */
export function createPluginHost(
  store: Store<HatchState>,
  plugins: readonly Plugin[],
  isEnabled: (key: string) => boolean,
  guardOf: (ctx: HatchContext) => PluginGuard = (ctx) => createPluginGuard(ctx.events, createConsoleLogger()),
): PluginHost {
  // Ids are unique: option validation refuses the same plugin twice.
  const byId = new Map(plugins.map((plugin) => [plugin.id, plugin]))
  const running = new Map<string, Running>()
  /** Callers waiting for a controller that has not started yet (asked for before the host started). */
  const waiting = new Map<string, Waiter[]>()
  /** Plugins whose start trigger fired (or that start with the instance). */
  const triggered = new Set(plugins.filter((p) => p.start === undefined || p.start === 'instance').map((p) => p.id))
  /** Per plugin, starts its controller if its gate is on and it is triggered; set once the host started. */
  const launchers = new Map<string, () => void>()
  let destroyed = false

  const isOn = (plugin: Plugin) => plugin.gate === undefined || isEnabled(plugin.gate.key)

  const registry: PluginRegistry = {
    ids: () => [...byId.keys()],
    state: <S>(id: string) => (byId.has(id) ? (store.getState().plugins[id] as S) : undefined),
    controller<C>(id: string): Promise<C> {
      const plugin = byId.get(id)
      if (!plugin) return Promise.reject(new HatchError('PLUGIN_NOT_REGISTERED', { params: { plugin: id } }))
      if (destroyed) return Promise.reject(new HatchError('HATCH_DESTROYED'))
      const current = running.get(id)
      if (current) return current.value as Promise<C>
      if (!isOn(plugin)) return Promise.reject(new HatchError('FEATURE_DISABLED', { params: { feature: plugin.gate?.key ?? id, plugin: id } }))
      // Asking for it is its first use.
      triggered.add(id)
      launchers.get(id)?.()
      const started = running.get(id)
      if (started) return started.value as Promise<C>
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
      const guard = guardOf(ctx)
      const teardowns: Array<() => void> = []
      for (const plugin of byId.values()) {
        const self = createStateHandle(store, plugin, guard)
        // The handlers' context: its signal aborts when the plugin stops listening.
        let listening: AbortController | undefined
        let handlerCtx: PluginContext | undefined
        const handlers = Object.entries(plugin.on ?? {}).map(
          ([event, handler]) =>
            [
              event as keyof HatchEvents,
              (payload: unknown) =>
                guard.run(plugin.id, 'on', () => (handler as (p: unknown, c: PluginContext) => void)(payload, handlerCtx as PluginContext), event),
            ] as const,
        )
        // The descriptor's handlers follow the gate alone: they work before the controller starts.
        const listen = () => {
          if (listening) return
          listening = new AbortController()
          handlerCtx = pluginContextOf(ctx, self, listening.signal, guard)
          for (const [event, handler] of handlers) ctx.events.on(event, handler)
        }
        const unlisten = () => {
          if (!listening) return
          listening.abort()
          listening = undefined
          for (const [event, handler] of handlers) ctx.events.off(event, handler)
        }

        const startController = () => {
          if (running.has(plugin.id)) return
          let stopped = false
          let stopController: (() => void) | undefined
          // Aborts when this run stops: gate off, or the instance destroyed.
          const run = new AbortController()
          const load = plugin.controller
            ? Promise.resolve()
                .then(() => plugin.controller?.(pluginContextOf(ctx, self, run.signal, guard)))
                .then((result) => {
                  stopController = stopperOf(result)
                  if (stopped && stopController) guard.run(plugin.id, 'dispose', stopController)
                  return typeof result === 'function' ? undefined : result
                })
            : Promise.resolve(undefined)
          load.catch((error: unknown) => guard.report(plugin.id, 'controller', error))
          let abandon: (error: HatchError) => void = () => undefined
          const value = new Promise<unknown>((resolve, reject) => {
            abandon = reject
            load.then(resolve, reject)
          })
          // Reported above; a caller that asks gets the rejection itself.
          value.catch(() => undefined)
          running.set(plugin.id, {
            value,
            abandon: (error) => abandon(error),
            stop() {
              stopped = true
              run.abort()
              const stop = stopController
              if (stop) guard.run(plugin.id, 'dispose', stop)
            },
          })
          for (const waiter of waiting.get(plugin.id)?.splice(0) ?? []) value.then(waiter.resolve, waiter.reject)
        }
        const stopController = () => {
          running.get(plugin.id)?.stop()
          running.delete(plugin.id)
        }
        const launch = () => {
          if (isOn(plugin) && triggered.has(plugin.id)) startController()
        }
        launchers.set(plugin.id, launch)

        if (isOn(plugin)) listen()
        launch()
        teardowns.push(
          watchTriggers(plugin, ctx, guard, () => {
            triggered.add(plugin.id)
            launch()
          }),
        )
        if (plugin.gate) {
          const key = plugin.gate.key
          teardowns.push(
            store.select(
              (s) => s.features[key] === true,
              (on) => {
                if (on) {
                  listen()
                  launch()
                } else {
                  unlisten()
                  stopController()
                }
              },
            ),
          )
        }
        teardowns.push(() => {
          unlisten()
          stopController()
        })
      }
      return () => {
        destroyed = true
        launchers.clear()
        const gone = new HatchError('HATCH_DESTROYED')
        // Callers of a controller still loading get the rejection, not the API of a stopped controller.
        for (const entry of running.values()) entry.abandon(gone)
        for (const teardown of teardowns.splice(0)) teardown()
        for (const list of waiting.values()) for (const waiter of list.splice(0)) waiter.reject(gone)
      }
    },
  }
}
