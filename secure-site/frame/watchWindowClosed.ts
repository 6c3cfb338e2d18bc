import type { ArmingClock } from './armingGate.js'

/** How often the frame looks whether the visitor closed a secure window. */
export const CLOSED_POLL_MS = 500

/**
 * Calls `onClosed` once `opened` (a secure window) was closed on two looks in a row, CLOSED_POLL_MS
 * apart; returns the function that stops looking. A secure window posts its answer and closes
 * itself in the same click, and the frame can see it closed before that message is delivered (a
 * loaded machine runs the timer first): the answer must win, or an approval given there is lost
 * and the prompt asks again.
 */
export function watchWindowClosed(opened: Pick<Window, 'closed'>, clock: ArmingClock, onClosed: () => void): () => void {
  let poll: unknown
  let closedBefore = false
  const look = () => {
    poll = clock.setTimeout(() => {
      if (opened.closed && closedBefore) return onClosed()
      closedBefore = opened.closed
      look()
    }, CLOSED_POLL_MS)
  }
  look()
  return () => clock.clearTimeout(poll)
}
