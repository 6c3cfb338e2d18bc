import type { Hatch } from '../../kernel/createHatch.js'
import { createToasts, type ToastMessage, type Toasts } from '../../kernel/toasts/createToasts.js'
import type { Toast } from '../../kernel/types/state.js'

// One toast queue per instance (keyed weakly, so nothing outlives its instance), used until the
// kernel exposes its own on the context; then that one is used and the 150 ms rule stays single.
const queues = new WeakMap<Hatch, Toasts>()

function toastsOf(hatch: Hatch): Toasts {
  const fromKernel = (hatch.context as { toasts?: Toasts }).toasts
  if (fromKernel) return fromKernel
  let toasts = queues.get(hatch)
  if (!toasts) {
    toasts = createToasts(hatch.context.store, { events: hatch.context.events })
    queues.set(hatch, toasts)
  }
  return toasts
}

/**
 * Shows a toast through the kernel's toast queue (spec §4: replacing an open toast waits 150 ms).
 * `message` is an error code, a HatchError, or a UI message id with its English text.
 */
export function showToast(hatch: Hatch, variant: Toast['variant'], message: ToastMessage | unknown): void {
  const toasts = toastsOf(hatch)
  if (variant === 'loading') toasts.showLoading(message as ToastMessage)
  else if (variant === 'success') toasts.showSuccess(message as ToastMessage)
  else toasts.showError(message)
}
