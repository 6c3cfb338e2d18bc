/**
 * SECURE-FRAME.md case 24: sign-out while the frame is silent. A page runs Hatch with the real
 * embedded adapter (Chromium, secure site on another origin); the visitor logs in by e-mail code;
 * then the frame's sign-out call to its secure site never returns. Disconnect still ends the
 * connection within the spec's 3 s cap, and the page keeps no hint of the embedded account.
 */
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import { codeIn, nextMail } from '../../integration/secure-site/secureSiteClient.js'
import { startFrameStack, type FrameStack } from './frameStack.js'

const info = inject('sandbox')
let stack: FrameStack
let browser: Browser
let opened: OpenedPage
let page: Page
const email = `sign-out-${Date.now().toString(36)}@example.test`

beforeAll(async () => {
  ;[stack, browser] = await Promise.all([startFrameStack(info, {}, { hatchPage: true }), launchBrowser()])
  opened = await openPage(browser, stack.pageUrl('hatch'))
  page = opened.page
  await page.evaluate(() => window.hatch!.ready)
})
afterAll(async () => {
  await opened?.close()
  await browser?.close()
  await stack?.stop()
})

/** Everything the page keeps: storage and cookies. */
const pageTraces = () =>
  page.evaluate(() => ({
    storage: JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    cookie: document.cookie,
  }))
/** What the page remembers to reconnect: Hatch's connected connectors and connections. */
const remembered = () =>
  page.evaluate(() => ({
    connectors: JSON.parse(localStorage.getItem('hatch:connectedConnectors') ?? 'null')?.value,
    connections: (JSON.parse(localStorage.getItem('hatch:connections') ?? 'null')?.value ?? []).length,
  }))

it('ends the connection within 3 s of Disconnect while the frame stays silent, leaving no hint in the page (case 24)', async () => {
  const step = await page.evaluate(async (address) => (await window.hatch!.context.getService('embeddedWallet')).requestCode(address), email)
  expect(step).toMatchObject({ action: 'VERIFY_OTP' })
  const code = codeIn(await nextMail(info, email))
  const user = await page.evaluate(async (otp) => (await window.hatch!.context.getService('embeddedWallet')).verifyCode(otp), code)
  expect(user).toMatchObject({ email, address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/) })
  await expect.poll(() => page.evaluate(() => window.hatch!.getState().chains.eip155?.account?.connectorId)).toBe('embedded')
  const address = user.address.toLowerCase()
  // The page remembers the connection, to reconnect on reload.
  expect(await remembered()).toMatchObject({ connectors: { eip155: 'embedded' } })

  // The frame's sign-out request to its secure site never gets an answer: the frame stays silent.
  let blocked = 0
  await opened.context.route(`${stack.site.origin}/api/v1/session/sign-out`, () => void blocked++)
  const elapsed = await page.evaluate(async () => {
    const started = performance.now()
    await window.hatch!.disconnect()
    return performance.now() - started
  })
  expect(blocked).toBe(1)
  expect(elapsed).toBeGreaterThan(2_500) // it did wait for the frame...
  expect(elapsed).toBeLessThan(3_500) // ...but not past the 3 s cap
  expect(await page.evaluate(() => window.hatch!.getState().chains.eip155?.account?.address)).toBeUndefined()
  // No hint of the account is left: nothing to reconnect, no address, no e-mail (only the record
  // that the visitor disconnected, which keeps the connector from reconnecting by itself).
  expect(await remembered()).toEqual({ connectors: {}, connections: 0 })
  const traces = await pageTraces()
  for (const hint of [address, email.toLowerCase()]) expect(traces.storage.toLowerCase()).not.toContain(hint)
  expect(traces.cookie).toBe('')
  expect(await opened.context.cookies()).toEqual([])
})
