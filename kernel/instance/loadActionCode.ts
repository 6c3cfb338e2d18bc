import { errorTextsSettled } from '../errors/errorTexts.js'
import { loadToasts } from '../toasts/loadToasts.js'

/**
 * Asks for the kernel code a page needs once a visitor acts, not before: the error catalogue's
 * later texts and the toasts. Called beside the first adapter runtime (a connection, or a stored
 * one restored) and the first opening of the modal, so what they raise or show finds its code
 * loaded; each loads once. Plugins' controllers start after one of those (or with the instance,
 * before any click: not a trigger).
 */
export function loadActionCode(): void {
  void errorTextsSettled()
  void loadToasts().catch(() => undefined)
}
