/**
 * Issue 31 item 2, "TOTP" done-when, on the sandbox demo: Account → "Two-step verification" shows
 * the enrolment inside the secure frame; the QR code, read from a screenshot with jsQR as a phone
 * would, gives the secret, and otplib computes the codes. Export then asks for the code, refuses a
 * wrong one and accepts the right one; a recovery code works once. Changing the e-mail from Account
 * asks for the code in the frame (ApproveTransaction shows it), then the two e-mailed codes; a
 * second browser profile is approved only with the code typed on the approval link's page.
 */
import { generate } from 'otplib'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, openPage, saveScreenshot, type OpenedPage } from '../../fixtures/browser.js'
import { readQr } from '../../fixtures/readQr.js'
import { approveInFrame, askForCode, codeOf, demoField, demoUrl, enterCode, freshEmail, logIn, readMailbox, secureFrame, waitForStatus } from './emailStack.js'
import { whatTheModalShows } from '../../fixtures/modalReport.js'

const email = freshEmail('twostep')
const newEmail = freshEmail('twostep-moved')
let browser: Browser
let opened: OpenedPage
let secret = ''
let recoveryCodes: string[] = []

beforeAll(async () => {
  browser = await launchBrowser()
  opened = await openPage(browser, demoUrl())
})
afterAll(async () => {
  await opened?.close()
  await browser?.close()
})

/** The app's code `steps` periods from now (the secure site runs on the real clock). */
const codeAt = (steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 })

/** The time step of the last code the site accepted: it takes each step once, and none older. */
let lastStep = 0
/**
 * A code the site accepts now: the first step after the last accepted one, within its one step
 * of tolerance (waiting for the period to turn when that step is still ahead).
 */
async function freshCode(): Promise<string> {
  const now = Math.floor(Date.now() / 30_000)
  const step = Math.max(lastStep + 1, now)
  if (step > now + 1) await new Promise((resolve) => setTimeout(resolve, (step - 1) * 30_000 - Date.now() + 500))
  lastStep = step
  return generate({ secret, epoch: step * 30 })
}

async function openAccount(page: Page) {
  const dialog = page.getByRole('dialog')
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: /^Account / }).click()
  return dialog
}

/** Account → Export private key → Approve; the frame then asks for the second factor. */
async function startExport(page: Page) {
  const dialog = await openAccount(page)
  await dialog.getByRole('button', { name: 'Export private key' }).click()
  await approveInFrame(page, 'Export private key')
  const frame = secureFrame(page)
  await frame
    .getByRole('heading', { name: 'Confirm it’s you' })
    .waitFor({ timeout: 20_000 })
    .catch(async (error: unknown) => {
      throw new Error(`the frame never asked for the code; ${await whatTheModalShows(page)}`, { cause: error })
    })
  return frame
}

/** The key shows; Done hides it and the view closes. */
async function keyShownThenDone(page: Page) {
  const frame = secureFrame(page)
  await frame.getByRole('heading', { name: 'Your private key' }).waitFor({ timeout: 20_000 })
  expect(await frame.getByText(/^0x[0-9a-f]{64}$/).count()).toBe(1)
  await frame.getByRole('button', { name: 'Done' }).click()
  await expect.poll(() => page.getByRole('dialog').getByRole('heading', { name: 'Export Private Key' }).count(), { timeout: 10_000 }).toBe(0)
}

it('turns two-step verification on in the frame: the QR code read by a camera, a first code, ten recovery codes', async () => {
  const { page } = opened
  await logIn(page, email)
  const dialog = await openAccount(page)
  await dialog.getByRole('button', { name: 'Two-step verification' }).click()
  await dialog.getByRole('heading', { name: 'Two-Step Verification' }).waitFor({ timeout: 20_000 })
  const frame = secureFrame(page)
  await frame.getByRole('heading', { name: 'Turn on two-step verification' }).waitFor({ timeout: 20_000 })
  const uri = new URL(await readQr(frame.getByRole('img', { name: 'QR code for your authenticator app' })))
  expect(uri.protocol).toBe('otpauth:')
  expect(decodeURIComponent(uri.pathname)).toContain(email)
  secret = uri.searchParams.get('secret') ?? ''
  // The same key is written out for typing by hand.
  await frame.getByText(secret.replace(/(.{4})(?=.)/g, '$1 ')).waitFor()
  await saveScreenshot(page, 'email/two-step-enrol')

  const field = frame.getByRole('textbox', { name: 'Code from your authenticator app' })
  await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true)
  await field.fill(String((Number(await codeAt()) + 1) % 1_000_000).padStart(6, '0'))
  await frame.getByRole('button', { name: 'Turn on' }).click()
  await frame.getByRole('alert').filter({ hasText: 'Wrong code. 4 attempts left.' }).waitFor()
  await field.fill(await freshCode())
  await frame.getByRole('button', { name: 'Turn on' }).click()

  await frame.getByRole('heading', { name: 'Save your recovery codes' }).waitFor({ timeout: 20_000 })
  recoveryCodes = await frame.getByRole('listitem').allTextContents()
  expect(recoveryCodes).toHaveLength(10)
  for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/)
  await frame.getByRole('button', { name: 'Done' }).click()
  await expect.poll(() => dialog.getByRole('heading', { name: 'Two-Step Verification' }).count(), { timeout: 10_000 }).toBe(0)
  // The page never held the secret or a code.
  const pageText = await page.evaluate(() => document.documentElement.outerHTML + JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))
  expect(pageText).not.toContain(secret)
  for (const code of recoveryCodes) expect(pageText).not.toContain(code)
})

