import { useCallback, useRef, useSyncExternalStore } from 'react'
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
