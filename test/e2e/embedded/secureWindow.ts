/**
 * The secure window where the embedded wallet's approvals are decided (approvalPrompt.ts): opened
 * from the frame's Approve, a top-level page on the secure origin that the embedding page cannot
 * style.
 */
import type { FrameLocator, Locator, Page } from 'playwright-core'
import { expect } from 'vitest'

/** Clicks `button` (in the frame) and resolves with the secure window it opens. */
export async function openSecureWindow(page: Page, button: Locator): Promise<Page> {
  const popup = page.context().waitForEvent('page', { timeout: 10_000 })
  await button.click()
  const window = await popup
  await window.waitForLoadState()
  return window
}

/** Approves in the secure window: waits for its Approve to arm, clicks it, and waits for the window to close. */
export async function approveInSecureWindow(window: Page, heading: string): Promise<void> {
  await window.getByRole('heading', { name: heading }).waitFor({ timeout: 20_000 })
  const approve = window.getByRole('button', { name: 'Approve', exact: true })
  await expect.poll(() => approve.isEnabled(), { timeout: 10_000 }).toBe(true)
  await Promise.all([window.waitForEvent('close', { timeout: 10_000 }), approve.click()])
}

/** The whole approval as a visitor gives it: Approve in the frame once it arms, then Approve in the secure window. */
export async function approveRequest(page: Page, frame: FrameLocator, heading: string): Promise<void> {
  await frame.getByRole('heading', { name: heading }).waitFor({ timeout: 20_000 })
  const approve = frame.getByRole('button', { name: 'Approve', exact: true })
  await expect.poll(() => approve.isEnabled(), { timeout: 10_000 }).toBe(true)
  await approveInSecureWindow(await openSecureWindow(page, approve), heading)
}
