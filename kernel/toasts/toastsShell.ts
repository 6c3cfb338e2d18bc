import type { EventBus } from '../events/events.js'
import type { Store } from '../store/createStore.js'
import type { HatchState } from '../types/state.js'
import { loadedToasts, loadToasts } from './loadToasts.js'
import type { ToastMessage, Toasts } from './createToasts.js'

/**
 * The toasts of one instance (createToasts.ts) behind a shell: with the code
 * loaded every call goes straight through; before, calls wait in order and run when it arrives.
 */
export function createToastsShell(store: Store<HatchState>, options: { events?: EventBus } = {}): Toasts {
  let toasts = loadedToasts()?.createToasts(store, options)
  let waiting: Array<(t: Toasts) => void> = []
  let disposed = false
  const call =
    <A extends unknown[]>(run: (t: Toasts, ...args: A) => void) =>
    (...args: A): void => {
      if (disposed) return
      // Loaded since the instance started (by the modal's opening, say) and nothing waits: start now.
      if (!toasts && waiting.length === 0) toasts = loadedToasts()?.createToasts(store, options)
      if (toasts) return run(toasts, ...args)
      waiting.push((t) => run(t, ...args))
      void loadToasts().then(
        (m) => {
          if (disposed || toasts) return
          toasts = m.createToasts(store, options)
          const calls = waiting
          waiting = []
          for (const next of calls) next(toasts)
        },
        () => undefined,
      )
    }
  return {
    showLoading: call((t, message: ToastMessage) => t.showLoading(message)),
    showSuccess: call((t, message: ToastMessage) => t.showSuccess(message)),
    showError: call((t, message: unknown) => t.showError(message)),
    hide: call((t) => t.hide()),
    dismiss: call((t, id: number) => t.dismiss(id)),
    pause: call((t) => t.pause()),
    resume: call((t) => t.resume()),
    dispose() {
      disposed = true
      waiting = []
      toasts?.dispose()
    },
  }
}
