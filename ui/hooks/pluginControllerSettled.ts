import type { HatchContext } from '../../kernel/contracts/context.js'
import { preloadable, type Preloadable } from '../provider/preloadable.js'

/** A settled controller promise as React's `use()` reads it without suspending. */
type Marked = Promise<unknown> & { status?: string; value?: unknown; reason?: unknown }

const settled = new WeakMap<HatchContext, Map<string, Preloadable<true>>>()

/**
 * For the view outlet (issue 32 item 1): when `view` belongs to a plugin, its controller as a
 * preloadable that arrives (as `true`, failed or not) once it settled; undefined for any other
 * view. Asking starts it, as the navigation to the view does. The outlet shows a plugin's view only
 * then, and the controller's promise is marked settled (`status`, `value`) on the very object the
 * registry hands `usePluginController`, so the view reads it without suspending: a suspended view
 * waits out React's 300 ms reveal throttle after its loading state showed.
 */
export function pluginControllerSettled(ctx: HatchContext, view: string): Preloadable<true> | undefined {
  const owner = ctx.views.get(view)?.owner
  if (!owner || !ctx.plugins.ids().includes(owner)) return undefined
  let byPlugin = settled.get(ctx)
  if (!byPlugin) settled.set(ctx, (byPlugin = new Map<string, Preloadable<true>>()))
  let found = byPlugin.get(owner)
  if (!found) {
    found = preloadable(() => {
      const promise = ctx.plugins.controller(owner) as Marked
      promise.status ??= 'pending'
      return promise.then(
        (value) => (Object.assign(promise, { status: 'fulfilled', value }), true as const),
        (reason: unknown) => (Object.assign(promise, { status: 'rejected', reason }), true as const),
      )
    })
    byPlugin.set(owner, found)
  }
  return found
}
