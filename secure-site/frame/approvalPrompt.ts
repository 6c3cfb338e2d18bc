import { formatMessage } from '../siteMessages.js'
import { FrameRequestError } from './channel.js'
import { ArmingGate, type ArmingClock, type DisarmedReason } from './armingGate.js'
import { renderApproval, type ApprovalRequest } from './approvalView.js'
import { openApprovalWindow, type OpenedApprovalWindow } from './approvalWindow.js'
import { heightToTell, laidOut, promptFits, VIEW_THRESHOLDS, wholeInView, type ToldHeight } from './promptLayout.js'
import { remeasureWhile } from './remeasure.js'
import { text } from './frameText.js'
import type { FrameTextId } from './texts/en.js'

export type { ApprovalRequest } from './approvalView.js'

/** Timing of the prompt (SECURE-FRAME.md: armed after 700 ms visible, expires after 10 min). */
export interface ApprovalTiming {
  armDelayMs: number
  expiresMs: number
  /** The timers the arming delay, the expiry and the secure window's watch run on (the window's by default). */
  clock?: ArmingClock
  /**
   * Told the height (CSS pixels) the prompt needs at the frame's width, and 0 once it is gone: the
   * page's modal sizes the frame to it (PROMPT_HEIGHT). Only growth is told for one width, so a
   * status line that shortens cannot make the page shrink and resize the frame back and forth.
   */
  onHeight?: (height: number) => void
}

/** The status line's text for each state, in the frame's language. */
const HINTS = {
  'not-visible': 'prompt.notVisible',
  'too-small': 'prompt.tooSmall',
  armed: 'prompt.armed',
  window: 'prompt.inWindow',
} as const satisfies Record<DisarmedReason | 'armed' | 'window', FrameTextId>

/**
 * The approval shown inside the frame, on the secure origin. The page embedding the frame styles
 * the iframe, and no browser tells a frame about a `mask-image` or a non-rectangular `clip-path`
 * on it (Chromium's IntersectionObserver v2 `isVisible` stays true under both): the frame can never
 * prove that the visitor saw what Approve approves. So the frame's prompt is for review, and the
 * decision is taken in a secure window on this origin (approvalWindow.ts) that the page cannot
 * style, as Coinbase's and Magic's wallets do.
 *
 * The frame's Approve, which opens that window, still arms only when all of this has held for the
 * whole delay (700 ms), unchanged: the prompt is laid out whole inside the frame's viewport (title,
 * origin, every detail and the buttons at full size; else "Make this window larger to review the
 * request", with a button that opens the secure window), the frame is wholly inside the top-level
 * viewport (IntersectionObserver ratio 1) and, where the browser reports it, not covered, faded or
 * transformed (`isVisible`); where the browser does not (Firefox), while it does not count as visible
 * it is measured afresh every 250 ms, as Firefox can leave a cross-origin frame's observer with a stale entry (remeasure.ts). Any
 * resize, move, scroll or zoom starts the delay again. Only trusted
 * clicks count. One prompt at a time.
 */
export class ApprovalPrompt {
  private busy = false
  private readonly clock: ArmingClock

  constructor(
    private readonly root: HTMLElement,
    private readonly timing: ApprovalTiming = { armDelayMs: 700, expiresMs: 600_000 },
  ) {
    const win = root.ownerDocument.defaultView as Window
    this.clock = timing.clock ?? { setTimeout: (fn, ms) => win.setTimeout(fn, ms), clearTimeout: (handle) => win.clearTimeout(handle as number) }
  }

