/**
 * Runs `task` in a task of its own once the browser has produced the next frame, so work that can
 * wait a frame stays out of the task that shows something (the click that opens the modal).
 * Returns a cancel function. Call only in effects: it touches `window`.
 */
export function afterPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = window.requestAnimationFrame(() => {
    timer = setTimeout(task, 0)
  })
  return () => {
    window.cancelAnimationFrame(frame)
    if (timer !== undefined) clearTimeout(timer)
  }
}
