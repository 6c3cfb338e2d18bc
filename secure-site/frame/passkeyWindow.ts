import * as v from 'valibot'
import { formatMessage } from '../siteMessages.js'
import type { ArmingClock } from './armingGate.js'
import { FrameRequestError } from './channel.js'
import type { Ceremony, CeremonyResponse } from './passkeyCeremony.js'
import { PASSKEY_WINDOW_PATH, PasskeyWindowReady, PasskeyWindowResult } from './passkeyWindowProtocol.js'
import { base64url } from './base64url.js'
import { text, textLanguage } from './frameText.js'
import { watchWindowClosed } from './watchWindowClosed.js'

/** What the secure window says above its button. */
export interface PasskeyWindowTexts {
  title: string
  text: string
  button: string
}

/**
 * Runs a passkey ceremony in a secure window (`/passkey` on the secure origin, or on `windowOrigin`,
 * the name of the site passkeys are bound to when it is not the frame's; top-level, never
 * embeddable), for a frame whose page does not let it show the browser's passkey dialog. Called in
 * the visitor's click (a window opens only then). The window asks for the ceremony by a random id;
 * the frame answers only that window, on its own origin, with a fresh nonce, and takes the answer
 * only from it with that id and nonce. The visitor clicks the window's button, which opens the
 * browser's dialog there. Resolves with the browser's answer; rejects when the window was blocked,
 * was closed first, or the request was aborted (the window then closes).
 */
export function runInPasskeyWindow(
  win: Window,
  ceremony: Promise<Ceremony>,
  texts: PasskeyWindowTexts,
  clock: ArmingClock,
  signal: AbortSignal,
  windowOrigin = win.location.origin,
): Promise<CeremonyResponse> {
  const id = crypto.randomUUID()
  const nonce = base64url(crypto.getRandomValues(new Uint8Array(32)))
  const width = 440
  const height = 560
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - width) / 2))
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - height) / 2))
  let popup: Window | null = null
  try {
    popup = win.open(
      `${windowOrigin}${PASSKEY_WINDOW_PATH}?lang=${textLanguage()}#${id}`,
      '_blank',
      `popup,width=${width},height=${height},left=${left},top=${top}`,
    )
  } catch {
    popup = null
  }
  ceremony.catch(() => undefined)
  if (!popup)
    return Promise.reject(
      // Shown in the frame's passkey prompt only, which stays for another try.
      new FrameRequestError(text('passkey.windowBlocked')),
    )
  const opened = popup
  return new Promise<CeremonyResponse>((resolve, reject) => {
    const finish = (outcome: { response: CeremonyResponse } | { error: Error }) => {
      win.removeEventListener('message', onMessage)
      signal.removeEventListener('abort', onAbort)
      stopWatching()
      if (!opened.closed) opened.close()
      if ('response' in outcome) resolve(outcome.response)
      else reject(outcome.error)
    }
    const onMessage = (event: MessageEvent) => {
      if (event.source !== opened || event.origin !== windowOrigin) return
      const ready = v.safeParse(PasskeyWindowReady, event.data)
      if (ready.success && ready.output.id === id) {
        ceremony.then(
          (asked) => opened.postMessage({ hatch: 1, type: 'PASSKEY_WINDOW_REQUEST', id, nonce, ...texts, ceremony: asked }, windowOrigin),
          (error: unknown) => finish({ error: error instanceof Error ? error : new Error(String(error)) }),
        )
        return
      }
      const result = v.safeParse(PasskeyWindowResult, event.data)
      if (result.success && result.output.id === id && result.output.nonce === nonce)
        finish({ response: result.output.response as unknown as CeremonyResponse })
    }
    const onAbort = () => finish({ error: new FrameRequestError(formatMessage('RPC_REQUEST_ABORTED'), 4001) })
    win.addEventListener('message', onMessage)
    signal.addEventListener('abort', onAbort)
    const stopWatching = watchWindowClosed(opened, clock, () => finish({ error: new FrameRequestError(text('passkey.windowClosed')) }))
  })
}
