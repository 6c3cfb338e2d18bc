import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS } from './constants.js'

/** The clock the pairing schedule reads; tests inject one. */
export interface PairingClock {
  now(): number
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

/** The real clock. */
export const systemClock: PairingClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
}

/** Lifetime figures of a pairing (spec §9), replaceable for tests. */
export interface PairingTiming {
  lifetimeMs: number
  marginMs: number
}

/** Spec figures: 4 minutes, expired when under 10 s remain. */
export const defaultPairingTiming: PairingTiming = { lifetimeMs: PAIRING_LIFETIME_MS, marginMs: PAIRING_EXPIRY_MARGIN_MS }

/** True when no pairing exists or under `marginMs` of its life remain (spec §4). */
export function isPairingExpired(expiresAt: number | undefined, now: number, marginMs: number = PAIRING_EXPIRY_MARGIN_MS): boolean {
  return expiresAt === undefined || expiresAt - now <= marginMs
}

/** Schedules the refresh of one pairing uri at a time. */
export interface PairingSchedule {
  /** A new uri was shown at `now`: returns its expiry and arms the refresh for it. */
  start(): number
  /** Disarms the refresh (connected, rejected, abandoned). */
  stop(): void
}

/**
 * Arms `onExpired` for the moment a uri counts as expired (lifetime minus margin after it was
 * shown). Starting again replaces the previous timer, so only the newest uri is ever refreshed.
 */
export function createPairingSchedule(clock: PairingClock, timing: PairingTiming, onExpired: () => void): PairingSchedule {
  let handle: unknown
  const stop = () => {
    if (handle !== undefined) clock.clearTimeout(handle)
    handle = undefined
  }
  return {
    start() {
      stop()
      const expiresAt = clock.now() + timing.lifetimeMs
      handle = clock.setTimeout(
        () => {
          handle = undefined
          onExpired()
        },
        Math.max(0, timing.lifetimeMs - timing.marginMs),
      )
      return expiresAt
    },
    stop,
  }
}
