import type { HatchEvents } from '../events/events.js'
import type { HatchContext } from './context.js'

/** Loads a view module on first navigation; the module's default export is the component. */
export type ViewLoader = () => Promise<{ default: unknown }>

/** How a view is registered: a loader plus optional behaviour the router honours. */
export interface ViewDefinition {
  load: ViewLoader
  /** When it returns true the modal cannot be closed while this view shows (e.g. required sign-in). */
  blocksClose?: (ctx: HatchContext) => boolean
  /** Runs when the visitor goes back from this view; return true when it handled the back itself. */
  onBack?: (ctx: HatchContext) => boolean | void
}

/** A view is given either as a bare loader or as a full definition. */
export type ViewEntry = ViewLoader | ViewDefinition

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

type EventHandlers = { [K in keyof HatchEvents]?: (payload: HatchEvents[K], ctx: HatchContext) => void }

/** What a plugin contributes. Everything heavy is loaded lazily. */
export interface PluginDefinition<S = unknown> {
  id: string
  gate?: FeatureGate
  /** View ids (namespaced by convention, e.g. `swaps/form`) to loaders, loaded on first navigation. */
  views?: Record<string, ViewEntry>
  /** Loaded once the gate is on (at start or when it turns on); may return a teardown. */
  controller?: (ctx: HatchContext) => Promise<unknown> | unknown
  /** Initial value of the plugin's own state slice, `state.plugins[id]`. */
  state?: () => S
  /** Handlers for bus events; run only while the gate is on. */
  on?: EventHandlers
}

/** A registered plugin, as the kernel keeps it. */
export interface Plugin<S = unknown> extends PluginDefinition<S> {
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
 * })
 * ```
 */
export function definePlugin<S>(definition: PluginDefinition<S>): Plugin<S> {
  return { ...definition, kind: 'plugin' }
}
