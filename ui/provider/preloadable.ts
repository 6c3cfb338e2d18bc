import { useEffect, useReducer, useState } from 'react'

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

/**
 * The value of `module` once it has loaded, without Suspense: `undefined` while it loads (the
 * caller renders its placeholder), then a re-render with the value as soon as it arrives. A load
 * that fails is thrown during render, so the nearest error boundary shows it.
 *
 * Why not `lazy()`: React holds a revealed Suspense boundary back for up to 300 ms after its
 * fallback showed, so a chunk that arrives in 20 ms would still wait 300 ms to appear.
 */
export function usePreloaded<T>(module: Preloadable<T> | undefined): T | undefined {
  const [, arrived] = useReducer((n: number) => n + 1, 0)
  const [failure, setFailure] = useState<{ module: Preloadable<T>; error: unknown }>()
  const value = module?.peek()
  useEffect(() => {
    // Keyed on what this render showed, not on peek() now: a module that arrived between the render
    // and this effect (the idle prefetch finishing as the modal opens) must still re-render, or the
    // placeholder would stay for good. load() of an arrived module resolves at once.
    if (!module || value !== undefined) return
    let live = true
    module.load().then(
      () => live && arrived(),
      (error: unknown) => live && setFailure({ module, error }),
    )
    return () => {
      live = false
    }
  }, [module, value])
  if (value === undefined && failure && failure.module === module) throw failure.error
  return value
}
