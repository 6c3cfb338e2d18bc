/** The secure site's only source of time: injected so tests can move it (codes, cooldowns, sessions). */
export interface Clock {
  /** Epoch milliseconds. */
  now(): number
}

/** The system clock. */
export const systemClock: Clock = { now: () => Date.now() }
