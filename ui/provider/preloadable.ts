/** A module loaded at most once, whose value can be read synchronously once it has arrived. */
export interface Preloadable<T> {
  /** Starts (or joins) the load; a failed load may be retried. */
  load(): Promise<T>
  /** The loaded value, or undefined while it has not arrived. */
  peek(): T | undefined
}

/** Wraps an `import()` so a component can render the module directly when it is already loaded. */
export function preloadable<T>(loader: () => Promise<T>): Preloadable<T> {
  let value: T | undefined
  let pending: Promise<T> | undefined
  return {
    load() {
      pending ??= loader().then(
        (loadedValue) => (value = loadedValue),
        (error: unknown) => {
          pending = undefined
          throw error
        },
      )
      return pending
    },
    peek: () => value,
  }
}
