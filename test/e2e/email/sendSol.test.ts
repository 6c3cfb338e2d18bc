/**
 * The embedded e-mail wallet sends SOL (issue 24 item 2), in Chromium with the demo and its secure
 * site on another origin: the demo's "Send SOL" (the Solana runtime's sendTransaction) and the
 * modal's Send (sendTransfer, with the fee estimated on the cluster's RPC) each land on the
 * sandbox's Solana stand-in after Approve inside the frame. Before, the first failed with
 * "(intermediate value).sendTransaction is not a function" and the second with "The solana
 * adapter does not support estimateFee". The Solana prompt is tall (two addresses in its
 * instruction): the modal sizes the frame to it, so Approve arms in the modal itself.
 */
import { LAMPORTS_PER_SOL, Keypair, PublicKey } from '@solana/web3.js'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, saveScreenshot, type OpenedPage } from '../../fixtures/browser.js'
import { connection, lamportsOf } from '../solana/solanaStack.js'
import { fillSend, openSend, sendForm, successToast } from '../send/sendPage.js'
import { approveInFrame, demoField, demoUrl, freshEmail, logIn, secureFrame } from './emailStack.js'

let browser: Browser
let opened: OpenedPage
let page: Page
let solana: string
const dialog = () => page.getByRole('dialog')

beforeAll(async () => {
  browser = await launchBrowser()
  opened = await openPage(browser, demoUrl())
  page = opened.page
})
afterAll(async () => {
  await opened?.close()
  await browser?.close()
})

describe('the embedded e-mail wallet on Solana', () => {
  it('logs in by e-mail and uses its Solana account, which the faucet funds with 3 SOL', async () => {
    await logIn(page, freshEmail('send-sol'))
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog().count()).toBe(0)
    await page.getByRole('button', { name: 'Use Solana' }).click()
    await expect.poll(() => demoField(page, 'Address'), { timeout: 15_000 }).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    solana = await demoField(page, 'Address')
    await connection().requestAirdrop(new PublicKey(solana), 3 * LAMPORTS_PER_SOL)
    await expect.poll(() => lamportsOf(solana), { timeout: 10_000 }).toBe(3_000_000_000n)
  }, 120_000)

  it("the demo's Send SOL sends after Approve in the frame; the stand-in credits the receiver exactly", async () => {
    const receiver = Keypair.generate().publicKey.toBase58()
    const form = page.getByRole('form', { name: 'Send SOL' })
    await form.getByLabel('Solana recipient').fill(receiver)
    await form.getByLabel('Amount (SOL)').fill('0.25')
    await form.getByRole('button', { name: 'Send SOL' }).click()
    // The modal gives the frame room for the whole prompt (network, account, fee payer and the
    // instruction with both addresses): Approve arms there, with no "make this window larger" notice.
    const frame = secureFrame(page)
    await frame.getByRole('heading', { name: 'Send transaction' }).waitFor({ timeout: 20_000 })
    await expect.poll(() => frame.getByRole('button', { name: 'Approve', exact: true }).isEnabled(), { timeout: 15_000 }).toBe(true)
    expect(await frame.getByText('Make this window larger to review the request').isVisible()).toBe(false)
    await approveInFrame(page, 'Send transaction')
    const result = page.getByRole('status', { name: 'Solana transaction signature' })
    await expect.poll(async () => /^[1-9A-HJ-NP-Za-km-z]{64,90}$/.test(((await result.textContent()) ?? '').trim()), { timeout: 20_000 }).toBe(true)
    await expect.poll(() => lamportsOf(receiver), { timeout: 15_000 }).toBe(250_000_000n)
    expect(opened.pageErrors).toEqual([])
  }, 90_000)

  it('Send in the modal shows the network fee, sends 0.5 SOL after Approve in the frame, and the stand-in credits exactly 0.5 SOL', async () => {
    const receiver = Keypair.generate().publicKey
    // Balances are cached for 30 s (spec §9): the visitor reopens the Account until the airdrop shows.
    const accountButton = page.getByRole('button', { name: /^Account / })
    await expect
      .poll(
        async () => {
          await accountButton.click()
          const balance = dialog().getByLabel('Balance', { exact: true })
          await balance.waitFor()
          await page.waitForTimeout(1_000)
          if (/^2\.\d+ SOL$/.test(((await balance.textContent()) ?? '').trim())) return true
          await page.keyboard.press('Escape')
          await page.waitForTimeout(4_000)
          return false
        },
        { timeout: 60_000, interval: 0 },
      )
      .toBe(true)
    await openSend(page)
    await fillSend(page, { amount: '0.5', to: receiver.toBase58() }, { waitForFee: true })
    await saveScreenshot(page, 'email/send-sol-form')
    await sendForm(page).submit.click()
    await approveInFrame(page, 'Send transaction')
    await successToast(page, 'Sent 0.5 SOL')
    await expect.poll(() => lamportsOf(receiver), { timeout: 15_000 }).toBe(500_000_000n)
    expect(opened.pageErrors).toEqual([])
    expect(opened.offHostRequests).toEqual([])
  }, 120_000)
})
