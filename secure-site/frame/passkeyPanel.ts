import { formatMessage } from '../siteMessages.js'
import { elementsOf } from './approvalView.js'
import { FrameRequestError } from './channel.js'
import { cancelCeremony, PasskeyBlockedHere } from './passkeyCeremony.js'
import { text } from './frameText.js'

/** What the visitor chose: log in with a passkey, create one (a new account), or add one to the signed-in account. */
export type PasskeyChoice = 'login' | 'register' | 'add'

/** Where the browser's passkey dialog opens: in this frame, or in the secure window (passkeyWindow.ts). */
export type CeremonyPlace = 'frame' | 'window'

/** Runs what the visitor chose; `progress` updates the prompt's status line. Called in the visitor's click. */
export type PasskeyAct<T> = (choice: PasskeyChoice, place: CeremonyPlace, progress: (text: string) => void) => Promise<T>

/** The open prompt: its outcome, and ways to tell of a problem found before any click. */
export interface OpenPasskeyPanel<T> {
  done: Promise<T>
  /** Says `text` on the status line; the prompt stays. */
  say(text: string): void
  /** Closes the prompt with `error` (nothing the visitor could click would work: the site has no passkeys). */
  fail(error: Error): void
}

/** The prompt's title and introduction, by mode. */
const TEXTS = {
  connect: { title: 'passkey.connectTitle', intro: 'passkey.connectIntro' },
  add: { title: 'passkey.addTitle', intro: 'passkey.addIntro' },
} as const

/**
 * The frame's passkey prompt (issue 31), on the secure origin: its buttons are what the visitor
 * clicks, so the browser's passkey dialog opens with this document's user activation, bound to the
 * secure site (its RP ID). On Connect it offers "Sign in with a passkey" and "Create a new passkey";
 * for a signed-in account, "Create a passkey". Where the frame may not show the dialog (the page
 * withheld the permission, or the browser offers passkeys to top-level pages only) the same buttons
 * open the secure window instead. A cancelled dialog or a refusal is said on the status line and
 * the prompt stays for another try; an abort (the page went back) closes it and the dialog.
 * The dialog itself is the browser's: no page can draw it or click it, so no arming delay applies.
 */
export function showPasskeyPanel<T>(
  root: HTMLElement,
  mode: 'connect' | 'add',
  signal: AbortSignal,
  options: { host: string; allowedHere: boolean; onHeight?: (height: number) => void; boundElsewhere?: boolean },
  act: PasskeyAct<T>,
): OpenPasskeyPanel<T> {
  const el = elementsOf(root.ownerDocument)
  let place: CeremonyPlace = options.allowedHere ? 'frame' : 'window'
  const section = el('section')
  section.className = 'approval passkey'
  section.setAttribute('aria-labelledby', 'passkey-title')
  const title = el('h1', text(TEXTS[mode].title))
  title.id = 'passkey-title'
  const intro = el('p', text(TEXTS[mode].intro, { host: options.host }))
  // Passkeys bound to another name of the site always open there; else only where the page withholds them.
  const note = el('p', options.boundElsewhere ? text('passkey.opensElsewhere', { host: options.host }) : text('passkey.windowNote'))
  note.hidden = place === 'frame'
  const choices: [PasskeyChoice, HTMLButtonElement][] =
    mode === 'connect'
      ? [
          ['login', el('button', text('passkey.signIn'))],
          ['register', el('button', text('passkey.createNew'))],
        ]
      : [['add', el('button', text('passkey.create'))]]
  const actions = el('div')
  actions.className = 'actions'
  for (const [, button] of choices) {
    button.type = 'button'
    actions.append(button)
  }
  const status = el('p')
  status.className = 'hint'
  status.setAttribute('role', 'status')
  status.setAttribute('aria-live', 'polite')
  section.append(title, intro, note, actions, status)
  root.replaceChildren(section)
  choices[0]?.[1].focus({ preventScroll: true })

  let told = 0
  const tellHeight = () => {
    const height = Math.ceil(section.getBoundingClientRect().height)
    if (height > told) {
      told = height
      options.onHeight?.(height)
    }
  }
  const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(tellHeight) : undefined
  resized?.observe(section)
  tellHeight()

  let busy = false
  const setBusy = (value: boolean) => {
    busy = value
    for (const [, button] of choices) button.disabled = value
    section.setAttribute('aria-busy', String(value))
  }

  let settle: { resolve(value: T): void; reject(error: Error): void } | undefined
  const done = new Promise<T>((resolve, reject) => (settle = { resolve, reject }))
  const finish = (outcome: { value: T } | { error: Error }) => {
    if (!settle) return
    const { resolve, reject } = settle
    settle = undefined
    signal.removeEventListener('abort', onAbort)
    resized?.disconnect()
    if (root.contains(section)) root.replaceChildren()
    if (told > 0) options.onHeight?.(0)
    if ('value' in outcome) resolve(outcome.value)
    else reject(outcome.error)
  }
  const onAbort = () => {
    cancelCeremony()
    finish({ error: new FrameRequestError(formatMessage('RPC_REQUEST_ABORTED'), 4001) })
  }
  signal.addEventListener('abort', onAbort)
  if (signal.aborted) onAbort()

  for (const [choice, button] of choices) {
    button.addEventListener('click', (event) => {
      if (!event.isTrusted || busy || !settle) return
      setBusy(true)
      status.textContent = text(place === 'frame' ? 'passkey.followBrowser' : 'passkey.continueInWindow')
      act(choice, place, (text) => (status.textContent = text)).then(
        (value) => finish({ value }),
        (error: unknown) => {
          if (!settle) return
          setBusy(false)
          if (error instanceof PasskeyBlockedHere) {
            // Not here: the next click opens the secure window (a click is needed to open it).
            place = 'window'
            note.hidden = false
            status.textContent = text('passkey.blockedHere')
            return
          }
          status.textContent = error instanceof Error ? error.message : String(error)
        },
      )
    })
  }
  return {
    done,
    say(text) {
      if (settle && !busy) status.textContent = text
    },
    fail(error) {
      if (!busy) finish({ error })
    },
  }
}
