/**
 * The secure window where the embedded wallet's approvals are decided (approvalPrompt.ts): opened
 * from the frame's Approve, a top-level page on the secure origin that the embedding page cannot
 * style.
 */
import type { FrameLocator, Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { whatTheModalShows } from '../../fixtures/modalReport.js'

/** Clicks `button` (in the frame) and resolves with the secure window it opens. */
export async function openSecureWindow(page: Page, button: Locator): Promise<Page> {
  const popup = page.context().waitForEvent('page', { timeout: 30_000 })
  await button.click()
  // A click Chromium dropped (on a loaded machine its note that the frame moved can come late)
  // opens nothing: a person clicks again. A second click on an opened window only focuses it.
  const early = await Promise.race([popup, page.waitForTimeout(8_000).then(() => undefined)])
  if (!early && (await button.isEnabled().catch(() => false))) await button.click().catch(() => undefined)
  const window = await popup
  await window.waitForLoadState()
  return window
}

/** The names of the frame's buttons a visitor approves with, in the frame's language (English unless given). */
export interface ApproveNames {
  approve: string
  openWindow: string
}

const ENGLISH: ApproveNames = { approve: 'Approve', openWindow: 'Open the secure window' }

/** Approves in the secure window: waits for its Approve to arm, clicks it, and waits for the window to close. */
export async function approveInSecureWindow(window: Page, heading: string, names: ApproveNames = ENGLISH): Promise<void> {
  await window.getByRole('heading', { name: heading }).waitFor({ timeout: 20_000 })
  const approve = window.getByRole('button', { name: names.approve, exact: true })
  await expect.poll(() => approve.isEnabled(), { timeout: 10_000 }).toBe(true)
  const closed = window.waitForEvent('close', { timeout: 10_000 })
  // The window closes itself as the click lands: a click that finds it gone has done its work.
  await approve.click().catch((error: unknown) => {
    if (!window.isClosed()) throw error
  })
  await closed.catch((error: unknown) => {
    if (!window.isClosed()) throw error
  })
}

/**
 * Resolves once `element`'s box (the frame's iframe) has not changed for a second: a person clicks in
 * the frame once it has settled over the modal, and Chromium drops clicks on a cross-origin frame
 * that moved in the last 500 ms (its clickjacking defence).
 */
export async function standsStill(element: Locator): Promise<void> {
  let last = ''
  let since = Date.now()
  await expect
    .poll(
      async () => {
        const box = JSON.stringify(await element.boundingBox())
        if (box !== last) [last, since] = [box, Date.now()]
        return Date.now() - since >= 1_000
      },
      { timeout: 15_000, interval: 250 },
    )
    .toBe(true)
}

/** Waits until `element` in the secure frame is visible; a timeout says what the modal and the frame showed. */
export async function shownInFrame(page: Page, element: Locator, timeout = 20_000): Promise<void> {
  await element.waitFor({ timeout }).catch(async (error: unknown) => {
    throw new Error(`not shown in the secure frame within ${timeout / 1000} s: ${String(element)}; ${await whatTheModalShows(page)}`, { cause: error })
  })
}

/**
 * The whole approval as a visitor gives it: Approve in the frame once it arms, then Approve in the
 * secure window it opens (titled as the frame's prompt, `heading` when given).
 */
export async function approveRequest(page: Page, frame: FrameLocator, heading?: string, names: ApproveNames = ENGLISH): Promise<void> {
  const title = heading ? frame.getByRole('heading', { name: heading }) : frame.getByRole('heading').first()
  await shownInFrame(page, title)
  heading ??= (await title.textContent()) ?? ''
  const approve = frame.getByRole('button', { name: names.approve, exact: true })
  // A frame too small for the whole prompt offers the secure window from its notice instead.
  const open = frame.getByRole('alert').getByRole('button', { name: names.openWindow })
  let button: Locator | undefined
  const usable = async () => ((await approve.isEnabled()) ? approve : (await open.isVisible()) ? open : undefined)
  // A person looks once the frame has settled over the modal (it grows to the prompt's height
  // first, and the notice of a frame too small shows only until then); Chromium also drops clicks on
  // a cross-origin frame that moved in the last 500 ms (its clickjacking defence).
  await standsStill(frame.owner())
  await expect
    .poll(async () => (button = await usable()) !== undefined, { timeout: 10_000 })
    .toBe(true)
    .catch(async (error: unknown) => {
      // Say what the visitor would have seen: the frame's text, where it sat, and the window's size.
      const shown = await frame
        .locator('body')
        .innerText({ timeout: 2_000 })
        .catch(() => '(frame unreadable)')
      const box = await frame
        .owner()
        .boundingBox()
        .catch(() => null)
      throw new Error(
        `Approve never armed and no "Open the secure window" showed within 10 s; the frame showed: ${shown.replace(/\s+/g, ' ').slice(0, 400)} (frame box ${JSON.stringify(box)}, viewport ${JSON.stringify(page.viewportSize())})`,
        { cause: error },
      )
    })
  await approveInSecureWindow(await openSecureWindow(page, button as Locator), heading, names)
}
