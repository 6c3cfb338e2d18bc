import { type Draft, produce } from 'immer'

/** A subscribable state container whose updates are immer recipes. */
export interface Store<S> {
  getState(): S
  /** Applies an immer recipe; listeners run only when the state really changed. */
  update(recipe: (draft: Draft<S>) => void): void
  /** Calls `listener` after every change. Returns an unsubscribe function. */
  subscribe(listener: (state: S, previous: S) => void): () => void
  /**
   * Calls `listener` when the selected slice changes (compared with `equals`, default Object.is).
   * Returns an unsubscribe function.
   */
  select<T>(selector: (state: S) => T, listener: (value: T, previous: T) => void, equals?: (a: T, b: T) => boolean): () => void
}

/**
 * Creates a store holding `initial`. Tiny on purpose (zustand's vanilla core is the model):
 * the UI binds to it with `useSyncExternalStore`, plugins and adapters through the kernel.
 */
export function createStore<S>(initial: S): Store<S> {
  let state = initial
  const listeners = new Set<(state: S, previous: S) => void>()
  return {
    getState: () => state,
    update(recipe) {
      const next = produce(state, recipe)
      if (next === state) return
      const previous = state
      state = next
      for (const listener of [...listeners]) listener(state, previous)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    select(selector, listener, equals = Object.is) {
      let current = selector(state)
      const wrapped = (next: S) => {
        const value = selector(next)
        if (equals(value, current)) return
        const previous = current
        current = value
        listener(value, previous)
      }
      listeners.add(wrapped)
      return () => listeners.delete(wrapped)
    },
  }
}
