import type { Draft } from 'immer'

/**
 * A plugin's handle on its own state slice, `state.plugins[id]`: the only way plugin code writes
 * plugin state, so no plugin can write another's slice.
 */
export interface PluginStateHandle<S> {
  /** The plugin's id (the slice's key). */
  readonly id: string
  /** The slice now. */
  get(): S
  /** Applies an immer recipe to the slice. */
  update(recipe: (draft: Draft<S>) => void): void
  /** Puts the slice back to the plugin's initial state. */
  reset(): void
  /** Calls `listener` when the slice changes; returns an unsubscribe function. */
  subscribe(listener: (slice: S, previous: S) => void): () => void
}

/**
 * The plugins' types, by plugin id: what typed lookups (`usePluginState(id, …)`,
 * `usePluginController(id)`, `ctx.plugins.controller(id)`) read. Empty here; each plugin (a
 * shipped one, or a host's) declares its own entry next to its descriptor, as TanStack Query's
 * `Register`:
 *
 * @example
 * ```ts
 * declare module 'hatch' {
 *   interface HatchPlugins {
 *     rewards: { state: RewardsState; controller: RewardsController }
 *   }
 * }
 * ```
 * Both fields are optional: a plugin with no state or no controller API leaves it out.
 */
export interface HatchPlugins {}

/** The ids declared in {@link HatchPlugins}. */
export type RegisteredPluginId = Extract<keyof HatchPlugins, string>

/** The state slice type a plugin declared in {@link HatchPlugins}. */
export type PluginStateOf<Id extends RegisteredPluginId> = HatchPlugins[Id] extends { state: infer S } ? S : unknown

/** The controller API type a plugin declared in {@link HatchPlugins}. */
export type PluginControllerOf<Id extends RegisteredPluginId> = HatchPlugins[Id] extends { controller: infer C } ? C : unknown

/**
 * The running plugins of one instance, as the UI and other code see them: read-only.
 *
 * A lookup by an id declared in {@link HatchPlugins} is typed by that entry, with no type
 * argument. Any other id returns `unknown` unless the caller names the type (unchecked: declare
 * the plugin instead).
 */
export interface PluginRegistry {
  /** Ids of the registered plugins, in registration order. */
  ids(): string[]
  /** The plugin's state slice (read-only view), or undefined when no such plugin is registered. */
  state<Id extends RegisteredPluginId>(id: Id): PluginStateOf<Id> | undefined
  state<S = unknown>(id: string): S | undefined
  /**
   * The value the plugin's controller returned (its API for the plugin's views), once started.
   * Waits while the controller loads; rejects with PLUGIN_NOT_REGISTERED, or FEATURE_DISABLED
   * when the plugin's gate is off.
   */
  controller<Id extends RegisteredPluginId>(id: Id): Promise<PluginControllerOf<Id>>
  controller<C = unknown>(id: string): Promise<C>
}
