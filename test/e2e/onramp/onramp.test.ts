import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, erc20Abi, http, parseEther, parseUnits, type Address } from 'viem'
import type { Page } from 'playwright-core'
import { saveScreenshot } from '../../fixtures/browser.js'
import { admin, useProject } from '../activity/activityPage.js'
import { browserSession, connectThroughModal, freshAccount, fund, network, openAccount, walletFor } from '../evm/evmStack.js'

const session = browserSession()
beforeAll(() => session.start())
afterAll(() => session.stop())

/** This file's own project id, so its data-service fault touches no other test. */
const PROJECT_ID = 'hatch-e2e-onramp'
afterEach(() => admin().clearFaults(undefined, PROJECT_ID))

async function usdcOf(address: Address): Promise<bigint> {
  const main = network(0)
  const client = createPublicClient({ transport: http(main.rpcUrls.default.http[0]) })
  return client.readContract({ address: main.contracts.usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
}

/** Opens the demo with a funded fresh account, connected, on the Buy view. */
async function openBuy(name: string, initScripts: string[] = []) {
  const account = freshAccount()
  const main = network(0)
  await fund(main, account.address, { wei: parseEther('1') })
  const opened = await session.open(
    [walletFor(account, { name, rdns: `io.hatch.e2e.onramp.${name.toLowerCase().replace(/\W+/g, '')}`, networks: [main] })],
    initScripts,
  )
  await connectThroughModal(opened.page, name)
  await openAccount(opened.page)
  await opened.page.getByRole('group', { name: 'Wallet features' }).getByRole('button', { name: 'Buy', exact: true }).click()
  await opened.page.getByRole('heading', { name: 'Buy' }).waitFor()
  return { ...opened, account }
}

function buyForm(page: Page) {
  const dialog = page.getByRole('dialog')
  return {
    currency: dialog.getByRole('combobox', { name: 'Currency to buy' }),
    payWith: dialog.getByRole('combobox', { name: 'Pay with' }),
    method: dialog.getByRole('combobox', { name: 'Payment method' }),
    amount: dialog.getByRole('textbox', { name: /^Amount \(/ }),
    submit: dialog.getByRole('button', { name: 'Continue to provider' }),
  }
}

/** The error under the amount field (tied to it by aria-describedby), or '' when none shows. */
const amountError = (page: Page) =>
  buyForm(page).amount.evaluate((el) =>
    el.getAttribute('aria-invalid') === 'true' ? ((el.getRootNode() as ShadowRoot).getElementById(`${el.id}-error`)?.textContent ?? '') : '',
  )

describe('on-ramp: buy crypto through the sandbox provider', () => {
  it('buys 50 USD of USDC with the test card: 49.25 USDC arrive on the chain and the Account shows them', async () => {
    const { page, context, account, pageErrors } = await openBuy('Onramp Wallet')
    const form = buyForm(page)
    // Spec §9 defaults: USDC first; USD and EUR.
    expect(await form.currency.inputValue()).toBe('USDC')
    expect(await form.payWith.locator('option').allTextContents()).toEqual(['USD', 'EUR'])
    await form.amount.fill('50')
    const quote = page.getByRole('region', { name: 'Quote' })
    await quote.waitFor({ timeout: 15_000 })
    const figures = (await quote.textContent()) ?? ''
    expect(figures).toContain('You pay50.00 USD')
    expect(figures).toContain('Network fee0.75 USD')
    expect(figures).toContain('You receive49.25 USDC')
    await saveScreenshot(page, 'onramp/quote')

    const popupOpened = context.waitForEvent('page')
    await form.submit.click()
    const provider = await popupOpened
    await provider.waitForURL(/\/buy\?/)
    const link = new URL(provider.url())
    expect(link.searchParams.get('destinationCurrencyCode')).toBe('USDC')
    expect(link.searchParams.get('walletAddress')).toBe(account.address)
    expect(link.searchParams.get('externalCustomerId')).toBe(account.address)
    expect(link.searchParams.get('publicKey')).toBe('hatch-sandbox')
    await provider.getByRole('heading', { name: 'Buy USDC' }).waitFor()
    await page.getByText('Waiting for your USDC…').waitFor()

    // A card other than the test card is declined, naming the card to use; nothing is credited.
    await provider.getByRole('textbox', { name: 'Card number' }).fill('4000 0000 0000 0002')
    await provider.getByRole('textbox', { name: 'Expiry date (MM/YY)' }).fill('12/39')
    await provider.getByRole('textbox', { name: 'Security code' }).fill('123')
    await provider.getByRole('button', { name: 'Pay with card' }).click()
    expect(await provider.getByRole('alert').textContent()).toContain('Card declined: this sandbox provider takes only the test card 4242 4242 4242 4242.')
    expect(await usdcOf(account.address)).toBe(0n)

    await provider.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242')
    await provider.getByRole('button', { name: 'Pay with card' }).click()
    await provider.getByRole('heading', { name: 'Purchase complete' }).waitFor({ timeout: 30_000 })
    expect(await provider.getByRole('definition').filter({ hasText: 'USDC' }).first().textContent()).toBe('49.25 USDC')
    await saveScreenshot(provider, 'onramp/provider-receipt')
    expect(await usdcOf(account.address)).toBe(parseUnits('49.25', 6))

    // The view sees the USDC arrive, says so, and the Account's Tokens tab shows it.
    await page.getByRole('dialog').getByRole('status').filter({ hasText: '49.25 USDC arrived in your wallet' }).first().waitFor({ timeout: 20_000 })
    await page.getByRole('dialog').getByRole('button', { name: 'Back to account' }).click()
    const usdcRow = page.getByRole('dialog').getByRole('listitem').filter({ hasText: 'USD Coin' })
    await expect.poll(() => usdcRow.textContent(), { timeout: 15_000 }).toContain('49.25')
    expect(pageErrors).toEqual([])
  })

  it('refuses amounts below and above the payment method limits, naming them, and opens nothing', async () => {
    const { page, context } = await openBuy('Onramp Limits Wallet')
    const form = buyForm(page)
    let popups = 0
    context.on('page', () => (popups += 1))

    await form.amount.fill('9.99')
    await expect.poll(() => amountError(page)).toBe('Enter an amount from 10.00 to 7,500.00 USD for card payments')
    await form.submit.click()
    expect(await amountError(page)).toBe('Enter an amount from 10.00 to 7,500.00 USD for card payments')
    // Focus stays where the visitor fixes it.
    expect(await form.amount.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true)

    await form.amount.fill('7500.01')
    await expect.poll(() => amountError(page)).toBe('Enter an amount from 10.00 to 7,500.00 USD for card payments')
    await form.payWith.selectOption('EUR')
    await expect.poll(() => amountError(page)).toBe('Enter an amount from 10.00 to 7,500.00 EUR for card payments')
    // A bank account takes up to 25000.00: the same amount is then fine and quoted.
    await form.method.selectOption({ label: 'Bank account' })
    await expect.poll(() => amountError(page)).toBe('')
    await page.getByRole('region', { name: 'Quote' }).waitFor({ timeout: 15_000 })
    await form.amount.fill('25000.01')
    await expect.poll(() => amountError(page)).toBe('Enter an amount from 10.00 to 25,000.00 EUR for bank account payments')
    expect(await page.getByRole('region', { name: 'Quote' }).count()).toBe(0)
    await form.submit.click()
    expect(popups).toBe(0)
  })

  it('offers the default currencies when the options call fails, and an estimate when the quote fails', async () => {
    await admin().setProject(PROJECT_ID)
    await admin().setFault('data', { status: 503, projectId: PROJECT_ID, path: '/v1/onramp/options' })
    const { page } = await openBuy('Onramp Defaults Wallet', [useProject(PROJECT_ID)])
    await page.getByText('The provider’s currency list is unavailable, so the default currencies are offered.').waitFor()
    const form = buyForm(page)
    // Spec §9: USDC and ETH; USD and EUR; spec §5's card limits.
    expect(await form.currency.inputValue()).toBe('USDC')
    expect(await form.currency.locator('option').allTextContents()).toEqual(['USDC · USD Coin', 'ETH · Ether'])
    expect(await form.payWith.locator('option').allTextContents()).toEqual(['USD', 'EUR'])
    await form.amount.fill('5')
    await expect.poll(() => amountError(page)).toBe('Enter an amount from 10.00 to 7,500.00 USD for card payments')

    await admin().setFault('data', { status: 503, projectId: PROJECT_ID, path: '/v1/onramp/quote' })
    await form.amount.fill('100')
    const estimate = page.getByRole('region', { name: 'Estimate' })
    await estimate.waitFor({ timeout: 15_000 })
    const text = (await estimate.textContent()) ?? ''
    expect(text).toContain('The provider could not quote right now.')
    // The top of the 1-2% fee range: 2.00 of 100.00 USD, 98 USDC at most.
    expect(text).toContain('Network fee2.00 USD')
    expect(text).toContain('You receive≈ 98 USDC')
  })
})
