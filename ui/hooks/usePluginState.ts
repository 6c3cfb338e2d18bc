import type { PluginStateOf, RegisteredPluginId } from '../../kernel/contracts/pluginHandle.js'
import { useHatchState } from './useHatchState.js'
import { shallowEqual } from './shallowEqual.js'

/**
 * Reads a plugin's state slice (`state.plugins[id]`) through `selector`; re-renders only when the
 * selection changes (shallowly). Read-only: a plugin's views change its state through its
 * controller ({@link usePluginController}), which holds the handle bound to the slice.
 *
 * A plugin declared in `HatchPlugins` (`declare module 'hatch'`) is typed by its id: the selector
 * gets its state type with no annotation. An undeclared id takes the type the selector names
 * (unchecked).
 *
 * @example
 * ```tsx
 * const amount = usePluginState('tips', (s) => s.amount)
 * ```
 */
export function usePluginState<Id extends RegisteredPluginId, T>(pluginId: Id, selector: (slice: PluginStateOf<Id>) => T, equals?: (a: T, b: T) => boolean): T
export function usePluginState<S, T>(pluginId: string, selector: (slice: S) => T, equals?: (a: T, b: T) => boolean): T
export function usePluginState<T>(pluginId: string, selector: (slice: never) => T, equals: (a: T, b: T) => boolean = shallowEqual): T {
  return useHatchState((state) => selector(state.plugins[pluginId] as never), equals)
}
