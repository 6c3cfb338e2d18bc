import type { ComponentType } from 'react'
import type { Hatch } from '../../../kernel/createHatch.js'
import type { ViewProps } from '../../modal/ViewProps.js'
import type { ViewComponentCache } from '../../provider/viewComponentCache.js'

/**
 * What a view component may carry: `prefetch(hatch, params)` starts the first data request the view
 * makes when it opens (All Wallets' first catalogue requests, the WalletConnect runtime and its relay
 * connection), so the visitor's intent starts it together with the chunk. It must not change what
 * the visitor sees, and the view must take over what it started.
 */
export type PrefetchingView = ComponentType<ViewProps> & {
  prefetch?: (hatch: Hatch, params: Record<string, unknown> | undefined) => void
}

/**
 * On the visitor's intent (pointer over, or focus on, the row that opens `view`): the view's chunk
 * and its component's `prefetch`, in a microtask when the chunk has arrived, else as soon as it
 * does. Failures are left to the click, which reports them as it always did.
 */
export function preloadView(hatch: Hatch, cache: ViewComponentCache, view: string, params?: Record<string, unknown>): void {
  const slot = cache.slot(view)
  Promise.resolve(slot.peek() ?? slot.load())
    .then((component: PrefetchingView) => component.prefetch?.(hatch, params))
    .catch(() => undefined)
}
