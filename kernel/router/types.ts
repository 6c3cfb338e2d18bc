import type { RouteEntry } from '../types/state.js'
import type { NavigateArgs, ViewId } from './viewParams.js'

/**
 * History-stack navigation between named views (spec §2 "Routes"). Navigation is type-checked
 * against {@link ViewParams}: the view id must be declared and its params must match.
 */
export interface Router {
  /** Current view, or undefined when the stack is empty. */
  current(): RouteEntry | undefined
  push<V extends ViewId>(view: V, ...params: NavigateArgs<V>): void
  replace<V extends ViewId>(view: V, ...params: NavigateArgs<V>): void
  /** Clears the history and shows `view`. */
  reset<V extends ViewId>(view: V, ...params: NavigateArgs<V>): void
  /** Pops one view; returns false when the history is exhausted (the caller then closes). */
  goBack(): boolean
  /** Pops back to the entry at `index` (0 = first). */
  goBackToIndex(index: number): void
  /** Throws unless `view` is registered and its feature is enabled. */
  assertReachable(view: string): void
  /** Whether navigating to `view` would succeed (registered, and its feature on). */
  isReachable(view: string): boolean
  /**
   * Removes every history entry whose view's feature is off (its plugin's gate turned off), so the
   * nearest enabled view below shows; returns whether the history changed (it may now be empty).
   */
  leaveDisabled(): boolean
}
