import { Keypair } from '@solana/web3.js'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, saveScreenshot, type OpenedPage } from '../../fixtures/browser.js'
import { demoField, demoUrl, sandbox } from '../evm/evmStack.js'
import { connection, fundedKeypair, lamportsOf, solanaWalletFor, solanaWalletScript } from '../solana/solanaStack.js'

let browser: Browser
const opened: OpenedPage[] = []
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await Promise.allSettled(opened.map((p) => p.close()))
  await browser?.close()
})

describe('pay in SOL from the Solana wallet', () => {
  it('a host asks for 1.5 SOL: the promise resolves with the confirmed signature and the recipient holds exactly 1.5 SOL', async () => {
    const payer = await fundedKeypair(3)
    const recipient = Keypair.generate().publicKey
    const { caipNetworkId } = sandbox().extensions['solana'] as { caipNetworkId: string }
    const name = 'Pay SOL Wallet'
    const { page, pageErrors } = await openPage(browser, `${demoUrl()}&pay=1&payIn=native&payOn=${caipNetworkId}&payTo=${recipient.toBase58()}`, {
      initScripts: [await solanaWalletScript([solanaWalletFor(payer, { name })])],
    }).then((o) => (opened.push(o), o))
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('button', { name, exact: true }).click()
    await expect.poll(() => demoField(page, 'Status')).toBe('connected')
    await page.keyboard.press('Escape')

    await page.getByRole('button', { name: 'Pay 1.5 SOL', exact: true }).click()
    await page.getByRole('dialog').getByText('Payment requested').waitFor()
    await saveScreenshot(page, 'pay/solana-request')
    // The sandbox exchange pays on the EVM chains only: on Solana the wallet is the one way to pay.
    expect(
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /from an exchange account/ })
        .count(),
    ).toBe(0)
    await page.getByRole('dialog').getByRole('button', { name: 'Pay 1.5 SOL from your wallet' }).click()
    const result = page.getByRole('status', { name: 'Payment result' })
    await expect.poll(() => result.textContent(), { timeout: 30_000 }).toMatch(/^Paid: [1-9A-HJ-NP-Za-km-z]{64,88}$/)
    const signature = ((await result.textContent()) ?? '').slice('Paid: '.length)
    const status = (await connection().getSignatureStatuses([signature])).value[0]
    expect(status?.err).toBeNull()
    expect(await lamportsOf(recipient)).toBe(1_500_000_000n)
    await page.getByRole('dialog').getByRole('status').filter({ hasText: 'Payment confirmed' }).waitFor()
    expect(pageErrors).toEqual([])
  })
})
