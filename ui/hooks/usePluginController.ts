import { use } from 'react'
import type { HatchContext } from '../../kernel/contracts/context.js'
import type { PluginControllerOf, RegisteredPluginId } from '../../kernel/contracts/pluginHandle.js'
import { useHatch } from './useHatch.js'

/** One pending or settled controller promise per instance and plugin, so `use()` sees a stable promise. */
const promises = new WeakMap<HatchContext, Map<string, Promise<unknown>>>()

function controllerPromise<C>(ctx: HatchContext, pluginId: string): Promise<C> {
  let byId = promises.get(ctx)
  if (!byId) promises.set(ctx, (byId = new Map<string, Promise<unknown>>()))
  const fresh = ctx.plugins.controller<C>(pluginId)
  const cached = byId.get(pluginId)
  // The registry hands back the same promise while the controller runs; a new one means it restarted.
  if (cached && cached === fresh) return cached as Promise<C>
  if (cached && !(cached as { failed?: boolean }).failed) {
    // A rejected call returns a new promise every time: keep the first until it settles.
    fresh.catch(() => undefined)
    return cached as Promise<C>
  }
  byId.set(pluginId, fresh)
  fresh.catch(() => {
    ;(fresh as { failed?: boolean }).failed = true
  })
  return fresh
}

/**
 * The API a plugin's controller returned, for the plugin's own views. Suspends while the
 * controller loads (the modal shows its loading state) and throws PLUGIN_NOT_REGISTERED or
 * FEATURE_DISABLED to the view's error boundary.
 *
 * A plugin declared in `HatchPlugins` (`declare module 'hatch'`) is typed by its id, with no type
 * argument; an undeclared id returns `unknown` unless the caller names the type (unchecked).
 *
 * @example
 * ```tsx
 * const tips = usePluginController('tips')
 * return <button onClick={() => tips.send()}>Send tip</button>
 * ```
 */
export function usePluginController<Id extends RegisteredPluginId>(pluginId: Id): PluginControllerOf<Id>
export function usePluginController<C = unknown>(pluginId: string): C
export function usePluginController(pluginId: string): unknown {
  const hatch = useHatch()
  return use(controllerPromise<unknown>(hatch.context, pluginId))
}
