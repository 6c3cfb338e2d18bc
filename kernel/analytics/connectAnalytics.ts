import type { EventBus, HatchEvents } from '../events/events.js'
import type { Analytics } from './createAnalytics.js'

type Forwarded = 'modal:open' | 'modal:close' | 'account:connecting' | 'account:connected' | 'account:disconnected' | 'network:changed' | 'error'

/**
 * Forwards kernel bus events to analytics under the names the analytics service expects, and
 * `error` events as error events (rate-limited there). Returns a function that stops forwarding.
 *
 * @example
 * ```ts
 * const stop = connectAnalytics(analytics, events)
 * ```
 */
export function connectAnalytics(analytics: Analytics, events: EventBus): () => void {
  const forward: { [K in Forwarded]: (payload: HatchEvents[K]) => void } = {
    'modal:open': ({ view }) => void analytics.track('MODAL_OPEN', { view }),
    'modal:close': () => void analytics.track('MODAL_CLOSE'),
    'account:connecting': ({ namespace, connectorId }) => void analytics.track('CONNECT_STARTED', { namespace, connectorId }),
    'account:connected': ({ namespace, connectorId }) => void analytics.track('CONNECT_SUCCESS', { namespace, connectorId }),
    'account:disconnected': ({ namespace, signOutFailed }) => void analytics.track(signOutFailed ? 'DISCONNECT_ERROR' : 'DISCONNECT_SUCCESS', { namespace }),
    'network:changed': ({ namespace, network }) => void analytics.track('SWITCH_NETWORK', { namespace, network: network.caipNetworkId }),
    error: ({ code, error }) => void analytics.trackError(error, { code }),
  }
  const entries = Object.entries(forward) as Array<[keyof HatchEvents, (payload: unknown) => void]>
  for (const [name, handler] of entries) events.on(name, handler)
  return () => {
    for (const [name, handler] of entries) events.off(name, handler)
  }
}
