import type { HatchContext } from '../contracts/context.js'
import type { ConnectionController, ConnectionDeps } from './connectionController.js'

/** The connection controller of one instance, its code loaded on first need (see {@link lazyConnection}). */
export interface LazyConnection extends Pick<ConnectionController, 'connect' | 'disconnect' | 'restore' | 'applyConnected'> {
  /** The controller, loading its code once (a failed load is tried again on the next call). */
  load(): Promise<ConnectionController>
}

/** Whether storage holds a connection start-up must restore (or, with reconnect off, sign out). */
function holdsConnection(storage: HatchContext['storage']): boolean {
  return Object.keys(storage.get('connectedConnectors') ?? {}).length > 0 || (storage.get('connections') ?? []).length > 0
}

/**
 * Connecting, disconnecting and restoring without their code at start-up: a fresh visitor's page
 * loads the controller when it first needs it, after the click. It loads beside the first adapter
 * runtime (a wallet row's connect) and the service host (whose code applies connections), on a
 * host call, and at start-up only when storage holds a connection to restore. Each action awaits
 * the code, so nothing acts before it is there.
 */
export function lazyConnection(ctx: HatchContext, deps: ConnectionDeps): LazyConnection {
  let loaded: ConnectionController | undefined
  let loading: Promise<ConnectionController> | undefined
  const load = () =>
    (loading ??= import('./connectionController.js').then(
      (m) => (loaded = m.createConnectionController(ctx, deps)),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
  // A stored connection is restored once the project configuration has loaded: its code comes now,
  // beside that request, not after it.
  if (holdsConnection(ctx.storage)) void load().catch(() => undefined)
  return {
    load,
    async connect(params) {
      // The adapter's runtime loads with the controller beside it (getAdapter), so a first connect
      // fetches both chunks side by side; the controller then finds the runtime loaded.
      await ctx.getAdapter(params.namespace, params.connectorId)
      return (await load()).connect(params)
    },
    disconnect: async (params) => (await load()).disconnect(params),
    async restore() {
      // Nothing stored: restoring would change nothing, so a fresh visitor's page does not load it.
      if (holdsConnection(ctx.storage)) await (await load()).restore()
    },
    applyConnected(namespace, connectorId, result) {
      // Adapter code runs only after getAdapter or getService, which load the controller beside it.
      if (loaded) loaded.applyConnected(namespace, connectorId, result)
      else {
        void load().then(
          (c) => c.applyConnected(namespace, connectorId, result),
          (error: unknown) => ctx.events.emit('error', { code: 'FAILED_TO_CONNECT', message: String(error), error }),
        )
      }
    },
  }
}
