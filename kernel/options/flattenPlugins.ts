import type { Plugin } from '../contracts/definePlugin.js'
import type { PluginEntry } from './types.js'

/** The `plugins` option with its presets (nested lists) flattened, in order. */
export const flattenPlugins = (entries: readonly PluginEntry[] | undefined): Plugin[] => (entries ?? []).flat(Infinity as 1) as Plugin[]
