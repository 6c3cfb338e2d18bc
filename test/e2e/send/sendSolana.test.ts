import {
  createAssociatedTokenAccountIdempotentInstruction,
  createMintToInstruction,
  getAssociatedTokenAddressSync,
  TOKEN_2022_PROGRAM_ID,
} from '@solana/spl-token'
import { Keypair, PublicKey, Transaction, type Connection } from '@solana/web3.js'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FEE_TOKEN, faucetKeypair, feeTokenMintKeypair, usdcMintKeypair } from '../../../sandbox/solana/index.js'
import { launchBrowser, openPage, saveScreenshot, type OpenedPage } from '../../fixtures/browser.js'
import { demoField, demoUrl, openAccount } from '../evm/evmStack.js'
import { connection, displayed, fundedKeypair, lamportsOf, solanaWalletFor, solanaWalletScript, tokenBalanceOf } from '../solana/solanaStack.js'
import { shortAddress } from '../../../ui/primitives/AddressText.js'
import { openActivityTab, transactionList } from '../activity/activityPage.js'
import { alertShowing, fillSend, openSend, sendForm, successToast } from './sendPage.js'

let browser: Browser
const opened: OpenedPage[] = []
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await Promise.allSettled(opened.map((p) => p.close()))
  await browser?.close()
})

async function openConnected(keypair: Keypair, name: string) {
  const page = await openPage(browser, demoUrl(), { initScripts: [await solanaWalletScript([solanaWalletFor(keypair, { name })])] })
  opened.push(page)
  await page.page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.page.getByRole('button', { name, exact: true }).click()
  await expect.poll(() => demoField(page.page, 'Status')).toBe('connected')
  await openAccount(page.page)
  return page
}

/**
 * Mints `units` of the sandbox USDC (or, with `mint`, of that mint under `program`, e.g. the
 * Token-2022 fee token) to `owner`: the sandbox faucet is the mint authority of both.
 */
async function mintTokens(conn: Connection, owner: PublicKey, units: bigint, mint = usdcMintKeypair().publicKey, program?: PublicKey) {
  const faucet = faucetKeypair()
  const ata = getAssociatedTokenAddressSync(mint, owner, false, program)
  const { blockhash, lastValidBlockHeight } = await conn.getLatestBlockhash()
  const tx = new Transaction({ feePayer: faucet.publicKey, blockhash, lastValidBlockHeight })
  tx.add(
    createAssociatedTokenAccountIdempotentInstruction(faucet.publicKey, ata, owner, mint, program),
    createMintToInstruction(mint, ata, faucet.publicKey, units, [], program),
  )
  tx.sign(faucet)
  await conn.confirmTransaction({ signature: await conn.sendRawTransaction(tx.serialize()), blockhash, lastValidBlockHeight })
}

async function usdcUnitsOf(owner: PublicKey): Promise<bigint> {
  const ata = getAssociatedTokenAddressSync(usdcMintKeypair().publicKey, owner)
  const info = await connection().getAccountInfo(ata)
  if (!info) return 0n
  return BigInt((await connection().getTokenAccountBalance(ata)).value.amount)
}

