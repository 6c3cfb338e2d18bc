import type { ViewEntry } from '../contracts/context.js'
import type { PluginContributions } from '../contracts/extensions.js'
import type { PluginGuard } from './pluginGuard.js'

/**
 * A plugin's views as the registry keeps them: each loader runs in the guard (hook `view`). A throw
 * or rejection is reported naming the plugin and the view, then passed on, so the router shows the
 * view's failure.
 */
export const guardViews = (guard: PluginGuard, plugin: string, views: Record<string, ViewEntry>): Record<string, ViewEntry> =>
  Object.fromEntries(
    Object.entries(views).map(([id, entry]): [string, ViewEntry] =>
      typeof entry === 'function' ? [id, guard.loader(plugin, 'view', entry, id)] : [id, { ...entry, load: guard.loader(plugin, 'view', entry.load, id) }],
    ),
  )

/** A plugin's contributions with their loaders (a tab's panel, a Connect method's section) in the guard (hook `contribution`). */
export const guardContributions = (guard: PluginGuard, plugin: string, { accountTabs, connectMethods, ...rest }: PluginContributions): PluginContributions => ({
  ...rest,
  ...(accountTabs && { accountTabs: accountTabs.map((tab) => ({ ...tab, load: guard.loader(plugin, 'contribution', tab.load, tab.id) })) }),
  ...(connectMethods && {
    connectMethods: connectMethods.map((method) =>
      method.section ? { ...method, section: guard.loader(plugin, 'contribution', method.section, method.id) } : method,
    ),
  }),
})
