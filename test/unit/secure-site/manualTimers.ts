import type { FrameTimers } from '../../../adapters/embedded/portClient.js'

/** Timers moved by hand: `advance(ms)` runs what falls due, in order. */
export class ManualTimers implements FrameTimers {
  now = 0
  private next = 1
  private readonly due = new Map<number, { at: number; fn: () => void }>()
  setTimeout = (fn: () => void, ms: number) => {
    const id = this.next++
    this.due.set(id, { at: this.now + ms, fn })
    return id
  }
  clearTimeout = (handle: unknown) => void this.due.delete(handle as number)
  async advance(ms: number): Promise<void> {
    const target = this.now + ms
    for (;;) {
      const [id, timer] = [...this.due.entries()].filter(([, t]) => t.at <= target).sort((a, b) => a[1].at - b[1].at)[0] ?? []
      if (id === undefined || !timer) break
      this.due.delete(id)
      this.now = timer.at
      timer.fn()
      await new Promise((r) => setTimeout(r, 0))
    }
    this.now = target
    await new Promise((r) => setTimeout(r, 0))
  }
}

/** Lets queued MessagePort deliveries happen. */
export const flush = () => new Promise((r) => setTimeout(r, 5))
