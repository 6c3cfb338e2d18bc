import type { Hatch } from '../../kernel/createHatch.js'
import type { Toast } from '../../kernel/types/state.js'

/**
 * Shows a toast by writing `state.toast` and announcing it on the bus. A stand-in until the
 * kernel's toast module (with its 150 ms replacement rule) lands; then this delegates to it.
 */
export function showToast(hatch: Hatch, toast: Omit<Toast, 'id'>): void {
  const id = (hatch.getState().toast?.id ?? 0) + 1
  const next: Toast = { id, ...toast }
  hatch.context.store.update((draft) => {
    draft.toast = next
  })
  hatch.context.events.emit('toast:show', next)
}
