/** The timers an {@link ArmingGate} runs on (the browser's, or a test's clock moved by hand). */
export interface ArmingClock {
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

/** Why Approve is not armed: nothing yet, a prompt too small to show whole, or not provably on screen. */
export type DisarmedReason = 'too-small' | 'not-visible'

/**
 * Arms Approve only after every check has held, unchanged, for the whole delay: each `report` of a
 * failed check disarms at once, and each `changed()` (the frame moved, resized, scrolled or was
 * zoomed) disarms and starts the delay again, so a page cannot move or reshape the frame in the
 * moment before a click it expects.
 */
export class ArmingGate {
  private timer: unknown
  private problem: DisarmedReason | undefined = 'not-visible'
  private armed = false

  constructor(
    private readonly delayMs: number,
    private readonly clock: ArmingClock,
    /** Told each time the state changes: `undefined` when armed. */
    private readonly onChange: (armed: boolean, reason: DisarmedReason | undefined) => void,
  ) {}

  /** Whether Approve may be used now. */
  get isArmed(): boolean {
    return this.armed
  }

  /** The latest result of the checks: `undefined` when all of them hold. */
  report(problem: DisarmedReason | undefined): void {
    this.problem = problem
    this.restart()
  }

  /** Something about the frame changed: disarmed for the whole delay again. */
  changed(): void {
    this.restart()
  }

  /** Stops for good (the prompt is gone). */
  stop(): void {
    this.clock.clearTimeout(this.timer)
    this.timer = undefined
    this.problem = 'not-visible'
    this.armed = false
  }

  private restart(): void {
    this.clock.clearTimeout(this.timer)
    this.timer = undefined
    this.armed = false
    this.onChange(false, this.problem)
    if (this.problem) return
    this.timer = this.clock.setTimeout(() => {
      this.timer = undefined
      this.armed = true
      this.onChange(true, undefined)
    }, this.delayMs)
  }
}
