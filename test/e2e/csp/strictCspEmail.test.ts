/**
 * Issue 18: the e-mail login under the strict Content-Security-Policy of the demo's /csp page
 * (sandbox/demo/cspPage.ts). The visitor logs in with a code read on the mailbox page, then signs
 * a message approved inside the secure frame (ApproveTransaction), with zero CSP violations on
 * the page: the frame is placed through CSSOM, never a style attribute.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { verifyMessage } from 'viem'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import { approveInFrame, demoField, freshEmail, logIn, sandbox } from '../email/emailStack.js'
import { cspViolations, violationRecorder } from './cspViolations.js'

let browser: Browser
let opened: OpenedPage | undefined
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await opened?.close()
  await browser?.close()
})

it('logs in by e-mail and signs through the secure frame with no CSP violation', async () => {
  opened = await openPage(browser, `${sandbox().urls.demo}/csp?testWallets=off`, { initScripts: [violationRecorder] })
  const { page } = opened
  await logIn(page, freshEmail('csp'))
  const address = (await demoField(page, 'Address')) as `0x${string}`
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0)

  await page.getByRole('button', { name: 'Sign message' }).click()
  await page.getByRole('dialog').getByRole('region', { name: 'Approve in the secure wallet' }).waitFor()
  await approveInFrame(page, 'Sign message')
  const output = page.getByRole('status', { name: 'Signature' }).or(page.locator('output[aria-label="Signature"]')).first()
  await output.waitFor({ timeout: 20_000 })
  const signature = ((await output.textContent()) ?? '').trim() as `0x${string}`
  expect(await verifyMessage({ address, message: 'Hello from the Hatch demo', signature })).toBe(true)

  expect(await cspViolations(page)).toEqual([])
  expect(opened.consoleErrors.filter((e) => /Content Security Policy|Trusted Type/i.test(e))).toEqual([])
  expect(opened.pageErrors).toEqual([])
  expect(opened.offHostRequests).toEqual([])
})
