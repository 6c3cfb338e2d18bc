import { Keypair } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, saveScreenshot, type OpenedPage } from '../../fixtures/browser.js'
import { bitcoinWallet, connectThroughModal as connectBitcoin, faucet, freshBitcoinKey } from '../bitcoin/bitcoinStack.js'
import { demoField, demoUrl, openAccount } from '../evm/evmStack.js'
import { connection, fundedKeypair, solanaWalletFor, solanaWalletScript } from '../solana/solanaStack.js'
import { bitcoinTestWalletInitScript } from '../../../sandbox/wallets/bitcoin/index.js'
import { openActivityTab, transactionList } from './activityPage.js'
import type { Browser } from 'playwright-core'

let browser: Browser
const opened: OpenedPage[] = []
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await Promise.allSettled(opened.map((p) => p.close()))
  await browser?.close()
})

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

describe('activity on Solana and Bitcoin', () => {
  it('Solana: the faucet transfer to a fresh account and a transfer it sent are listed with amount, counterparty and status', async () => {
    const keypair = await fundedKeypair(2)
    const receiver = Keypair.generate().publicKey
    // A transfer the account itself made, mined by the local cluster before the page opens.
    const { SystemProgram, Transaction, sendAndConfirmTransaction } = await import('@solana/web3.js')
    await sendAndConfirmTransaction(
      connection(),
      new Transaction().add(SystemProgram.transfer({ fromPubkey: keypair.publicKey, toPubkey: receiver, lamports: 250_000_000 })),
      [keypair],
    )

    const page = await openPage(browser, demoUrl(), { initScripts: [await solanaWalletScript([solanaWalletFor(keypair, { name: 'Activity Solana Wallet' })])] })
    opened.push(page)
    await page.page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.page.getByRole('button', { name: 'Activity Solana Wallet', exact: true }).click()
    // The first connect loads the Solana runtime chunk: seconds on a loaded machine, not vitest's default 1 s.
    await expect.poll(() => demoField(page.page, 'Status'), { timeout: 15_000 }).toBe('connected')
    await openAccount(page.page)
    await openActivityTab(page.page)
    const rows = transactionList(page.page).getByRole('listitem')
    await rows.first().waitFor()
    const labels = await rows.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''))
    expect(labels).toHaveLength(2)
    expect(labels[0]).toMatch(new RegExp(`^Sent -0\\.25 SOL to ${short(receiver.toBase58())}, Confirmed, `))
    expect(labels[1]).toMatch(/^Received \+2 SOL from \S+, Confirmed, /)
    await saveScreenshot(page.page, 'activity/solana')
    expect(page.pageErrors).toEqual([])
  })

  it('Bitcoin: a payment received by the fresh payment address is listed', async () => {
    const key = freshBitcoinKey()
    await faucet(key.payment, 150_000)
    const page = await openPage(browser, demoUrl(), {
      initScripts: [await bitcoinTestWalletInitScript([bitcoinWallet(key.privateKeyHex, { name: 'Activity BTC Wallet' })])],
    })
    opened.push(page)
    await connectBitcoin(page.page, 'Activity BTC Wallet')
    await openAccount(page.page)
    await openActivityTab(page.page)
    const rows = transactionList(page.page).getByRole('listitem')
    await rows.first().waitFor()
    expect(await rows.count()).toBe(1)
    expect(await rows.first().getAttribute('aria-label')).toMatch(/^Received \+0\.0015 BTC from \S+, Confirmed, /)
    expect(await rows.first().textContent()).toContain('+0.0015 BTC')
    expect(page.pageErrors).toEqual([])
  })
})
