import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readQr } from '../../fixtures/readQr.js'
import { bitcoinWallet, browserSession, connectThroughModal, faucet, freshBitcoinKey, openAccount } from '../bitcoin/bitcoinStack.js'

const session = browserSession()
beforeAll(() => session.start())
afterAll(() => session.stop())

describe('receive on Bitcoin: payment or ordinal address', () => {
  it('shows the payment address by default and the ordinal one when chosen, each as text and as a QR code that reads back exactly', async () => {
    const key = freshBitcoinKey()
    await faucet(key.payment, 100_000)
    const { page, pageErrors } = await session.open([bitcoinWallet(key.privateKeyHex, { name: 'Receive BTC Wallet' })])
    await connectThroughModal(page, 'Receive BTC Wallet')
    await openAccount(page)
    await page.getByRole('group', { name: 'Wallet features' }).getByRole('button', { name: 'Receive' }).click()

    const choice = page.getByRole('radiogroup', { name: 'Bitcoin address' })
    expect(await choice.getByRole('radio', { name: 'Payment' }).isChecked()).toBe(true)
    await page.getByRole('dialog').getByText(key.payment, { exact: true }).waitFor()
    expect(await readQr(page.getByRole('img', { name: 'QR code of your address' }))).toBe(key.payment)

    await choice.getByRole('radio', { name: 'Ordinals' }).check()
    await page.getByRole('dialog').getByText(key.ordinal, { exact: true }).waitFor()
    expect(await readQr(page.getByRole('img', { name: 'QR code of your address' }))).toBe(key.ordinal)
    expect(await page.getByText('For ordinals and inscriptions.').isVisible()).toBe(true)
    expect(pageErrors).toEqual([])
  })
})
