import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { createPublicClient, erc20Abi, http, parseEther, parseUnits, type Address } from 'viem'
import { launchBrowser, openPage, saveScreenshot, type OpenedPage } from '../../fixtures/browser.js'
import { walletControl } from '../../fixtures/testWallet.js'
import { connectThroughModal, freshAccount, fund, network, sandbox, walletFor, type TestAccount } from '../evm/evmStack.js'

/**
 * Issue 15 "Done when" (pay): the demo page, as a host, asks for 1.5 USDC with `requestPayment`
 * (its "Pay 1.5 USDC" control); the visitor pays from the injected test wallet or from the
 * sandbox exchange account's page; the promise settles as the demo prints it.
 */
const main = network(0)
// The wallet payment holds automine off while it checks the promise waits: on Hatch Testnet, which
// no other test sends on, so no parallel test's transaction waits for a block meanwhile.
const quiet = network(2)
const clientOf = (net: typeof main) => createPublicClient({ transport: http(net.rpcUrls.default.http[0]) })
const client = clientOf(main)
const usdcOf = (address: Address, net = main) =>
  clientOf(net).readContract({ address: net.contracts.usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
const rpc = async (method: string, params: unknown[] = []) => {
  const response = await fetch(quiet.rpcUrls.default.http[0] as string, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
}

let browser: Browser
const opened: OpenedPage[] = []
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await Promise.allSettled(opened.map((o) => o.close()))
  await browser?.close()
})

/** The demo with the pay feature on, paying `recipient`, and a connected wallet for `payer`. */
async function openPayDemo(payer: TestAccount, recipient: Address, name: string, net = main) {
  const demo = sandbox().urls.demo
  if (!demo) throw new Error('the sandbox was started without its demo host')
  const rdns = `io.hatch.e2e.${name.toLowerCase().replace(/\W+/g, '-')}`
  const payOn = net === main ? '' : `&payOn=${encodeURIComponent(net.caipNetworkId)}`
  const page = await openPage(browser, `${demo}/?testWallets=off&pay=1&payTo=${recipient}${payOn}`, {
    wallets: [walletFor(payer, { name, rdns, networks: [net] })],
  })
  opened.push(page)
  await connectThroughModal(page.page, name)
  // The connect flow ends on Account or closes: start each payment from a closed modal.
  await page.page.keyboard.press('Escape')
  return { ...page, rdns }
}

const payResult = (page: Page) => page.getByRole('status', { name: 'Payment result' })
const dialog = (page: Page) => page.getByRole('dialog')

describe('pay: a host asks for 1.5 USDC', () => {
  it('paid from the EVM wallet: the promise resolves with the hash only once mined, and the recipient holds exactly 1.5 USDC more', async () => {
    const payer = freshAccount()
    const recipient = freshAccount().address
    await fund(quiet, payer.address, { wei: parseEther('1'), usdcUnits: parseUnits('10', 6) })
    const { page, pageErrors, offHostRequests } = await openPayDemo(payer, recipient, 'Pay Wallet', quiet)
    const before = await usdcOf(recipient, quiet)

    await page.getByRole('button', { name: 'Pay 1.5 USDC', exact: true }).click()
    const view = dialog(page)
    await view.getByText('Payment requested').waitFor()
    expect(await view.getByText('1.5 USDC').count()).toBeGreaterThan(0)
    expect(await view.getByText(quiet.name).count()).toBeGreaterThan(0)
    const fromWallet = view.getByRole('button', { name: 'Pay 1.5 USDC from your wallet' })
    // Focus is on the first way to pay.
    await expect.poll(() => fromWallet.evaluate((el) => el === (el.getRootNode() as Document | ShadowRoot).activeElement)).toBe(true)
    await saveScreenshot(page, 'pay/request')

    // The node holds the transfer in its mempool until we mine: the promise must wait for that.
    await rpc('evm_setAutomine', [false])
    try {
      await fromWallet.click()
      await view.getByText('Payment pending: waiting for the network to confirm it…').waitFor()
      await new Promise((resolve) => setTimeout(resolve, 1500))
      expect(await payResult(page).textContent()).toBe('Waiting for the payment…')
      expect(await usdcOf(recipient, quiet)).toBe(before)
    } finally {
      await rpc('evm_setAutomine', [true])
      await rpc('evm_mine')
    }

    await expect.poll(() => payResult(page).textContent(), { timeout: 20_000 }).toMatch(/^Paid: 0x[0-9a-f]{64}$/)
    const hash = ((await payResult(page).textContent()) ?? '').slice('Paid: '.length) as `0x${string}`
    const receipt = await clientOf(quiet).getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(payer.address.toLowerCase())
    expect((await usdcOf(recipient, quiet)) - before).toBe(1_500_000n)
    expect(await usdcOf(payer.address, quiet)).toBe(8_500_000n)
    // The view's receipt.
    await view.getByRole('status').filter({ hasText: 'Payment confirmed' }).waitFor()
    expect(await view.getByText(String(receipt.blockNumber), { exact: true }).count()).toBe(1)
    await saveScreenshot(page, 'pay/confirmed')
    expect(pageErrors).toEqual([])
    expect(offHostRequests).toEqual([])
  })

  it('paid from the sandbox exchange account page: the promise resolves with the exchange’s mined transfer', async () => {
    const payer = freshAccount()
    const recipient = freshAccount().address
    await fund(main, payer.address, { wei: parseEther('1') })
    const { page, context, pageErrors } = await openPayDemo(payer, recipient, 'Pay Exchange Wallet')
    await page.getByRole('button', { name: 'Pay 1.5 USDC', exact: true }).click()
    const popupOpened = context.waitForEvent('page')
    await dialog(page).getByRole('button', { name: 'Pay 1.5 USDC from an exchange account' }).click()
    const exchange = await popupOpened
    await exchange.waitForURL(/\/pay\?/)
    await exchange.getByRole('heading', { name: 'Pay 1.5 USDC with your exchange balance' }).waitFor()
    expect(await exchange.getByText(recipient).count()).toBe(1)
    await dialog(page).getByText('Finish the payment on the exchange’s page…').waitFor()
    await saveScreenshot(exchange, 'pay/exchange-page')
    await exchange.getByRole('button', { name: 'Pay 1.5 USDC' }).click()
    await exchange.getByRole('status').filter({ hasText: 'Payment sent' }).waitFor()

    await expect.poll(() => payResult(page).textContent(), { timeout: 20_000 }).toMatch(/^Paid: 0x[0-9a-f]{64}$/)
    const hash = ((await payResult(page).textContent()) ?? '').slice('Paid: '.length) as `0x${string}`
    const receipt = await client.getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(await usdcOf(recipient)).toBe(1_500_000n)
    expect(await dialog(page).getByText('Exchange account').count()).toBe(1)
    expect(pageErrors).toEqual([])
  })

  it('declined in the wallet: the promise rejects (PAY_REJECTED), the page says so plainly and nothing moves', async () => {
    const payer = freshAccount()
    const recipient = freshAccount().address
    await fund(main, payer.address, { wei: parseEther('1'), usdcUnits: parseUnits('10', 6) })
    const { page, rdns, pageErrors } = await openPayDemo(payer, recipient, 'Pay Decline Wallet')
    await walletControl(page, rdns, 'setMode', 'reject')
    await page.getByRole('button', { name: 'Pay 1.5 USDC', exact: true }).click()
    await dialog(page).getByRole('button', { name: 'Pay 1.5 USDC from your wallet' }).click()
    await expect.poll(() => payResult(page).textContent(), { timeout: 20_000 }).toBe('Payment rejected in the wallet')
    await dialog(page).getByRole('alert').filter({ hasText: 'Payment failed' }).waitFor()
    expect(await usdcOf(recipient)).toBe(0n)
    expect(await usdcOf(payer.address)).toBe(10_000_000n)
    expect(pageErrors).toEqual([])
  })

  it('a wallet without enough USDC is told so before the wallet is asked; the payment stays open and can be paid from the exchange', async () => {
    const payer = freshAccount()
    const recipient = freshAccount().address
    await fund(main, payer.address, { wei: parseEther('1'), usdcUnits: 1_000_000n })
    const { page, context, rdns } = await openPayDemo(payer, recipient, 'Pay Short Wallet')
    await page.getByRole('button', { name: 'Pay 1.5 USDC', exact: true }).click()
    await dialog(page).getByRole('button', { name: 'Pay 1.5 USDC from your wallet' }).click()
    const alert = dialog(page).getByRole('alert')
    await alert.waitFor()
    expect(await alert.textContent()).toBe(`Not enough USDC: your wallet holds 1 USDC on ${main.name}, 1.5 USDC is needed`)
    await saveScreenshot(page, 'pay/not-enough')
    expect(await walletControl(page, rdns, 'pendingCount')).toBe(0)
    expect(await payResult(page).textContent()).toBe('Waiting for the payment…')

    // Focus moves to the other way to pay.
    const fromExchange = dialog(page).getByRole('button', { name: 'Pay 1.5 USDC from an exchange account' })
    await expect.poll(() => fromExchange.evaluate((el) => el === (el.getRootNode() as Document | ShadowRoot).activeElement)).toBe(true)
    const popupOpened = context.waitForEvent('page')
    await fromExchange.click()
    const exchange = await popupOpened
    await exchange.getByRole('button', { name: 'Pay 1.5 USDC' }).click()
    await expect.poll(() => payResult(page).textContent(), { timeout: 20_000 }).toMatch(/^Paid: 0x[0-9a-f]{64}$/)
    expect(await usdcOf(recipient)).toBe(1_500_000n)
    expect(await usdcOf(payer.address)).toBe(1_000_000n)
  })

  it('Cancel payment rejects with PAY_CANCELLED: the view and the page say "Payment cancelled", not a failure', async () => {
    const payer = freshAccount()
    const recipient = freshAccount().address
    await fund(main, payer.address, { wei: parseEther('1') })
    const { page } = await openPayDemo(payer, recipient, 'Pay Cancel Wallet')
    await page.getByRole('button', { name: 'Pay 1.5 USDC', exact: true }).click()
    await dialog(page).getByText('Payment requested').waitFor()
    await dialog(page).getByRole('button', { name: 'Cancel payment' }).click()
    await expect.poll(() => payResult(page).textContent(), { timeout: 10_000 }).toBe('Payment cancelled')
    await dialog(page).getByRole('status').filter({ hasText: 'Payment cancelled' }).waitFor()
    expect(await dialog(page).getByText('Payment failed').count()).toBe(0)
    expect(await dialog(page).getByRole('alert').count()).toBe(0)
  })

  it('with no wallet connected, Connect Wallet in the pay view connects one and comes back to the payment, which the wallet then pays', async () => {
    const payer = freshAccount()
    const recipient = freshAccount().address
    await fund(main, payer.address, { wei: parseEther('1'), usdcUnits: parseUnits('10', 6) })
    const demo = sandbox().urls.demo
    if (!demo) throw new Error('the sandbox was started without its demo host')
    const name = 'Pay Later Wallet'
    const opened_ = await openPage(browser, `${demo}/?testWallets=off&pay=1&payTo=${recipient}`, {
      wallets: [walletFor(payer, { name, rdns: 'io.hatch.e2e.pay-later-wallet', networks: [main] })],
    })
    opened.push(opened_)
    const { page, pageErrors } = opened_
    await page.getByRole('button', { name: 'Pay 1.5 USDC', exact: true }).click()
    await dialog(page).getByText(`Connect a wallet on ${main.name} to pay from it.`).waitFor()
    await dialog(page).getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(page).getByRole('button', { name, exact: true }).click()
    // Back on the payment, now with the wallet to pay from; the promise is still waiting.
    const fromWallet = dialog(page).getByRole('button', { name: 'Pay 1.5 USDC from your wallet' })
    await fromWallet.waitFor({ timeout: 15_000 })
    expect(await payResult(page).textContent()).toBe('Waiting for the payment…')
    await fromWallet.click()
    await expect.poll(() => payResult(page).textContent(), { timeout: 20_000 }).toMatch(/^Paid: 0x[0-9a-f]{64}$/)
    expect(await usdcOf(recipient)).toBe(1_500_000n)
    expect(pageErrors).toEqual([])
  })
})
