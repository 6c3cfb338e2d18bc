/**
 * Issue 28 item 1 in Firefox: the demo page styles the secure frame so that the visitor would see
 * Approve but not what it approves (the five stylings of the issue, forced over the modal's own
 * with `!important`), and the visitor clicks where Approve shows. The click signs nothing: a frame
 * too small for the prompt keeps Approve disarmed and says so, and every approval is decided in the
 * secure window on the secure origin, which shows the message and the page that asks. Firefox has
 * no IntersectionObserver v2, so what the frame cannot see (a clip-path, a mask) reaches no further
 * than that window.
 */
import type { Frame, Page } from 'puppeteer-core'
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { click, fill, launchFirefox, present, role, text, textOf, waitFor, type FirefoxPage, type FirefoxSession } from '../../fixtures/firefox.js'
import { demoUrl, sandbox } from '../evm/evmStack.js'
import { approveInFrame, approveInWindow, DIALOG, enabled, freshEmail, logInByEmail, secureFrame, secureWindowOf } from './firefoxStack.js'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let firefox: FirefoxSession
let opened: FirefoxPage
let page: Page
let loggedIn: Promise<`0x${string}`> | undefined

beforeAll(async () => {
  firefox = await launchFirefox()
  opened = await firefox.open(demoUrl(), { viewport: { width: 1000, height: 700 } })
  page = opened.page
})
/** The e-mail login, done by the first test that runs (its waits are assertions, which need a test). */
const account = () => (loggedIn ??= logInByEmail(firefox, opened, freshEmail('ff-hidden')))
afterAll(() => firefox?.close())

/**
 * Forces `css` on the frame over the modal's own styles, as a hostile page can: `!important`
 * declarations, put back by a MutationObserver whenever the modal restyles the frame (it sets the
 * frame's height as the prompt reports it). Returns the undo, which restores the modal's latest style.
 */
async function forceStyle(css: Readonly<Record<string, string>>): Promise<() => Promise<void>> {
  await page.evaluate((props) => {
    const frame = document.querySelector<HTMLIFrameElement>('iframe[title="Hatch wallet"]')
    if (!frame) throw new Error('no secure frame on the page')
    const hostile = { modalStyle: frame.style.cssText, observer: undefined as MutationObserver | undefined }
    const force = () => {
      if (Object.entries(props).every(([name, value]) => frame.style.getPropertyValue(name) === value)) return
      hostile.modalStyle = frame.style.cssText
      for (const [name, value] of Object.entries(props)) frame.style.setProperty(name, value, 'important')
    }
    force()
    hostile.observer = new MutationObserver(force)
    hostile.observer.observe(frame, { attributes: true, attributeFilter: ['style'] })
    Object.assign(window, { hostile })
  }, css)
  return async () => {
    await page.evaluate(() => {
      const { hostile } = window as unknown as { hostile: { modalStyle: string; observer: MutationObserver } }
      hostile.observer.disconnect()
      document.querySelector<HTMLIFrameElement>('iframe[title="Hatch wallet"]')!.style.cssText = hostile.modalStyle
    })
  }
}

/**
 * Where the visitor clicks: the middle of Approve as the frame lays it out, in page coordinates;
 * when that point is not on screen inside the frame (a frame too narrow pushes Approve far below its
 * bottom edge), the middle of the part of the frame that is on screen.
 */
async function whereApproveIs(frame: Frame): Promise<{ x: number; y: number }> {
  const inFrame = await frame.$eval(role('button', 'Approve'), (button) => {
    const r = button.getBoundingClientRect()
    return { x: r.x + r.width / 2, y: r.y + r.height / 2 }
  })
  const shown = await page.evaluate(() => {
    const r = document.querySelector('iframe[title="Hatch wallet"]')!.getBoundingClientRect()
    const left = Math.max(r.left, 0)
    const top = Math.max(r.top, 0)
    return { x: r.x, y: r.y, left, top, right: Math.min(r.right, innerWidth), bottom: Math.min(r.bottom, innerHeight) }
  })
  const point = { x: shown.x + inFrame.x, y: shown.y + inFrame.y }
  const onScreen = point.x > shown.left && point.x < shown.right && point.y > shown.top && point.y < shown.bottom
  return onScreen ? point : { x: (shown.left + shown.right) / 2, y: (shown.top + shown.bottom) / 2 }
}

