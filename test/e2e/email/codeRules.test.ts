/**
 * The secure site's 30 s rule as the visitor meets it in EmailLogin: asking again for the same
 * address right away is refused with 'Please try again after N seconds' under the e-mail field,
 * the address kept; and an address that is not one is refused before anything is sent.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import { askForCode, demoUrl, freshEmail } from './emailStack.js'

let browser: Browser
let opened: OpenedPage

beforeAll(async () => {
  browser = await launchBrowser()
  opened = await openPage(browser, demoUrl())
})
afterAll(async () => {
  await opened?.close()
  await browser?.close()
})

it('refuses an address that is not one, then a second code within 30 s with the seconds left', async () => {
  const { page } = opened
  const dialog = page.getByRole('dialog')
  await askForCode(page, 'not-an-address')
  await dialog.getByText('Enter a valid e-mail address').waitFor()
  const field = dialog.getByRole('textbox', { name: 'Email', exact: true })
  expect(await field.getAttribute('aria-invalid')).toBe('true')

  const email = freshEmail('cooldown')
  await field.fill(email)
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await dialog.getByRole('textbox', { name: 'Code', exact: true }).waitFor()
  await dialog.getByRole('button', { name: 'Use another e-mail' }).click()
  await field.fill(email)
  await dialog.getByRole('button', { name: 'Continue' }).click()
  const refusal = dialog.getByText(/^Please try again after \d+ seconds$/)
  await refusal.waitFor()
  const seconds = Number(/(\d+)/.exec((await refusal.textContent()) ?? '')?.[1])
  expect(seconds).toBeGreaterThan(0)
  expect(seconds).toBeLessThanOrEqual(30)
  expect(await field.inputValue()).toBe(email)
  expect(opened.pageErrors).toEqual([])
})
