import type { ViewLoader } from '../contracts/viewTypes.js'
import { HatchError } from '../errors/HatchError.js'
import type { EventBus, PluginHook } from '../events/events.js'
import type { Logger } from '../options/logger.js'

/**
 * Runs plugin callbacks so that a throw names the plugin and never reaches the kernel operation
 * that called it (as Rollup's PluginDriver does for its hooks).
 */
export interface PluginGuard {
  /**
   * Reports a plugin callback's failure: on the host's logger, and on the bus's `error` event with
   * `plugin` and `hook` (except a failing `error` handler, which is only logged, so it cannot loop).
   * `what` names the event, view or contribution in the message.
   */
  report(plugin: string, hook: PluginHook, error: unknown, what?: string): void
  /** Runs `call`; a throw is reported and `undefined` returned instead. */
  run<T>(plugin: string, hook: PluginHook, call: () => T, what?: string): T | undefined
  /** The loader, reporting a throw or rejection before passing it on (the router shows the view's failure). */
  loader(plugin: string, hook: PluginHook, load: ViewLoader, what: string): ViewLoader
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** Creates the guard of one instance, reporting to its bus and the host's logger. */
export function createPluginGuard(events: Pick<EventBus, 'emit'>, logger: Logger): PluginGuard {
  const guard: PluginGuard = {
    report(plugin, hook, error, what) {
      const message = `plugin "${plugin}" failed in ${hook}${what ? ` (${what})` : ''}: ${describe(error)}`
      logger.error(message, error)
      if (hook === 'on' && what === 'error') return
      events.emit('error', { code: error instanceof HatchError ? error.code : 'UNKNOWN_ERROR', message, error, plugin, hook })
    },
    run(plugin, hook, call, what) {
      try {
        return call()
      } catch (error) {
        guard.report(plugin, hook, error, what)
        return undefined
      }
    },
    loader: (plugin, hook, load, what) => () =>
      // Through then(): a loader that throws rather than rejects is caught too.
      Promise.resolve()
        .then(load)
        .catch((error: unknown) => {
          guard.report(plugin, hook, error, what)
          throw error
        }),
  }
  return guard
}
