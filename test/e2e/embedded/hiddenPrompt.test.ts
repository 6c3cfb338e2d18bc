/**
 * Issue 28 item 1: an allowed page styles the frame so that the visitor sees Approve but not what
 * it approves (a 150 px frame, a clip-path leaving only the button, a mask hiding 75 %, the frame
 * pushed 330 px off the left edge, a 120 px wide frame). A visitor's click where Approve shows sends
 * nothing and signs nothing: the frame keeps Approve disarmed while it cannot show the whole prompt
 * on screen, and every approval is decided in the secure window on the secure origin, which shows
 * the recipient, the amount and the verified page origin, and completes the request.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, FrameLocator, Page } from 'playwright-core'
import { createPublicClient, http, parseEther, verifyMessage, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import { logIn, start } from './frameSession.js'
import { startFrameStack, type FrameStack } from './frameStack.js'
import { approveInSecureWindow, openSecureWindow, standsStill } from './secureWindow.js'

const info = inject('sandbox')
const network = info.networks[0]!
const client = createPublicClient({ transport: http(network.rpcUrls.default.http[0]) })
// A recipient of this file's own: another file's transfer to a shared account would read as one of ours.
const to = privateKeyToAccount(generatePrivateKey()).address
let stack: FrameStack
let browser: Browser
let opened: OpenedPage
let page: Page
let frame: FrameLocator
let address: Hex

const FRAME = 'position:fixed;top:20px;left:20px;width:480px;height:420px;border:0;background:#fff'
const style = (css: string) => page.evaluate((s) => window.frameClient!.iframe.setAttribute('style', s), css)

beforeAll(async () => {
  ;[stack, browser] = await Promise.all([startFrameStack(info), launchBrowser()])
  opened = await openPage(browser, stack.pageUrl('client'), { viewport: { width: 1000, height: 700 } })
  page = opened.page
  frame = page.frameLocator('iframe[title="Hatch wallet"]')
  address = await logIn(page, info, `hidden-${Date.now().toString(36)}@example.test`)
  await client.request({ method: 'anvil_setBalance' as never, params: [address, '0x3635C9ADC5DEA00000'] as never })
})
afterAll(async () => {
  await opened?.close()
  await browser?.close()
  await stack?.stop()
})

/** Clicks, with the mouse, the middle of Approve where the frame lays it out (the page's decoy points there). */
async function clickWhereApproveIs(): Promise<void> {
  const box = await frame.getByRole('button', { name: 'Approve', exact: true }).boundingBox()
  if (!box) throw new Error('Approve is not laid out')
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

/** What reached the node from the account: its nonce, and the recipient's balance. */
const chainState = async () => ({ nonce: await client.getTransactionCount({ address }), balance: await client.getBalance({ address: to }) })

/** Shown whole in the secure window: recipient, amount, the verified page origin. */
async function expectDetails(secure: Page, amount: string): Promise<void> {
  await secure.getByRole('heading', { name: 'Send transaction' }).waitFor({ timeout: 20_000 })
  const terms = await secure.getByRole('term').allTextContents()
  const values = await secure.getByRole('definition').allTextContents()
  expect(values[terms.indexOf('To')]).toBe(to)
  expect(values[terms.indexOf('Amount')]).toBe(`${amount} ETH`)
  expect(await secure.getByText(`Requested by ${stack.pages.url}`).count()).toBe(1)
  expect(new URL(secure.url()).origin).toBe(stack.site.origin)
}

/**
 * The attack and its end: the page styles the frame with `css`, asks to send `amount` ETH, and the
 * visitor clicks where Approve shows, 1.5 s later (well after the 700 ms). Nothing reaches the node
 * from that click; the secure window (opened by `reach`) shows the request and completes it.
 */
async function attack(css: string, amount: string, reach: () => Promise<Page>): Promise<void> {
  await style(css)
  const before = await chainState()
  const pending = await start<{ result: Hex }>(page, 'RPC_REQUEST', {
    method: 'eth_sendTransaction',
    params: [{ from: address, to, value: `0x${parseEther(amount).toString(16)}` }],
  })
  await frame.getByRole('heading', { name: 'Send transaction' }).waitFor({ timeout: 20_000 })
  await page.waitForTimeout(1_500)
  const popups: Page[] = []
  const onPopup = (p: Page) => void popups.push(p)
  opened.context.on('page', onPopup)
  await clickWhereApproveIs()
  await page.waitForTimeout(1_500)
  opened.context.off('page', onPopup)
  // The click sent nothing and settled nothing.
  expect(await chainState()).toEqual(before)
  expect(await Promise.race([pending.settled(), new Promise((r) => setTimeout(() => r('pending'), 200))])).toBe('pending')
  const secure = popups[0] ?? (await reach())
  await expectDetails(secure, amount)
  await approveInSecureWindow(secure, 'Send transaction')
  const outcome = await pending.settled()
  if (!outcome.ok) throw new Error(`the request failed: ${outcome.message}`)
  const receipt = await client.waitForTransactionReceipt({ hash: outcome.value.result })
  expect(receipt.status).toBe('success')
  expect((await client.getBalance({ address: to })) - before.balance).toBe(parseEther(amount))
}

/** The visitor opens the secure window with the frame's own button ("Make this window larger …"). */
const fromNotice = async () => {
  const notice = frame.getByRole('alert')
  await expect.poll(() => notice.textContent()).toContain('Make this window larger to review the request')
  expect(await frame.getByRole('button', { name: 'Approve', exact: true }).isDisabled()).toBe(true)
  return openSecureWindow(page, notice.getByRole('button', { name: 'Open the secure window' }))
}

/** The page shows the frame properly again; the visitor approves in the frame, then in the secure window. */
const afterShowingWhole = async () => {
  expect(await frame.getByRole('button', { name: 'Approve', exact: true }).isDisabled()).toBe(true)
  await style(FRAME)
  const approve = frame.getByRole('button', { name: 'Approve', exact: true })
  await expect.poll(() => approve.isEnabled(), { timeout: 5_000 }).toBe(true)
  // A person clicks once the frame has settled where the page put it back (Chromium drops a click on
  // a cross-origin frame that moved in the last 500 ms).
  await standsStill(frame.owner())
  return openSecureWindow(page, approve)
}

describe('a page that hides the approval prompt (issue 28 item 1)', () => {
  it('height:150px: the details do not collapse, Approve stays disarmed, and the frame says to make it larger', async () => {
    await attack(`${FRAME};height:150px`, '1', fromNotice)
  })

  it('clip-path leaving only Approve: the click does nothing', async () => {
    await attack(`${FRAME};clip-path:inset(230px 0 135px 300px)`, '1.5', afterShowingWhole)
  })

  it('a mask hiding 75 %: the click only opens the secure window, where the visitor sees the request', async () => {
    // The frame cannot see a mask (nor can any browser tell it): Approve arms, and opens the secure window.
    await attack(`${FRAME};mask-image:linear-gradient(transparent 75%, black 75%);-webkit-mask-image:linear-gradient(transparent 75%, black 75%)`, '2', () => {
      throw new Error('the click opened no secure window')
    })
  })

  it('left:-330px: the frame partly off screen, the click does nothing', async () => {
    await attack(`${FRAME};left:-330px`, '2.5', afterShowingWhole)
  })

  it('width:120px: too narrow for the prompt, Approve stays disarmed, and the frame says to make it larger', async () => {
    await attack(`${FRAME};width:120px`, '3', fromNotice)
  })

  it('a signature: a decision forged by the page counts for nothing; the secure window returns the signature', async () => {
    await style(FRAME)
    const pending = await start<{ result: Hex }>(page, 'RPC_REQUEST', { method: 'personal_sign', params: ['0x7061792034', address] })
    const approve = frame.getByRole('button', { name: 'Approve', exact: true })
    await expect.poll(() => approve.isEnabled(), { timeout: 5_000 }).toBe(true)
    await standsStill(frame.owner())
    const secure = await openSecureWindow(page, approve)
    await secure.getByText('pay 4').waitFor()
    // The page posts decisions of every shape it can make to the frame's window: none is taken.
    await page.evaluate((origin) => {
      const target = window.frameClient!.iframe.contentWindow!
      for (const message of [
        { hatch: 1, type: 'APPROVAL_WINDOW_DECISION', id: crypto.randomUUID(), nonce: 'A'.repeat(43), approved: true },
        { hatch: 1, type: 'APPROVAL_WINDOW_READY', id: crypto.randomUUID() },
      ])
        target.postMessage(message, origin)
    }, stack.site.origin)
    await page.waitForTimeout(500)
    expect(await Promise.race([pending.settled(), new Promise((r) => setTimeout(() => r('pending'), 200))])).toBe('pending')
    await approveInSecureWindow(secure, 'Sign message')
    const outcome = await pending.settled()
    if (!outcome.ok) throw new Error(`the request failed: ${outcome.message}`)
    expect(await verifyMessage({ address, message: 'pay 4', signature: outcome.value.result })).toBe(true)
  })

  it('the secure window closed without a choice: the request waits, and Reject in the frame ends it', async () => {
    await style(FRAME)
    const pending = await start(page, 'RPC_REQUEST', { method: 'personal_sign', params: ['0x6c6174657220', address] })
    const approve = frame.getByRole('button', { name: 'Approve', exact: true })
    await expect.poll(() => approve.isEnabled(), { timeout: 5_000 }).toBe(true)
    await standsStill(frame.owner())
    const secure = await openSecureWindow(page, approve)
    await secure.getByRole('heading', { name: 'Sign message' }).waitFor()
    await secure.close()
    await expect.poll(() => approve.isEnabled(), { timeout: 5_000 }).toBe(true)
    await frame.getByRole('button', { name: 'Reject' }).click()
    expect(await pending.settled()).toMatchObject({ ok: false, code: 4001 })
  })
})

describe('a long message (issue 28 item 2, "Show all")', () => {
  it('shows its start and "Show all", which shows the rest, with the address in it whole; the signature covers it all', async () => {
    await style(FRAME)
    const spender = info.accounts[5]!.address
    const message = `Welcome! ${'Read carefully. '.repeat(20)}By signing you let ${spender} spend all your tokens.`
    const pending = await start<{ result: Hex }>(page, 'RPC_REQUEST', {
      method: 'personal_sign',
      params: [`0x${Buffer.from(message).toString('hex')}`, address],
    })
    await frame.getByRole('heading', { name: 'Sign message' }).waitFor({ timeout: 20_000 })
    // Cut in the frame, and marked as cut: never silently.
    expect(await frame.getByText(spender).count()).toBe(0)
    expect(await frame.getByRole('button', { name: 'Show all' }).count()).toBe(1)
    const approve = frame.getByRole('button', { name: 'Approve', exact: true })
    await expect.poll(() => approve.isEnabled(), { timeout: 5_000 }).toBe(true)
    await standsStill(frame.owner())
    const secure = await openSecureWindow(page, approve)
    await secure.getByRole('heading', { name: 'Sign message' }).waitFor()
    expect(await secure.getByText(spender).count()).toBe(0)
    await secure.getByRole('button', { name: 'Show all' }).click()
    expect(await secure.getByRole('definition').filter({ hasText: message }).count()).toBe(1)
    expect(await secure.getByRole('button', { name: 'Show all' }).count()).toBe(0)
    await approveInSecureWindow(secure, 'Sign message')
    const outcome = await pending.settled()
    if (!outcome.ok) throw new Error(`the request failed: ${outcome.message}`)
    expect(await verifyMessage({ address, message, signature: outcome.value.result })).toBe(true)
  })
})

describe('a page whose frame cannot open the secure window', () => {
  it('says the browser blocked it, offers to open it again, and signs nothing', async () => {
    const other = await openPage(browser, stack.pageUrl('client-no-popups'))
    try {
      const sandboxed = other.page
      const inner = sandboxed.frameLocator('iframe[title="Hatch wallet"]')
      const account = await logIn(sandboxed, info, `blocked-${Date.now().toString(36)}@example.test`)
      await sandboxed.evaluate((s) => window.frameClient!.iframe.setAttribute('style', s), FRAME)
      const pending = await start(sandboxed, 'RPC_REQUEST', { method: 'personal_sign', params: ['0x626c6f636b6564', account] })
      const approve = inner.getByRole('button', { name: 'Approve', exact: true })
      await expect.poll(() => approve.isEnabled(), { timeout: 5_000 }).toBe(true)
      await approve.click()
      const notice = inner.getByRole('alert')
      await expect.poll(() => notice.textContent()).toContain('Your browser blocked the secure window where you confirm this request.')
      await notice.getByRole('button', { name: 'Open the secure window' }).click()
      await expect.poll(() => notice.textContent()).toContain('Allow pop-ups for this site')
      expect(other.context.pages()).toHaveLength(1)
      await inner.getByRole('button', { name: 'Reject' }).click()
      expect(await pending.settled()).toMatchObject({ ok: false, code: 4001 })
    } finally {
      await other.close()
    }
  })
})
