import type { Router } from '../../kernel/router/types.js'
import { useHatch } from './useHatch.js'

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
