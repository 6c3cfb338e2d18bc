// Frame intervals from the probe's per-frame times (rAF callbacks, ms).
import { median } from '../stats.mjs'

/** Long frame: more than two 60 Hz frames. */
export const LONG_FRAME_MS = 34

/**
 * @param {number[]} times rAF callback times in order
 * @returns {{ frames: number, medianMs: number | null, p95Ms: number | null, maxMs: number | null, longFrames: number }}
 */
export function frameStats(times) {
  const intervals = times.slice(1).map((t, i) => t - times[i])
  const sorted = [...intervals].sort((a, b) => a - b)
  return {
    frames: times.length,
    medianMs: median(intervals),
    p95Ms: sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] : null,
    maxMs: sorted.length ? sorted[sorted.length - 1] : null,
    longFrames: intervals.filter((d) => d > LONG_FRAME_MS).length,
  }
}
