import { useCallback, useRef, useSyncExternalStore } from 'react'
import type { PluginStateOf, RegisteredPluginId } from '../../kernel/contracts/pluginHandle.js'
import type { HatchState } from '../../kernel/types/state.js'
import { shallowEqual } from './shallowEqual.js'
import { useHatchContext } from './useHatchContext.js'

/**
 * Subscribes to the part of the state `selector` picks. Re-renders only when the selection
 * changes by `equals` (shallow by default, so selectors may return fresh small objects).
 * The server snapshot is the same store, so server rendering sees the instance's initial state.
 */
export function useHatchState<T>(selector: (state: HatchState) => T, equals: (a: T, b: T) => boolean = shallowEqual): T {
  const { hatch } = useHatchContext('useHatchState')
  const memo = useRef<{ state: HatchState; selector: unknown; value: T } | undefined>(undefined)
  const getSnapshot = () => {
    const state = hatch.getState()
    const previous = memo.current
    if (previous && previous.state === state && previous.selector === selector) return previous.value
    const value = selector(state)
    // Keep the previous reference when equal, so useSyncExternalStore sees no change.
    const stable = previous && equals(previous.value, value) ? previous.value : value
    memo.current = { state, selector, value: stable }
    return stable
  }
  const subscribe = useCallback((onChange: () => void) => hatch.subscribe(() => onChange()), [hatch])
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
}

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
