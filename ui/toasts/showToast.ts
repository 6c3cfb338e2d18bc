import type { Hatch } from '../../kernel/createHatch.js'
import type { ToastMessage } from '../../kernel/toasts/createToasts.js'
import type { Toast } from '../../kernel/types/state.js'

/**
 * Shows a toast through the instance's toast queue (spec §4: replacing an open toast waits 150 ms).
 * `message` is an error code, a HatchError, or a UI message id with its English text; an error
 * toast also takes anything thrown (what is none of those shows 'Unknown error').
 */
export function showToast(hatch: Hatch, variant: Exclude<Toast['variant'], 'error'>, message: ToastMessage): void
export function showToast(hatch: Hatch, variant: 'error', message: unknown): void
export function showToast(hatch: Hatch, variant: Toast['variant'], message: unknown): void {
  const { toasts } = hatch.context
  if (variant === 'loading') toasts.showLoading(message as ToastMessage)
  else if (variant === 'success') toasts.showSuccess(message as ToastMessage)
  else toasts.showError(message)
}
