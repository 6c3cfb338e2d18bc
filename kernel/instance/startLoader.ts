import { loadErrorTexts } from '../errors/errorTexts.js'
import { loadToasts } from '../toasts/loadToasts.js'
import type * as StartModule from './startInstance.js'

/** The start-up module: option validation, storage, services, controllers, adapters and plugins. */
export type StartCode = typeof StartModule

let loaded: StartCode | undefined
let loading: Promise<StartCode> | undefined

/**
 * Loads the start-up code once per page. It is a separate chunk so that the code a page needs
 * to show the connect button (store, router, bindings) does not wait for valibot, the option
 * schemas, the storage schemas, the HTTP clients and the connection controllers.
 */
export function loadStartCode(): Promise<StartCode> {
  loading ??= import('./startInstance.js').then((code) => (loaded = code))
  // A failed chunk request (offline, deploy in progress) may be retried by the next instance.
  loading.catch(() => (loading = undefined))
  return loading
}

/** The start-up code when it is already loaded, so an instance can start synchronously. */
export const loadedStartCode = (): StartCode | undefined => loaded

/**
 * Loads Hatch's start-up code ahead of time. After it settles, `createHatch` validates the options
 * and starts the instance synchronously: an invalid option throws from `createHatch` itself
 * instead of rejecting `hatch.started`, every error reads its catalogue text from the moment it is
 * created and a toast shows at once (the catalogue's and the toasts' chunks are loaded too). Useful in server code, tests, and hosts that prefer the
 * throw; pages need not call it.
 *
 * @example
 * ```ts
 * await preloadHatch()
 * const hatch = createHatch(options) // throws INVALID_OPTIONS here when an option is wrong
 * ```
 */
export async function preloadHatch(): Promise<void> {
  await Promise.all([loadStartCode(), loadErrorTexts(), loadToasts()])
}