it('asks for the code before an export: a wrong code is refused, the right one shows the key', async () => {
  const { page } = opened
  const frame = await startExport(page)
  const field = frame.getByRole('textbox', { name: 'Code from your authenticator app' })
  await field.fill('000000' === (await codeAt(1)) ? '111111' : '000000')
  await frame.getByRole('button', { name: 'Confirm' }).click()
  await frame.getByRole('alert').filter({ hasText: 'Wrong code. 4 attempts left.' }).waitFor()
  expect(await frame.getByRole('heading', { name: 'Your private key' }).count()).toBe(0)
  // The enrolment used this period's code: the next period's (within the one-step tolerance) is new.
  await field.fill(await freshCode())
  await frame.getByRole('button', { name: 'Confirm' }).click()
  await keyShownThenDone(page)
})

it('takes a recovery code instead, once', async () => {
  const { page } = opened
  const code = recoveryCodes[0] as string
  let frame = await startExport(page)
  await frame.getByRole('button', { name: 'Use a recovery code' }).click()
  await frame.getByRole('textbox', { name: 'Recovery code' }).fill(code)
  await frame.getByRole('button', { name: 'Confirm' }).click()
  await keyShownThenDone(page)

  frame = await startExport(page)
  await frame.getByRole('button', { name: 'Use a recovery code' }).click()
  await frame.getByRole('textbox', { name: 'Recovery code' }).fill(code)
  await frame.getByRole('button', { name: 'Confirm' }).click()
  await frame.getByRole('alert').filter({ hasText: 'Wrong code. 4 attempts left.' }).waitFor()
  await frame.getByRole('button', { name: 'Cancel' }).click()
  await expect.poll(() => page.getByRole('dialog').getByRole('heading', { name: 'Export Private Key' }).count(), { timeout: 10_000 }).toBe(0)
})

it('changes the e-mail from Account: the code in the frame, then the codes sent to both addresses', async () => {
  const { page, context } = opened
  const dialog = await openAccount(page)
  const address = await demoField(page, 'Address')
  await dialog.getByRole('button', { name: 'Change e-mail' }).click()
  await dialog.getByRole('textbox', { name: 'New e-mail' }).fill(newEmail)
  await dialog.getByRole('button', { name: 'Continue' }).click()

  // The frame asks for the second factor inside itself; the modal shows it.
  await dialog.getByRole('heading', { name: 'Two-Step Verification' }).waitFor({ timeout: 20_000 })
  const frame = secureFrame(page)
  await frame.getByRole('heading', { name: 'Confirm it’s you' }).waitFor({ timeout: 20_000 })
  await frame.getByText('Changing your e-mail needs your second factor.', { exact: false }).waitFor()
  const field = frame.getByRole('textbox', { name: 'Code from your authenticator app' })
  await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true)
  await field.fill(await freshCode())
  await frame.getByRole('button', { name: 'Confirm' }).click()

  await dialog.getByText(`Enter the code we sent to your current e-mail, ${email}`).waitFor({ timeout: 20_000 })
  expect(await dialog.getByRole('heading', { name: 'Two-Step Verification' }).count()).toBe(0)
  const primary = await readMailbox(context, email, /^Confirm your e-mail change$/)
  await enterCode(page, codeOf(primary))
  await dialog.getByText(`Enter the code we sent to your new e-mail, ${newEmail}`).waitFor({ timeout: 20_000 })
  const secondary = await readMailbox(context, newEmail, /^Confirm your new e-mail address$/)
  await enterCode(page, codeOf(secondary))
  await dialog.getByText(`E-mail: ${newEmail}`, { exact: true }).waitFor({ state: 'attached', timeout: 20_000 })
  expect(await demoField(page, 'Address')).toBe(address)
})

it('approves a second browser profile only with the code typed on the approval page', async () => {
  const address = await demoField(opened.page, 'Address')
  const second = await openPage(browser, demoUrl())
  try {
    const { page, context } = second
    await askForCode(page, newEmail)
    await page.getByRole('dialog').getByRole('textbox', { name: 'Code', exact: true }).waitFor({ timeout: 20_000 })
    const approval = await readMailbox(context, newEmail, /^Approve a new device$/)
    const link = /(http:\/\/127\.0\.0\.1:\d+\/device\/approve\?token=[\w-]+)/.exec(approval.text)?.[1]
    expect(link).toBeDefined()
    const approvalPage = await context.newPage()
    await approvalPage.goto(link as string)
    await approvalPage.getByRole('heading', { name: 'Approve a new device?' }).waitFor()
    const field = approvalPage.getByRole('textbox', { name: 'Code from your authenticator app' })
    await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true)
    await field.fill('000000' === (await codeAt()) ? '111111' : '000000')
    await approvalPage.getByRole('button', { name: 'Approve' }).click()
    await approvalPage.getByRole('alert').filter({ hasText: 'Wrong code. 4 attempts left.' }).waitFor()
    expect(await approvalPage.getByRole('heading', { name: 'Device approved' }).count()).toBe(0)
    await saveScreenshot(approvalPage, 'email/two-step-approval-page')
    // The field takes a recovery code as well as the app's code.
    await approvalPage.getByRole('textbox', { name: 'Code from your authenticator app' }).fill(recoveryCodes[1] as string)
    await approvalPage.getByRole('button', { name: 'Approve' }).click()
    await approvalPage.getByRole('heading', { name: 'Device approved' }).waitFor()
    await approvalPage.close()

    const mail = await readMailbox(context, newEmail, /^Your login code$/)
    await enterCode(page, codeOf(mail))
    await waitForStatus(page, 'connected')
    expect(await demoField(page, 'Address')).toBe(address)
  } finally {
    await second.close()
  }
})
