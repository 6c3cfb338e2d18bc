/**
 * What the Firefox e2e tests share: the visitor's steps on the sandbox demo (connect through the
 * modal, open Account, send, e-mail login, approve in the secure frame and its window), written
 * for puppeteer over WebDriver BiDi and finding everything by role, accessible name or visible text.
 */
import { TargetType, type Frame, type Page, type Target } from 'puppeteer-core'
import { expect } from 'vitest'
import { shortenAddress } from '../../../ui/format/shortenAddress.js'
import { sandbox } from '../evm/evmStack.js'
import { click, fill, present, role, selectByLabel, text, textOf, waitFor, type FirefoxPage, type FirefoxSession } from '../../fixtures/firefox.js'

/** The modal (a dialog in its shadow root). */
export const DIALOG = role('dialog')

/** Reads a field of the demo page's connection summary (Status, Address, Network). */
export function demoField(page: Page, label: 'Status' | 'Address' | 'Network'): Promise<string> {
  return page.evaluate((name) => {
    const term = [...document.querySelectorAll('dl[aria-label="Connection"] dt')].find((dt) => dt.textContent === name)
    return term?.nextElementSibling?.textContent ?? ''
  }, label)
}

/** What every live status region in `within` says now, whitespace normalised (NBSP included). */
export async function statusTexts(page: Page, within?: string): Promise<string[]> {
  const handles = await page.$$(role('status', undefined, within))
  try {
    return await Promise.all(handles.map((h) => h.evaluate((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim())))
  } finally {
    await Promise.all(handles.map((h) => h.dispose()))
  }
}

/** The page's and the modal's visible text, squeezed, for a failure message. */
export async function shownText(page: Page): Promise<string> {
  const modal = await page.$eval(DIALOG, (el) => (el as HTMLElement).innerText).catch(() => '(no dialog)')
  const body = await page.evaluate(() => document.body.innerText).catch(() => '')
  return `modal: ${modal.replace(/\s+/g, ' ').slice(0, 600)} | page: ${body.replace(/\s+/g, ' ').slice(0, 600)}`
}

/** Waits until the demo says "connected"; on failure names what the modal showed. */
export async function waitConnected(page: Page, what: string): Promise<void> {
  try {
    await expect.poll(() => demoField(page, 'Status'), { timeout: 40_000 }).toBe('connected')
  } catch (error) {
    throw new Error(`${what} did not connect within 40 s; ${await shownText(page)}`, { cause: error })
  }
}

/** Opens the modal and connects the injected wallet named `walletName` (in approve mode). */
export async function connectWallet(page: Page, walletName: string): Promise<void> {
  await click(page, role('button', 'Connect Wallet'))
  await click(page, role('button', walletName, DIALOG), 40_000)
  await waitConnected(page, `"${walletName}"`)
}

/** Opens Account through the connected account button, which shows the shortened address. */
export async function openAccount(page: Page, address: string): Promise<void> {
  await click(page, text(shortenAddress(address)))
  await waitFor(page, role('group', 'Wallet features', DIALOG))
}

/** From Account: Send `amount` of `token` to `to`, once the fee is estimated; resolves on the success toast. */
export async function sendFromAccount(page: Page, input: { token: string; amount: string; to: string }): Promise<void> {
  await click(page, role('button', 'Send', role('group', 'Wallet features', DIALOG)))
  await waitFor(page, role('heading', 'Send', DIALOG))
  await selectByLabel(page, role('combobox', 'Token', DIALOG), input.token)
  await fill(page, role('textbox', 'Amount', DIALOG), input.amount)
  await fill(page, role('textbox', 'To', DIALOG), input.to)
  await expect.poll(async () => /^Network fee: \d/.test(await textOf(page, text('Network fee: ', DIALOG)).catch(() => '')), { timeout: 20_000 }).toBe(true)
  await click(page, role('button', 'Send', DIALOG))
  const done = `Sent ${input.amount} ${input.token}`
  const seen = new Set<string>()
  await expect
    .poll(
      async () => {
        const said = await statusTexts(page, DIALOG)
        said.forEach((t) => seen.add(t))
        return said.some((t) => t.startsWith(done))
      },
      { timeout: 30_000, interval: 200 },
    )
    .toBe(true)
    .catch(async (error: unknown) => {
      throw new Error(`no "${done}" within 30 s; the status lines said ${JSON.stringify([...seen])}; ${await shownText(page)}`, { cause: error })
    })
}

/**
 * Logs a fresh e-mail address in from the demo's Connect view, as a visitor (the code read on the
 * sandbox mailbox page in a tab beside it), and closes the modal. Returns the account's address.
 */
export async function logInByEmail(firefox: FirefoxSession, opened: FirefoxPage, email: string): Promise<`0x${string}`> {
  const { page } = opened
  await click(page, role('button', 'Connect Wallet'))
  await click(page, role('button', 'Email', DIALOG))
  await fill(page, role('textbox', 'Email', DIALOG), email)
  await click(page, role('button', 'Continue', DIALOG))
  const codeField = role('textbox', 'Code', DIALOG)
  await waitFor(page, codeField).catch(async (error: unknown) => {
    throw new Error(`no code field; ${await shownText(page)}`, { cause: error })
  })
  // Focus is where the visitor types next.
  await expect.poll(() => page.$eval(codeField, (el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true)
  const code = await readLoginCode((url) => firefox.open(url, { context: opened.context }), email)
  await fill(page, codeField, code)
  await click(page, role('button', 'Confirm', DIALOG))
  await waitConnected(page, `The e-mail login of ${email}`)
  const address = (await demoField(page, 'Address')) as `0x${string}`
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await page.keyboard.press('Escape')
  await expect.poll(async () => (await page.$$(DIALOG)).length).toBe(0)
  return address
}

/** A fresh address for one test run. */
export const freshEmail = (label: string) => `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`

/** Reads the newest login code sent to `email` on the sandbox mailbox page, opened in a tab beside `opened`. */
export async function readLoginCode(open: (url: string) => Promise<FirefoxPage>, email: string): Promise<string> {
  const mailbox = await open(`${sandbox().urls.mailbox}/`)
  try {
    const { page } = mailbox
    await fill(page, role('textbox', 'E-mail address'), email)
    await click(page, role('button', 'Show messages'))
    const subject = role('heading', 'Your login code', role('list', 'Messages'))
    const deadline = Date.now() + 20_000
    // The page says to reload for new mail.
    while (!(await present(page, subject))) {
      if (Date.now() > deadline) throw new Error(`no login code for ${email} on the mailbox page`)
      await new Promise((resolve) => setTimeout(resolve, 300))
      await page.reload({ waitUntil: 'load' })
    }
    const body = await textOf(page, role('article', 'Your login code'))
    const code = /: (\d{6})\b/.exec(body)?.[1]
    if (!code) throw new Error(`no code in the mail: ${body}`)
    return code
  } finally {
    await mailbox.close()
  }
}

/** Whether the button matched by `selector` exists and is enabled. */
export function enabled(where: Page | Frame, selector: string): Promise<boolean> {
  return where.$eval(selector, (button) => !(button as HTMLButtonElement).disabled).catch(() => false)
}

/** The secure frame inside the modal: the page's frame on the secure site's origin. */
export async function secureFrame(page: Page): Promise<Frame> {
  const origin = new URL(sandbox().urls.secureSite as string).origin
  let found: Frame | undefined
  await expect
    .poll(() => (found = page.frames().find((f) => f !== page.mainFrame() && f.url().startsWith(origin))) !== undefined, { timeout: 20_000 })
    .toBe(true)
  return found as Frame
}

/**
 * The approval as a visitor gives it: Approve in the frame once it arms (700 ms fully visible),
 * then Approve in the secure window it opens (a top-level page on the secure origin).
 */
export async function approveInFrame(page: Page, heading: string): Promise<void> {
  const frame = await secureFrame(page)
  await waitFor(frame, role('heading', heading))
  const approve = role('button', 'Approve')
  // A frame too small for the whole prompt offers the secure window from its notice instead.
  const openWindow = role('button', 'Open the secure window', role('alert'))
  let button: string | undefined
  const usable = async () => ((await enabled(frame, approve)) ? approve : (await enabled(frame, openWindow)) ? openWindow : undefined)
  await expect
    .poll(async () => (button = await usable()) !== undefined, { timeout: 15_000 })
    .toBe(true)
    .catch(async (error: unknown) => {
      const shown = await frame.evaluate(() => document.body.innerText).catch(() => '(frame gone)')
      const box = await page.evaluate(() => {
        const r = document.querySelector('iframe[title="Hatch wallet"]')?.getBoundingClientRect()
        return { r: r && [r.x, r.y, r.width, r.height], vw: innerWidth, vh: innerHeight }
      })
      throw new Error(`Approve never armed in the frame; it showed: ${shown.replace(/\s+/g, ' ').slice(0, 400)} (the frame at ${JSON.stringify(box)})`, {
        cause: error,
      })
    })
  const opened = secureWindowOf(page)
  await click(frame, button as string)
  await approveInWindow(await opened, heading)
}

/** The next secure window (a top-level page on the secure origin's /approve) that `page`'s context opens. */
export async function secureWindowOf(page: Page, timeout = 30_000): Promise<Page> {
  const origin = new URL(sandbox().urls.secureSite as string).origin
  const isWindow = (target: Target) => target.type() === TargetType.PAGE && target.url().startsWith(`${origin}/approve`)
  const window = await (await page.browserContext().waitForTarget(isWindow, { timeout })).page()
  if (!window) throw new Error('the secure window opened no page')
  return window
}

/** Approve in the secure window once it arms; resolves when the window has closed itself. */
export async function approveInWindow(window: Page, heading: string): Promise<void> {
  const approve = role('button', 'Approve')
  await waitFor(window, role('heading', heading))
  await expect.poll(() => enabled(window, approve), { timeout: 15_000 }).toBe(true)
  // The window closes itself as the click lands: a click that finds it gone has done its work.
  await window
    .locator(approve)
    .click()
    .catch((error: unknown) => {
      if (!window.isClosed()) throw error
    })
  await expect.poll(() => window.isClosed(), { timeout: 10_000 }).toBe(true)
}
