/**
 * A secure window posts the visitor's decision and closes itself in the same click. On a loaded
 * machine the frame's look at `closed` can run before the decision's message is delivered: the
 * decision must still count (CI once lost an approved key export this way, and the frame asked
 * again). A window closed without a choice is still told apart, a look later.
 */
import { expect, it } from 'vitest'
import { openApprovalWindow } from '../../../secure-site/frame/approvalWindow.js'
import { CLOSED_POLL_MS, watchWindowClosed } from '../../../secure-site/frame/watchWindowClosed.js'
import { timerClock } from '../../fixtures/timerClock.js'

const ORIGIN = 'http://127.0.0.1:8787'

/** The frame's window as openApprovalWindow uses it, and the secure window it opens. */
function frameWindow() {
  const listeners = new Set<(event: MessageEvent) => void>()
  const sent: unknown[] = []
  const popup = { closed: false, postMessage: (message: unknown) => sent.push(message), focus: () => undefined, close: () => undefined }
  let url = ''
  const win = {
    location: { origin: ORIGIN },
    screenX: 0,
    screenY: 0,
    outerWidth: 1200,
    outerHeight: 900,
    open: (href: string) => ((url = href), popup),
    addEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.delete(listener),
  }
  /** A message from the secure window, as the frame's window receives it. */
  const fromPopup = (data: unknown) => {
    for (const listener of [...listeners]) listener({ source: popup, origin: ORIGIN, data } as unknown as MessageEvent)
  }
  return { win: win as unknown as Window, popup, sent, fromPopup, id: () => url.split('#')[1] ?? '' }
}

const request = { title: 'Export private key', origin: 'http://127.0.0.1:4300', details: [] }

it('counts an approval whose message arrives after the frame first saw the window closed', async () => {
  const { clock, advance } = timerClock()
  const page = frameWindow()
  const opened = openApprovalWindow(request, page.win, clock)
  if (!opened) throw new Error('the window did not open')
  page.fromPopup({ hatch: 1, type: 'APPROVAL_WINDOW_READY', id: page.id() })
  const { nonce } = page.sent[0] as { nonce: string }
  // The window posted its decision and closed itself; the frame's look runs before the message.
  page.popup.closed = true
  advance(CLOSED_POLL_MS)
  page.fromPopup({ hatch: 1, type: 'APPROVAL_WINDOW_DECISION', id: page.id(), nonce, approved: true })
  advance(CLOSED_POLL_MS)
  expect(await opened.decided).toBe(true)
})

it('says closed when the visitor closed the window without a choice, at the second look', async () => {
  const { clock, advance } = timerClock()
  const page = frameWindow()
  const opened = openApprovalWindow(request, page.win, clock)
  if (!opened) throw new Error('the window did not open')
  let settled: boolean | 'closed' | undefined
  void opened.decided.then((decision) => (settled = decision))
  advance(CLOSED_POLL_MS)
  page.popup.closed = true
  advance(CLOSED_POLL_MS)
  await Promise.resolve()
  expect(settled).toBeUndefined()
  advance(CLOSED_POLL_MS)
  expect(await opened.decided).toBe('closed')
})

it('stops looking once stopped', () => {
  const { clock, advance } = timerClock()
  let told = 0
  const stop = watchWindowClosed({ closed: true }, clock, () => told++)
  advance(CLOSED_POLL_MS)
  stop()
  advance(CLOSED_POLL_MS * 4)
  expect(told).toBe(0)
})