  ask(request: ApprovalRequest, signal: AbortSignal): Promise<boolean> {
    if (this.busy) return Promise.reject(new FrameRequestError(formatMessage('FRAME_APPROVAL_PENDING'), 'APPROVAL_PENDING'))
    this.busy = true
    const doc = this.root.ownerDocument
    const win = doc.defaultView as Window
    const view = renderApproval(this.root, request)
    // Covers the frame's viewport exactly: its intersection ratio is the share of the frame on screen.
    const sentinel = doc.createElement('div')
    sentinel.className = 'viewport-sentinel'
    sentinel.setAttribute('aria-hidden', 'true')
    // Shown, over the bottom of the frame, when the prompt cannot be reviewed here or the window was blocked.
    const notice = doc.createElement('div')
    notice.className = 'notice'
    notice.setAttribute('role', 'alert')
    notice.hidden = true
    const noticeText = doc.createElement('p')
    const openWindow = doc.createElement('button')
    openWindow.type = 'button'
    openWindow.textContent = text('prompt.openWindow')
    notice.append(noticeText, openWindow)
    this.root.append(sentinel, notice)

    return new Promise<boolean>((resolve, reject_) => {
      let opened: OpenedApprovalWindow | undefined
      let blocked = false
      let reason: DisarmedReason | undefined = 'not-visible'
      const render = () => {
        view.approve.disabled = !gate.isArmed || opened !== undefined
        view.hint.textContent = text(opened ? HINTS.window : gate.isArmed ? HINTS.armed : HINTS[reason ?? 'not-visible'])
        const message = blocked ? text('prompt.blocked') : reason === 'too-small' && !opened ? text(HINTS['too-small']) : ''
        notice.hidden = message === ''
        noticeText.textContent = message
      }
      const gate = new ArmingGate(this.timing.armDelayMs, this.clock, (_armed, why) => {
        if (why) reason = why
        render()
      })

      let visible = false
      let lastLayout = ''
      let told: ToldHeight = { width: 0, height: 0 }
      /** Tells the page the prompt's height at this width, when {@link heightToTell} says to. */
      const tellHeight = (width: number) => {
        const height = heightToTell(told, width, Math.ceil(view.section.getBoundingClientRect().height))
        if (height === undefined) return
        told = { width, height }
        this.timing.onHeight?.(height)
      }
      /** Runs the checks; `moved` false (a resize seen inside the prompt) restarts the delay only when a checked part moved. */
      const check = (moved = true) => {
        const viewport = { width: doc.documentElement.clientWidth, height: doc.documentElement.clientHeight }
        tellHeight(viewport.width)
        const parts = view.required().map(laidOut)
        const layout = JSON.stringify([viewport, parts])
        if (!moved && layout === lastLayout) return
        lastLayout = layout
        reason = !promptFits(viewport, parts) ? 'too-small' : visible ? undefined : 'not-visible'
        gate.report(reason)
      }
      const observer = new IntersectionObserver(
        (entries) => {
          const entry = entries[entries.length - 1] as IntersectionObserverEntry & { isVisible?: boolean }
          // Wholly on screen (ratio 1 against the top-level viewport, within a pixel of rounding), and not hidden where the browser can tell.
          visible = wholeInView(entry) && entry.isVisible !== false
          check()
        },
        { threshold: [...VIEW_THRESHOLDS], trackVisibility: true, delay: 100 } as IntersectionObserverInit,
      )
      observer.observe(sentinel)
      // Only where the observer has no visibility tracking (Firefox): in Chromium a re-observed target
      // starts its v2 visibility afresh, so on a loaded machine re-observing every 250 ms could keep
      // `isVisible` from ever reporting true, and Approve from arming.
      const tracksVisibility = typeof IntersectionObserverEntry !== 'undefined' && 'isVisible' in IntersectionObserverEntry.prototype
      const stopRemeasuring = tracksVisibility ? () => undefined : remeasureWhile(observer, sentinel, () => !visible, this.clock)
      // Any change of the frame's or the prompt's size, the document's scroll or the zoom: the delay starts again.
      const resized = new ResizeObserver(() => check(false))
      resized.observe(doc.documentElement)
      resized.observe(view.section)
      const onChange = () => check()
      win.addEventListener('scroll', onChange, true)
      win.addEventListener('resize', onChange)
      win.visualViewport?.addEventListener('resize', onChange)
      win.visualViewport?.addEventListener('scroll', onChange)

      const showWindow = () => {
        if (opened) return opened.focus()
        opened = openApprovalWindow(request, win, this.clock)
        blocked = !opened
        render()
        void opened?.decided.then((decision) => {
          opened = undefined
          if (decision === 'closed') return render()
          done(decision)
        })
      }
      const done = (result: boolean | Error) => {
        stopRemeasuring()
        observer.disconnect()
        resized.disconnect()
        win.removeEventListener('scroll', onChange, true)
        win.removeEventListener('resize', onChange)
        win.visualViewport?.removeEventListener('resize', onChange)
        win.visualViewport?.removeEventListener('scroll', onChange)
        gate.stop()
        this.clock.clearTimeout(expiry)
        signal.removeEventListener('abort', onAbort)
        opened?.close()
        this.root.replaceChildren()
        if (told.height > 0) this.timing.onHeight?.(0)
        this.busy = false
        if (result instanceof Error) reject_(result)
        else resolve(result)
      }
      const expiry = this.clock.setTimeout(() => done(false), this.timing.expiresMs)
      const onAbort = () => done(new FrameRequestError(formatMessage('RPC_REQUEST_ABORTED'), 4001))
      signal.addEventListener('abort', onAbort)
      view.approve.addEventListener('click', (event) => {
        if (event.isTrusted && gate.isArmed) showWindow()
      })
      openWindow.addEventListener('click', (event) => {
        if (event.isTrusted) showWindow()
      })
      view.reject.addEventListener('click', (event) => {
        if (event.isTrusted) done(false)
      })
      check()
    })
  }
}
