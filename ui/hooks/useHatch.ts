import type { Hatch } from '../../kernel/createHatch.js'
import type { Router } from '../../kernel/router/types.js'
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

/**
 * The modal's router, for navigation from a view: `push`, `replace`, `reset` (type-checked
 * against `ViewParams`) and `goBack`.
 *
 * @example
 * ```tsx
 * const router = useRouter()
 * return <button onClick={() => router.push('tips/form', { amount: '1' })}>Tip</button>
 * ```
 */
export function useRouter(): Router {
  return useHatch().context.router
}
