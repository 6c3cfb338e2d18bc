import type { Browser, Page } from 'playwright-core'
import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { focused } from '../a11y/focus.js'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import { freshAccount, fund, network, sandbox, walletFor } from '../evm/evmStack.js'
import { buildAndServeExample, type ServedExample } from './exampleApp.js'

// examples/rewards-plugin (docs/plugins.md "A host's plugin: Rewards"), built with Vite and run in
// Chromium against the sandbox with the EVM test wallet: the host's own plugin, its tab, action,
// view, typed error, and its list-valued gate switched by the host page with `hatch.setFeature`.

let example: ServedExample
let browser: Browser
const pages: OpenedPage[] = []
beforeAll(async () => {
  ;[example, browser] = await Promise.all([buildAndServeExample('rewards-plugin'), launchBrowser()])
}, 180_000)
afterAll(async () => {
  await Promise.allSettled(pages.map((p) => p.close()))
  await Promise.allSettled([browser?.close(), example?.stop()])
})

const SLOW = { timeout: 30_000 }
const dialog = (page: Page) => page.getByRole('dialog')
const rewardsTab = (page: Page) => dialog(page).getByRole('tablist', { name: 'Account sections' }).getByRole('tab', { name: 'Rewards' })
const rewardsAction = (page: Page) => dialog(page).getByRole('button', { name: 'Rewards', exact: true })
const rewardRows = (page: Page) => dialog(page).getByRole('list', { name: 'Reward lists' }).getByRole('listitem').allTextContents()

async function openAccount(page: Page) {
  await page.getByRole('button', { name: /^Account / }).click(SLOW)
  await dialog(page).getByRole('tablist', { name: 'Account sections' }).waitFor(SLOW)
}

async function closeModal(page: Page) {
  await dialog(page).getByRole('button', { name: 'Close', exact: true }).click()
  await expect.poll(() => dialog(page).count(), SLOW).toBe(0)
}

describe('examples/rewards-plugin', () => {
  it('shows the host plugin’s tab and view, its typed error, and follows the gate the host changes at run time', async () => {
    const account = freshAccount()
    const main = network(0)
    await fund(main, account.address, { wei: parseEther('1') })
    const opened = await openPage(browser, `${example.url}/?sandbox=${encodeURIComponent(sandbox().urls.admin)}`, {
      wallets: [walletFor(account, { name: 'Example Wallet', rdns: 'io.hatch.e2e.example-rewards', networks: [main] })],
    })
    pages.push(opened)
    const { page, pageErrors, offHostRequests } = opened

    await page.getByRole('button', { name: 'Connect Wallet' }).click(SLOW)
    await dialog(page).getByRole('button', { name: 'Example Wallet', exact: true }).click(SLOW)
    await expect.poll(() => page.getByRole('button', { name: /^Account / }).count(), { timeout: 40_000 }).toBe(1)
    if (await dialog(page).count()) await closeModal(page)

    // features.rewards: ['daily', 'weekly'] from createHatch: the tab lists both.
    await openAccount(page)
    await rewardsTab(page).click()
    await expect.poll(() => rewardRows(page), SLOW).toEqual(['Daily rewardsready to claim', 'Weekly rewardsready to claim'])

    // The action opens the plugin's view; the wallet signs the claim.
    await rewardsAction(page).click()
    await expect.poll(() => dialog(page).getByRole('heading', { name: 'Rewards' }).count(), SLOW).toBe(1)
    const claimDaily = dialog(page).getByRole('button', { name: 'Claim Daily rewards' })
    // Focus is on the visitor's next step, the first claim.
    await expect.poll(async () => (await focused(page))?.name, SLOW).toBe('Claim Daily rewards')
    await claimDaily.click()
    await expect.poll(() => dialog(page).getByRole('status').filter({ hasText: 'claimed' }).textContent(), SLOW).toBe('Daily rewards claimed.')
    // A second claim is refused with the plugin's own typed error, shown with its text.
    await claimDaily.click()
    await expect
      .poll(() => dialog(page).getByRole('alert').filter({ hasText: 'rewards' }).textContent(), SLOW)
      .toBe('The daily rewards are claimed already: come back tomorrow.')
    await dialog(page).getByRole('button', { name: 'Back' }).click()
    await rewardsTab(page).click()
    await expect.poll(() => rewardRows(page), SLOW).toEqual(['Daily rewardsclaimed', 'Weekly rewardsready to claim'])
    await closeModal(page)

    // The host switches the gate to one list: the tab and the view offer only it.
    await page.getByRole('radio', { name: 'Daily only' }).check()
    await openAccount(page)
    await rewardsTab(page).click()
    await expect.poll(() => rewardRows(page), SLOW).toEqual(['Daily rewardsclaimed'])
    await rewardsAction(page).click()
    await expect
      .poll(
        () =>
          dialog(page)
            .getByRole('button', { name: /^Claim / })
            .allTextContents(),
        SLOW,
      )
      .toEqual(['Claim Daily rewards'])
    await closeModal(page)

    // Off: neither the tab nor the action is there.
    await page.getByRole('radio', { name: 'Off' }).check()
    await openAccount(page)
    expect(await rewardsTab(page).count()).toBe(0)
    expect(await rewardsAction(page).count()).toBe(0)
    await closeModal(page)

    // And back on: both return.
    await page.getByRole('radio', { name: 'Daily and weekly' }).check()
    await openAccount(page)
    await expect.poll(() => rewardsTab(page).count(), SLOW).toBe(1)
    expect(await rewardsAction(page).count()).toBe(1)
    await rewardsTab(page).click()
    await expect.poll(async () => (await rewardRows(page)).length, SLOW).toBe(2)

    // The gate turning off while the plugin's view is open (the host's code, not the visitor: the
    // modal covers the page) leaves that view: Account shows again, without the Rewards tab or action.
    await rewardsAction(page).click()
    await dialog(page).getByRole('button', { name: 'Claim Daily rewards' }).waitFor(SLOW)
    await page.getByRole('radio', { name: 'Off' }).dispatchEvent('click')
    await expect
      .poll(
        () =>
          dialog(page)
            .getByRole('button', { name: /^Claim / })
            .count(),
        SLOW,
      )
      .toBe(0)
    await dialog(page).getByRole('tablist', { name: 'Account sections' }).waitFor(SLOW)
    expect(await rewardsTab(page).count()).toBe(0)
    expect(await rewardsAction(page).count()).toBe(0)

    // The host page's own alert (a rejected setFeature) stayed empty.
    expect(await page.locator('main').getByRole('alert').textContent()).toBe('')
    expect(pageErrors).toEqual([])
    expect(offHostRequests).toEqual([])
  })
})
