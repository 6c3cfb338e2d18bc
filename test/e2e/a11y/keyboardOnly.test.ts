/**
 * Keyboard only: the EVM test wallet connects, a token is sent and the wallet disconnects with key
 * presses alone (no mouse or click event reaches the page). On each navigation focus lands where the
 * visitor goes next (the view's heading or its first field), and every focused control shows a
 * focus ring of at least 2 px whose colour stands out 3:1 from what is behind it (WCAG 2.4.7,
 * 1.4.11).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, http, parseEther, parseUnits } from 'viem'
import type { Browser } from 'playwright-core'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import { demoField, demoUrl, freshAccount, fund, network, walletFor } from '../evm/evmStack.js'
import { expectFocusRing, focused, recordPointerEvents, tabTo } from './focus.js'

const WALLET = 'Keyboard Wallet'

let browser: Browser
let opened: OpenedPage | undefined
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await opened?.close()
  await browser?.close()
})

describe('keyboard only', () => {
  it('connects the EVM test wallet, sends USDC and disconnects without a mouse event; focus follows each view', { timeout: 120_000 }, async () => {
    const main = network(0)
    const account = freshAccount()
    const receiver = freshAccount().address
    await fund(main, account.address, { wei: parseEther('1'), usdcUnits: parseUnits('20', 6) })
    opened = await openPage(browser, demoUrl(), { wallets: [walletFor(account, { name: WALLET, rdns: 'io.hatch.e2e.keyboard', networks: [main] })] })
    const { page } = opened
    // Any pointer event reaching the page fails the test.
    const pointerEvents = await recordPointerEvents(page)

    // The page's Connect Wallet button, reached with Tab, opens the modal with Enter.
    expectFocusRing(await tabTo(page, 'Connect Wallet'), 'Connect Wallet button')
    await page.keyboard.press('Enter')
    await page.getByRole('dialog').getByRole('heading', { name: 'Connect Wallet' }).waitFor()
    const onOpen = await focused(page)
    expect(onOpen?.inModal && onOpen.role).toBe('dialog')

    expectFocusRing(await tabTo(page, WALLET), 'wallet row')
    await page.keyboard.press('Enter')
    await expect.poll(() => demoField(page, 'Status'), { timeout: 20_000 }).toBe('connected')

    // Connected: the Account view, or the modal closed with focus back on the page's button.
    await page
      .locator('[data-testid="hatch-account-view"]')
      .or(page.getByRole('button', { name: /^Account / }))
      .first()
      .waitFor()
    if (!(await page.getByRole('dialog').isVisible())) {
      await expect.poll(async () => (await focused(page))?.name).toMatch(/^Account /)
      await page.keyboard.press('Enter')
    }
    await page.locator('[data-testid="hatch-account-view"]').waitFor()
    await expect.poll(async () => (await focused(page))?.inModal).toBe(true)

    // Send, from the Account's features: focus goes to the first field (the token on EVM).
    expectFocusRing(await tabTo(page, 'Send'), 'Send feature button')
    await page.keyboard.press('Enter')
    await page.getByRole('dialog').getByRole('heading', { name: 'Send' }).waitFor()
    await expect.poll(async () => (await focused(page))?.name, { timeout: 15_000 }).toBe('Token')
    expectFocusRing(await focused(page), 'Token picker')
    // A closed <select> takes the arrow keys: the first token after the placeholder.
    const token = page.getByRole('dialog').getByRole('combobox', { name: 'Token', exact: true })
    for (let i = 0; i < 5 && (await token.locator('option:checked').textContent()) !== 'USDC'; i++) await page.keyboard.press('ArrowDown')
    expect(await token.locator('option:checked').textContent()).toBe('USDC')
    expectFocusRing(await tabTo(page, 'Amount'), 'Amount field')
    await page.keyboard.type('2.5')
    expectFocusRing(await tabTo(page, 'To'), 'To field')
    await page.keyboard.type(receiver)
    await page
      .getByRole('dialog')
      .getByText(/^Network fee: \d/)
      .waitFor({ timeout: 15_000 })
    expectFocusRing(await tabTo(page, 'Send'), 'Send button')
    await page.keyboard.press('Enter')

    // The toast is announced by a live region, and focus lands on the Account view's heading.
    const toast = page.getByRole('dialog').getByRole('status').filter({ hasText: 'Sent 2.5 USDC' })
    await toast.waitFor({ timeout: 30_000 })
    expect(await toast.getAttribute('aria-live')).toBe('polite')
    await page.locator('[data-testid="hatch-account-view"]').waitFor()
    await expect.poll(async () => (await focused(page))?.tag).toBe('h2')
    expect((await focused(page))?.name).toBe('Account')
    const client = createPublicClient({ transport: http(main.rpcUrls.default.http[0]) })
    const usdcOf = (holder: `0x${string}`) =>
      client.readContract({
        address: main.contracts.usdc.address,
        abi: [{ type: 'function', name: 'balanceOf', stateMutability: 'view', inputs: [{ name: 'a', type: 'address' }], outputs: [{ type: 'uint256' }] }],
        functionName: 'balanceOf',
        args: [holder],
      })
    expect(await usdcOf(receiver)).toBe(2_500_000n)

    // Disconnect: the modal closes and focus returns to the page's button.
    expectFocusRing(await tabTo(page, 'Disconnect'), 'Disconnect button')
    await page.keyboard.press('Enter')
    await expect.poll(() => demoField(page, 'Status'), { timeout: 15_000 }).toBe('disconnected')
    await page.getByRole('dialog').waitFor({ state: 'hidden' })
    await expect.poll(async () => (await focused(page))?.name).toBe('Connect Wallet')

    expect(await pointerEvents()).toEqual([])
    expect(opened.pageErrors).toEqual([])
  })
})
