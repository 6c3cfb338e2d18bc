import type { HatchContext } from './context.js'

/** A value an adapter keeps per instance (its wallet discovery): made on first use, stopped with the instance. */
export interface PerInstance<T> {
  /** The instance's value, created on first call. */
  get(ctx: HatchContext): Promise<T>
  /** Creates the value for `ctx` and returns the teardown an adapter's `setup` hands back. */
  start(ctx: HatchContext): () => void
}

/**
 * Keeps one value per instance, keyed weakly: one adapter descriptor may serve two instances on a
 * page, and each must get its own discovery. `create` may be async, so the discovery code can be
 * a chunk of its own that loads at start-up rather than with the page. A creation that fails is
 * reported on the instance's `error` event by `start` and retried by the next `get`.
 *
 * @example
 * ```ts
 * const discovery = perInstance(async (ctx) => (await import('./discovery.js')).startDiscovery(ctx))
 * defineAdapter({ namespace: 'solana', name: 'Solana', setup: discovery.start,
 *   load: async (ctx) => createRuntime(ctx, await discovery.get(ctx)) })
 * ```
 */
export function perInstance<T extends { stop(): void }>(create: (ctx: HatchContext) => T | Promise<T>): PerInstance<T> {
  interface Entry {
    promise: Promise<T>
    /** Set once created, so a teardown stops a synchronously created value at once. */
    value?: T
  }
  const entries = new WeakMap<HatchContext, Entry>()
  const entryFor = (ctx: HatchContext): Entry => {
    const existing = entries.get(ctx)
    if (existing) return existing
    let created: T | Promise<T>
    try {
      // A synchronous create runs now, so its first publication is visible when setup returns.
      created = create(ctx)
    } catch (error) {
      created = Promise.reject(error)
    }
    const fresh: Entry = created instanceof Promise ? { promise: created } : { promise: Promise.resolve(created), value: created }
    fresh.promise.then(
      (value) => void (fresh.value = value),
      () => entries.delete(ctx),
    )
    entries.set(ctx, fresh)
    return fresh
  }
  return {
    get: (ctx) => entryFor(ctx).promise,
    start(ctx) {
      const entry = entryFor(ctx)
      entry.promise.catch((error: unknown) => ctx.events.emit('error', { code: 'ADAPTER_SETUP_FAILED', message: String(error), error }))
      return () => {
        entries.delete(ctx)
        if (entry.value) entry.value.stop()
        else
          void entry.promise.then(
            (value) => value.stop(),
            () => undefined,
          )
      }
    },
  }
}
