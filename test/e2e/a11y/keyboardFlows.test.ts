/**
 * More flows with the keyboard alone (no pointer event on the demo page): e-mail login (address,
 * code) and the Account tabs with the arrow keys; a required sign-in (SIWX) after connecting, the
 * network list and Back, and Escape closing with focus back on the page's button; a network switch,
 * Receive's Copy address and a swap. Focus lands on
 * each new view's heading or first field, with a visible ring.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEther } from 'viem'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import { demoUrl, freshAccount, fund, network, sandbox, walletFor } from '../evm/evmStack.js'
import { codeOf, demoField, freshEmail, readMailbox } from '../email/emailStack.js'
import { expectFocusRing, focused, recordPointerEvents, tabTo } from './focus.js'

let browser: Browser
const opened: OpenedPage[] = []
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await Promise.allSettled(opened.map((o) => o.close()))
  await browser?.close()
})

const focusedName = async (page: Page) => (await focused(page))?.name

describe('keyboard only, more flows', () => {
  it('logs in by e-mail and moves through the Account tabs with the arrow keys', { timeout: 120_000 }, async () => {
    const session = await openPage(browser, demoUrl())
    opened.push(session)
    const { page } = session
    const pointerEvents = await recordPointerEvents(page)
    const email = freshEmail('keyboard')

    await tabTo(page, 'Connect Wallet')
    await page.keyboard.press('Enter')
    await page.getByRole('dialog').getByRole('heading', { name: 'Connect Wallet' }).waitFor()
    expectFocusRing(await tabTo(page, 'Email'), 'Email method')
    await page.keyboard.press('Enter')
    // Email Login puts the visitor in its address field.
    await expect.poll(() => focusedName(page), { timeout: 10_000 }).toBe('Email')
    expectFocusRing(await focused(page), 'Email field')
    await page.keyboard.type(email)
    await page.keyboard.press('Enter')
    // Then in the code field.
    await expect.poll(() => focusedName(page), { timeout: 15_000 }).toBe('Code')
    const mail = await readMailbox(session.context, email, /^Your login code$/)
    await page.bringToFront()
    await page.keyboard.type(codeOf(mail))
    await page.keyboard.press('Enter')
    await expect.poll(() => demoField(page, 'Status'), { timeout: 20_000 }).toBe('connected')
    await page.locator('[data-testid="hatch-account-view"]').waitFor()
    await expect.poll(async () => (await focused(page))?.inModal).toBe(true)

    const tab = await tabTo(page, 'Tokens')
    expectFocusRing(tab, 'Tokens tab')
    expect(tab.role).toBe('tab')
    await page.keyboard.press('ArrowRight')
    expect(await focusedName(page)).toBe('NFTs')
    expect(await page.getByRole('dialog').getByRole('tab', { name: 'NFTs' }).getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('End')
    expect(await focusedName(page)).toBe('Activity')
    expect(await page.getByRole('dialog').getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(
      await page.getByRole('dialog').getByRole('tab', { name: 'Activity' }).getAttribute('id'),
    )
    await page.keyboard.press('Home')
    expect(await focusedName(page)).toBe('Tokens')

    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'hidden' })
    await expect.poll(() => focusedName(page)).toMatch(/^Account /)
    expect(await pointerEvents()).toEqual([])
    expect(session.pageErrors).toEqual([])
  })

  it('signs in (SIWX required) after connecting, opens the network list and goes Back, and closes with Escape', { timeout: 120_000 }, async () => {
    const main = network(0)
    const account = freshAccount()
    await fund(main, account.address, { wei: parseEther('1') })
    const demo = sandbox().urls.demo
    if (!demo) throw new Error('the sandbox was started without its demo host')
    const session = await openPage(browser, `${demo}/?testWallets=off&siwx=required`, {
      wallets: [walletFor(account, { name: 'Keyboard SIWX Wallet', rdns: 'io.hatch.e2e.keyboard-siwx', networks: [main] })],
    })
    opened.push(session)
    const { page } = session
    const dialog = page.getByRole('dialog')
    const pointerEvents = await recordPointerEvents(page)

    await tabTo(page, 'Connect Wallet')
    await page.keyboard.press('Enter')
    await dialog.getByRole('heading', { name: 'Connect Wallet' }).waitFor()
    await tabTo(page, 'Keyboard SIWX Wallet')
    await page.keyboard.press('Enter')
    // Sign In puts focus on Sign once the message is ready.
    await dialog.getByRole('heading', { name: 'Sign In' }).waitFor({ timeout: 20_000 })
    await expect.poll(() => focusedName(page), { timeout: 15_000 }).toBe('Sign')
    expectFocusRing(await focused(page), 'Sign button')
    await page.keyboard.press('Enter')
    await expect.poll(() => demoField(page, 'Status'), { timeout: 20_000 }).toBe('connected')

    if (!(await page.locator('[data-testid="hatch-account-view"]').isVisible())) {
      await expect.poll(() => focusedName(page)).toMatch(/^Account /)
      await page.keyboard.press('Enter')
      await page.locator('[data-testid="hatch-account-view"]').waitFor()
    }
    expectFocusRing(await tabTo(page, /^Network: /), 'Network button')
    await page.keyboard.press('Enter')
    await dialog.getByRole('heading', { name: 'Switch Network' }).waitFor()
    // The control that navigated is gone: focus is on the new view's heading.
    await expect.poll(async () => (await focused(page))?.tag).toBe('h2')
    expect(await focusedName(page)).toBe('Switch Network')
    expectFocusRing(await tabTo(page, 'Back', { backwards: true }), 'Back button')
    await page.keyboard.press('Enter')
    await page.locator('[data-testid="hatch-account-view"]').waitFor()
    await expect.poll(async () => (await focused(page))?.tag).toBe('h2')
    expect(await focusedName(page)).toBe('Account')

    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    await expect.poll(() => focusedName(page)).toMatch(/^Account /)
    expect(await pointerEvents()).toEqual([])
    expect(session.pageErrors).toEqual([])
  })

  it('switches the network, copies the address in Receive and swaps ETH for USDC on Hatch Layer', { timeout: 150_000 }, async () => {
    // Hatch Layer: the swap test swaps on Hatch Mainnet's pools only, so this swap moves no price it reads.
    const [main, layer] = [network(0), network(1)]
    const account = freshAccount()
    for (const net of [main, layer]) await fund(net, account.address, { wei: parseEther('5') })
    const session = await openPage(browser, demoUrl(), {
      wallets: [walletFor(account, { name: 'Keyboard Swap Wallet', rdns: 'io.hatch.e2e.keyboard-swap', networks: [main, layer] })],
    })
    opened.push(session)
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const { page } = session
    const dialog = page.getByRole('dialog')
    const accountView = page.locator('[data-testid="hatch-account-view"]')
    const pointerEvents = await recordPointerEvents(page)

    await tabTo(page, 'Connect Wallet')
    await page.keyboard.press('Enter')
    await dialog.getByRole('heading', { name: 'Connect Wallet' }).waitFor()
    await tabTo(page, 'Keyboard Swap Wallet')
    await page.keyboard.press('Enter')
    await expect.poll(() => demoField(page, 'Status'), { timeout: 20_000 }).toBe('connected')
    if (!(await accountView.isVisible())) {
      await expect.poll(() => focusedName(page)).toMatch(/^Account /)
      await page.keyboard.press('Enter')
      await accountView.waitFor()
    }

    // Network: the list, the other network by Tab, Enter; the wallet moves and Account follows.
    await tabTo(page, `Network: ${main.name}`)
    await page.keyboard.press('Enter')
    await dialog.getByRole('heading', { name: 'Switch Network' }).waitFor()
    await dialog.getByRole('button', { name: layer.name, exact: true }).waitFor()
    expectFocusRing(await tabTo(page, layer.name), `${layer.name} row`)
    await page.keyboard.press('Enter')
    await expect.poll(() => demoField(page, 'Network'), { timeout: 20_000 }).toBe(layer.name)
    await accountView.waitFor()
    await expect.poll(async () => (await focused(page))?.inModal).toBe(true)

    // Receive: copy the address with Enter; the button says so.
    await tabTo(page, 'Receive')
    await page.keyboard.press('Enter')
    await dialog.getByRole('heading', { name: 'Receive', exact: true }).waitFor()
    // The view's chunk and address load after its heading shows; a visitor waits for them too.
    await dialog.getByRole('button', { name: 'Copy address' }).waitFor()
    expectFocusRing(await tabTo(page, 'Copy address'), 'Copy address')
    await page.keyboard.press('Enter')
    await expect.poll(() => focusedName(page)).toBe('Copied')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(account.address)
    await tabTo(page, 'Back', { backwards: true })
    await page.keyboard.press('Enter')
    await accountView.waitFor()

    // Swap: focus waits in Amount once the tokens are in; To by arrow keys; Enter on Swap.
    await tabTo(page, 'Swap')
    await page.keyboard.press('Enter')
    await dialog.getByRole('heading', { name: 'Swap' }).waitFor()
    await expect.poll(() => focusedName(page), { timeout: 15_000 }).toBe('Amount')
    expectFocusRing(await tabTo(page, 'To', { backwards: true }), 'To picker')
    const to = dialog.getByRole('combobox', { name: 'To', exact: true })
    for (let i = 0; i < 6 && (await to.locator('option:checked').textContent()) !== 'USDC'; i++) await page.keyboard.press('ArrowDown')
    expect(await to.locator('option:checked').textContent()).toBe('USDC')
    await tabTo(page, 'Amount')
    await page.keyboard.type('0.1')
    await dialog.getByText(/^You receive: \d/).waitFor({ timeout: 15_000 })
    await dialog.getByText(/^Network fee: \d/).waitFor({ timeout: 15_000 })
    expectFocusRing(await tabTo(page, 'Swap'), 'Swap button')
    await page.keyboard.press('Enter')
    await dialog.getByRole('status').filter({ hasText: 'Swapped 0.1 ETH for ' }).waitFor({ timeout: 30_000 })
    await expect.poll(async () => (await focused(page))?.inModal).toBe(true)

    expect(await pointerEvents()).toEqual([])
    expect(session.pageErrors).toEqual([])
  })
})
