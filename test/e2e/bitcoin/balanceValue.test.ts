import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { browserSession, connectThroughModal, bitcoinWallet, faucet, freshBitcoinKey, openAccount } from './bitcoinStack.js'

/**
 * Issue 24 (Bitcoin account): the Tokens tab shows the BTC the data service prices, with its
 * dollar value (it said 'Token Balance Unavailable'); the button shows the balance from the
 * connect on; a payment received while Account is open shows once its block is mined.
 */
const session = browserSession()
beforeAll(() => session.start())
afterAll(() => session.stop())

const WALLET = 'Balance Bitcoin Wallet'

describe('Bitcoin balance and its value', () => {
  it('Tokens shows the BTC with a dollar value; the button has the balance; a payment received while Account is open shows without reopening', async () => {
    const key = freshBitcoinKey()
    await faucet(key.payment, 25_000_000)
    const { page, pageErrors } = await session.open([bitcoinWallet(key.privateKeyHex, { name: WALLET })])
    await connectThroughModal(page, WALLET)
    const button = page.getByRole('button', { name: /^Account / })
    await expect.poll(() => button.textContent(), { timeout: 15_000 }).toMatch(/ · 0\.250 BTC$/)

    await openAccount(page)
    const row = page.locator('[data-testid="hatch-token-row"][data-symbol="BTC"]')
    await row.waitFor({ timeout: 15_000 })
    const text = (await row.textContent()) ?? ''
    expect(text).toContain('0.250 BTC')
    // The sandbox data service prices BTC (60,000 USD unless a test changed it): a dollar figure.
    expect(text).toMatch(/\$[\d,]+\.\d{2}/)
    expect(await page.getByText('Token Balance Unavailable').count()).toBe(0)

    // Someone pays the visitor: the backend mines it at once, and the open view follows the new tip.
    await faucet(key.payment, 10_000_000)
    await expect.poll(() => page.locator('[data-testid="hatch-account-balance"]').textContent(), { timeout: 20_000 }).toBe('0.350 BTC')
    expect(pageErrors).toEqual([])
  })
})
