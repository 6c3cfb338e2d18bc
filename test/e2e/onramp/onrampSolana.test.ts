import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import { demoField, demoUrl, openAccount } from '../evm/evmStack.js'
import { fundedKeypair, lamportsOf, solanaWalletFor, solanaWalletScript } from '../solana/solanaStack.js'

let browser: Browser
const opened: OpenedPage[] = []
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await Promise.allSettled(opened.map((p) => p.close()))
  await browser?.close()
})

describe('on-ramp on Solana', () => {
  it('buys 15 USD of SOL with the test card: 0.098466666 SOL arrive on the cluster and the view says so', async () => {
    const buyer = await fundedKeypair(1)
    const name = 'Onramp Solana Wallet'
    const tab = await openPage(browser, demoUrl(), { initScripts: [await solanaWalletScript([solanaWalletFor(buyer, { name })])] })
    opened.push(tab)
    const { page, context, pageErrors } = tab
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('button', { name, exact: true }).click()
    await expect.poll(() => demoField(page, 'Status')).toBe('connected')
    await openAccount(page)
    await page.getByRole('group', { name: 'Wallet features' }).getByRole('button', { name: 'Buy', exact: true }).click()
    const dialog = page.getByRole('dialog')
    // The sandbox provider sells SOL on its Solana cluster, and nothing else there.
    const currency = dialog.getByRole('combobox', { name: 'Currency to buy' })
    expect(await currency.inputValue()).toBe('SOL')
    expect(await currency.locator('option').allTextContents()).toEqual(['SOL · Solana'])
    await dialog.getByRole('textbox', { name: 'Amount (USD)' }).fill('15')
    // 15.00 − 0.23 fee (1.5%, rounded up to the cent) = 14.77 USD at 150 USD/SOL.
    const quote = page.getByRole('region', { name: 'Quote' })
    await quote.waitFor({ timeout: 15_000 })
    // Written as the flow's other amounts are (it said every digit the provider sent: 0.098466666).
    expect(await quote.textContent()).toContain('You receive0.09846 SOL')
    const before = await lamportsOf(buyer.publicKey)

    const popupOpened = context.waitForEvent('page')
    await dialog.getByRole('button', { name: 'Continue to provider' }).click()
    const provider = await popupOpened
    await provider.waitForURL(/\/buy\?/)
    expect(new URL(provider.url()).searchParams.get('destinationCurrencyCode')).toBe('SOL')
    expect(new URL(provider.url()).searchParams.get('walletAddress')).toBe(buyer.publicKey.toBase58())
    await provider.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242')
    await provider.getByRole('textbox', { name: 'Expiry date (MM/YY)' }).fill('01/40')
    await provider.getByRole('textbox', { name: 'Security code' }).fill('321')
    await provider.getByRole('button', { name: 'Pay with card' }).click()
    await provider.getByRole('heading', { name: 'Purchase complete' }).waitFor({ timeout: 30_000 })
    expect(await lamportsOf(buyer.publicKey)).toBe(before + 98_466_666n)

    // The toast writes the amount with the amount formatter's significant digits (0.098466666 → 0.09846).
    await dialog.getByRole('status').filter({ hasText: '0.09846 SOL arrived in your wallet' }).first().waitFor({ timeout: 20_000 })
    // The list below says the same figure (it said 0.098 SOL beside "0.09846 SOL arrived").
    expect(await dialog.getByRole('listitem').filter({ hasText: 'Received' }).textContent()).toContain('0.09846 SOL')
    expect(pageErrors).toEqual([])
  })
})
