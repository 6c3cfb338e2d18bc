import type { ViewEntry } from '../contracts/context.js'
import type { PluginContributions } from '../contracts/extensions.js'
import type { PluginGuard } from './pluginGuard.js'

/**
 * A plugin's views as the registry keeps them: each loader and callback runs in the guard (hook
 * `view`). A loader's throw or rejection is reported naming the plugin and the view, then passed on
 * so the router shows the view's failure; a `blocksClose`, `onBack` or `titleKey` that throws is
 * reported and read as not blocking, not handled, no title.
 */
export function guardViews(guard: PluginGuard, plugin: string, views: Record<string, ViewEntry>): Record<string, ViewEntry> {
  return Object.fromEntries(
    Object.entries(views).map(([id, entry]) => {
      if (typeof entry === 'function') return [id, guard.loader(plugin, 'view', entry, id)]
      const { blocksClose, onBack, titleKey } = entry
      return [
        id,
        {
          ...entry,
          load: guard.loader(plugin, 'view', entry.load, id),
          ...(blocksClose ? { blocksClose: (ctx) => guard.run(plugin, 'view', () => blocksClose(ctx), id) === true } : {}),
          ...(onBack ? { onBack: (ctx) => guard.run(plugin, 'view', () => onBack(ctx), id) === true } : {}),
          ...(titleKey ? { titleKey: (params) => guard.run(plugin, 'view', () => titleKey(params), id) } : {}),
        } satisfies ViewEntry,
      ]
    }),
  )
}

/** A plugin's contributions with their loaders (a tab's panel, a Connect method's section) in the guard (hook `contribution`). */
export function guardContributions(guard: PluginGuard, plugin: string, contributions: PluginContributions): PluginContributions {
  const { accountTabs, connectMethods } = contributions
  return {
    ...contributions,
    ...(accountTabs
      ? { accountTabs: accountTabs.map((tab) => ({ ...tab, load: guard.loader(plugin, 'contribution', tab.load, `accountTabs.${tab.id}`) })) }
      : {}),
    ...(connectMethods
      ? {
          connectMethods: connectMethods.map(({ section, ...method }) => ({
            ...method,
            ...(section ? { section: guard.loader(plugin, 'contribution', section, `connectMethods.${method.id}`) } : {}),
          })),
        }
      : {}),
  }
}
