import type { HatchContext } from './context.js'

/** A value an adapter keeps per instance (its wallet discovery): made on first use, stopped with the instance. */
export interface PerInstance<T> {
  /** The instance's value, created on first call. */
  get(ctx: HatchContext): T
  /** Creates the value for `ctx` and returns the teardown an adapter's `setup` hands back. */
  start(ctx: HatchContext): () => void
}

/**
 * Keeps one value per instance, keyed weakly: one adapter descriptor may serve two instances on a
 * page, and each must get its own discovery.
 *
 * @example
 * ```ts
 * const discovery = perInstance((ctx) => startDiscovery(ctx))
 * defineAdapter({ namespace: 'solana', name: 'Solana', setup: discovery.start,
 *   load: async (ctx) => createRuntime(ctx, discovery.get(ctx)) })
 * ```
 */
export function perInstance<T extends { stop(): void }>(create: (ctx: HatchContext) => T): PerInstance<T> {
  const values = new WeakMap<HatchContext, T>()
  const get = (ctx: HatchContext): T => {
    let value = values.get(ctx)
    if (!value) {
      value = create(ctx)
      values.set(ctx, value)
    }
    return value
  }
  return {
    get,
    start(ctx) {
      const value = get(ctx)
      return () => {
        value.stop()
        values.delete(ctx)
      }
    },
  }
}
