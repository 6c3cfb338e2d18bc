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

/** The running plugins of one instance, as the UI and other code see them: read-only. */
export interface PluginRegistry {
  /** Ids of the registered plugins, in registration order. */
  ids(): string[]
  /** The plugin's state slice (read-only view), or undefined when no such plugin is registered. */
  state<S>(id: string): S | undefined
  /**
   * The value the plugin's controller returned (its API for the plugin's views), once started.
   * Waits while the controller loads; rejects with PLUGIN_NOT_REGISTERED, or FEATURE_DISABLED
   * when the plugin's gate is off.
   */
  controller<C>(id: string): Promise<C>
}
