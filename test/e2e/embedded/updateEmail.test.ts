/**
 * A visitor changes the embedded wallet's e-mail in the browser (UPDATE_EMAIL, then the primary code
 * from the old address, then the secondary code from the new one) and then logs in with the new
 * address to the same account.
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

beforeAll(async () => {
  ;[stack, browser] = await Promise.all([startFrameStack(info), launchBrowser()])
  opened = await openPage(browser, stack.pageUrl('client'))
  page = opened.page
  await page.evaluate(() => window.frameClient!.ready)
})
afterAll(async () => {
  await opened?.close()
  await browser?.close()
  await stack?.stop()
})

type Outcome = { ok: true; value: any } | { ok: false; message: string; code: unknown }
const call = (type: string, payload: unknown = {}): Promise<Outcome> =>
  page.evaluate(
    ([t, p]) =>
      (window.frameClient!.request as (t: string, p: unknown) => Promise<unknown>)(t, p).then(
        (value) => ({ ok: true as const, value }),
        (error: Error & { code?: unknown }) => ({ ok: false as const, message: error.message, code: error.code }),
      ),
    [type, payload] as const,
  )

it('changes the e-mail with a primary then a secondary code, and the new address logs in to the same account', async () => {
  const stamp = Date.now().toString(36)
  const oldEmail = `before-${stamp}@example.test`
  const newEmail = `after-${stamp}@example.test`
  expect(await call('APP_CONNECT_EMAIL', { email: oldEmail })).toMatchObject({ ok: true })
  const loginMail = await nextMail(info, oldEmail)
  expect(await call('CONNECT_OTP', { otp: codeIn(loginMail) })).toEqual({ ok: true, value: {} })
  const before = await call('GET_USER')
  const address = (before as { value: { address: string } }).value.address

  expect(await call('UPDATE_EMAIL', { email: newEmail })).toEqual({ ok: true, value: { action: 'VERIFY_PRIMARY_OTP' } })
  const primaryMail = await nextMail(info, oldEmail, loginMail.id)
  expect(primaryMail.subject).toBe('Confirm your e-mail change')
  // Both codes name the page they are entered on (the frame's parent), by its host.
  const enterHere = `Enter this code in the ${new URL(stack.pageUrl('client')).host} window`
  expect(primaryMail.text).toContain(enterHere)
  // The secondary step cannot come first: the frame has only the primary challenge.
  expect(await call('UPDATE_EMAIL_SECONDARY_OTP', { otp: codeIn(primaryMail) })).toMatchObject({ ok: false, code: 'OTP_EXPIRED' })
  expect(await call('UPDATE_EMAIL', { email: newEmail })).toMatchObject({
    ok: false,
    code: 'EMAIL_COOLDOWN',
    message: expect.stringMatching(/^Please try again after \d+ seconds$/),
  })

  expect(await call('UPDATE_EMAIL_PRIMARY_OTP', { otp: codeIn(primaryMail) })).toEqual({ ok: true, value: { action: 'VERIFY_SECONDARY_OTP' } })
  const secondaryMail = await nextMail(info, newEmail)
  expect(secondaryMail.subject).toBe('Confirm your new e-mail address')
  expect(secondaryMail.text).toContain(enterHere)
  expect(await call('UPDATE_EMAIL_SECONDARY_OTP', { otp: codeIn(secondaryMail) })).toEqual({ ok: true, value: { email: newEmail } })
  expect(await call('GET_USER')).toMatchObject({ ok: true, value: { email: newEmail, address } })

  expect(await call('SIGN_OUT')).toEqual({ ok: true, value: {} })
  expect(await call('APP_CONNECT_EMAIL', { email: newEmail })).toMatchObject({ ok: true, value: { action: 'VERIFY_OTP' } })
  const newLogin = await nextMail(info, newEmail, secondaryMail.id)
  expect(await call('CONNECT_OTP', { otp: codeIn(newLogin) })).toEqual({ ok: true, value: {} })
  expect(await call('GET_USER')).toMatchObject({ ok: true, value: { email: newEmail, address } })
})
