import { createAssociatedTokenAccountIdempotentInstruction, createMintToInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token'
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, Transaction } from '@solana/web3.js'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser } from '../../fixtures/browser.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStack, type Stack } from '../../../testing/index.js'
import { installTestWallets, readEmailedCode } from '../../../testing/browser/index.js'
import { faucetKeypair } from '../../../sandbox/solana/index.js'
import { approveRequest } from '../embedded/secureWindow.js'
import { buildAndServeExample, type ServedExample } from './exampleApp.js'
import { closeSolanaSocket } from '../../fixtures/closeSolanaSocket.js'

// examples/solana-wallet-adapter, built with Vite and run in Chromium against its own stack (the
// Solana cluster and the embedded wallet's secure site for the example's origin; no EVM chains):
// useWallet().sendTransaction through the Solana test wallet and through the e-mail embedded wallet.

let example: ServedExample
let stack: Stack
let browser: Browser
let cluster: Connection
beforeAll(async () => {
  // The secure site lets only the example's origin embed its frame: the example is served first.
  example = await buildAndServeExample('solana-wallet-adapter')
  ;[stack, browser] = await Promise.all([startStack({ chains: { evm: false, solana: true }, secureSite: { origins: [example.url] } }), launchBrowser()])
  cluster = new Connection(stack.solana!.rpcUrl, { commitment: 'confirmed', wsEndpoint: stack.solana!.wsUrl })
}, 180_000)
afterAll(async () => {
  closeSolanaSocket(cluster)
  await Promise.allSettled([browser?.close(), example?.stop(), stack?.stop()])
})

const SLOW = { timeout: 30_000 }
const SOL_SENT = BigInt(LAMPORTS_PER_SOL / 2)
const USDC_SENT = 2_000_000n

const lamportsOf = async (owner: PublicKey) => BigInt(await cluster.getBalance(owner))
/** USDC-SPL base units in the owner's associated token account, as the validator reports them. */
async function usdcOf(owner: PublicKey): Promise<bigint> {
  const account = getAssociatedTokenAddressSync(new PublicKey(stack.solana!.usdcMint), owner)
  if (!(await cluster.getAccountInfo(account))) return 0n
  return BigInt((await cluster.getTokenAccountBalance(account)).value.amount)
}

async function openExample(): Promise<{ page: Page; pageErrors: string[] }> {
  const page = await (await browser.newContext()).newPage()
  const pageErrors: string[] = []
  page.on('pageerror', (error) => pageErrors.push(error.message))
  return { page, pageErrors }
}

/** Closes Hatch's modal as a visitor does, once what it showed is done. */
async function closeModal(page: Page) {
  const dialog = page.getByRole('dialog')
  const close = dialog.getByRole('button', { name: 'Close', exact: true })
  await expect
    .poll(async () => {
      if (await dialog.isVisible()) await close.click({ timeout: 2_000 }).catch(() => undefined)
      return dialog.isVisible()
    }, SLOW)
    .toBe(false)
}

/** Waits for the page's line saying the transfer was confirmed; fails with the page's error if it shows one instead. */
async function confirmed(page: Page, line: RegExp) {
  const alert = page.getByRole('alert')
  const sent = page.getByRole('list', { name: 'Sent' }).getByText(line)
  await expect.poll(async () => ((await alert.count()) ? await alert.first().textContent() : (await sent.count()) > 0), SLOW).toBe(true)
}

/**
 * Sends 0.5 SOL, then 2 USDC-SPL, to a new address through the page (`approve` gives the wallet's
 * consent each time), checking each on the validator: the recipient gets exactly the amount, the
 * sender pays it and a fee (and, for the token, the recipient's new token account).
 */
async function sendBoth(page: Page, sender: PublicKey, approve: () => Promise<void>) {
  const recipient = Keypair.generate().publicKey
  await page.getByRole('textbox', { name: 'Recipient' }).fill(recipient.toBase58())

  const solBefore = await lamportsOf(sender)
  await page.getByRole('button', { name: 'Send 0.5 SOL' }).click()
  await approve()
  await confirmed(page, /^0\.5 SOL confirmed: [1-9A-HJ-NP-Za-km-z]{64,88}$/)
  await closeModal(page)
  expect(await lamportsOf(recipient)).toBe(SOL_SENT)
  const solFee = solBefore - SOL_SENT - (await lamportsOf(sender))
  expect(solFee > 0n && solFee <= 100_000n).toBe(true)

  const [usdcBefore, lamportsBefore] = await Promise.all([usdcOf(sender), lamportsOf(sender)])
  await page.getByRole('button', { name: 'Send 2 USDC' }).click()
  await approve()
  await confirmed(page, /^2 USDC confirmed: [1-9A-HJ-NP-Za-km-z]{64,88}$/)
  expect(await usdcOf(recipient)).toBe(USDC_SENT)
  expect(await usdcOf(sender)).toBe(usdcBefore - USDC_SENT)
  // The sender paid the recipient's token account's rent and the fee, and no SOL went anywhere else.
  const rent = BigInt(await cluster.getBalance(getAssociatedTokenAddressSync(new PublicKey(stack.solana!.usdcMint), recipient)))
  const tokenFee = lamportsBefore - rent - (await lamportsOf(sender))
  expect(tokenFee > 0n && tokenFee <= 100_000n).toBe(true)
}

