import { type AlertCode, alertTexts } from '../errors/alertTexts.js'
import type { EventBus } from '../events/events.js'
import type { Store } from '../store/createStore.js'
import type { Alert, HatchState } from '../types/state.js'

/** An alert to raise: a documented code, or a free-form one (info messages, plugin alerts). */
export type AlertInput = AlertCode | { variant: Alert['variant']; title: string; description: string; code?: string }

/**
 * Appends an alert to `state.alerts` (which the UI renders) and emits `alert:raised`.
 * An alert whose code is already showing is not added twice; the open one is returned.
 *
 * @example
 * ```ts
 * raiseAlert(store, events, 'APKT010')
 * raiseAlert(store, events, { variant: 'info', title: 'Multi-wallet is off', description: '…' })
 * ```
 */
export function raiseAlert(store: Store<HatchState>, events: EventBus | undefined, input: AlertInput): Alert {
  const fields = typeof input === 'string' ? { variant: 'error' as const, code: input, ...alertTexts[input] } : { ...input }
  const alerts = store.getState().alerts
  const open = fields.code === undefined ? undefined : alerts.find((a) => a.code === fields.code)
  if (open) return open
  const alert: Alert = { id: alerts.reduce((max, a) => Math.max(max, a.id), 0) + 1, ...fields }
  store.update((draft) => void draft.alerts.push(alert))
  events?.emit('alert:raised', alert)
  return alert
}

/** Removes an alert by id (the visitor closed it); an unknown id does nothing. */
export function dismissAlert(store: Store<HatchState>, id: number): void {
  if (!store.getState().alerts.some((a) => a.id === id)) return
  store.update((draft) => {
    draft.alerts = draft.alerts.filter((a) => a.id !== id)
  })
}
