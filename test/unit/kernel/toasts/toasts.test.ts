import { castDraft } from 'immer'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HatchError } from '../../../../kernel/errors/HatchError.js'
import { createEvents } from '../../../../kernel/events/events.js'
import { buildShellState } from '../../../../kernel/instance/initialState.js'
import { createStore } from '../../../../kernel/store/createStore.js'
import { dismissAlert, raiseAlert } from '../../../../kernel/toasts/alerts.js'
import { createToasts, type ToastTimers } from '../../../../kernel/toasts/createToasts.js'
import { initialChainState } from '../../../../kernel/accounts/accountState.js'
import type { ChainNamespace } from '../../../../kernel/types/chain.js'
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
    toasts.showError('DISCONNECT_FAILED')
    expect(store.getState().toast).toBeUndefined()
    vi.advanceTimersByTime(49)
    expect(store.getState().toast).toBeUndefined()
    vi.advanceTimersByTime(1)
    expect(store.getState().toast).toMatchObject({ variant: 'error', messageId: 'DISCONNECT_FAILED', message: 'Failed to disconnect' })
    vi.advanceTimersByTime(1000)
    expect(store.getState().toast?.messageId).toBe('DISCONNECT_FAILED')
  })

  it('shows errors by catalogue code: HatchError, code, or Unknown error for anything else', () => {
    const store = freshStore()
    const toasts = createToasts(store)
    toasts.showError(new HatchError('WALLET_REQUEST_FAILED', { params: { method: 'eth_sign' } }))
    expect(store.getState().toast).toMatchObject({ messageId: 'WALLET_REQUEST_FAILED', message: 'The wallet could not complete eth_sign' })
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

/** Puts `address` in `namespace` as the active account (what a connect does), or clears it (a disconnect). */
function setAccount(store: ReturnType<typeof freshStore>, namespace: ChainNamespace, address: string | undefined) {
  store.update((draft) => {
    const chain = (draft.chains[namespace] ??= castDraft(initialChainState(namespace)))
    if (address === undefined) chain.account = initialChainState(namespace).account
    else Object.assign(chain.account, { address, caipAddress: `${namespace}:1:${address}`, status: 'connected' })
    draft.activeNamespace = namespace
  })
}

describe('toasts close on their own', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it('closes a success after 5 s and an error after 10 s; a loading toast stays until replaced', () => {
    const store = freshStore()
    const toasts = createToasts(store)
    toasts.showSuccess({ messageId: 'A', message: 'a' })
    vi.advanceTimersByTime(4999)
    expect(store.getState().toast?.messageId).toBe('A')
    vi.advanceTimersByTime(1)
    expect(store.getState().toast).toBeUndefined()

    toasts.showError('SIGN_MESSAGE_FAILED')
    vi.advanceTimersByTime(9999)
    expect(store.getState().toast?.messageId).toBe('SIGN_MESSAGE_FAILED')
    vi.advanceTimersByTime(1)
    expect(store.getState().toast).toBeUndefined()

    toasts.showLoading({ messageId: 'L', message: 'Connecting…' })
    vi.advanceTimersByTime(10 * 60_000)
    expect(store.getState().toast?.messageId).toBe('L')
    // Its replacement runs its own clock from when it shows.
    toasts.showSuccess({ messageId: 'B', message: 'b' })
    vi.advanceTimersByTime(150 + 4999)
    expect(store.getState().toast?.messageId).toBe('B')
    vi.advanceTimersByTime(1)
    expect(store.getState().toast).toBeUndefined()
  })

  it('holds the toast while paused (pointer or focus on it) and closes after the time it had left', () => {
    const store = freshStore()
    const toasts = createToasts(store)
    toasts.showSuccess({ messageId: 'A', message: 'a' })
    vi.advanceTimersByTime(3000)
    toasts.pause()
    vi.advanceTimersByTime(60_000)
    expect(store.getState().toast?.messageId).toBe('A')
    toasts.resume()
    vi.advanceTimersByTime(1999)
    expect(store.getState().toast?.messageId).toBe('A')
    vi.advanceTimersByTime(1)
    expect(store.getState().toast).toBeUndefined()
  })

  it('gives a new toast its own clock even if the one before was held', () => {
    const store = freshStore()
    const toasts = createToasts(store)
    toasts.showSuccess({ messageId: 'A', message: 'a' })
    toasts.pause()
    toasts.hide()
    toasts.showSuccess({ messageId: 'B', message: 'b' })
    vi.advanceTimersByTime(5000)
    expect(store.getState().toast).toBeUndefined()
  })

  it('dismisses the toast by id (its close button), not a newer one', () => {
    const store = freshStore()
    const toasts = createToasts(store)
    toasts.showSuccess({ messageId: 'A', message: 'a' })
    const first = store.getState().toast!.id
    toasts.dismiss(first)
    expect(store.getState().toast).toBeUndefined()
    toasts.showSuccess({ messageId: 'B', message: 'b' })
    toasts.dismiss(first)
    expect(store.getState().toast?.messageId).toBe('B')
  })

  it('runs on the clock it is given (no wall clock)', () => {
    let time = 0
    const due: Array<{ at: number; run: () => void } | undefined> = []
    const timers: ToastTimers = {
      setTimeout: (run, ms) => due.push({ at: time + ms, run }) - 1,
      clearTimeout: (index) => void (due[index as number] = undefined),
      now: () => time,
    }
    const tick = (ms: number) => {
      time += ms
      for (const [index, timer] of due.entries()) {
        if (timer && timer.at <= time) {
          due[index] = undefined
          timer.run()
        }
      }
    }
    const store = freshStore()
    const toasts = createToasts(store, { timers })
    toasts.showSuccess({ messageId: 'A', message: 'a' })
    tick(4500)
    toasts.pause()
    tick(10_000)
    toasts.resume()
    tick(499)
    expect(store.getState().toast?.messageId).toBe('A')
    tick(1)
    expect(store.getState().toast).toBeUndefined()
  })
})

describe('toasts are about the account', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it('clears the toast, and a replacement still waiting, on disconnect', () => {
    const store = freshStore()
    const toasts = createToasts(store)
    setAccount(store, 'solana', 'So1anaSender111')
    toasts.showSuccess({ messageId: 'send.sent', message: 'Sent {amount}', values: { amount: { units: '250000000', decimals: 9, symbol: 'SOL' } } })
    toasts.pause()
    setAccount(store, 'solana', undefined)
    expect(store.getState().toast).toBeUndefined()

    setAccount(store, 'solana', 'So1anaSender111')
    toasts.showLoading({ messageId: 'A', message: 'a' })
    toasts.showSuccess({ messageId: 'B', message: 'b' })
    setAccount(store, 'solana', undefined)
    vi.advanceTimersByTime(1000)
    expect(store.getState().toast).toBeUndefined()
  })

  it('clears the toast when another account or wallet becomes active, not when one connects', () => {
    const store = freshStore()
    const toasts = createToasts(store)
    toasts.showLoading({ messageId: 'connect.connectingToast', message: 'Connecting to your wallet…' })
    setAccount(store, 'eip155', '0xaaaa')
    expect(store.getState().toast?.messageId).toBe('connect.connectingToast')
    toasts.hide()
    toasts.showSuccess({ messageId: 'A', message: 'a' })
    setAccount(store, 'eip155', '0xbbbb')
    expect(store.getState().toast).toBeUndefined()
    toasts.showSuccess({ messageId: 'B', message: 'b' })
    setAccount(store, 'solana', 'So1ana')
    expect(store.getState().toast).toBeUndefined()
    // Unrelated state (a balance) leaves it alone.
    toasts.showSuccess({ messageId: 'C', message: 'c' })
    store.update((draft) => void (draft.chains.solana!.account.balance = '1'))
    expect(store.getState().toast?.messageId).toBe('C')
  })

  it('stops watching the account once disposed', () => {
    const store = freshStore()
    const toasts = createToasts(store)
    setAccount(store, 'eip155', '0xaaaa')
    toasts.showSuccess({ messageId: 'A', message: 'a' })
    toasts.dispose()
    setAccount(store, 'eip155', undefined)
    expect(store.getState().toast?.messageId).toBe('A')
  })
})

describe('toast values', () => {
  it('keeps the id, the English text with its placeholders and the values (amounts in base units) for the UI to fill', () => {
    const store = freshStore()
    const values = { from: { units: '500000000000000000', decimals: 18, symbol: 'ETH' }, to: { units: '1234500000', decimals: 6, symbol: 'USDC' } }
    createToasts(store).showSuccess({ messageId: 'swaps.swapped', message: 'Swapped {from} for {to}', values })
    expect(store.getState().toast).toMatchObject({ messageId: 'swaps.swapped', message: 'Swapped {from} for {to}', values })
  })

  it("carries an error's params as values", () => {
    const store = freshStore()
    createToasts(store).showError(new HatchError('NAME_REGISTER_FAILED', { params: { name: 'alice' } }))
    expect(store.getState().toast).toMatchObject({ messageId: 'NAME_REGISTER_FAILED', values: { name: 'alice' } })
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
