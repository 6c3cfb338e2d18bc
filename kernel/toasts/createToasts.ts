import { type ErrorCode, errorCatalogue, formatMessage } from '../errors/catalogue.js'
import { HatchError } from '../errors/HatchError.js'
import type { EventBus } from '../events/events.js'
import type { Store } from '../store/createStore.js'
import type { HatchState, Toast, ToastLink } from '../types/state.js'

/** What a toast says: a catalogue code, an error, or a message id with its English text. */
export type ToastMessage = ErrorCode | HatchError | { messageId: string; message: string; link?: ToastLink }

/** Delay before a new toast replaces an open one (spec §4 / §9), so the change is visible. */
export const toastReplaceDelayMs = 150

/** Toasts of one instance; the current toast lives in `state.toast`. */
export interface Toasts {
  showLoading(message: ToastMessage): void
  showSuccess(message: ToastMessage): void
  /** A ToastMessage, or anything thrown: what is not a catalogue code, a HatchError or a message shows 'Unknown error'. */
  showError(message: unknown): void
  hide(): void
  /** Cancels a pending replacement (instance teardown). */
  dispose(): void
}

const isCode = (x: unknown): x is ErrorCode => typeof x === 'string' && x in errorCatalogue

const isLink = (x: unknown): x is ToastLink =>
  typeof x === 'object' &&
  x !== null &&
  typeof (x as ToastLink).label === 'string' &&
  typeof (x as ToastLink).url === 'string' &&
  /^https?:\/\//.test((x as ToastLink).url)

function describe(message: unknown): { messageId: string; message: string; link?: ToastLink } {
  if (message instanceof HatchError) return { messageId: message.code, message: message.shortMessage }
  if (isCode(message)) return { messageId: message, message: formatMessage(message) }
  if (typeof message === 'object' && message !== null && 'messageId' in message && 'message' in message) {
    const { messageId, message: text, link } = message as { messageId: unknown; message: unknown; link?: unknown }
    // Only http(s) links: a toast never renders a javascript: or data: URL a caller passed.
    if (typeof messageId === 'string' && typeof text === 'string') return { messageId, message: text, ...(isLink(link) ? { link } : {}) }
  }
  return { messageId: 'UNKNOWN_ERROR', message: errorCatalogue.UNKNOWN_ERROR }
}

/**
 * Creates the toasts of one instance. Showing a toast while another is open hides the open one
 * and shows the new one 150 ms later; when several arrive meanwhile, the last one wins.
 *
 * @example
 * ```ts
 * const toasts = createToasts(store, { events })
 * toasts.showError(new HatchError('SIGN_MESSAGE_FAILED'))
 * ```
 */
export function createToasts(store: Store<HatchState>, options: { events?: EventBus; replaceDelayMs?: number } = {}): Toasts {
  const delay = options.replaceDelayMs ?? toastReplaceDelayMs
  let nextId = 1
  let pending: ReturnType<typeof setTimeout> | undefined
  let queued: Toast | undefined

  const cancel = () => {
    if (pending !== undefined) clearTimeout(pending)
    pending = undefined
    queued = undefined
  }
  const put = (toast: Toast) => {
    store.update((draft) => void (draft.toast = toast))
    options.events?.emit('toast:show', toast)
  }
  const show = (variant: Toast['variant'], message: unknown) => {
    const toast: Toast = { id: nextId++, variant, ...describe(message) }
    // A replacement already waiting keeps its slot; only what it will show changes.
    if (pending !== undefined) return void (queued = toast)
    if (!store.getState().toast) return put(toast)
    store.update((draft) => void (draft.toast = undefined))
    queued = toast
    pending = setTimeout(() => {
      const next = queued
      pending = undefined
      queued = undefined
      if (next) put(next)
    }, delay)
  }

  return {
    showLoading: (message) => show('loading', message),
    showSuccess: (message) => show('success', message),
    showError: (message) => show('error', message),
    hide() {
      cancel()
      if (store.getState().toast) store.update((draft) => void (draft.toast = undefined))
    },
    dispose: cancel,
  }
}
