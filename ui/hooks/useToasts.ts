import type { Toasts } from '../../kernel/toasts/createToasts.js'
import { useHatch } from './useHatch.js'

/**
 * The instance's toasts (spec §4: loading, success, error; a replacement waits 150 ms). A message
 * is an error code, a HatchError, or `{ messageId, message }` with an optional `link`.
 *
 * @example
 * ```tsx
 * const toasts = useToasts()
 * toasts.showSuccess({ messageId: 'tips.sent', message: 'Tip sent', link: { label: 'View on explorer', url } })
 * ```
 */
export function useToasts(): Toasts {
  return useHatch().context.toasts
}