describe('send on Solana from the demo through the Solana test wallet', () => {
  it('sends SOL: the receiver gets exactly the amount, Account shows the new balance', async () => {
    const sender = await fundedKeypair(2)
    const receiver = Keypair.generate().publicKey
    const { page, pageErrors, offHostRequests } = await openConnected(sender, 'Send SOL Wallet')
    await openSend(page)
    // SOL is chosen already: only an EVM send needs a token picked.
    expect(await sendForm(page).token.inputValue()).toBe('native')
    await fillSend(page, { amount: '0.5', to: receiver.toBase58() }, { waitForFee: true })
    await saveScreenshot(page, 'send/solana-form')
    await sendForm(page).submit.click()
    await successToast(page, 'Sent 0.5 SOL')
    expect(await lamportsOf(receiver)).toBe(500_000_000n)
    const left = await lamportsOf(sender.publicKey)
    expect(left).toBeLessThan(1_500_000_000n)
    await expect.poll(() => page.locator('[data-testid="hatch-account-balance"]').textContent(), { timeout: 15_000 }).toBe(`${displayed(left)} SOL`)
    // The Activity tab lists the send at once (transaction:sent refreshes it; no reload).
    await openActivityTab(page)
    const sentRow = transactionList(page)
      .getByRole('listitem')
      .filter({ hasText: shortAddress(receiver.toBase58()) })
      .first()
    await sentRow.waitFor({ timeout: 15_000 })
    expect(await sentRow.getAttribute('aria-label')).toMatch(/^Sent -0\.50* SOL to /)
    expect(pageErrors).toEqual([])
    expect(offHostRequests).toEqual([])
  })

  it("sends the sandbox USDC (SPL): the receiver's token account is created and holds exactly the amount", async () => {
    const sender = await fundedKeypair(1)
    await mintTokens(connection(), sender.publicKey, 40_000_000n)
    const receiver = Keypair.generate().publicKey
    const { page, pageErrors } = await openConnected(sender, 'Send SPL Wallet')
    await openSend(page)
    await fillSend(page, { token: 'USDC', amount: '2.5', to: receiver.toBase58() }, { waitForFee: true })
    await sendForm(page).submit.click()
    await successToast(page, 'Sent 2.5 USDC')
    expect(await usdcUnitsOf(receiver)).toBe(2_500_000n)
    expect(await usdcUnitsOf(sender.publicKey)).toBe(37_500_000n)
    await expect.poll(() => page.locator('[data-testid="hatch-token-row"][data-symbol="USDC"]').textContent(), { timeout: 15_000 }).toContain('37.500 USDC')
    expect(pageErrors).toEqual([])
  })

  it('sends the Token-2022 fee token: the form says what the mint keeps and what the recipient gets, and the recipient gets exactly that', async () => {
    const sender = await fundedKeypair(1)
    const mint = feeTokenMintKeypair().publicKey
    await mintTokens(connection(), sender.publicKey, 50n * 10n ** BigInt(FEE_TOKEN.decimals), mint, TOKEN_2022_PROGRAM_ID)
    // The data service lists a mint it has no name for by its address's first four characters.
    const symbol = mint.toBase58().slice(0, 4).toUpperCase()
    const receiver = Keypair.generate().publicKey
    const { page, pageErrors } = await openConnected(sender, 'Send Fee Token Wallet')
    await openSend(page)
    await fillSend(page, { token: symbol, amount: '10', to: receiver.toBase58() }, { waitForFee: true })
    // 1 % of 10, as the mint's transfer-fee extension computes it.
    const kept = page.getByRole('dialog').getByText(/^The token’s issuer keeps /)
    await kept.waitFor({ timeout: 15_000 })
    expect(await kept.textContent()).toBe(`The token’s issuer keeps 0.1 ${symbol}: the recipient gets 9.9 ${symbol}`)
    await sendForm(page).submit.click()
    await successToast(page, `Sent 10 ${symbol}: the recipient gets 9.9 ${symbol}`)
    // On the validator: the amount less the fee the form showed (the mint withholds it in the receiver's account).
    await expect.poll(async () => (await tokenBalanceOf(receiver.toBase58(), mint.toBase58())).amount, { timeout: 15_000 }).toBe('990000000')
    expect((await tokenBalanceOf(sender.publicKey.toBase58(), mint.toBase58())).balance).toBe('40')
    expect(pageErrors).toEqual([])
  })

  it('resolves alice.hatch.id to its Solana address and names bad inputs by the Solana rule, sending nothing', async () => {
    const sender = await fundedKeypair(2)
    const { page } = await openConnected(sender, 'Solana Checks Wallet')
    await openSend(page)
    const before = await lamportsOf(sender.publicKey)

    await sendForm(page).submit.click()
    expect(await alertShowing(page, 'An amount and receiver address are required')).toBe('An amount and receiver address are required')
    await fillSend(page, { amount: '0.1', to: '0x52908400098527886E0F7030069857D2E4169EE7' })
    await sendForm(page).submit.click()
    expect(await alertShowing(page, 'Invalid Solana address')).toBe("Invalid Solana address: contains '0', which is not a base58 character")
    await fillSend(page, { amount: '5', to: Keypair.generate().publicKey.toBase58() })
    await sendForm(page).submit.click()
    expect(await alertShowing(page, 'Insufficient SOL balance')).toBe('Insufficient SOL balance: 5 needed, 2 available')
    await fillSend(page, { amount: '0.1', to: 'bobby.hatch.id' })
    expect(await alertShowing(page, 'No Solana address')).toBe('No Solana address is registered for bobby.hatch.id')
    expect(await lamportsOf(sender.publicKey)).toBe(before)

    await fillSend(page, { amount: '0.01', to: 'alice.hatch.id' }, { waitForFee: true })
    await page.getByRole('dialog').getByRole('img', { name: 'Avatar of alice.hatch.id' }).waitFor()
    const sendsTo =
      (
        await page
          .getByRole('dialog')
          .getByText(/^Sends to /)
          .textContent()
      )?.replace('Sends to ', '') ?? ''
    const aliceBefore = await lamportsOf(sendsTo)
    await sendForm(page).submit.click()
    await successToast(page, 'Sent 0.01 SOL')
    expect((await lamportsOf(sendsTo)) - aliceBefore).toBe(10_000_000n)
  })
})
