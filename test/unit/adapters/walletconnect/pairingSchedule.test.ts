import { describe, expect, it } from 'vitest'
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS } from '../../../../adapters/walletconnect/constants.js'
import { createPairingSchedule, defaultPairingTiming, isPairingExpired, type PairingClock } from '../../../../adapters/walletconnect/pairingSchedule.js'

/** A clock whose time only moves when the test says so. */
function manualClock() {
  let now = 1_000_000
  const timers = new Map<number, { at: number; run: () => void }>()
  let next = 0
  const clock: PairingClock = {
    now: () => now,
    setTimeout: (run, ms) => (timers.set(++next, { at: now + ms, run }), next),
    clearTimeout: (handle) => void timers.delete(handle as number),
  }
  const advance = (ms: number) => {
    now += ms
    for (const [id, timer] of [...timers].sort((a, b) => a[1].at - b[1].at)) {
      if (timer.at <= now) {
        timers.delete(id)
        timer.run()
      }
    }
  }
  return { clock, advance, pending: () => timers.size, now: () => now }
}

describe('pairing lifetime (spec §4, §9)', () => {
  it('lives 4 minutes and counts as expired when 10 s or less remain', () => {
    expect(PAIRING_LIFETIME_MS).toBe(240_000)
    expect(PAIRING_EXPIRY_MARGIN_MS).toBe(10_000)
    const expiresAt = 500_000
    expect(isPairingExpired(expiresAt, expiresAt - 10_001)).toBe(false)
    expect(isPairingExpired(expiresAt, expiresAt - 10_000)).toBe(true)
    expect(isPairingExpired(undefined, 0)).toBe(true)
  })

  it('asks for a fresh uri at 3 min 50 s, not before, and only once per uri', () => {
    const { clock, advance, now } = manualClock()
    let refreshed = 0
    const schedule = createPairingSchedule(clock, defaultPairingTiming, () => refreshed++)
    const expiresAt = schedule.start()
    expect(expiresAt).toBe(now() + 240_000)
    advance(229_999)
    expect(refreshed).toBe(0)
    advance(1)
    expect(refreshed).toBe(1)
    expect(isPairingExpired(expiresAt, now())).toBe(true)
    advance(60_000)
    expect(refreshed).toBe(1)
  })

  it('a newer uri replaces the timer of the older one; stop disarms it', () => {
    const { clock, advance, pending } = manualClock()
    let refreshed = 0
    const schedule = createPairingSchedule(clock, { lifetimeMs: 5_000, marginMs: 1_000 }, () => refreshed++)
    schedule.start()
    advance(3_000)
    schedule.start()
    expect(pending()).toBe(1)
    advance(3_000)
    expect(refreshed).toBe(0)
    advance(1_000)
    expect(refreshed).toBe(1)
    schedule.start()
    schedule.stop()
    advance(10_000)
    expect(refreshed).toBe(1)
    expect(pending()).toBe(0)
  })
})
