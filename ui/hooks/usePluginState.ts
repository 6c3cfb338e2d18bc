import { useHatchState } from './useHatchState.js'
import { shallowEqual } from './shallowEqual.js'

/**
 * Reads a plugin's state slice (`state.plugins[id]`) through `selector`; re-renders only when the
 * selection changes (shallowly). Read-only: a plugin's views change its state through its
 * controller ({@link usePluginController}), which holds the handle bound to the slice.
 *
 * @example
 * ```tsx
 * const amount = usePluginState('tips', (s: TipsState) => s.amount)
 * ```
 */
export function usePluginState<S, T>(pluginId: string, selector: (slice: S) => T, equals: (a: T, b: T) => boolean = shallowEqual): T {
  return useHatchState((state) => selector(state.plugins[pluginId] as S), equals)
}
