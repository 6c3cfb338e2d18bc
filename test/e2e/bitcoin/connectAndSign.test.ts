import ecc from '@bitcoinerlab/secp256k1'
import { Verifier } from 'bip322-js'
import { initEccLib, Psbt } from 'bitcoinjs-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REGTEST } from '../../../sandbox/bitcoin/index.js'
import { BITCOIN_DEMO_MESSAGE } from '../../../sandbox/demo/app/BitcoinActions.js'
import { BITCOIN_TEST_WALLET_NAME } from '../../../sandbox/wallets/bitcoin/index.js'
import { saveScreenshot } from '../../fixtures/browser.js'
import {
  backendSats,
  bitcoinControl,
  bitcoinWallet,
  browserSession,
  connectThroughModal,
  demoField,
  demoOutput,
  demoUrl,
  displayBtc,
  esploraUrl,
  faucet,
  freshBitcoinKey,
  openAccount,
  sandbox,
} from './bitcoinStack.js'

initEccLib(ecc)
const session = browserSession()
beforeAll(() => session.start())
afterAll(() => session.stop())

const WALLET = 'E2E Bitcoin Wallet'

/** A fresh key with 0.25 BTC on its payment address and 0.005 BTC on its ordinal one, from the faucet. */
async function fundedKey() {
  const key = freshBitcoinKey()
  await faucet(key.payment, 25_000_000)
  await faucet(key.ordinal, 500_000)
  return key
}

