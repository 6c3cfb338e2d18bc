/**
 * axe-core finds no violation in any view an EVM wallet visitor reaches on the demo, in light and
 * dark, shadow root included: Connect, All Wallets (and a search with no result), the WalletConnect QR, Connecting (waiting and
 * declined), SIWX sign-in, Account with its Tokens, NFTs and Activity tabs, Switch Network, Send
 * (with a refused input's alert and the success toast), Receive, Swap and Buy (each with a quote),
 * Choose Name (a taken name and its suggestions), Wallets,
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
const others: OpenedPage[] = []
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await Promise.allSettled([opened, ...others].flatMap((o) => (o ? [o.close()] : [])))
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
    opened = await openPage(browser, `${demo}/?testWallets=off&siwx=optional`, {
      wallets: [walletFor(account, { name: WALLET, rdns: RDNS, networks: [main], mode: 'hang' })],
    })
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
    await dialog.getByRole('searchbox', { name: 'Search wallets' }).fill('zzzz-no-such-wallet')
    await dialog.getByText('No wallet found').waitFor({ timeout: 15_000 })
    await axe.check('All Wallets (no result)')
    await back()

    await dialog.getByRole('button', { name: 'WalletConnect', exact: true }).click()
    await page.getByRole('img', { name: 'QR code' }).waitFor({ timeout: 20_000 })
    await axe.check('WalletConnect QR')
    await back()

    await dialog.getByRole('button', { name: WALLET, exact: true }).click()
    await dialog.getByText('Accept the connection request in the wallet.').waitFor()
    await axe.check('Connecting (waiting)')
    // The wallet holds the request by now (the view shows before the request reaches it).
    await expect.poll(() => walletControl(page, RDNS, 'pendingCount')).toBe(1)
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
    // Seen twice under load (ci56, ci61) as a timeout that passed on the retry: say what the dialog
    // showed instead, to tell a failed balance read (then blocked for 30 s by spec §8) from a slow one.
    await dialog
      .getByText('50.000 USDC')
      .first()
      .waitFor({ timeout: 15_000 })
      .catch(async (error: Error) => {
        throw new Error(`${error.message}\nThe dialog read: ${await dialog.innerText().catch(() => '(nothing)')}`)
      })
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
    // Each feature view as it opens, then (where it has one) with an input that brings a quote or an answer.
    const views: [button: string, heading: string, ready: () => Promise<void>, filled?: () => Promise<void>][] = [
      ['Receive', 'Receive', () => page.getByRole('img', { name: 'QR code of your address' }).waitFor()],
      [
        'Swap',
        'Swap',
        () => dialog.getByRole('combobox', { name: 'From', exact: true }).waitFor(),
        async () => {
          await dialog.getByRole('textbox', { name: 'Amount', exact: true }).fill('0.1')
          await dialog.getByText(/^You receive: \d/).waitFor({ timeout: 15_000 })
        },
      ],
      [
        'Buy',
        'Buy',
        () => dialog.getByRole('combobox', { name: 'Currency to buy' }).waitFor(),
        async () => {
          await dialog.getByRole('textbox', { name: /^Amount \(/ }).fill('50')
          await page.getByRole('region', { name: 'Quote' }).waitFor({ timeout: 15_000 })
        },
      ],
      [
        'Register name',
        'Choose Name',
        () => dialog.getByRole('textbox', { name: 'Name', exact: true }).waitFor(),
        async () => {
          await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('alice')
          await dialog.getByRole('region', { name: 'Available names' }).getByRole('button').first().waitFor({ timeout: 15_000 })
        },
      ],
      ['Wallets', 'Wallets', () => dialog.getByRole('list', { name: 'Connected wallets' }).waitFor()],
    ]
    for (const [button, heading, ready, filled] of views) {
      await features.getByRole('button', { name: button, exact: true }).click()
      await dialog.getByRole('heading', { name: heading, exact: true }).waitFor()
      await ready()
      await axe.check(heading)
      if (filled) {
        await filled()
        await axe.check(`${heading} (filled in)`)
      }
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
    expect(axe.checked.length).toBeGreaterThanOrEqual(50)
    expect(opened.pageErrors).toEqual([])
  })

  it(
    'walks the Solana and Bitcoin accounts of the demo’s own test wallets (Account, Bitcoin addresses, Receive with its address choice, Send) with 0 violations',
    { timeout: 120_000 },
    async () => {
      const demo = sandbox().urls.demo
      if (!demo) throw new Error('the sandbox was started without its demo host')
      // The demo's own wallets answer at once (their default is to prompt in a panel of their own).
      const session = await openPage(browser, `${demo}/?walletMode=approve`)
      others.push(session)
      const { page } = session
      const dialog = page.getByRole('dialog')
      const axe = new AxeWalk(page)
      const back = () => dialog.getByRole('button', { name: 'Back', exact: true }).click()
      const account = page.locator('[data-testid="hatch-account-view"]')
      const features = dialog.getByRole('group', { name: 'Wallet features' })

      for (const wallet of ['Hatch Solana Wallet', 'Hatch Bitcoin Wallet']) {
        await page.getByRole('button', { name: 'Connect Wallet' }).click()
        await dialog.getByRole('button', { name: wallet, exact: true }).click()
        await account
          .or(page.getByRole('button', { name: /^Account / }))
          .first()
          .waitFor({ timeout: 20_000 })
        if (!(await account.isVisible())) await page.getByRole('button', { name: /^Account / }).click()
        await account.waitFor()
        await axe.check(`Account (${wallet})`)
        await features.getByRole('button', { name: 'Receive', exact: true }).click()
        await dialog.getByRole('heading', { name: 'Receive', exact: true }).waitFor()
        await axe.check(`Receive (${wallet})`)
        await back()
        await account.waitFor()
        await features.getByRole('button', { name: 'Send', exact: true }).click()
        await dialog.getByRole('heading', { name: 'Send', exact: true }).waitFor()
        await axe.check(`Send (${wallet})`)
        await back()
        await account.waitFor()
        await dialog.getByRole('button', { name: 'Disconnect', exact: true }).click()
        await expect.poll(() => demoField(page, 'Status'), { timeout: 15_000 }).toBe('disconnected')
        if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Close', exact: true }).click()
        await dialog.waitFor({ state: 'hidden' })
      }

      axe.assertClean()
      expect(session.pageErrors).toEqual([])
    },
  )
})
