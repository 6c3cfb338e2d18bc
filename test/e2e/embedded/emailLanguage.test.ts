/**
 * The frame asks for the login code in its document's language (`<html lang>`, which the frame
 * sets to the modal's language): the visitor reads a German e-mail on the sandbox mailbox page and
 * logs in with its code; a language the site does not ship is ignored (the browser's English).
 * The test sets the frame's `lang` itself, as the frame does when the modal's language changes.
 */
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import type { Browser, Frame, Page } from 'playwright-core'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import { nextMail } from '../../integration/secure-site/secureSiteClient.js'
import { call } from './frameSession.js'
import { startFrameStack, type FrameStack } from './frameStack.js'

const info = inject('sandbox')
let stack: FrameStack
let browser: Browser
let opened: OpenedPage
let page: Page
let frame: Frame

beforeAll(async () => {
  ;[stack, browser] = await Promise.all([startFrameStack(info), launchBrowser()])
  opened = await openPage(browser, stack.pageUrl('client'))
  page = opened.page
  await page.evaluate(() => window.frameClient!.ready)
  frame = (await (await page.locator('iframe[title="Hatch wallet"]').elementHandle()).contentFrame())!
})
afterAll(async () => {
  await opened?.close()
  await browser?.close()
  await stack?.stop()
})

const setFrameLanguage = (lang: string) => frame.evaluate((l) => void (document.documentElement.lang = l), lang)

/** The text of the newest e-mail to `email` as the mailbox page shows it, under its subject. */
async function readMailbox(email: string, subject: string): Promise<string> {
  const mailbox = await opened.context.newPage()
  await mailbox.goto(`${info.urls.mailbox}/`)
  await mailbox.getByRole('textbox', { name: 'E-mail address' }).fill(email)
  await mailbox.getByRole('button', { name: 'Show messages' }).click()
  const article = mailbox.getByRole('article', { name: subject })
  await expect.poll(() => article.count()).toBe(1)
  const text = (await article.textContent()) ?? ''
  await mailbox.close()
  return text
}

it('sends the login code in German when the frame speaks German, and the code logs in', async () => {
  const email = `sprache-${Date.now().toString(36)}@example.test`
  await setFrameLanguage('de')
  expect(await call(page, 'APP_CONNECT_EMAIL', { email })).toMatchObject({ ok: true, value: { action: 'VERIFY_OTP' } })
  const text = await readMailbox(email, 'Dein Anmeldecode')
  const code = /Dein Anmeldecode: (\d{6})/.exec(text)?.[1] as string
  expect(code).toMatch(/^\d{6}$/)
  expect(text).toContain('Ohne den Code kann sich niemand anmelden.')
  expect(await call(page, 'CONNECT_OTP', { otp: code })).toEqual({ ok: true, value: {} })
})

it("ignores a language the site does not ship: the browser's English", async () => {
  const email = `langue-${Date.now().toString(36)}@example.test`
  await setFrameLanguage('tlh')
  expect(await call(page, 'APP_CONNECT_EMAIL', { email })).toMatchObject({ ok: true, value: { action: 'VERIFY_OTP' } })
  expect((await nextMail(info, email)).subject).toBe('Your login code')
})
