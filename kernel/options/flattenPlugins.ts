import type { Plugin } from '../contracts/definePlugin.js'
import type { PluginEntry } from './types.js'

/** The `plugins` option with its presets (nested lists) flattened, in order. */
export function flattenPlugins(entries: readonly PluginEntry[] | undefined): Plugin[] {
  const out: Plugin[] = []
  const walk = (list: readonly PluginEntry[]) => {
    for (const entry of list) {
      if (Array.isArray(entry)) walk(entry as readonly PluginEntry[])
      else out.push(entry as Plugin)
    }
  }
  walk(entries ?? [])
  return out
}
