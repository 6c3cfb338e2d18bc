/**
 * Issue 25's accessibility findings, on the demo with its own test wallets installed (the walk in
 * walletViews.test.ts loads `testWallets=off`, so it never meets an installed wallet's tile):
 * All Wallets passes axe in light and dark with "Installed" tiles, each tile's name holds what it
 * shows, focus waits in the search field, Escape there clears the text before it closes the
 * modal; Connecting's status region is in the page empty before its text arrives; and the host
 * page's Connect button carries the modal's language and direction.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import he from '../../../ui/messages/locales/he.js'
import { sandbox } from '../evm/evmStack.js'
import { AxeWalk } from './a11yPage.js'

let browser: Browser
const pages: OpenedPage[] = []
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await Promise.allSettled(pages.map((o) => o.close()))
  await browser?.close()
})

async function demo(query: string): Promise<Page> {
  const url = sandbox().urls.demo
  if (!url) throw new Error('the sandbox was started without its demo host')
  const opened = await openPage(browser, `${url}/${query}`)
  pages.push(opened)
  return opened.page
}

/** Whether the element `locator` finds has focus (inside the modal's shadow root, where focus is). */
const hasFocus = (page: Page, name: string) =>
  page
    .getByRole('dialog')
    .getByRole('searchbox', { name, exact: true })
    .evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)

describe('accessibility with the demo’s test wallets installed', () => {
  it(
    'All Wallets: 0 axe violations in light and dark, tiles named by what they show, focus in the search, Escape clears then closes',
    { timeout: 120_000 },
    async () => {
      const page = await demo('?siwx=optional')
      const dialog = page.getByRole('dialog')
      const axe = new AxeWalk(page)
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await dialog.getByRole('button', { name: 'All Wallets' }).click()
      const list = dialog.getByRole('list', { name: 'Wallets' })
      // The visible "Installed" is part of the tile's name (WCAG 2.5.3), so a voice user can say it.
      const installed = list.getByRole('button', { name: 'Hatch Test Wallet Installed', exact: true })
      await installed.waitFor({ timeout: 15_000 })
      expect(await installed.innerText()).toBe('Hatch Test Wallet\nInstalled')
      expect(await list.getByRole('button', { name: 'Hatch Second Wallet Installed', exact: true }).count()).toBe(1)
      await axe.check('All Wallets (test wallets installed)')
      axe.assertClean()

      // Focus waits in the search field: typing searches at once.
      await expect.poll(() => hasFocus(page, 'Search wallets')).toBe(true)
      await page.keyboard.type('Hatch Second')
      const results = dialog.getByRole('list', { name: 'Search results' })
      await results.getByRole('button', { name: 'Hatch Second Wallet Installed', exact: true }).waitFor({ timeout: 15_000 })
      const search = dialog.getByRole('searchbox', { name: 'Search wallets' })
      // The first Escape empties the field (and the full list is back); the second closes the modal.
      await page.keyboard.press('Escape')
      expect(await search.inputValue()).toBe('')
      expect(await dialog.isVisible()).toBe(true)
      await list.getByRole('button', { name: 'Hatch Test Wallet Installed', exact: true }).waitFor()
      expect(await hasFocus(page, 'Search wallets')).toBe(true)
      await page.keyboard.press('Escape')
      await expect.poll(() => dialog.count()).toBe(0)
    },
  )

  it('Connecting: the status region is in the page empty, and its text arrives after', { timeout: 60_000 }, async () => {
    const page = await demo('?siwx=optional')
    const dialog = page.getByRole('dialog')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog.getByRole('heading', { name: 'Connect Wallet' }).waitFor()
    // Each status region added to the modal, with the text it held when it was added.
    await page.evaluate(() => {
      const root = document.querySelector('hatch-modal')?.shadowRoot
      if (!root) throw new Error('no modal shadow root')
      const added: { el: Element; text: string }[] = []
      ;(globalThis as { __statusAdded?: typeof added }).__statusAdded = added
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes) {
            if (!(node instanceof Element)) continue
            for (const el of [...(node.matches('[role="status"]') ? [node] : []), ...node.querySelectorAll('[role="status"]')])
              added.push({ el, text: el.textContent ?? '' })
          }
      }).observe(root, { childList: true, subtree: true })
    })
    await dialog.getByRole('button', { name: 'Hatch Test Wallet', exact: true }).click()
    const waiting = 'Accept the connection request in the wallet.'
    await dialog.getByRole('status').filter({ hasText: waiting }).waitFor()
    const whenAdded = await page.evaluate(
      (text) =>
        (globalThis as { __statusAdded?: { el: Element; text: string }[] }).__statusAdded?.filter((a) => a.el.textContent?.includes(text)).map((a) => a.text),
      waiting,
    )
    expect(whenAdded).toEqual([''])
  })

  it('the host page’s Connect button speaks the modal’s language: lang and dir', { timeout: 60_000 }, async () => {
    const page = await demo('?testWallets=off&locale=he')
    const button = page.getByRole('button', { name: he['button.connect'], exact: true })
    await button.waitFor({ timeout: 15_000 })
    expect(await button.evaluate((b) => [b.getAttribute('lang'), b.getAttribute('dir'), document.documentElement.lang])).toEqual(['he', 'rtl', 'en'])
  })
})
