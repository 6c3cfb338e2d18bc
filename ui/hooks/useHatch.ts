import type { Hatch } from '../../kernel/createHatch.js'
import { useHatchContext } from './useHatchContext.js'

/**
 * The Hatch instance of the nearest `<HatchProvider>`.
 *
 * @example
 * ```tsx
 * const hatch = useHatch()
 * return <button onClick={() => hatch.open({ view: 'Account' })}>Account</button>
 * ```
 */
export function useHatch(): Hatch {
  return useHatchContext('useHatch').hatch
}
