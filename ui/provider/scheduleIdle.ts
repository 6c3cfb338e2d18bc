/**
 * Runs `task` when the browser is idle (or after `fallbackMs` where requestIdleCallback is
 * missing, as in Safari). Returns a cancel function. Call only in effects: it touches `window`.
 */
export function scheduleIdle(task: () => void, fallbackMs = 200): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 })
    return () => window.cancelIdleCallback(handle)
  }
  const timer = window.setTimeout(task, fallbackMs)
  return () => window.clearTimeout(timer)
}
