import type * as ToastsModule from './createToasts.js'

let loaded: typeof ToastsModule | undefined
let loading: Promise<typeof ToastsModule> | undefined

/**
 * Loads the toasts' code (replacement, timers, pausing, the account watch) once per page. It is a
 * chunk of its own: a page shows no toast before a visitor acts, so it is not start-up code. The
 * kernel asks for it beside the first adapter runtime or opening of the modal,
 * where toasts come from, and `preloadHatch()` loads it too.
 */
export function loadToasts(): Promise<typeof ToastsModule> {
  loading ??= import('./createToasts.js').then((m) => (loaded = m))
  // A failed chunk request (offline, deploy in progress) may be retried by the next call.
  loading.catch(() => (loading = undefined))
  return loading
}

/** The toasts' code when it is already loaded, so an instance's toasts can start synchronously. */
export const loadedToasts = (): typeof ToastsModule | undefined => loaded
