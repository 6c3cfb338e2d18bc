/**
 * Issue 16 "Done when", for each of the six popup providers: Connect → the provider's button →
 * the popup on the sandbox provider → a person is picked → the Account shows an address and how
 * the visitor signed in; the same person has the same address after a reload and in a fresh
 * browser profile (another person getting another wallet: test/integration/secure-site/oauthFrame.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser } from '../../fixtures/browser.js'
import { PROVIDERS, demoField, demoPage, dialog, openConnect, signIn } from './socialStack.js'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('social login with each sandbox provider', () => {
  it.each(PROVIDERS)(
    '$name: connects, keeps the address after a reload and in a fresh profile',
    async (provider) => {
      const first = await browser.newContext()
      const fresh = await browser.newContext()
      try {
        const page = await demoPage(first)
        await openConnect(page)
        const address = await signIn(page, provider)
        // The Account view names the provider (and the handle, spec §5's Discord rule applied).
        await page.locator('[data-testid="hatch-account-view"]').waitFor()
        const signedIn = provider.shownUsername ? `Signed in with ${provider.name} as ${provider.shownUsername}` : `Signed in with ${provider.name}`
        await dialog(page).getByText(signedIn, { exact: true }).waitFor()
        // The provider and the raw username are kept in storage (valibot-checked kernel keys).
        const stored = await page.evaluate(() => [
          localStorage.getItem('hatch:adapter:embedded:socialProvider'),
          localStorage.getItem('hatch:adapter:embedded:socialUsername'),
        ])
        expect(JSON.parse(stored[0] ?? 'null')).toEqual({ v: 1, value: provider.id })

        await page.reload()
        await expect.poll(() => demoField(page, 'Status'), { timeout: 30_000 }).toBe('connected')
        // The kernel's restore makes each namespace active in turn before the last active one again.
        await expect.poll(() => demoField(page, 'Address'), { timeout: 10_000 }).toBe(address)
        await page
          .getByRole('button', { name: /^Account / })
          .or(page.getByRole('button', { name: 'Connect Wallet' }))
          .first()
          .click()
        await dialog(page).getByText(signedIn, { exact: true }).waitFor({ timeout: 20_000 })

        const again = await demoPage(fresh)
        await openConnect(again)
        expect(await signIn(again, provider)).toBe(address)
      } finally {
        await Promise.all([first.close(), fresh.close()])
      }
    },
    120_000,
  )
})

describe('Disconnect after a social sign-in', () => {
  it('forgets the provider and username in storage; a reload stays disconnected', async () => {
    const context = await browser.newContext()
    try {
      const page = await demoPage(context)
      await openConnect(page)
      await signIn(
        page,
        PROVIDERS.find((p) => p.id === 'github')!,
        'Ken Thompson',
      )
      await dialog(page).getByText('Signed in with GitHub as ken', { exact: true }).waitFor({ timeout: 20_000 })
      expect(await page.evaluate(() => localStorage.getItem('hatch:adapter:embedded:socialUsername'))).toBe(JSON.stringify({ v: 1, value: 'ken' }))
      await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
      await expect.poll(() => demoField(page, 'Status'), { timeout: 20_000 }).toBe('disconnected')
      expect(
        await page.evaluate(() => [
          localStorage.getItem('hatch:adapter:embedded:socialProvider'),
          localStorage.getItem('hatch:adapter:embedded:socialUsername'),
        ]),
      ).toEqual([null, null])
      await page.reload()
      await page.waitForTimeout(1_500)
      expect(await demoField(page, 'Status')).toBe('disconnected')
    } finally {
      await context.close()
    }
  }, 60_000)
})