/** Funds `owner` from the cluster's faucet: SOL by airdrop, USDC-SPL minted by the mint authority. */
async function fund(owner: PublicKey, lamports: bigint, usdcUnits: bigint) {
  const faucet = faucetKeypair()
  const mint = new PublicKey(stack.solana!.usdcMint)
  const account = getAssociatedTokenAddressSync(mint, owner)
  const latest = await cluster.getLatestBlockhash()
  const mintTx = new Transaction({ feePayer: faucet.publicKey, ...latest }).add(
    createAssociatedTokenAccountIdempotentInstruction(faucet.publicKey, account, owner, mint),
    createMintToInstruction(mint, account, faucet.publicKey, usdcUnits),
  )
  mintTx.sign(faucet)
  await cluster.confirmTransaction({ signature: await cluster.sendRawTransaction(mintTx.serialize()), ...latest })
  await cluster.confirmTransaction({ signature: await cluster.requestAirdrop(owner, Number(lamports)), ...(await cluster.getLatestBlockhash()) })
  await expect.poll(() => lamportsOf(owner), SLOW).toBe(lamports)
}

describe('examples/solana-wallet-adapter', () => {
  it('connects the Solana test wallet through Hatch and sends 0.5 SOL and 2 USDC-SPL with useWallet().sendTransaction', async () => {
    const { page, pageErrors } = await openExample()
    const { solana } = await installTestWallets(page, { stack: stack.info, solana: { account: 1, name: 'Example Solana Wallet' } })
    await page.goto(`${example.url}/?sandbox=${encodeURIComponent(stack.urls.admin)}`)

    await page.getByRole('button', { name: 'Connect with wallet-adapter' }).click(SLOW)
    await page.getByRole('dialog').getByRole('button', { name: 'Example Solana Wallet', exact: true }).click(SLOW)
    await page.getByText(`Address: ${solana!.publicKey}`).waitFor(SLOW)
    // adapter.connect() closes the modal it opened once the wallet is connected.
    await expect.poll(() => page.getByRole('dialog').isVisible(), SLOW).toBe(false)

    await sendBoth(page, new PublicKey(solana!.publicKey), async () => {})
    expect(await page.getByRole('alert').count()).toBe(0)
    expect(pageErrors).toEqual([])
  })

  it('logs in with the e-mail embedded wallet and sends the same, each approved in its frame', async () => {
    const { page, pageErrors } = await openExample()
    const email = `wallet-adapter-${Date.now().toString(36)}@example.test`
    await page.goto(`${example.url}/?sandbox=${encodeURIComponent(stack.urls.admin)}`)

    await page.getByRole('button', { name: 'Connect with wallet-adapter' }).click(SLOW)
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Email', exact: true }).click(SLOW)
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
    await dialog.getByRole('button', { name: 'Continue' }).click()
    const { code } = await readEmailedCode(stack.info, email)
    await dialog.getByRole('textbox', { name: 'Code', exact: true }).fill(code)
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    const address = page.getByText(/^Address: [1-9A-HJ-NP-Za-km-z]{32,44}$/)
    await address.waitFor(SLOW)
    // After the login, too: the modal does not stay open on the account.
    await expect.poll(() => page.getByRole('dialog').isVisible(), SLOW).toBe(false)
    const sender = new PublicKey(((await address.textContent()) ?? '').replace('Address: ', ''))
    await fund(sender, 3n * BigInt(LAMPORTS_PER_SOL), 10_000_000n)

    const frame = page.frameLocator('iframe[title="Hatch wallet"]')
    // The frame's prompt, or the page's error if the request never reaches the wallet.
    await sendBoth(page, sender, async () => {
      const alert = page.getByRole('alert')
      await expect
        .poll(async () => ((await alert.count()) ? await alert.first().textContent() : (await frame.getByRole('heading').count()) > 0), SLOW)
        .toBe(true)
      await approveRequest(page, frame)
    })
    expect(await page.getByRole('alert').count()).toBe(0)
    expect(pageErrors).toEqual([])
  })
})
