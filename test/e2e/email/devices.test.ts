/**
 * Issue 31, "Devices" done-when, on the sandbox demo: two browser profiles are logged in to one
 * e-mail account; Account → Devices in the first lists both, and removes the second once approved
 * inside the secure frame; the removed browser's next signature request fails with 'This browser
 * was removed from your wallet', and it can be approved again as a new device.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { launchBrowser, openPage, saveScreenshot, type OpenedPage } from '../../fixtures/browser.js'
import { approveInFrame, askForCode, secureFrame, codeOf, demoField, demoUrl, enterCode, freshEmail, logIn, readMailbox, waitForStatus } from './emailStack.js'

// Set by the first test, per attempt: a retry starts over with a new account and new browsers.
let email = ''
let browser: Browser
const profiles: OpenedPage[] = []

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

/** Logs a browser that is new to the account in: the approval link from the mailbox, then the code. */
async function logInAsNewDevice(page: Page, context: BrowserContext, seenCodes: number): Promise<void> {
  await askForCode(page, email)
  await page.getByRole('dialog').getByRole('textbox', { name: 'Code', exact: true }).waitFor({ timeout: 20_000 })
  const approval = await readMailbox(context, email, /^Approve a new device$/, seenCodes === 1 ? 0 : 1)
  const link = /(http:\/\/(?:127\.0\.0\.1|localhost):\d+\/device\/approve\?token=[\w-]+)/.exec(approval.text)?.[1]
  if (!link) throw new Error(`no approval link in "${approval.text}"`)
  const approvalPage = await context.newPage()
  await approvalPage.goto(link)
  await approvalPage.getByRole('button', { name: 'Approve' }).click()
  await approvalPage.getByRole('heading', { name: 'Device approved' }).waitFor()
  await approvalPage.close()
  const mail = await readMailbox(context, email, /^Your login code$/, seenCodes)
  await enterCode(page, codeOf(mail))
  await waitForStatus(page, 'connected')
}

let address: string

it('Account → Devices lists both browsers of the account, this one marked', async () => {
  await Promise.all(profiles.splice(0).map((p) => p.close()))
  email = freshEmail('devices')
  const first = await profile()
  await logIn(first.page, email)
  address = await demoField(first.page, 'Address')
  const second = await profile()
  await logInAsNewDevice(second.page, second.context, 1)
  expect(await demoField(second.page, 'Address')).toBe(address)

  const dialog = first.page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Devices', exact: true }).click()
  const list = dialog.getByRole('list', { name: 'These browsers hold a share of your wallet and can sign with it.' })
  await expect.poll(() => list.getByRole('listitem').count(), { timeout: 20_000 }).toBe(2)
  expect(await list.getByRole('listitem', { name: 'Chrome on Linux, This browser' }).count()).toBe(1)
  expect(await list.getByRole('listitem', { name: 'Chrome on Linux', exact: true }).count()).toBe(1)
  // This browser has no Remove (signing out is its way out); the other has, in its own list item.
  expect(await list.getByRole('button').count()).toBe(1)
  expect(await list.getByRole('listitem', { name: 'Chrome on Linux', exact: true }).getByRole('button', { name: 'Remove', exact: true }).count()).toBe(1)
  await expect.poll(() => dialog.getByText(/^First used .+ · Last used .+$/).count()).toBe(2)
  await saveScreenshot(first.page, 'email/devices-two-browsers')

  // In German the site names the browsers in German too (the frame asks in its language).
  const language = first.page.getByRole('combobox', { name: 'Language' })
  await language.selectOption('de')
  await dialog.getByRole('button', { name: 'Zurück' }).click()
  await dialog.getByRole('button', { name: 'Geräte', exact: true }).click()
  const german = dialog.getByRole('list', { name: 'Diese Browser halten einen Teil deiner Wallet und können damit signieren.' })
  await german.getByRole('listitem', { name: 'Chrome unter Linux, Dieser Browser' }).waitFor({ timeout: 20_000 })
  expect(await german.getByRole('listitem', { name: 'Chrome unter Linux', exact: true }).count()).toBe(1)
  // Back to English for the tests that follow.
  await language.selectOption('en')
  await dialog.getByRole('button', { name: 'Back' }).click()
  await dialog.getByRole('button', { name: 'Devices', exact: true }).click()
  await list.getByRole('listitem', { name: 'Chrome on Linux, This browser' }).waitFor({ timeout: 20_000 })
})

it('removes the other browser once approved inside the frame; its next signature fails with the reason', async () => {
  const first = profiles[0]!.page
  const dialog = first.getByRole('dialog')
  const list = dialog.getByRole('list', { name: 'These browsers hold a share of your wallet and can sign with it.' })
  await list.getByRole('listitem', { name: 'Chrome on Linux', exact: true }).getByRole('button', { name: 'Remove', exact: true }).click()
  // The removal is decided in the secure frame (ApproveTransaction), as a signature is.
  await dialog.getByRole('heading', { name: 'Remove Device' }).waitFor({ timeout: 20_000 })
  await secureFrame(first).getByRole('heading', { name: 'Remove this device' }).waitFor({ timeout: 20_000 })
  await saveScreenshot(first, 'email/devices-remove-prompt')
  await approveInFrame(first, 'Remove this device')
  await first.getByText('1 device removed').waitFor({ timeout: 20_000 })
  await expect.poll(() => list.getByRole('listitem').count(), { timeout: 20_000 }).toBe(1)
  await dialog.getByText('No other browser holds your wallet.').waitFor()
  await saveScreenshot(first, 'email/devices-one-removed')

  // The removed browser still shows the account until it asks the wallet for something.
  const second = profiles[1]!.page
  await second.keyboard.press('Escape')
  await second.getByRole('button', { name: 'Sign message' }).click()
  const failure = second.getByRole('alert', { name: 'Signing error' })
  await failure.waitFor({ timeout: 30_000 })
  expect(await failure.textContent()).toContain('This browser was removed from your wallet')
})

it('the removed browser can be approved again as a new device', async () => {
  const { page, context } = profiles[1]!
  if ((await demoField(page, 'Status')) === 'connected') {
    await page.getByRole('button', { name: /^Account / }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
  }
  await waitForStatus(page, 'disconnected')
  await logInAsNewDevice(page, context, 2)
  expect(await demoField(page, 'Address')).toBe(address)
})
