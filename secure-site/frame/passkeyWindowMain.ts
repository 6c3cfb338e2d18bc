/**
 * The passkey window's entry (bundled to /passkey.js, on the secure origin): where the frame's page
 * does not let the frame show the browser's passkey dialog, the frame opens this top-level window
 * (passkeyWindow.ts). It asks its opener, the frame (of this origin, or of the site's public origin
 * when passkeys are bound to another name of the site: the page names it), for the ceremony named in its
 * URL, shows what it is for and one button; the visitor's click opens the browser's dialog here,
 * and the answer goes back to the frame with the frame's nonce. A cancelled dialog can be tried again.
 */
import * as v from 'valibot'
import { elementsOf } from './approvalView.js'
import { PasskeyBlockedHere, runCeremony, type Ceremony } from './passkeyCeremony.js'
import { PasskeyWindowRequest } from './passkeyWindowProtocol.js'
import { windowLanguage } from './windowLanguage.js'
import { text } from './frameText.js'

async function start(): Promise<void> {
  // The frame's language, named in the URL (?lang=, a shipped tag only), before anything shows.
  await windowLanguage(document, location.search)
  document.title = text('window.passkeyTitle')
  const root = document.getElementById('approval-root') as HTMLElement
  const el = elementsOf(document)
  const id = location.hash.slice(1)
  const opener = window.opener as Window | null
  // The frame's origin: this one, or the site's public origin when passkeys live on another name of it.
  const config = JSON.parse(document.getElementById('hatch-passkey-config')?.textContent ?? '{}') as { frameOrigin?: string }
  const frameOrigin = typeof config.frameOrigin === 'string' ? config.frameOrigin : location.origin
  const status = (text: string) => {
    const p = el('p', text)
    p.setAttribute('role', 'status')
    root.replaceChildren(p)
  }
  if (!opener || !/^[0-9a-f-]{36}$/.test(id)) return status(text('window.fromWallet'))
  status(text('window.loading'))
  let shown = false
  window.addEventListener('message', (event) => {
    if (shown || event.source !== opener || event.origin !== frameOrigin) return
    const parsed = v.safeParse(PasskeyWindowRequest, event.data)
    if (!parsed.success || parsed.output.id !== id) return
    shown = true
    const { nonce, title, text: intro, button, ceremony } = parsed.output
    document.title = text('window.title', { title })
    const section = el('section')
    section.className = 'approval in-window'
    section.setAttribute('aria-labelledby', 'passkey-title')
    const heading = el('h1', title)
    heading.id = 'passkey-title'
    const go = el('button', button)
    go.type = 'button'
    const actions = el('div')
    actions.className = 'actions'
    actions.append(go)
    const hint = el('p')
    hint.className = 'hint'
    hint.setAttribute('role', 'status')
    section.append(heading, el('p', intro), actions, hint)
    root.replaceChildren(section)
    go.focus()
    go.addEventListener('click', (click) => {
      if (!click.isTrusted || go.disabled) return
      go.disabled = true
      hint.textContent = text('passkey.followBrowser')
      runCeremony(ceremony as unknown as Ceremony).then(
        (response) => {
          opener.postMessage({ hatch: 1, type: 'PASSKEY_WINDOW_RESULT', id, nonce, response }, frameOrigin)
          hint.textContent = text('window.passkeyDone')
          window.close()
        },
        (error: unknown) => {
          go.disabled = false
          hint.textContent = error instanceof PasskeyBlockedHere ? text('window.noPasskeysHere') : error instanceof Error ? error.message : String(error)
        },
      )
    })
  })
  opener.postMessage({ hatch: 1, type: 'PASSKEY_WINDOW_READY', id }, frameOrigin)
}

void start()
