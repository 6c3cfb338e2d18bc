import { formatMessage } from '../siteMessages.js'
import type { ArmingClock } from './armingGate.js'
import { elementsOf } from './approvalView.js'
import { actionRow, plainButton } from './frameControls.js'
import { FrameRequestError } from './channel.js'
import { text } from './frameText.js'

/** How long an exported key stays on screen before it hides itself (issue 31 item 3). */
export const REVEAL_HIDES_AFTER_MS = 60_000

/** What the reveal shows: a title, the account, and the secret in the form wallets import. */
export interface SecretToReveal {
  title: string
  account: string
  /** What the secret is ("Private key (hex)", "Secret key (base58, Phantom and Solflare)"). */
  label: string
  secret: string
}

/** Timers and the page's frame height (PROMPT_HEIGHT), as the approval prompt has them. */
export interface RevealOptions {
  clock: ArmingClock
  hidesAfterMs?: number
  onHeight?: (height: number) => void
}

/**
 * Shows an exported key inside the frame, on the secure origin, once the visitor approved the
 * export: never on the page, which cannot read a cross-origin frame's document. The key can be
 * copied to the clipboard, and hides itself after 60 s or when the visitor clicks Done (or the
 * page aborts the request); its text is then removed from the document. Resolves once it is hidden.
 */
export function revealSecret(root: HTMLElement, shown: SecretToReveal, signal: AbortSignal, options: RevealOptions): Promise<void> {
  const el = elementsOf(root.ownerDocument)
  const section = el('section')
  section.className = 'approval reveal'
  section.setAttribute('aria-labelledby', 'reveal-title')
  const title = el('h1', shown.title)
  title.id = 'reveal-title'
  const warning = el('p', text('reveal.warning'))
  warning.setAttribute('role', 'note')
  const list = el('dl')
  const secretValue = el('dd')
  const secretText = el('code', shown.secret)
  secretText.className = 'secret'
  secretValue.append(secretText)
  const account = el('dd', shown.account)
  account.dir = 'ltr'
  secretValue.dir = 'ltr'
  list.append(el('dt', text('label.account')), account, el('dt', shown.label), secretValue)
  const status = el('p')
  status.className = 'hint'
  status.setAttribute('role', 'status')
  const copy = plainButton(el, text('reveal.copy'))
  const close = plainButton(el, text('reveal.done'))
  const actions = actionRow(el, copy, close)
  section.append(title, warning, list, actions, status)
  root.replaceChildren(section)

  const seconds = Math.round((options.hidesAfterMs ?? REVEAL_HIDES_AFTER_MS) / 1000)
  // A language that counts the seconds with a plural has the formatter loaded with this chunk (main.ts).
  status.textContent = text('reveal.hidesIn', { seconds })
  options.onHeight?.(Math.ceil(section.getBoundingClientRect().height))

  return new Promise<void>((resolve, reject) => {
    const finish = (error?: Error) => {
      options.clock.clearTimeout(timer)
      signal.removeEventListener('abort', onAbort)
      secretText.textContent = ''
      root.replaceChildren()
      options.onHeight?.(0)
      if (error) reject(error)
      else resolve()
    }
    const timer = options.clock.setTimeout(() => finish(), options.hidesAfterMs ?? REVEAL_HIDES_AFTER_MS)
    const onAbort = () => finish(new FrameRequestError(formatMessage('RPC_REQUEST_ABORTED'), 4001))
    signal.addEventListener('abort', onAbort)
    close.addEventListener('click', () => finish())
    copy.addEventListener('click', (event) => {
      if (!event.isTrusted) return
      navigator.clipboard.writeText(shown.secret).then(
        () => (status.textContent = text('reveal.copied')),
        () => (status.textContent = text('reveal.copyRefused')),
      )
    })
  })
}
