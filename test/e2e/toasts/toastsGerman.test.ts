/**
 * Issues 24 and 25 in a real browser: after a send in German the toast says the amount in German
 * ("0,25 ETH gesendet", its number written the German way, no "{amount}"), sits below the header
 * without covering Disconnect (which takes a real click while the toast shows), closes on its own,
 * and is gone after a disconnect.
 */
import type { Locator, Page } from 'playwright-core'
import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import de from '../../../ui/messages/locales/de.js'
import { launchBrowser, openPage, saveScreenshot, type OpenedPage } from '../../fixtures/browser.js'
import { demoField, demoUrl, freshAccount, fund, network, walletFor } from '../evm/evmStack.js'
import type { Browser } from 'playwright-core'

const text = (id: string): string => {
  const found = de[id]
  if (found === undefined) throw new Error(`de has no ${id}`)
  return found
}

let browser: Browser
const pages: OpenedPage[] = []
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await Promise.allSettled(pages.map((p) => p.close()))
  await browser?.close()
})

/** Opens the German demo with a funded test wallet, connects it and opens the Account view. */
async function connectedInGerman(name: string): Promise<Page> {
  const main = network(0)
  const account = freshAccount()
  await fund(main, account.address, { wei: parseEther('2') })
  const opened = await openPage(browser, `${demoUrl()}&locale=de`, {
    wallets: [walletFor(account, { name, rdns: `io.hatch.e2e.${name.toLowerCase().replace(/\W+/g, '-')}`, networks: [main] })],
  })
  pages.push(opened)
  const { page } = opened
  await page
    .getByRole('button', { name: text('button.connect') })
    .first()
    .click()
  await page.getByRole('dialog').getByRole('button', { name, exact: true }).click()
  await expect.poll(() => demoField(page, 'Status'), { timeout: 15_000 }).toBe('connected')
  const dialog = page.getByRole('dialog')
  if (!(await dialog.getByRole('button', { name: text('account.disconnect'), exact: true }).isVisible())) {
    await page.getByRole('button', { name: new RegExp(`^${text('button.accountLabel').replace('{address}', '')}`) }).click()
  }
  await dialog.getByRole('button', { name: text('account.disconnect'), exact: true }).waitFor()
  return page
}

/** Sends 0,25 ETH (typed the German way) from the Account view and waits for the toast. */
async function sendQuarterEth(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog')
  await dialog
    .getByRole('group', { name: text('account.actionsLabel') })
    .getByRole('button', { name: text('extension.accountActions.send'), exact: true })
    .click()
  await dialog.getByRole('heading', { name: text('view.send/main') }).waitFor()
  await dialog.getByRole('combobox', { name: text('send.token'), exact: true }).selectOption({ label: 'ETH' })
  await dialog.getByRole('textbox', { name: text('send.amount'), exact: true }).fill('0,25')
  await dialog.getByRole('textbox', { name: text('send.receiver'), exact: true }).fill(freshAccount().address)
  await dialog.getByText(new RegExp(`^${text('send.fee').replace('{fee}', '')}\\d`)).waitFor({ timeout: 15_000 })
  await dialog.getByRole('button', { name: text('send.submit'), exact: true }).click()
  const toast = dialog.getByRole('status').filter({ hasText: text('send.sent').replace('{amount}', '0,25 ETH') })
  await toast.waitFor({ timeout: 30_000 })
  return toast
}

describe('toasts in German', () => {
  it('says "0,25 ETH gesendet", leaves Disconnect clickable, closes on its own, and a disconnect clears it', { timeout: 180_000 }, async () => {
    const page = await connectedInGerman('Toast Wallet')
    const dialog = page.getByRole('dialog')
    const disconnect = dialog.getByRole('button', { name: text('account.disconnect'), exact: true })

    // The first send: the toast in German with the number written the German way.
    const toast = await sendQuarterEth(page)
    expect(await toast.textContent()).toBe(`${text('send.sent').replace('{amount}', '0,25 ETH')} ${text('send.viewOnExplorer')}`)
    expect(await dialog.textContent()).not.toMatch(/\{\w+\}/)
    // Back on Account with the toast showing: Disconnect is not under it, and a click would reach it
    // (trial: Playwright's own checks that the button receives the pointer, without clicking).
    await disconnect.waitFor()
    await saveScreenshot(page, 'toasts/german-toast-over-account')
    const [toastBox, buttonBox] = await Promise.all([toast.boundingBox(), disconnect.boundingBox()])
    expect(toastBox && buttonBox).toBeTruthy()
    const overlaps =
      toastBox!.x < buttonBox!.x + buttonBox!.width &&
      buttonBox!.x < toastBox!.x + toastBox!.width &&
      toastBox!.y < buttonBox!.y + buttonBox!.height &&
      buttonBox!.y < toastBox!.y + toastBox!.height
    expect(overlaps).toBe(false)
    await disconnect.click({ trial: true, timeout: 2000 })
    // It closes on its own (5 s for a success), without anyone touching it.
    await expect.poll(() => toast.count(), { timeout: 15_000 }).toBe(0)
    expect(await dialog.getByText(text('send.viewOnExplorer')).count()).toBe(0)

    // The second send: while its toast shows, a real click on Disconnect disconnects, and the toast goes with the account.
    const second = await sendQuarterEth(page)
    expect(await second.isVisible()).toBe(true)
    await disconnect.click({ timeout: 2000 })
    await expect.poll(() => demoField(page, 'Status'), { timeout: 15_000 }).toBe('disconnected')
    await expect.poll(() => second.count()).toBe(0)
    // Nor is it waiting on the Connect view.
    if (!(await dialog.isVisible()))
      await page
        .getByRole('button', { name: text('button.connect') })
        .first()
        .click()
    await dialog.getByRole('heading', { name: text('view.Connect') }).waitFor()
    expect(await dialog.getByText(text('send.sent').replace('{amount}', '0,25 ETH')).count()).toBe(0)
  })
})
