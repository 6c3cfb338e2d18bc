/**
 * axe-core finds no violation in any view an EVM wallet visitor reaches on the demo, in light and
 * dark, shadow root included: Connect, All Wallets, the WalletConnect QR, Connecting (waiting and
 * declined), SIWX sign-in, Account with its Tokens, NFTs and Activity tabs, Switch Network, Send
 * (with a refused input's alert and the success toast), Receive, Swap, Buy, Choose Name, Wallets,
 * Switch Chain and Unsupported Network. One page load walks them all, as a visitor would.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEther, parseUnits } from 'viem'
import type { Browser } from 'playwright-core'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import { walletControl } from '../../fixtures/testWallet.js'
import { demoField, freshAccount, fund, network, openAccount, sandbox, walletFor } from '../evm/evmStack.js'
import { mintHatchling, uniqueTokenId } from '../nfts/nftsStack.js'
import { fillSend, openSend, sendForm, successToast, alertShowing } from '../send/sendPage.js'
import { AxeWalk } from './a11yPage.js'

const WALLET = 'A11y Wallet'
const RDNS = 'io.hatch.e2e.a11y-wallet'

let browser: Browser
let opened: OpenedPage | undefined
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await opened?.close()
  await browser?.close()
})

describe('accessibility: every wallet view passes axe in light and dark', () => {
  it('walks the demo from Connect to Unsupported Network with 0 violations', { timeout: 240_000 }, async () => {
    const main = network(0)
    const account = freshAccount()
    await fund(main, account.address, { wei: parseEther('2'), usdcUnits: parseUnits('50', 6) })
    await mintHatchling(main, account.address, uniqueTokenId())
    const demo = sandbox().urls.demo
    if (!demo) throw new Error('the sandbox was started without its demo host')
    opened = await openPage(browser, `${demo}/?testWallets=off&siwx=optional`, { wallets: [walletFor(account, { name: WALLET, rdns: RDNS, networks: [main], mode: 'hang' })] })
    const { page } = opened
    const dialog = page.getByRole('dialog')
    const axe = new AxeWalk(page)
    const back = () => dialog.getByRole('button', { name: 'Back', exact: true }).click()

    await axe.check('Demo page')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog.getByRole('heading', { name: 'Connect Wallet' }).waitFor()
    await axe.check('Connect')

    await dialog.getByRole('button', { name: 'All Wallets' }).click()
    await dialog.getByRole('list', { name: 'Wallets' }).getByRole('button').first().waitFor()
    await axe.check('All Wallets')
    await back()

    await dialog.getByRole('button', { name: 'WalletConnect', exact: true }).click()
    await page.getByRole('img', { name: 'QR code' }).waitFor({ timeout: 20_000 })
    await axe.check('WalletConnect QR')
    await back()

    await dialog.getByRole('button', { name: WALLET, exact: true }).click()
    await dialog.getByText('Accept the connection request in the wallet.').waitFor()
    await axe.check('Connecting (waiting)')
    await walletControl(page, RDNS, 'dismissPending')
    await dialog.getByText('Connection rejected').first().waitFor()
    await axe.check('Connecting (declined)')
    await walletControl(page, RDNS, 'setMode', 'approve')
    await dialog.getByRole('button', { name: 'Try again' }).click()

    await dialog.getByRole('heading', { name: 'Sign In' }).waitFor({ timeout: 20_000 })
    await axe.check('SIWX sign-in')
    await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
    await expect.poll(() => demoField(page, 'Status'), { timeout: 20_000 }).toBe('connected')
    if (!(await page.locator('[data-testid="hatch-account-view"]').isVisible())) {
      if (await dialog.isVisible()) await page.keyboard.press('Escape')
      await openAccount(page)
    }
    await dialog.getByText('50.000 USDC').first().waitFor({ timeout: 15_000 })
    await axe.check('Account: Tokens')
    const tabs = dialog.getByRole('tablist', { name: 'Account sections' })
    await tabs.getByRole('tab', { name: 'NFTs' }).click()
    await dialog.getByRole('list', { name: 'NFTs' }).getByRole('listitem').first().waitFor({ timeout: 15_000 })
    await axe.check('Account: NFTs')
    await tabs.getByRole('tab', { name: 'Activity' }).click()
    await dialog.getByRole('list', { name: 'Transactions' }).getByRole('listitem').first().waitFor({ timeout: 15_000 })
    await axe.check('Account: Activity')
    await tabs.getByRole('tab', { name: 'Tokens' }).click()

    await dialog.getByRole('button', { name: /^Network: / }).click()
    await dialog.getByRole('heading', { name: 'Switch Network' }).waitFor()
    await axe.check('Switch Network')
    await back()

    await openSend(page)
    await axe.check('Send')
    await sendForm(page).submit.click()
    await alertShowing(page, 'An amount and receiver address are required')
    await axe.check('Send (refused input)')
    await fillSend(page, { token: 'ETH', amount: '0.01', to: freshAccount().address }, { waitForFee: true })
    await sendForm(page).submit.click()
    await successToast(page, 'Sent 0.01 ETH')
    await axe.check('Account with the success toast')

    const features = dialog.getByRole('group', { name: 'Wallet features' })
    for (const [button, heading, ready] of [
      ['Receive', 'Receive', () => page.getByRole('img', { name: 'QR code of your address' }).waitFor()],
      ['Swap', 'Swap', () => dialog.getByRole('combobox', { name: 'From', exact: true }).waitFor()],
      ['Buy', 'Buy', () => dialog.getByRole('combobox', { name: 'Currency to buy' }).waitFor()],
      ['Register name', 'Choose Name', () => dialog.getByRole('textbox', { name: 'Name', exact: true }).waitFor()],
      ['Wallets', 'Wallets', () => dialog.getByRole('list', { name: 'Connected wallets' }).waitFor()],
    ] as const) {
      await features.getByRole('button', { name: button, exact: true }).click()
      await dialog.getByRole('heading', { name: heading, exact: true }).waitFor()
      await ready()
      await axe.check(heading)
      await back()
      await page.locator('[data-testid="hatch-account-view"]').waitFor()
    }

    await dialog.getByRole('button', { name: 'Close', exact: true }).click()
    await dialog.waitFor({ state: 'hidden' })
    await page.getByRole('button', { name: 'Use Solana' }).click()
    await dialog.getByRole('button', { name: /^Switch to / }).waitFor()
    await axe.check('Switch Chain')
    await dialog.getByRole('button', { name: 'Close', exact: true }).click()
    await dialog.waitFor({ state: 'hidden' })
    await page.getByRole('button', { name: 'Use EVM' }).click()

    await walletControl(page, RDNS, 'switchChainFromWallet', 424242, { name: 'Unknown Chain', rpcUrl: main.rpcUrls.default.http[0] as string })
    await dialog.getByRole('heading', { name: 'Unsupported Network' }).waitFor({ timeout: 15_000 })
    await axe.check('Unsupported Network')

    axe.assertClean()
    expect(axe.checked.length).toBeGreaterThanOrEqual(40)
    expect(opened.pageErrors).toEqual([])
  })
})
