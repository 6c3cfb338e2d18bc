import type { HatchEvents } from '../events/events.js'
import type { PluginContext, ServiceProviders, ViewEntry } from './context.js'
import type { PluginContributions } from './extensions.js'

export type { ViewDefinition, ViewEntry, ViewLoader } from './context.js'

/**
 * The feature switch a plugin answers to. `source: 'remote'` features come from the project
 * configuration (spec §3 "Remote features"); `'host'` ones only from host options.
 */
export interface FeatureGate {
  key: string
  source: 'host' | 'remote'
  /** Value when neither host nor remote configuration sets it. */
  default: boolean
  /** Features forced off while this one is on (spec §5: pay disables email and socials). */
  disables?: readonly string[]
}

/** The bus's named events (its index signatures dropped, so each handler gets its event's payload type). */
type NamedEvent = keyof { [K in keyof HatchEvents as string extends K ? never : symbol extends K ? never : K]: true }

type EventHandlers<S> = { [K in NamedEvent]?: (payload: HatchEvents[K], ctx: PluginContext<S>) => void }

/**
 * What a plugin's controller may return: a teardown function, or an API object for the plugin's
 * views (read with `usePluginController(id)` from `hatch/react`) with an optional `dispose()`.
 */
export type ControllerResult = (() => void) | object | void | undefined

/** What a plugin contributes. Everything heavy is loaded lazily. */
export interface PluginDefinition<S = unknown, C extends ControllerResult = ControllerResult> {
  id: string
  gate?: FeatureGate
  /** View ids (namespaced by convention, e.g. `swaps/form`) to loaders, loaded on first navigation. */
  views?: Record<string, ViewEntry>
  /**
   * Started when the gate turns on (at start or later) and stopped when it turns off (its teardown
   * or `dispose()` runs); started again when the gate turns back on.
   */
  controller?: (ctx: PluginContext<S>) => Promise<C> | C
  /** Initial value of the plugin's own state slice, `state.plugins[id]`. */
  state?: () => S
  /** Handlers for bus events; run only while the gate is on. */
  on?: EventHandlers<S>
  /** Account tabs and actions and Connect methods, shown while the gate is on. */
  contributes?: PluginContributions
  /** Services the plugin provides to others (`ctx.getService(name)`), each loaded once on first request. */
  services?: ServiceProviders
}

/** A registered plugin, as the kernel keeps it. */
export interface Plugin<S = unknown, C extends ControllerResult = ControllerResult> extends PluginDefinition<S, C> {
  readonly kind: 'plugin'
}

/**
 * Declares a plugin. The descriptor is tiny; put views and controllers behind `import()`.
 *
 * @example
 * ```ts
 * export const swaps = () => definePlugin({
 *   id: 'swaps',
 *   gate: { key: 'swaps', source: 'remote', default: false },
 *   views: { 'swaps/form': () => import('./views/SwapForm.js') },
 *   contributes: { accountActions: [{ id: 'swaps', label: 'Swap', view: 'swaps/form' }] },
 * })
 * ```
 */
export function definePlugin<S, C extends ControllerResult = ControllerResult>(definition: PluginDefinition<S, C>): Plugin<S, C> {
  return { ...definition, kind: 'plugin' }
}
