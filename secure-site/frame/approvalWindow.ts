import * as v from 'valibot'
import type { ApprovalRequest } from './approvalView.js'
import type { ArmingClock } from './armingGate.js'
import { APPROVAL_WINDOW_PATH, WindowDecision, WindowReady } from './approvalWindowProtocol.js'
import { base64url } from './base64url.js'
import { textLanguage } from './frameText.js'
import { watchWindowClosed } from './watchWindowClosed.js'

/** One request shown in a secure window; `decided` settles with the visitor's choice there. */
export interface OpenedApprovalWindow {
  /** true: approved there; false: rejected there; 'closed': the window was closed without a choice. */
  decided: Promise<boolean | 'closed'>
  /** Brings the window to the front. */
  focus(): void
  /** Closes it (the request ended in the frame: aborted, expired, rejected there). */
  close(): void
}

/**
 * Opens the secure window for `request`: a top-level page on the secure origin that the embedding
 * page cannot style, clip or mask. Called in the visitor's click. It asks for the request by id,
 * gets it with a fresh nonce, and its decision counts only when it comes from that very window, on
 * this origin, with that id and nonce: no page and no other window can forge it. Returns
 * `undefined` when the browser blocked the window.
 */
export function openApprovalWindow(request: ApprovalRequest, win: Window, clock: ArmingClock): OpenedApprovalWindow | undefined {
  const id = crypto.randomUUID()
  const nonce = base64url(crypto.getRandomValues(new Uint8Array(32)))
  const width = 440
  const height = 680
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - width) / 2))
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - height) / 2))
  let popup: Window | null = null
  try {
    // The window speaks the frame's language (a shipped tag, checked again there).
    popup = win.open(
      `${win.location.origin}${APPROVAL_WINDOW_PATH}?lang=${textLanguage()}#${id}`,
      '_blank',
      `popup,width=${width},height=${height},left=${left},top=${top}`,
    )
  } catch {
    popup = null
  }
  if (!popup) return undefined
  const opened = popup
  let settle: (value: boolean | 'closed') => void = () => undefined
  const decided = new Promise<boolean | 'closed'>((resolve) => (settle = resolve))
  const finish = (value: boolean | 'closed') => {
    win.removeEventListener('message', onMessage)
    stopWatching()
    settle(value)
  }
  const onMessage = (event: MessageEvent) => {
    if (event.source !== opened || event.origin !== win.location.origin) return
    const ready = v.safeParse(WindowReady, event.data)
    if (ready.success && ready.output.id === id) {
      opened.postMessage({ hatch: 1, type: 'APPROVAL_WINDOW_REQUEST', id, nonce, request }, win.location.origin)
      return
    }
    const decision = v.safeParse(WindowDecision, event.data)
    if (decision.success && decision.output.id === id && decision.output.nonce === nonce) finish(decision.output.approved)
  }
  win.addEventListener('message', onMessage)
  const stopWatching = watchWindowClosed(opened, clock, () => finish('closed'))
  return {
    decided,
    focus: () => opened.focus(),
    close: () => {
      finish('closed')
      if (!opened.closed) opened.close()
    },
  }
}
