import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import { FaultProxy } from '../../integration/fault/helpers/faultProxy.js'
import { sandbox } from '../evm/evmStack.js'
import { cspViolations, violationRecorder } from './cspViolations.js'

// What a visitor sees when the wallet catalogue misbehaves, on the strict-CSP demo page: a failing
// catalogue gives the All Wallets message and a working "Try again"; a hostile one (markup and
// script URLs in names and links, bidi overrides) is shown as inert, readable text. The page's
// catalogue is a fault-injecting proxy in front of the sandbox's (`/csp?catalogue=…`).

let browser: Browser
let catalogue: FaultProxy
const pages: OpenedPage[] = []
beforeAll(async () => {
  browser = await launchBrowser()
  catalogue = await FaultProxy.start(sandbox().urls.catalogue)
})
afterAll(async () => {
  await Promise.allSettled(pages.map((p) => p.close()))
  await browser?.close()
  await catalogue?.close()
})

async function openAllWallets() {
  const opened = await openPage(browser, `${sandbox().urls.demo}/csp?catalogue=${encodeURIComponent(catalogue.url)}`, { initScripts: [violationRecorder] })
  pages.push(opened)
  const { page } = opened
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: /^All Wallets/ }).click()
  return opened
}

describe('the wallet catalogue misbehaving, as the visitor sees it (strict CSP page)', () => {
  it("a 503 shows 'Wallets could not be loaded.' with Try again; once the catalogue is back, Try again lists the wallets", async () => {
    await catalogue.set({ kind: 'status', status: 503 })
    try {
      const { page, pageErrors } = await openAllWallets()
      const alert = page.getByRole('alert').filter({ hasText: 'Wallets could not be loaded.' })
      await alert.waitFor()
      expect(
        await page
          .getByRole('list', { name: /wallets/i })
          .getByRole('button')
          .count(),
      ).toBe(0)
      await catalogue.heal()
      await alert.getByRole('button', { name: 'Try again' }).click()
      await page
        .getByRole('list', { name: /wallets/i })
        .getByRole('button')
        .first()
        .waitFor()
      expect(await alert.count()).toBe(0)
      expect(await cspViolations(page)).toEqual([])
      expect(pageErrors).toEqual([])
    } finally {
      await catalogue.heal()
    }
  })

  it('hostile names and links render as inert, readable text: no element or script from the data, no reversed text', async () => {
    const markup = '<img src=x onerror="window.__pwned=1">Evil Wallet'
    await catalogue.set({
      kind: 'rewrite',
      body: (json, path) => {
        if (!path.endsWith('/getWallets')) return json
        const reply = json as { data: Record<string, unknown>[] }
        const [first, second] = reply.data
        if (first)
          Object.assign(first, { name: markup, webapp_link: 'javascript:window.__pwned=2', desktop_link: 'javascript:window.__pwned=3', mobile_link: null })
        if (second) Object.assign(second, { name: '\u202Eevil\u202C Wallet' })
        return reply
      },
    })
    try {
      const { page, pageErrors } = await openAllWallets()
      const list = page.getByRole('list', { name: /wallets/i })
      // The rewrite hits every /getWallets reply (recommended and the first page): take the first tile.
      const evil = list.getByRole('button', { name: markup, exact: true }).first()
      await evil.waitFor()
      expect(await evil.textContent()).toContain(markup)
      await list.getByRole('button', { name: 'evil Wallet', exact: true }).first().waitFor()
      // Choosing the wallet whose links are all javascript: never runs them.
      await evil.click()
      await page.waitForTimeout(300)
      expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined()
      expect(await page.locator('img[src="x"]').count()).toBe(0)
      expect(await cspViolations(page)).toEqual([])
      expect(pageErrors).toEqual([])
    } finally {
      await catalogue.heal()
    }
  })
})
