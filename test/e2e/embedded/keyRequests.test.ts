/**
 * Issue 24 item 7: an e-mail login made the secure site answer 404 to GET /api/v1/keys/eip155 on
 * every first login (the frame asked for the server share of a key that a new account cannot have
 * yet), which the visitor's console logged as a failed load. The frame now asks for the account's
 * addresses first: every call of a first login and of a returning login in the same browser is
 * answered without an error status, and the account still gets (and keeps) its keys.
 */
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import type { Browser, Page, Response } from 'playwright-core'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import { codeIn, nextMail } from '../../integration/secure-site/secureSiteClient.js'
import { call } from './frameSession.js'
import { startFrameStack, type FrameStack } from './frameStack.js'

const info = inject('sandbox')
let stack: FrameStack
let browser: Browser
let opened: OpenedPage
let page: Page
const email = `keys-${Date.now().toString(36)}@example.test`
/** The secure site's API answers the frame got, as "METHOD /path status". */
const answers: string[] = []

beforeAll(async () => {
  ;[stack, browser] = await Promise.all([startFrameStack(info, { otp: { resendCooldownMs: 1_000 } }), launchBrowser()])
  opened = await openPage(browser, stack.pageUrl('client'))
  page = opened.page
  page.on('response', (response: Response) => {
    const url = new URL(response.url())
    if (url.origin === stack.site.origin && url.pathname.startsWith('/api/v1/'))
      answers.push(`${response.request().method()} ${url.pathname.slice('/api/v1'.length)} ${response.status()}`)
  })
  await page.evaluate(() => window.frameClient!.ready)
})
afterAll(async () => {
  await opened?.close()
  await browser?.close()
  await stack?.stop()
})

/** Logs in with a code from the mailbox; the address GET_USER answers. */
async function logIn(after = 0): Promise<{ address: string; mail: number }> {
  expect(await call(page, 'APP_CONNECT_EMAIL', { email })).toMatchObject({ ok: true, value: { action: 'VERIFY_OTP' } })
  const mail = await nextMail(info, email, after)
  expect(await call(page, 'CONNECT_OTP', { otp: codeIn(mail) })).toEqual({ ok: true, value: {} })
  const user = await call<{ address: string }>(page, 'GET_USER')
  if (!user.ok) throw new Error(`GET_USER failed: ${user.message}`)
  return { address: user.value.address, mail: mail.id }
}

let first: { address: string; mail: number }

it("a new account's first login: no call answered with an error status, and both keys are stored", async () => {
  first = await logIn()
  expect(first.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  expect(answers.filter((a) => !/ [23]\d\d$/.test(a))).toEqual([])
  expect(answers).toContain('PUT /keys/eip155 201')
  expect(answers).toContain('PUT /keys/solana 201')
  expect(answers.some((a) => a.startsWith('GET /keys/'))).toBe(false)
})

it('the same browser logging in again: no error status, no new key, the same address', async () => {
  expect(await call(page, 'SIGN_OUT')).toMatchObject({ ok: true })
  answers.length = 0
  await new Promise((resolve) => setTimeout(resolve, 1_100)) // the resend cooldown of this stack
  const again = await logIn(first.mail)
  expect(again.address).toBe(first.address)
  expect(answers.filter((a) => !/ [23]\d\d$/.test(a))).toEqual([])
  expect(answers.some((a) => a.startsWith('PUT /keys/'))).toBe(false)
})
