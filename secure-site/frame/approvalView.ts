import { text, textAround } from './frameText.js'
import { shortened, type PromptRow } from './signDisplay.js'

/** What the visitor is asked to approve. */
export interface ApprovalRequest {
  /** "Sign message", "Send transaction" ... */
  title: string
  /** The page origin the frame verified at the handshake (never a page-supplied name). */
  origin: string
  details: PromptRow[]
}

/** The prompt's elements, as {@link renderApproval} made them. */
export interface ApprovalView {
  section: HTMLElement
  /** The status line under the details (why Approve is not available yet, what happens next). */
  hint: HTMLElement
  reject: HTMLButtonElement
  approve: HTMLButtonElement
  /** What must be seen whole before Approve may count: title, origin, each detail, the buttons. */
  required(): Element[]
}

/** Makes elements of `doc`, with their text (set as text, never parsed as HTML). */
export function elementsOf(doc: Document) {
  return <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string): HTMLElementTagNameMap[K] => {
    const node = doc.createElement(tag)
    if (text !== undefined) node.textContent = text
    return node
  }
}

/**
 * Renders the approval prompt into `root` (the frame's and the secure window's alike): the title,
 * the verified origin, every detail as a term and its value, Reject / Approve and a status line.
 * A long value shows its start and "Show all" (never an address or a number, which are always
 * shown whole); Approve starts disabled and Reject has the focus.
 */
export function renderApproval(root: HTMLElement, request: ApprovalRequest): ApprovalView {
  const doc = root.ownerDocument
  const el = elementsOf(doc)
  const section = el('section')
  section.setAttribute('aria-labelledby', 'approval-title')
  section.className = 'approval'
  const title = el('h1', request.title)
  title.id = 'approval-title'
  // The verified origin is data: isolated and left to right inside the sentence, whatever the language.
  const [before, after] = textAround('prompt.requestedBy', 'origin')
  const from = el('p', before)
  const origin = el('strong', request.origin)
  origin.dir = 'ltr'
  from.append(origin, after)
  const list = el('dl')
  for (const [label, value] of request.details) {
    const dd = el('dd')
    // A value reads in its own direction (an address left to right in an Arabic prompt, a Hebrew message right to left).
    dd.dir = 'auto'
    const start = shortened(value)
    if (start === undefined) dd.textContent = value
    else {
      const part = el('span', start)
      part.tabIndex = -1
      const more = el('button', text('prompt.showAll'))
      more.type = 'button'
      more.className = 'show-all'
      more.setAttribute('aria-expanded', 'false')
      more.addEventListener('click', () => {
        part.textContent = value
        more.remove()
        part.focus()
      })
      dd.append(part, ' ', more)
    }
    list.append(el('dt', label), dd)
  }
  const hint = el('p', text('prompt.notVisible'))
  hint.className = 'hint'
  hint.id = 'approval-hint'
  hint.setAttribute('role', 'status')
  const reject = el('button', text('prompt.reject'))
  const approve = el('button', text('prompt.approve'))
  approve.disabled = true
  approve.setAttribute('aria-describedby', 'approval-hint')
  const actions = el('div')
  actions.className = 'actions'
  actions.append(reject, approve)
  // The status line comes last: its text changes as Approve arms, and must not move what is checked.
  section.append(title, from, list, actions, hint)
  root.replaceChildren(section)
  // Without scrolling: a frame laid out before the page gave it its height would otherwise stay
  // scrolled to Reject, with the title out of view, once it grows.
  reject.focus({ preventScroll: true })
  return {
    section,
    hint,
    reject,
    approve,
    required: () => [title, from, ...list.children, reject, approve],
  }
}
