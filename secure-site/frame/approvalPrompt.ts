import { formatMessage } from '../../kernel/errors/catalogue.js'
import { FrameRequestError } from './channel.js'

/** What the visitor is asked to approve. */
export interface ApprovalRequest {
  /** "Sign message", "Send transaction" ... */
  title: string
  /** The page origin the frame verified at the handshake (never a page-supplied name). */
  origin: string
  details: [label: string, value: string][]
}

/** Timing of the prompt (SECURE-FRAME.md: armed after 700 ms visible, expires after 10 min). */
export interface ApprovalTiming {
  armDelayMs: number
  expiresMs: number
}

/**
 * The approval shown inside the frame, on the secure origin. Approve is armed only after the
 * prompt has been fully visible for 700 ms (IntersectionObserver v2 `isVisible` where the browser
 * has it: an iframe made transparent or covered by the page is not visible), and only a trusted
 * click (a real user event, not a script's) counts. One prompt at a time.
 */
export class ApprovalPrompt {
  private busy = false

  constructor(
    private readonly root: HTMLElement,
    private readonly timing: ApprovalTiming = { armDelayMs: 700, expiresMs: 600_000 },
  ) {}

  ask(request: ApprovalRequest, signal: AbortSignal): Promise<boolean> {
    if (this.busy) return Promise.reject(new FrameRequestError(formatMessage('FRAME_APPROVAL_PENDING'), 'APPROVAL_PENDING'))
    this.busy = true
    const doc = this.root.ownerDocument
    const el = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string) => {
      const node = doc.createElement(tag)
      if (text !== undefined) node.textContent = text
      return node
    }
    const section = el('section')
    section.setAttribute('aria-labelledby', 'approval-title')
    section.className = 'approval'
    const title = el('h1', request.title)
    title.id = 'approval-title'
    const from = el('p', 'Requested by ')
    from.append(el('strong', request.origin))
    const list = el('dl')
    for (const [label, value] of request.details) list.append(el('dt', label), el('dd', value))
    const hint = el('p', 'Approve becomes available once this window has been fully visible for a moment.')
    hint.className = 'hint'
    hint.id = 'approval-hint'
    const reject = el('button', 'Reject')
    const approve = el('button', 'Approve')
    approve.disabled = true
    approve.setAttribute('aria-describedby', 'approval-hint')
    const actions = el('div')
    actions.className = 'actions'
    actions.append(reject, approve)
    section.append(title, from, list, hint, actions)
    this.root.replaceChildren(section)
    reject.focus()

    return new Promise<boolean>((resolve, reject_) => {
      let armTimer: ReturnType<typeof setTimeout> | undefined
      const arm = (visible: boolean) => {
        clearTimeout(armTimer)
        approve.disabled = true
        if (visible)
          armTimer = setTimeout(() => {
            approve.disabled = false
            hint.textContent = ''
          }, this.timing.armDelayMs)
      }
      const observer = new IntersectionObserver(
        (entries) => {
          const entry = entries[entries.length - 1] as IntersectionObserverEntry & { isVisible?: boolean }
          arm(entry.isVisible ?? (entry.isIntersecting && entry.intersectionRatio >= 0.99))
        },
        { threshold: [0, 0.99, 1], trackVisibility: true, delay: 100 } as IntersectionObserverInit,
      )
      observer.observe(section)
      const done = (result: boolean | Error) => {
        observer.disconnect()
        clearTimeout(armTimer)
        clearTimeout(expiry)
        signal.removeEventListener('abort', onAbort)
        this.root.replaceChildren()
        this.busy = false
        if (result instanceof Error) reject_(result)
        else resolve(result)
      }
      const expiry = setTimeout(() => done(false), this.timing.expiresMs)
      const onAbort = () => done(new FrameRequestError(formatMessage('RPC_REQUEST_ABORTED'), 4001))
      signal.addEventListener('abort', onAbort)
      approve.addEventListener('click', (event) => {
        if (event.isTrusted && !approve.disabled) done(true)
      })
      reject.addEventListener('click', (event) => {
        if (event.isTrusted) done(false)
      })
    })
  }
}
