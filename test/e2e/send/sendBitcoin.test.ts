import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { saveScreenshot } from '../../fixtures/browser.js'
import { backendSats, bitcoinWallet, browserSession, connectThroughModal, displayBtc, faucet, freshBitcoinKey, openAccount } from '../bitcoin/bitcoinStack.js'
import { shortAddress } from '../../../ui/primitives/AddressText.js'
import { openActivityTab, transactionList } from '../activity/activityPage.js'
import { alertShowing, fillSend, openSend, sendForm, successToast } from './sendPage.js'

const session = browserSession()
beforeAll(() => session.start())
afterAll(() => session.stop())

async function openFunded(sats: number, name: string) {
  const key = freshBitcoinKey()
  await faucet(key.payment, sats)
  const opened = await session.open([bitcoinWallet(key.privateKeyHex, { name })])
  await connectThroughModal(opened.page, name)
  await openAccount(opened.page)
  return { key, ...opened }
}

describe('send on Bitcoin from the demo through the Bitcoin test wallet (the adapter PSBT path)', () => {
  it('sends BTC: the receiver gets exactly the amount on the backend, Account shows the new balance', async () => {
    const { key, page, pageErrors, offHostRequests } = await openFunded(2_000_000, 'Send BTC Wallet')
    const receiver = freshBitcoinKey().payment
    await openSend(page)
    expect(await sendForm(page).token.inputValue()).toBe('native')
    await fillSend(page, { amount: '0.005', to: receiver }, { waitForFee: true })
    await saveScreenshot(page, 'send/bitcoin-form')
    await sendForm(page).submit.click()
    await successToast(page, 'Sent 0.005 BTC')
    expect(await backendSats(receiver)).toBe(500_000n)
    const left = await backendSats(key.payment)
    expect(left).toBeLessThan(1_500_000n)
    expect(left).toBeGreaterThan(1_490_000n)
    await expect.poll(() => page.locator('[data-testid="hatch-account-balance"]').textContent(), { timeout: 15_000 }).toBe(displayBtc(left))
    // The Activity tab lists the send at once (transaction:sent refreshes it; no reload).
    await openActivityTab(page)
    const sentRow = transactionList(page)
      .getByRole('listitem')
      .filter({ hasText: shortAddress(receiver) })
      .first()
    await sentRow.waitFor({ timeout: 15_000 })
    expect(await sentRow.getAttribute('aria-label')).toMatch(/^Sent -0\.0050* BTC to /)
    expect(pageErrors).toEqual([])
    expect(offHostRequests).toEqual([])
  })

  it('names an address of another network and an amount over the balance, sending nothing', async () => {
    const { key, page } = await openFunded(1_000_000, 'BTC Checks Wallet')
    await openSend(page)
    const before = await backendSats(key.payment)
    await fillSend(page, { amount: '0.001', to: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' })
    await sendForm(page).submit.click()
    expect(await alertShowing(page, 'Invalid Bitcoin address')).toBe('Invalid Bitcoin address: not a valid address on Bitcoin (regtest)')
    await fillSend(page, { amount: '0.02', to: freshBitcoinKey().payment })
    await sendForm(page).submit.click()
    expect(await alertShowing(page, 'Insufficient BTC balance')).toBe('Insufficient BTC balance: 0.02 needed, 0.01 available')
    // The whole balance cannot go either: the fee comes on top.
    await fillSend(page, { amount: '0.01' })
    await sendForm(page).submit.click()
    expect(await alertShowing(page, 'Insufficient BTC balance')).toMatch(/^Insufficient BTC balance: 0\.01\d+ needed, 0\.01 available$/)
    expect(await backendSats(key.payment)).toBe(before)
  })

  it('Max sends the whole balance less the fee of spending every coin', async () => {
    const key = freshBitcoinKey()
    await faucet(key.payment, 300_000)
    await faucet(key.payment, 200_000)
    const { page } = await session.open([bitcoinWallet(key.privateKeyHex, { name: 'BTC Max Wallet' })])
    await connectThroughModal(page, 'BTC Max Wallet')
    await openAccount(page)
    await openSend(page)
    const receiver = freshBitcoinKey().payment
    await fillSend(page, { to: receiver })
    await sendForm(page).max.click()
    await expect.poll(() => sendForm(page).amount.inputValue()).not.toBe('')
    const filled = BigInt(Math.round(Number(await sendForm(page).amount.inputValue()) * 1e8))
    expect(filled).toBeLessThan(500_000n)
    expect(filled).toBeGreaterThan(499_000n)
    await sendForm(page).submit.click()
    await successToast(page, 'Sent ')
    expect(await backendSats(receiver)).toBe(filled)
    expect(await backendSats(key.payment)).toBe(0n)
  })
})
