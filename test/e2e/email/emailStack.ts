/**
 * What the e-mail e2e tests share: the sandbox demo page (its own secure site on another origin,
 * the e-mail plugin and embedded adapter registered), the sandbox mailbox page read as a visitor
 * reads it, and the steps of an e-mail login through the modal.
 */
import type { BrowserContext, FrameLocator, Page } from 'playwright-core'
import { inject } from 'vitest'
import type { SandboxInfo } from '../../../sandbox/index.js'
import { approveRequest } from '../embedded/secureWindow.js'
import { whatTheModalShows } from '../../fixtures/modalReport.js'

export function sandbox(): SandboxInfo {
  return inject('sandbox')
}

/** The demo page without the sandbox's own test wallets. */
export function demoUrl(): string {
  const demo = sandbox().urls.demo
  if (!demo) throw new Error('the sandbox was started without its demo host')
  return `${demo}/?testWallets=off`
}

/** A fresh address for one test run. */
export const freshEmail = (label: string) => `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`

/** One message on the mailbox page. */
export interface Mail {
  subject: string
  text: string
}

/**
 * Opens the sandbox mailbox page in a new tab, shows the messages to `to`, and waits (reloading,
 * as the page says to) until one more message whose subject matches `subject` than `seen` is
 * listed; returns the newest. The page lists the newest first.
 */
export async function readMailbox(context: BrowserContext, to: string, subject: RegExp, seen = 0): Promise<Mail & { count: number }> {
  const mailbox = await context.newPage()
  try {
    await mailbox.goto(`${sandbox().urls.mailbox}/`)
    await mailbox.getByRole('textbox', { name: 'E-mail address' }).fill(to)
    await mailbox.getByRole('button', { name: 'Show messages' }).click()
    const headings = mailbox.getByRole('list', { name: 'Messages' }).getByRole('heading', { name: subject })
    const deadline = Date.now() + 20_000
    while ((await headings.count()) <= seen) {
      if (Date.now() > deadline) throw new Error(`no new message "${subject}" to ${to} on the mailbox page`)
      await mailbox.waitForTimeout(300)
      await mailbox.reload()
    }
    const count = await headings.count()
    const newest = headings.first()
    const subjectText = ((await newest.textContent()) ?? '').trim()
    const article = mailbox.getByRole('article', { name: subjectText }).first()
    return { subject: subjectText, text: (await article.textContent()) ?? '', count }
  } finally {
    await mailbox.close()
  }
}

/** The six-digit code in a code e-mail's text (the subject never carries it). */
export const codeOf = (mail: Mail): string => {
  const code = /: (\d{6})\b/.exec(mail.text)?.[1]
  if (!code) throw new Error(`no code in "${mail.subject}"`)
  return code
}

/** Reads a field of the demo page's connection summary (Status, Address, Network). */
export function demoField(page: Page, label: 'Status' | 'Address' | 'Network'): Promise<string> {
  return page.evaluate((name) => {
    const term = [...document.querySelectorAll('dl[aria-label="Connection"] dt')].find((dt) => dt.textContent === name)
    return term?.nextElementSibling?.textContent ?? ''
  }, label)
}

/** The secure frame as the visitor sees it inside the modal. */
export const secureFrame = (page: Page): FrameLocator => page.frameLocator('iframe[title="Hatch wallet"]')

/** Opens the modal's e-mail login and asks for a code for `email`; returns once the code field has focus. */
export async function askForCode(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Email', exact: true }).click()
  const field = page.getByRole('dialog').getByRole('textbox', { name: 'Email', exact: true })
  await field.fill(email)
  await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click()
}

/** Enters a code in EmailLogin and confirms it. */
export async function enterCode(page: Page, code: string): Promise<void> {
  const field = page.getByRole('dialog').getByRole('textbox', { name: 'Code', exact: true })
  await field.fill(code)
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click()
}

/** Logs `email` in through the modal, reading the code from the mailbox; resolves on the Account view. */
export async function logIn(page: Page, email: string, seen = 0): Promise<void> {
  await askForCode(page, email)
  await page.getByRole('dialog').getByRole('textbox', { name: 'Code', exact: true }).waitFor()
  const mail = await readMailbox(page.context(), email, /^Your login code$/, seen)
  await enterCode(page, codeOf(mail))
  await waitForStatus(page, 'connected')
}

/**
 * Waits until the demo page's Status reads `status`. On a timeout the error quotes what the modal
 * and its secure frame showed, so a login that stalled on a loaded machine says where it stood.
 */
export async function waitForStatus(page: Page, status: 'connected' | 'disconnected', timeout = 30_000): Promise<void> {
  const deadline = Date.now() + timeout
  while ((await demoField(page, 'Status')) !== status) {
    if (Date.now() > deadline) throw new Error(`Status never read "${status}" within ${timeout / 1000} s; ${await whatTheModalShows(page)}`)
    await page.waitForTimeout(200)
  }
}

/** Clicks Approve inside the secure frame once it is armed (after 700 ms fully visible), then Approve in the secure window it opens. */
export async function approveInFrame(page: Page, heading: string): Promise<void> {
  await approveRequest(page, secureFrame(page), heading)
}
