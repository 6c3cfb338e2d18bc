/**
 * Issue 12, second "Done when": a second browser profile logs in with the same e-mail on the
 * sandbox demo, approves itself from the link in the mailbox (device verification), and gets the
 * same address; the e-mail is then changed in UpdateEmailWallet with the code sent to the current
 * address and the one sent to the new address, and the new address logs in to the same account.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import { askForCode, codeOf, demoField, demoUrl, enterCode, freshEmail, logIn, readMailbox, waitForStatus } from './emailStack.js'

// Set by the first test, per attempt: a retry starts over with a new account.
let email = ''
const newEmail = freshEmail('changed')
let browser: Browser
const profiles: OpenedPage[] = []
let address: string

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await Promise.all(profiles.map((p) => p.close()))
  await browser?.close()
})

async function profile(): Promise<OpenedPage> {
  const opened = await openPage(browser, demoUrl())
  profiles.push(opened)
  return opened
}

it('creates the account in a first browser profile', async () => {
  await Promise.all(profiles.splice(0).map((p) => p.close()))
  email = freshEmail('two-profiles')
  const { page } = await profile()
  await logIn(page, email)
  address = await demoField(page, 'Address')
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
})

it('a second profile passes device verification from the mailbox and gets the same address', async () => {
  const { page, context } = await profile()
  await askForCode(page, email)
  const dialog = page.getByRole('dialog')
  // The secure site answers alike for every address (it tells nobody which have an account): the view
  // asks for the code, and the mailbox holds the approval link first, then the code.
  const codeField = dialog.getByRole('textbox', { name: 'Code', exact: true })
  await codeField.waitFor({ timeout: 20_000 })
  // The form says so, for every address alike: a visitor who got a link instead of a code knows what to do.
  await dialog
    .getByText('No code? If this e-mail already has a wallet in another browser, we sent a link to approve this one instead: open it, and the code follows.')
    .waitFor()

  const approval = await readMailbox(context, email, /^Approve a new device$/)
  const link = /(http:\/\/(?:127\.0\.0\.1|localhost):\d+\/device\/approve\?token=[\w-]+)/.exec(approval.text)?.[1]
  expect(link).toBeDefined()
  const approvalPage = await context.newPage()
  await approvalPage.goto(link!)
  await approvalPage.getByRole('button', { name: 'Approve' }).click()
  await approvalPage.getByRole('heading', { name: 'Device approved' }).waitFor()
  await approvalPage.close()

  // Once approved, the secure site sends the code (the first profile's was the first).
  const mail = await readMailbox(context, email, /^Your login code$/, 1)
  await enterCode(page, codeOf(mail))
  await waitForStatus(page, 'connected')
  expect(await demoField(page, 'Address')).toBe(address)
})

it('changes the e-mail with the primary and the secondary code; the new address logs in to the same account', async () => {
  const opened = profiles.at(-1)!
  const { page, context } = opened
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Change e-mail' }).click()
  await dialog.getByRole('textbox', { name: 'New e-mail' }).fill(newEmail)
  await dialog.getByRole('button', { name: 'Continue' }).click()

  await dialog.getByText(`Enter the code we sent to your current e-mail, ${email}`).waitFor()
  const primary = await readMailbox(context, email, /^Confirm your e-mail change$/)
  await enterCode(page, codeOf(primary))

  await dialog.getByText(`Enter the code we sent to your new e-mail, ${newEmail}`).waitFor()
  const secondary = await readMailbox(context, newEmail, /^Confirm your new e-mail address$/)
  // A wrong code keeps the step and says so.
  await enterCode(page, String((Number(codeOf(secondary)) + 1) % 1e6).padStart(6, '0'))
  await dialog.getByText('Invalid code').waitFor()
  await enterCode(page, codeOf(secondary))

  await page.locator('[data-testid="hatch-account-view"]').waitFor()
  await dialog.getByText(`E-mail: ${newEmail}`, { exact: true }).waitFor({ state: 'attached' })

  await dialog.getByRole('button', { name: 'Disconnect' }).click()
  await waitForStatus(page, 'disconnected')
  await logIn(page, newEmail)
  expect(await demoField(page, 'Address')).toBe(address)
})
