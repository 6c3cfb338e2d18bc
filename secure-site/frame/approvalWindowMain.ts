/**
 * The secure window's entry (bundled to /approve.js, on the secure origin): the approval the frame
 * hands over when it cannot prove its prompt is visible (approvalPrompt.ts). It asks its opener, a
 * frame of this same origin, for the request named in its URL, shows it whole, arms Approve after
 * 700 ms in front and unchanged, and posts the decision back with the frame's nonce.
 */
import * as v from 'valibot'
import { ArmingGate } from './armingGate.js'
import { renderApproval } from './approvalView.js'
import { WindowRequest } from './approvalWindowProtocol.js'
import { windowLanguage } from './windowLanguage.js'
import { text } from './frameText.js'

async function start(): Promise<void> {
  // The frame's language, named in the URL (?lang=, a shipped tag only), before anything shows.
  await windowLanguage(document, location.search)
  document.title = text('window.approveTitle')
  const root = document.getElementById('approval-root') as HTMLElement
  const config = JSON.parse(document.getElementById('hatch-approve-config')?.textContent ?? '{}') as { armDelayMs?: number }
  const id = location.hash.slice(1)
  const opener = window.opener as Window | null
  const status = (text: string) => {
    const p = document.createElement('p')
    p.setAttribute('role', 'status')
    p.textContent = text
    root.replaceChildren(p)
  }
  if (!opener || !/^[0-9a-f-]{36}$/.test(id)) return status(text('window.fromWallet'))
  status(text('window.loadingRequest'))
  let shown = false
  window.addEventListener('message', (event) => {
    if (shown || event.source !== opener || event.origin !== location.origin) return
    const parsed = v.safeParse(WindowRequest, event.data)
    if (!parsed.success || parsed.output.id !== id) return
    shown = true
    const { nonce, request } = parsed.output
    document.title = text('window.title', { title: request.title })
    const view = renderApproval(root, request)
    view.section.classList.add('in-window')
    const gate = new ArmingGate(config.armDelayMs ?? 700, window, (armed) => {
      view.approve.disabled = !armed
      view.hint.textContent = armed ? '' : text('window.notInFront')
    })
    // In front and visible: a window laid over this one, or a switch away, starts the delay again.
    const check = () => gate.report(document.visibilityState === 'visible' && document.hasFocus() ? undefined : 'not-visible')
    for (const type of ['focus', 'blur', 'resize', 'visibilitychange', 'pageshow'] as const) window.addEventListener(type, check)
    document.addEventListener('visibilitychange', check)
    check()
    const decide = (approved: boolean) => {
      gate.stop()
      opener.postMessage({ hatch: 1, type: 'APPROVAL_WINDOW_DECISION', id, nonce, approved }, location.origin)
      status(text(approved ? 'window.approved' : 'window.rejected'))
      window.close()
    }
    view.approve.addEventListener('click', (event) => {
      if (event.isTrusted && gate.isArmed) decide(true)
    })
    view.reject.addEventListener('click', (event) => {
      if (event.isTrusted) decide(false)
    })
  })
  opener.postMessage({ hatch: 1, type: 'APPROVAL_WINDOW_READY', id }, location.origin)
}

void start()
