import { mkdir } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import ar from '../../../ui/messages/locales/ar.js'
import fa from '../../../ui/messages/locales/fa.js'
import he from '../../../ui/messages/locales/he.js'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import { parseEther } from 'viem'
import { connectThroughModal, demoUrl, freshAccount, fund, network, walletFor } from '../evm/evmStack.js'
import { backIconScale, centres, latinWords, localeOfChunk, modalDirection, recordScripts } from './i18nPage.js'
import type { Browser } from 'playwright-core'

/**
 * Issue 17 "Languages": switching the demo to Arabic lays the modal out right to left with Arabic
 * texts, and choosing a language fetches exactly one small chunk. The demo has no wallet here
 * (`?testWallets=off`, none injected), so every text the modal shows is the product's own.
 */

/** Latin-letter words a locale itself keeps (brand names: Hatch, WalletConnect, Google …); any other is English leaking through. */
const keptLatin = (messages: Record<string, string>) => new Set(Object.values(messages).flatMap((text) => text.match(/[A-Za-z][A-Za-z'’-]*/g) ?? []))

/** Where docs/images lives; the pictures are rewritten only when HATCH_DOC_IMAGES=1 (scripts/doc-images.sh). */
const docImages = join(dirname(fileURLToPath(import.meta.url)), '../../../docs/images')
async function docImage(page: Page, name: string) {
  if (process.env['HATCH_DOC_IMAGES'] !== '1') return
  await mkdir(docImages, { recursive: true })
  const dialog = page.getByRole('dialog')
  // The Connect view's sections load one after another and the dialog animates in: wait until its box holds still.
  let last = ''
  for (let i = 0; i < 50; i += 1) {
    await page.waitForTimeout(150)
    const box = JSON.stringify(await dialog.boundingBox())
    if (box === last) break
    last = box
  }
  await dialog.screenshot({ path: join(docImages, `${name}.png`), animations: 'disabled' })
}

let browser: Browser
const pages: OpenedPage[] = []
const open = async (query = '', initScripts: string[] = []) => {
  const opened = await openPage(browser, `${demoUrl()}${query.replace(/^\?/, '&')}`, { initScripts, viewport: { width: 900, height: 820 } })
  pages.push(opened)
  return opened
}
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await Promise.allSettled(pages.map((p) => p.close()))
  await browser?.close()
})

describe('languages in the demo', () => {
  it('switching to Arabic lays the modal out right to left in Arabic, fetching one small chunk', async () => {
    const { page, pageErrors, offHostRequests } = await open()
    // English first: the modal, its formatter and the Connect view are loaded, and no language chunk.
    const scripts = recordScripts(page)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('dialog').getByRole('heading', { name: 'Connect Wallet' }).waitFor()
    expect(await modalDirection(page)).toEqual({ dir: 'ltr', lang: 'en', computed: 'ltr' })
    const english = await centres(page, 'Connect Wallet', ['Close'])
    expect(english['Close']).toBeGreaterThan(english['title']!)
    await docImage(page, 'modal-ltr')
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    expect(scripts.localeChunks()).toEqual([])

    const before = scripts.scripts.length
    await page.getByLabel('Language').selectOption('ar')
    // The Connect button turns Arabic once the one chunk has arrived.
    await page.getByRole('button', { name: ar['button.connect'], exact: true }).waitFor()
    const fetched = scripts.scripts.slice(before)
    expect(fetched.map((s) => localeOfChunk(s.url))).toEqual(['ar'])
    const bytes = await fetched[0]!.bytes()
    expect(bytes).toBeGreaterThan(3_000) // it really holds the texts (gzip)
    expect(bytes).toBeLessThan(12_500) // and nothing else: about 520 short texts (12,000 until passkey login's texts, issue 31)

    await page.getByRole('button', { name: ar['button.connect'], exact: true }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('heading', { name: ar['view.Connect'] }).waitFor()
    expect(await modalDirection(page)).toEqual({ dir: 'rtl', lang: 'ar', computed: 'rtl' })
    // Right to left: Close sits left of the title.
    const arabic = await centres(page, ar['view.Connect']!, [ar['modal.close']!])
    expect(arabic[ar['modal.close']!]).toBeLessThan(arabic['title']!)
    expect(await dialog.getByText(ar['connect.walletsHeading']!, { exact: true }).isVisible()).toBe(true)
    const latin = await latinWords(page)
    expect(latin.filter((word) => !keptLatin(ar).has(word))).toEqual([])
    await docImage(page, 'modal-rtl')

    // A second view: Back on the right of the title, its chevron mirrored; the search field Arabic too.
    await dialog.getByRole('button', { name: ar['connect.allWallets'] }).click()
    await dialog.getByRole('heading', { name: ar['view.AllWallets'] }).waitFor()
    await dialog
      .getByRole('searchbox', { name: ar['allWallets.searchLabel'] })
      .or(dialog.getByRole('textbox', { name: ar['allWallets.searchLabel'] }))
      .waitFor()
    const allWallets = await centres(page, ar['view.AllWallets']!, [ar['modal.back']!, ar['modal.close']!])
    expect(allWallets[ar['modal.back']!]).toBeGreaterThan(allWallets['title']!)
    expect(allWallets[ar['modal.close']!]).toBeLessThan(allWallets['title']!)
    expect(await backIconScale(page, ar['modal.back']!)).toBe(-1)
    expect(scripts.localeChunks().map((s) => localeOfChunk(s.url))).toEqual(['ar'])

    expect(pageErrors).toEqual([])
    expect(offHostRequests).toEqual([])
  })

  it('switching back to English lays the modal out left to right again, fetching no language', async () => {
    const { page, pageErrors } = await open('?locale=he')
    await page.getByRole('button', { name: he['button.connect'], exact: true }).click()
    expect(await modalDirection(page)).toEqual({ dir: 'rtl', lang: 'he', computed: 'rtl' })
    await page.getByRole('dialog').getByRole('button', { name: he['modal.close'] }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    const scripts = recordScripts(page)
    await page.getByLabel('Language').selectOption('en')
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    await page.getByRole('dialog').getByRole('heading', { name: 'Connect Wallet' }).waitFor()
    expect(await modalDirection(page)).toEqual({ dir: 'ltr', lang: 'en', computed: 'ltr' })
    expect(scripts.localeChunks()).toEqual([])
    expect(pageErrors).toEqual([])
  })

  it('?locale=he loads Hebrew, and only Hebrew, from the start; an English page loads no language at all', async () => {
    const hebrew = await open('?locale=he')
    await hebrew.page.getByRole('button', { name: he['button.connect'], exact: true }).waitFor()
    const heScripts = recordScripts(hebrew.page)
    await hebrew.page.reload()
    await hebrew.page.getByRole('button', { name: he['button.connect'], exact: true }).click()
    await hebrew.page.getByRole('dialog').getByRole('heading', { name: he['view.Connect'] }).waitFor()
    expect(heScripts.localeChunks().map((s) => localeOfChunk(s.url))).toEqual(['he'])

    const englishPage = await open()
    const enScripts = recordScripts(englishPage.page)
    await englishPage.page.reload()
    await englishPage.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await englishPage.page.getByRole('dialog').getByRole('heading', { name: 'Connect Wallet' }).waitFor()
    expect(enScripts.scripts.length).toBeGreaterThan(3)
    expect(enScripts.localeChunks()).toEqual([])
  })

  it('a Persian browser gets the modal in Persian, right to left, with no option set', async () => {
    const persianBrowser = `Object.defineProperty(Navigator.prototype, 'languages', { get: () => ['fa-IR', 'en-US'] }); Object.defineProperty(Navigator.prototype, 'language', { get: () => 'fa-IR' })`
    const { page, pageErrors } = await open('', [persianBrowser])
    await page.getByRole('button', { name: fa['button.connect'], exact: true }).click()
    await page.getByRole('dialog').getByRole('heading', { name: fa['view.Connect'] }).waitFor()
    expect(await modalDirection(page)).toEqual({ dir: 'rtl', lang: 'fa', computed: 'rtl' })
    expect(await page.getByRole('dialog').getByText(fa['connect.walletsHeading']!, { exact: true }).isVisible()).toBe(true)
    expect((await latinWords(page)).filter((word) => !keptLatin(fa).has(word))).toEqual([])
    expect(pageErrors).toEqual([])
  })
})

describe('the Account view in Arabic', () => {
  it('shows its tabs, wallet features, amounts and activity in Arabic, right to left', async () => {
    const account = freshAccount()
    const main = network(0)
    await fund(main, account.address, { wei: parseEther('1.23456') })
    const opened = await openPage(browser, `${demoUrl()}&locale=ar`, {
      wallets: [walletFor(account, { name: 'Arabic Wallet', rdns: 'io.hatch.e2e.arabic', networks: [main] })],
    })
    pages.push(opened)
    const { page, pageErrors } = opened
    // The shared step: the first connect's runtime chunk may take a while on a loaded machine, and a
    // connect that does not happen names what the modal showed.
    await connectThroughModal(page, 'Arabic Wallet', ar['button.connect'])
    await page.getByRole('button', { name: new RegExp(`^${ar['button.accountLabel']!.replace('{address}', '')}`) }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('heading', { name: ar['view.Account'] }).waitFor()
    expect(await modalDirection(page)).toEqual({ dir: 'rtl', lang: 'ar', computed: 'rtl' })

    // The plugins' Account entries come from the locale by their ids, not their registered English labels.
    const features = dialog.getByRole('group', { name: ar['account.actionsLabel'] })
    for (const id of ['send', 'receive']) await features.getByRole('button', { name: ar[`extension.accountActions.${id}`] }).waitFor()
    const tabs = dialog.getByRole('tablist', { name: ar['account.tabsLabel'] })
    await tabs.getByRole('tab', { name: ar['account.tabTokens'] }).waitFor()
    await tabs.getByRole('tab', { name: ar['extension.accountTabs.activity'] }).waitFor()
    for (const english of ['Send', 'Receive', 'Activity', 'Tokens', 'Disconnect', 'Balance']) {
      expect(await dialog.getByText(english, { exact: true }).count(), english).toBe(0)
    }
    await dialog.getByRole('button', { name: ar['account.disconnect'] }).waitFor()
    // The balance, floored to 3 decimals (spec §5), written by Intl in Arabic.
    const balance = new Intl.NumberFormat('ar', { minimumFractionDigits: 3, maximumFractionDigits: 3, useGrouping: false }).format(1.234)
    await dialog.getByText(`${balance} ETH`).first().waitFor()
    // Arrow keys follow the visual order: right to left, ArrowLeft moves to the next tab.
    await tabs.getByRole('tab', { name: ar['account.tabTokens'] }).focus()
    await page.keyboard.press('ArrowLeft')
    expect(await tabs.getByRole('tab', { selected: true }).textContent()).not.toBe(ar['account.tabTokens'])
    expect(pageErrors).toEqual([])
  })
})
