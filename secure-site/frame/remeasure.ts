import type { ArmingClock } from './armingGate.js'

/** How often the prompt measures afresh while it does not count as visible. */
export const REMEASURE_MS = 250

/**
 * Firefox does not always tell an IntersectionObserver in a cross-origin frame that the page moved
 * the frame into view: the entry from when the frame was hidden or partly off screen stays its
 * last, and Approve never arms. An element observed anew always gets a first entry measured now,
 * so while `stale()` holds (the last entry said "not wholly visible") `target` is re-observed every
 * {@link REMEASURE_MS}. A fresh entry only reports where the frame really is, so this never arms
 * anything the observer would not; it stops re-observing once the frame counts as visible (each
 * entry restarts the arming delay). Returns the function that stops it.
 */
export function remeasureWhile(
  observer: Pick<IntersectionObserver, 'observe' | 'unobserve'>,
  target: Element,
  stale: () => boolean,
  clock: ArmingClock,
): () => void {
  let timer: unknown
  const tick = () => {
    if (stale()) {
      observer.unobserve(target)
      observer.observe(target)
    }
    timer = clock.setTimeout(tick, REMEASURE_MS)
  }
  timer = clock.setTimeout(tick, REMEASURE_MS)
  return () => clock.clearTimeout(timer)
}
