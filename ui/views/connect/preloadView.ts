import type { Hatch } from '../../../kernel/createHatch.js'
import type { ViewComponentCache } from '../../provider/viewComponentCache.js'

/**
 * What a view module may export beside its component: `prefetch(hatch, params)` starts the first
 * data request the view makes when it opens (All Wallets' first catalogue requests, the
 * WalletConnect runtime and its relay connection), so the visitor's intent starts it together with
 * the chunk. It must not change what the visitor sees, and the view must take over what it started.
 */
export interface PrefetchingViewModule {
  prefetch?: (hatch: Hatch, params: Record<string, unknown> | undefined) => void
}

/** View modules already arrived, per instance: an intent then calls `prefetch` in its own event, not a task later. */
const arrived = new WeakMap<Hatch, Map<string, PrefetchingViewModule>>()

/** Loads `view`'s chunk (idle, or on intent) and remembers its module. */
export function loadViewChunk(hatch: Hatch, cache: ViewComponentCache, view: string): Promise<PrefetchingViewModule | undefined> {
  void cache.preload(view).catch(() => undefined)
  const registered = hatch.context.views.get(view)
  if (!registered) return Promise.resolve(undefined)
  return registered.load().then(
    (module) => {
      let modules = arrived.get(hatch)
      if (!modules) arrived.set(hatch, (modules = new Map()))
      modules.set(view, module as PrefetchingViewModule)
      return module as PrefetchingViewModule
    },
    () => undefined,
  )
}

/**
 * On the visitor's intent (pointer over, or focus on, the row that opens `view`): the view's chunk
 * and its `prefetch`, at once when the chunk has arrived, else as soon as it does. Failures are
 * left to the click, which reports them as it always did.
 */
export function preloadView(hatch: Hatch, cache: ViewComponentCache, view: string, params?: Record<string, unknown>): void {
  const run = (module: PrefetchingViewModule | undefined) => {
    try {
      if (typeof module?.prefetch === 'function') module.prefetch(hatch, params)
    } catch {
      // The view meets the same problem as it opens, and shows it there.
    }
  }
  const known = arrived.get(hatch)?.get(view)
  if (known) return run(known)
  void loadViewChunk(hatch, cache, view).then(run)
}
