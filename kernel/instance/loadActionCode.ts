import { errorTextsSettled } from '../errors/errorTexts.js'
import { loadToasts } from '../toasts/loadToasts.js'

/**
 * Asks for the kernel code a page needs once a visitor acts, not before: the error catalogue's
 * later texts and the toasts. Called beside the first adapter runtime, plugin controller and
 * opening of the modal, so what those raise or show finds its code loaded; each loads once.
 */
export function loadActionCode(): void {
  void errorTextsSettled()
  void loadToasts().catch(() => undefined)
}
