import type { Hatch, HatchEvents } from '../kernel/index.js'

/** The kernel events the element re-dispatches as `hatch:<name>` DOM events (detail = the event's payload). */
export const FORWARDED_EVENTS = [
  'modal:open',
  'modal:close',
  'router:navigate',
  'account:connecting',
  'account:connected',
  'account:changed',
  'account:disconnected',
  'network:changed',
  'network:unsupported',
  'namespace:changed',
  'connectors:changed',
  'connections:changed',
  'toast:show',
  'alert:raised',
  'error',
  'config:loaded',
  'transaction:sent',
  'transaction:confirmed',
] as const satisfies readonly (keyof HatchEvents)[]

/** Dispatches `hatch:<name>` on `target`; it bubbles and leaves shadow roots, as a click would. */
export function dispatchHatchEvent(target: EventTarget, name: string, detail: unknown): void {
  const view = (target as Node).ownerDocument?.defaultView ?? globalThis
  target.dispatchEvent(new view.CustomEvent(`hatch:${name}`, { detail, bubbles: true, composed: true }))
}

/** Re-dispatches every {@link FORWARDED_EVENTS} of `hatch` on `target`; returns the unsubscribe. */
export function forwardEvents(hatch: Hatch, target: EventTarget): () => void {
  const offs = FORWARDED_EVENTS.map((name) => hatch.on(name, (payload) => dispatchHatchEvent(target, name, payload)))
  return () => {
    for (const off of offs) off()
  }
}
