/**
 * The demo's plain-HTML page (`/plain`, the `<hatch-button>` web component): the page, Connect and
 * Account pass axe in light and dark. The modal lives in a shadow root inside the element's own
 * shadow root; axe walks both.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEther } from 'viem'
import type { Browser } from 'playwright-core'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import { demoField, freshAccount, fund, network, sandbox, walletFor } from '../evm/evmStack.js'
import { AxeWalk } from './a11yPage.js'

let browser: Browser
let opened: OpenedPage | undefined
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await opened?.close()
  await browser?.close()
})

describe('accessibility: the plain-HTML page with <hatch-button>', () => {
  it('the page, Connect and Account pass axe in both themes', { timeout: 90_000 }, async () => {
    const main = network(0)
    const account = freshAccount()
    await fund(main, account.address, { wei: parseEther('1') })
    opened = await openPage(browser, `${sandbox().urls.demo}/plain?testWallets=off`, {
      wallets: [walletFor(account, { name: 'Plain A11y Wallet', rdns: 'io.hatch.e2e.plain-a11y', networks: [main] })],
    })
    const { page } = opened
    const dialog = page.getByRole('dialog')
    const axe = new AxeWalk(page)

    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    await axe.check('Plain page')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog.getByRole('heading', { name: 'Connect Wallet' }).waitFor()
    await axe.check('Plain page: Connect')
    await dialog.getByRole('button', { name: 'Plain A11y Wallet', exact: true }).click()
    await expect.poll(() => demoField(page, 'Status'), { timeout: 20_000 }).toBe('connected')
    if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Close', exact: true }).click()
    await page.getByRole('button', { name: 'Open account' }).click()
    await dialog.getByRole('button', { name: 'Disconnect' }).waitFor()
    await axe.check('Plain page: Account')

    axe.assertClean()
    expect(opened.pageErrors).toEqual([])
  })
})
