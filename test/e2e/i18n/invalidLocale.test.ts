import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import { demoUrl } from '../evm/evmStack.js'

/**
 * Issue 25 item 9: a malformed `?locale=` is refused by `createHatch` (INVALID_OPTIONS), which left
 * the demo's Connect button doing nothing. The demo now says so on the page, naming the value, and
 * starts in the browser's language.
 */

let browser: Browser
const pages: OpenedPage[] = []
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await Promise.allSettled(pages.map((p) => p.close()))
  await browser?.close()
})

describe('a malformed ?locale in the demo', () => {
  it('is named in an alert on the page, and Connect still opens the modal (in English)', async () => {
    const opened = await openPage(browser, `${demoUrl()}&locale=${encodeURIComponent('en_US')}`)
    pages.push(opened)
    const { page } = opened
    const alert = page.getByRole('alert').filter({ hasText: '?locale=en_US' })
    await alert.waitFor({ timeout: 15_000 })
    expect(await alert.textContent()).toContain('Invalid option locale: must be a BCP 47 language tag such as "ar" or "pt-BR"')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog').getByRole('heading', { name: 'Connect Wallet' }).waitFor({ timeout: 15_000 })
  })

  it('a well-formed page starts with no alert', async () => {
    const opened = await openPage(browser, `${demoUrl()}&locale=de`)
    pages.push(opened)
    const { page } = opened
    await page.getByRole('button', { name: 'Wallet verbinden' }).click()
    await page.getByRole('dialog').waitFor({ timeout: 15_000 })
    expect(await page.getByRole('alert').count()).toBe(0)
  })
})