describe('Bitcoin end to end: connect, see both accounts and the balance, sign', () => {
  it("connects the demo's own Bitcoin wallet by its name after Approve in its panel; Account shows the payment and ordinal addresses and the backend's balance", async () => {
    const { page, offHostRequests, pageErrors } = await session.open([], demoUrl({ walletMode: 'prompt' }))
    const facts = sandbox().extensions['bitcoin'] as { accounts: { paymentAddress: string; ordinalAddress: string }[] }
    const account = facts.accounts[0]!

    await connectThroughModal(page, BITCOIN_TEST_WALLET_NAME, { waitConnected: false })
    const panel = page.getByRole('dialog', { name: `${BITCOIN_TEST_WALLET_NAME} — Connect to ${new URL(demoUrl()).host}?` })
    await panel.getByRole('button', { name: 'Approve' }).click()
    await expect.poll(() => demoField(page, 'Status')).toBe('connected')
    expect(await demoField(page, 'Address')).toBe(account.paymentAddress)
    expect(await demoField(page, 'Network')).toBe('Bitcoin (regtest)')

    await openAccount(page)
    expect(await page.locator('[data-testid="hatch-account-payment-address"]').textContent()).toBe(account.paymentAddress)
    expect(await page.locator('[data-testid="hatch-account-ordinal-address"]').textContent()).toBe(account.ordinalAddress)
    const accounts = page.getByRole('definition')
    expect(await page.getByLabel('Bitcoin accounts').getByRole('term').allTextContents()).toEqual(['Payment address', 'Ordinal address'])
    expect(await accounts.count()).toBeGreaterThanOrEqual(2)
    const sats = await backendSats(account.paymentAddress)
    expect(sats).toBeGreaterThan(0n)
    await expect.poll(() => page.locator('[data-testid="hatch-account-balance"]').textContent()).toBe(displayBtc(sats))
    await saveScreenshot(page, 'bitcoin/account')
    expect(offHostRequests).toEqual([])
    expect(pageErrors).toEqual([])
  })

  it('shows the balance of a freshly funded key exactly as the backend reports it', async () => {
    const key = freshBitcoinKey()
    await faucet(key.payment, 123_456_789)
    await faucet(key.payment, 1_000)
    const { page, pageErrors } = await session.open([bitcoinWallet(key.privateKeyHex, { name: WALLET })])
    await connectThroughModal(page, WALLET)
    await openAccount(page)
    expect(await backendSats(key.payment)).toBe(123_457_789n)
    await expect.poll(() => page.locator('[data-testid="hatch-account-balance"]').textContent()).toBe('1.234 BTC')
    expect(await page.locator('[data-testid="hatch-account-ordinal-address"]').textContent()).toBe(key.ordinal)
    expect(pageErrors).toEqual([])
  })

  it('a message signed by the wallet verifies (BIP-322) for the payment address, and not for another message', async () => {
    const key = await fundedKey()
    const { page, pageErrors } = await session.open([bitcoinWallet(key.privateKeyHex, { name: WALLET })])
    await connectThroughModal(page, WALLET)
    await page.getByRole('button', { name: 'Sign Bitcoin message' }).click()
    const signature = await demoOutput(page, 'Bitcoin message signature')
    expect(Verifier.verifySignature(key.payment, BITCOIN_DEMO_MESSAGE, signature)).toBe(true)
    expect(Verifier.verifySignature(key.payment, `${BITCOIN_DEMO_MESSAGE}!`, signature)).toBe(false)
    expect((await bitcoinControl<{ method: string }[]>(page, WALLET, 'requests')).map((r) => r.method)).toContain('bitcoin:signMessage')
    expect(pageErrors).toEqual([])
  })

  it('a PSBT signed by the wallet is valid: signatures check, it finalizes, and the backend accepts and mines it', async () => {
    const key = await fundedKey()
    const { page, pageErrors } = await session.open([bitcoinWallet(key.privateKeyHex, { name: WALLET })])
    await connectThroughModal(page, WALLET)
    const ordinalBefore = await backendSats(key.ordinal)
    await page.getByRole('button', { name: 'Sign Bitcoin PSBT' }).click()
    const psbt = Psbt.fromBase64(await demoOutput(page, 'Signed PSBT'), { network: REGTEST })
    expect(psbt.validateSignaturesOfAllInputs((pubkey, hash, signature) => ecc.verify(hash, pubkey, signature))).toBe(true)
    psbt.finalizeAllInputs()
    const hex = psbt.extractTransaction().toHex()
    const response = await fetch(`${esploraUrl()}/tx`, { method: 'POST', body: hex })
    const txid = await response.text()
    expect(response.status, txid).toBe(200)
    const status = (await (await fetch(`${esploraUrl()}/tx/${txid}/status`)).json()) as { confirmed: boolean }
    expect(status.confirmed).toBe(true)
    expect(await backendSats(key.ordinal)).toBe(ordinalBefore + 10_000n)
    expect(pageErrors).toEqual([])
  })

  it('sends a transfer the wallet signs: the backend has it and the ordinal address received it', async () => {
    const key = await fundedKey()
    const { page, pageErrors } = await session.open([bitcoinWallet(key.privateKeyHex, { name: WALLET })])
    await connectThroughModal(page, WALLET)
    await page.getByRole('button', { name: 'Send 10000 sats to the ordinal address' }).click()
    const txid = await demoOutput(page, 'Transfer txid')
    const tx = (await (await fetch(`${esploraUrl()}/tx/${txid}`)).json()) as {
      vout: { scriptpubkey_address?: string; value: number }[]
      status: { confirmed: boolean }
    }
    expect(tx.status.confirmed).toBe(true)
    expect(tx.vout).toContainEqual(expect.objectContaining({ scriptpubkey_address: key.ordinal, value: 10_000 }))
    expect(await backendSats(key.ordinal)).toBe(510_000n)
    expect(pageErrors).toEqual([])
  })

  it('a signature declined in the wallet shows the rejection; the connection stays', async () => {
    const key = await fundedKey()
    const { page } = await session.open([bitcoinWallet(key.privateKeyHex, { name: WALLET })])
    await connectThroughModal(page, WALLET)
    await bitcoinControl(page, WALLET, 'setMode', 'reject')
    await page.getByRole('button', { name: 'Sign Bitcoin message' }).click()
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Bitcoin error' }).textContent()).toContain('Request rejected in the wallet')
    expect(await demoField(page, 'Status')).toBe('connected')
  })

  it('restores the connection on reload without asking the wallet again', async () => {
    const key = await fundedKey()
    const { page, pageErrors } = await session.open([bitcoinWallet(key.privateKeyHex, { name: WALLET })])
    await connectThroughModal(page, WALLET)
    await page.reload()
    await expect.poll(() => demoField(page, 'Status'), { timeout: 15_000 }).toBe('connected')
    expect(await demoField(page, 'Address')).toBe(key.payment)
    const methods = (await bitcoinControl<{ method: string }[]>(page, WALLET, 'requests')).map((r) => r.method)
    expect(methods).not.toContain('bitcoin:connect')
    expect(pageErrors).toEqual([])
  })
})
