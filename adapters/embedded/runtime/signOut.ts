import type { EmbeddedOptions } from '../options.js'
import { systemTimers } from '../portClient.js'
import type { EmbeddedCore } from './embeddedCore.js'

/** Spec §9: sign-out never holds the visitor longer than this. */
export const SIGN_OUT_CAP_MS = 3_000

/**
 * Ends the session on the secure site (the server revokes it; with `everywhere`, every session of
 * the account on every device), waiting at most 3 s: a silent frame leaves the page signed out
 * anyway (SECURE-FRAME.md case 24). Rejects only when the frame answered with an error.
 */
export function signOutCapped(core: EmbeddedCore, options: EmbeddedOptions, everywhere = false): Promise<void> {
  const timers = options.timers ?? systemTimers
  return new Promise<void>((resolve, reject) => {
    const timer = timers.setTimeout(resolve, SIGN_OUT_CAP_MS)
    core.request('SIGN_OUT', everywhere ? { everywhere: true } : {}).then(
      () => (timers.clearTimeout(timer), resolve()),
      (error: unknown) => (timers.clearTimeout(timer), reject(error)),
    )
  })
}
