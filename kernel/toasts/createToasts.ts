import type { ErrorCode } from '../errors/catalogue.js'
import { errorTemplate, errorTextsLoaded } from '../errors/errorTexts.js'
import { fillErrorText } from '../errors/fillErrorText.js'
import { HatchError } from '../errors/HatchError.js'
import type { EventBus } from '../events/events.js'
import type { Store } from '../store/createStore.js'
import type { HatchState, Toast, ToastLink, ToastValue } from '../types/state.js'

/**
 * What a toast says: a catalogue code, an error (its params become the values), or a message id
 * with its English text. With `values`, `message` keeps its `{name}` placeholders: the UI fills
 * them when it shows the toast, in the language shown then.
 */
export type ToastMessage = ErrorCode | HatchError | { messageId: string; message: string; values?: Record<string, ToastValue>; link?: ToastLink }

/** Delay before a new toast replaces an open one (spec §4 / §9), so the change is visible. */
export const toastReplaceDelayMs = 150

/**
 * How long a toast stays before it closes on its own (ours; the spec gives none). An error stays
 * longer, as it says what to do next. A loading toast stays until it is replaced.
 */
export const toastDurationsMs: Readonly<Partial<Record<Toast['variant'], number>>> = { success: 5000, error: 10_000 }

/** The clock toasts run on; tests pass fake ones. */
export interface ToastTimers {
  setTimeout(run: () => void, ms: number): unknown
  clearTimeout(timer: unknown): void
  now(): number
}

/** Toasts of one instance; the current toast lives in `state.toast`. */
export interface Toasts {
  showLoading(message: ToastMessage): void
  showSuccess(message: ToastMessage): void
  /** A ToastMessage, or anything thrown: what is not a catalogue code, a HatchError or a message shows 'Unknown error'. */
  showError(message: unknown): void
  hide(): void
  /** Closes the toast with this id (its close button); does nothing when another one shows by now. */
  dismiss(id: number): void
  /** Holds the open toast open while the visitor points at it or focuses it (WCAG 2.2.1). */
  pause(): void
  /** Lets a held toast close after the time it had left. */
  resume(): void
  /** Cancels the pending replacement and the closing timer, and stops watching the account (instance teardown). */
  dispose(): void
}

// Before the catalogue's chunk has arrived (errorTexts.ts) a code is told by its shape; the UI
// writes the toast from its id in the language shown, and the English text is filled when known.
const isCode = (x: unknown): x is ErrorCode => typeof x === 'string' && (errorTemplate(x) !== undefined || (!errorTextsLoaded() && /^[A-Z][A-Z0-9_]*$/.test(x)))

const isLink = (x: unknown): x is ToastLink =>
  typeof x === 'object' &&
  x !== null &&
  typeof (x as ToastLink).label === 'string' &&
  typeof (x as ToastLink).url === 'string' &&
  /^https?:\/\//.test((x as ToastLink).url)

function describe(message: unknown): Omit<Toast, 'id' | 'variant'> {
  if (message instanceof HatchError) return { messageId: message.code, message: message.shortMessage, values: { ...message.params } }
  if (isCode(message)) return { messageId: message, message: fillErrorText(errorTemplate(message) ?? message) }
  const { messageId, message: text, values, link } = (message ?? {}) as { messageId?: unknown; message?: unknown; values?: unknown; link?: unknown }
  if (typeof messageId === 'string' && typeof text === 'string') {
    return {
      messageId,
      message: text,
      // Checked where they are written (ui/toasts/toastText): one that cannot be leaves its placeholder.
      ...(typeof values === 'object' && values !== null ? { values: { ...(values as Record<string, ToastValue>) } } : {}),
      // Only http(s) links: a toast never renders a javascript: or data: URL a caller passed.
      ...(isLink(link) ? { link } : {}),
    }
  }
  return { messageId: 'UNKNOWN_ERROR', message: errorTemplate('UNKNOWN_ERROR') as string }
}

/** The visitor's account: what a toast was about (a send from it, a swap in it). */
const accountOf = (state: HatchState): string | undefined => {
  const namespace = state.activeNamespace
  const address = namespace && state.chains[namespace]?.account.address
  return address ? `${namespace}:${address}` : undefined
}

const realTimers: ToastTimers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
}

/**
 * Creates the toasts of one instance. Showing a toast while another is open hides the open one
 * and shows the new one 150 ms later; when several arrive meanwhile, the last one wins. A success
 * closes on its own after 5 s and an error after 10 s (held while `pause`d); a loading toast stays
 * until replaced. Disconnecting or switching to another account clears the toast, as what it said
 * was about the account before.
 *
 * @example
 * ```ts
 * const toasts = createToasts(store, { events })
 * toasts.showError(new HatchError('SIGN_MESSAGE_FAILED'))
 * toasts.showSuccess({ messageId: 'send.sent', message: 'Sent {amount}', values: { amount: { units: '250000', decimals: 6, symbol: 'USDC' } } })
 * ```
 */
export function createToasts(store: Store<HatchState>, options: { events?: EventBus; replaceDelayMs?: number; timers?: ToastTimers } = {}): Toasts {
  const delay = options.replaceDelayMs ?? toastReplaceDelayMs
  const timers = options.timers ?? realTimers
  let nextId = 1
  let pending: unknown
  let queued: Toast | undefined
  // The open toast's closing timer, the time it has left and when that time started running.
  let closer: unknown
  let left: number | undefined
  let since = 0
  let paused = false

  const cancel = () => {
    if (pending !== undefined) timers.clearTimeout(pending)
    pending = undefined
    queued = undefined
  }
  const stopClock = () => {
    if (closer !== undefined) timers.clearTimeout(closer)
    closer = undefined
  }
  const startClock = () => {
    stopClock()
    if (paused || left === undefined) return
    since = timers.now()
    closer = timers.setTimeout(close, left)
  }
  const close = () => {
    stopClock()
    left = undefined
    if (store.getState().toast) store.update((draft) => void (draft.toast = undefined))
  }
  const put = (toast: Toast) => {
    store.update((draft) => void (draft.toast = toast))
    left = toastDurationsMs[toast.variant]
    paused = false
    startClock()
    options.events?.emit('toast:show', toast)
  }
  const show = (variant: Toast['variant'], message: unknown) => {
    const toast: Toast = { id: nextId++, variant, ...describe(message) }
    // A replacement already waiting keeps its slot; only what it will show changes.
    if (pending !== undefined) return void (queued = toast)
    if (!store.getState().toast) return put(toast)
    close()
    queued = toast
    pending = timers.setTimeout(() => {
      const next = queued
      pending = undefined
      queued = undefined
      if (next) put(next)
    }, delay)
  }
  const hide = () => {
    cancel()
    close()
  }
  // What a toast said ("Sent 0.25 SOL") was about the account; it must not outlive it.
  const unwatch = store.select(accountOf, (_, previous) => void (previous !== undefined && hide()))

  return {
    showLoading: (message) => show('loading', message),
    showSuccess: (message) => show('success', message),
    showError: (message) => show('error', message),
    hide,
    dismiss: (id) => void (store.getState().toast?.id === id && close()),
    pause() {
      if (closer !== undefined && left !== undefined) left -= timers.now() - since
      paused = true
      stopClock()
    },
    resume() {
      if (!paused) return
      paused = false
      startClock()
    },
    dispose() {
      cancel()
      stopClock()
      unwatch()
    },
  }
}