/** After a failed attempt: the page's styles undone, the request rejected, the modal closed, so the next test starts clean. */
async function cleanUp(frame: Frame | undefined, undo: (() => Promise<void>) | undefined): Promise<void> {
  await undo?.().catch(() => undefined)
  if (frame && (await present(frame, role('button', 'Reject')).catch(() => false))) await click(frame, role('button', 'Reject'), 5_000).catch(() => undefined)
  await page.keyboard.press('Escape').catch(() => undefined)
}

/** What the demo's Signature output says now ('' before a signature). */
const signatureShown = async () => ((await present(page, role('status', 'Signature'))) ? (await textOf(page, role('status', 'Signature'))).trim() : '')

/**
 * The attack and its end: the page forces `css` on the frame while it asks to sign the demo's
 * message, and the visitor clicks where Approve shows, 1.5 s later (well after the 700 ms). Nothing
 * is signed by that click. `frameSees` what the frame can tell: a frame too small says to make it
 * larger; one too small or partly off screen keeps Approve disarmed; a clip-path or a mask it cannot see.
 * Then the page shows the frame whole again, and the visitor approves in the secure window (or in
 * the one the click opened), which shows the message and the asking page: the signature verifies.
 */
async function attack(css: Readonly<Record<string, string>>, frameSees: 'too small' | 'off screen' | 'nothing', message: string): Promise<void> {
  const address = await account()
  let frame: Frame | undefined
  let undo: (() => Promise<void>) | undefined
  try {
    await fill(page, role('textbox', 'Message'), message)
    await click(page, role('button', 'Sign message'))
    await waitFor(page, role('region', 'Approve in the secure wallet', DIALOG))
    const prompt = await secureFrame(page)
    frame = prompt
    await waitFor(prompt, role('heading', 'Sign message'))
    undo = await forceStyle(css)
    await sleep(1_500)
    if (frameSees === 'too small')
      await expect.poll(() => textOf(prompt, role('alert')).catch(() => '')).toContain('Make this window larger to review the request')
    if (frameSees !== 'nothing') expect(await enabled(prompt, role('button', 'Approve'))).toBe(false)
    const clicked = await whereApproveIs(prompt)
    const window = secureWindowOf(page, 3_000).catch(() => undefined)
    await page.mouse.click(clicked.x, clicked.y)
    const opened = await window
    // The click signed nothing: no signature, and the prompt still asks.
    await sleep(500)
    expect(await signatureShown()).toBe('')
    expect(await present(prompt, role('heading', 'Sign message'))).toBe(true)
    if (opened) {
      // Only the secure window can approve: it shows what is signed and who asks.
      await waitFor(opened, role('heading', 'Sign message'))
      expect(await present(opened, text(message))).toBe(true)
      expect(await present(opened, text(`Requested by ${new URL(sandbox().urls.demo!).origin}`))).toBe(true)
      await approveInWindow(opened, 'Sign message')
      await undo()
    } else {
      await undo()
      await approveInFrame(page, 'Sign message')
    }
    const signature = (await textOf(page, role('status', 'Signature'), 20_000)) as `0x${string}`
    expect(await verifyMessage({ address, message, signature })).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(async () => (await page.$$(DIALOG)).length).toBe(0)
  } catch (error) {
    await cleanUp(frame, undo)
    throw error
  }
}

describe('a page that hides the approval prompt, in Firefox (issue 28 item 1)', () => {
  it('height:150px: Approve stays disarmed and the frame says to make it larger; the click signs nothing', async () => {
    await attack({ height: '150px' }, 'too small', 'pay 1 USDC')
  })

  it('width:120px: Approve stays disarmed and the frame says to make it larger; the click signs nothing', async () => {
    await attack({ width: '120px' }, 'too small', 'pay 2 USDC')
  })

  it('left:-165px, half the frame off screen: Approve stays disarmed; the click signs nothing', async () => {
    // The demo's frame is 330 px wide: -165 px leaves its right half on screen, as the issue's -330 px did its 480 px frame.
    await attack({ left: '-165px' }, 'off screen', 'pay 3 USDC')
  })

  it('a clip-path leaving only Approve: the click signs nothing', async () => {
    await attack({ 'clip-path': 'inset(230px 0 135px 300px)' }, 'nothing', 'pay 4 USDC')
  })

  it('a mask hiding 75 %: the click at most opens the secure window, which shows the request', async () => {
    await attack({ 'mask-image': 'linear-gradient(transparent 75%, black 75%)' }, 'nothing', 'pay 5 USDC')
    expect(opened.pageErrors).toEqual([])
    expect(firefox.offHostRequests).toEqual([])
  })
})
