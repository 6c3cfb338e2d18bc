import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HatchError } from '../../../../kernel/errors/HatchError.js'
import { createEvents } from '../../../../kernel/events/events.js'
import { buildShellState } from '../../../../kernel/instance/initialState.js'
import { createStore } from '../../../../kernel/store/createStore.js'
import { dismissAlert, raiseAlert } from '../../../../kernel/toasts/alerts.js'
import { createToasts } from '../../../../kernel/toasts/createToasts.js'
import type { Alert, HatchState, Toast } from '../../../../kernel/types/state.js'

// The state every instance starts from, before its options are applied.
function freshStore() {
  return createStore<HatchState>(buildShellState(undefined))
}

describe('toasts', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it('shows a toast at once when none is open, in state and on the bus', () => {
    const store = freshStore()
    const events = createEvents()
    const shown: Toast[] = []
    events.on('toast:show', (t) => void shown.push(t))
    createToasts(store, { events }).showSuccess({ messageId: 'ADDRESS_COPIED', message: 'Address copied' })
    expect(store.getState().toast).toMatchObject({ variant: 'success', messageId: 'ADDRESS_COPIED', message: 'Address copied' })
    expect(shown).toHaveLength(1)
  })

  it('hides an open toast and shows its replacement 150 ms later', () => {
    const store = freshStore()
    const toasts = createToasts(store)
    toasts.showLoading({ messageId: 'SIGNING', message: 'Signing…' })
    toasts.showSuccess({ messageId: 'SIGNED', message: 'Signed' })
    expect(store.getState().toast).toBeUndefined()
    vi.advanceTimersByTime(149)
    expect(store.getState().toast).toBeUndefined()
    vi.advanceTimersByTime(1)
    expect(store.getState().toast?.messageId).toBe('SIGNED')
  })

  it('lets the last of several quick replacements win', () => {
    const store = freshStore()
    const toasts = createToasts(store)
    toasts.showLoading({ messageId: 'A', message: 'a' })
    toasts.showSuccess({ messageId: 'B', message: 'b' })
    vi.advanceTimersByTime(100)
    toasts.showError('TRANSACTIONS_FETCH_FAILED')
    expect(store.getState().toast).toBeUndefined()
    vi.advanceTimersByTime(49)
    expect(store.getState().toast).toBeUndefined()
    vi.advanceTimersByTime(1)
    expect(store.getState().toast).toMatchObject({ variant: 'error', messageId: 'TRANSACTIONS_FETCH_FAILED', message: 'Failed to fetch transactions' })
    vi.advanceTimersByTime(1000)
    expect(store.getState().toast?.messageId).toBe('TRANSACTIONS_FETCH_FAILED')
  })

  it('shows errors by catalogue code: HatchError, code, or Unknown error for anything else', () => {
    const store = freshStore()
    const toasts = createToasts(store)
    toasts.showError(new HatchError('NAME_REGISTER_FAILED', { params: { name: 'alice' } }))
    expect(store.getState().toast).toMatchObject({ messageId: 'NAME_REGISTER_FAILED', message: 'Error registering name alice' })
    toasts.hide()
    toasts.showError(new Error('boom'))
    expect(store.getState().toast).toMatchObject({ messageId: 'UNKNOWN_ERROR', message: 'Unknown error' })
  })

  it('hide cancels a pending replacement', () => {
    const store = freshStore()
    const toasts = createToasts(store)
    toasts.showLoading({ messageId: 'A', message: 'a' })
    toasts.showSuccess({ messageId: 'B', message: 'b' })
    toasts.hide()
    vi.advanceTimersByTime(500)
    expect(store.getState().toast).toBeUndefined()
  })

  it('gives each toast a new id, per instance', () => {
    const store = freshStore()
    const toasts = createToasts(store)
    toasts.showSuccess({ messageId: 'A', message: 'a' })
    const first = store.getState().toast!.id
    toasts.hide()
    toasts.showSuccess({ messageId: 'A', message: 'a' })
    expect(store.getState().toast!.id).toBe(first + 1)
    const other = freshStore()
    createToasts(other).showSuccess({ messageId: 'A', message: 'a' })
    expect(other.getState().toast!.id).toBe(1)
  })
})

describe('alerts', () => {
  it('raises a catalogue alert with its title, appends it with an id and emits it', () => {
    const store = freshStore()
    const events = createEvents()
    const raised: Alert[] = []
    events.on('alert:raised', (a) => void raised.push(a))
    const alert = raiseAlert(store, events, 'APKT010')
    expect(alert).toMatchObject({ id: 1, code: 'APKT010', variant: 'error', title: 'Rate Limited' })
    expect(store.getState().alerts).toEqual([alert])
    expect(raised).toEqual([alert])
  })

  it('raises free-form alerts and numbers them', () => {
    const store = freshStore()
    raiseAlert(store, undefined, 'APKT002')
    const info = raiseAlert(store, undefined, { variant: 'info', title: 'Multi-wallet is off', description: 'Enable it' })
    expect(info.id).toBe(2)
    expect(store.getState().alerts.map((a) => a.title)).toEqual(['Invalid App Configuration', 'Multi-wallet is off'])
  })

  it('does not stack the same code twice while it is open', () => {
    const store = freshStore()
    const events = createEvents()
    let count = 0
    events.on('alert:raised', () => void count++)
    const first = raiseAlert(store, events, 'APKT009')
    expect(raiseAlert(store, events, 'APKT009')).toBe(first)
    expect(store.getState().alerts).toHaveLength(1)
    expect(count).toBe(1)
  })

  it('dismisses by id', () => {
    const store = freshStore()
    const a = raiseAlert(store, undefined, 'APKT007')
    const b = raiseAlert(store, undefined, 'APKT008')
    dismissAlert(store, a.id)
    expect(store.getState().alerts).toEqual([b])
    dismissAlert(store, 999)
    expect(store.getState().alerts).toEqual([b])
    expect(raiseAlert(store, undefined, 'APKT007').id).toBe(b.id + 1)
  })
})
