/**
 * A third-party Wallet Standard Solana wallet (test/fixtures/thirdPartySolanaWallet.ts, not Hatch's
 * own test wallet) that declares only the standard cluster names, as wallets in the wild do
 * (issue 24 item 3): Hatch hands it `solana:localnet` for the sandbox's local cluster, never the
 * cluster's `solana:<genesis>` id it never declared; it refuses clearly when the wallet declares
 * none of the network's names; and a wallet's own refusal ("invalid chain …") is shown in its words.
 */
import { randomBytes } from 'node:crypto'
import { Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, saveScreenshot, type OpenedPage } from '../../fixtures/browser.js'
import {
  thirdPartySolanaWalletAddress,
  thirdPartySolanaWalletRequests,
  thirdPartySolanaWalletScript,
  trustStorageKey,
  type ThirdPartySolanaWalletConfig,
} from '../../fixtures/thirdPartySolanaWallet.js'
import { demoField, demoUrl, openAccount } from '../evm/evmStack.js'
import { alertShowing, fillSend, openSend, sendForm, successToast } from '../send/sendPage.js'
import { connection, lamportsOf, solanaCluster } from './solanaStack.js'

let browser: Browser
const opened: OpenedPage[] = []
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await Promise.allSettled(opened.map((p) => p.close()))
  await browser?.close()
})

/** A wallet config with a fresh key the sandbox faucet gave 2 SOL. */
async function fundedWallet(input: Omit<ThirdPartySolanaWalletConfig, 'seed'>): Promise<ThirdPartySolanaWalletConfig> {
  const config = { ...input, seed: randomBytes(32).toString('hex') }
  const address = new PublicKey(thirdPartySolanaWalletAddress(config))
  await connection().requestAirdrop(address, 2 * LAMPORTS_PER_SOL)
  await expect.poll(() => lamportsOf(address), { timeout: 10_000 }).toBe(2_000_000_000n)
  return config
}

/** The demo with the wallet installed, connected through the modal, on the Send form with 0.5 SOL to a fresh receiver typed in. */
async function readyToSend(config: ThirdPartySolanaWalletConfig) {
  const page = await openPage(browser, demoUrl(), { initScripts: [await thirdPartySolanaWalletScript(config)] })
  opened.push(page)
  await page.page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.page.getByRole('button', { name: config.name!, exact: true }).click()
  await expect.poll(() => demoField(page.page, 'Status'), { timeout: 15_000 }).toBe('connected')
  expect(await demoField(page.page, 'Address')).toBe(thirdPartySolanaWalletAddress(config))
  await openAccount(page.page)
  await openSend(page.page)
  const receiver = Keypair.generate().publicKey
  await fillSend(page.page, { amount: '0.5', to: receiver.toBase58() }, { waitForFee: true })
  return { ...page, receiver }
}

describe('a third-party Wallet Standard Solana wallet on the sandbox cluster', () => {
  it('declaring only solana:localnet, it sends 0.5 SOL from the Send view: Hatch asks it on solana:localnet and the receiver gets exactly 0.5 SOL', async () => {
    const { rpcUrl } = solanaCluster()
    const config = await fundedWallet({ name: 'Burner Wallet', chains: ['solana:localnet'], rpcUrls: { 'solana:localnet': rpcUrl } })
    const { page, receiver, pageErrors, offHostRequests } = await readyToSend(config)
    await sendForm(page).submit.click()
    await successToast(page, 'Sent 0.5 SOL')
    expect(await lamportsOf(receiver)).toBe(500_000_000n)
    // Before the fix Hatch passed the cluster's own id, which the wallet never declared, and it answered "invalid chain".
    expect((await thirdPartySolanaWalletRequests(page, 'Burner Wallet')).filter((r) => r.feature === 'solana:signAndSendTransaction')).toEqual([
      { feature: 'solana:signAndSendTransaction', chain: 'solana:localnet' },
    ])
    expect(pageErrors).toEqual([])
    expect(offHostRequests).toEqual([])
  })

  it('declaring only solana:mainnet, the send is refused before the wallet is asked, naming what the wallet declares', async () => {
    const { rpcUrl } = solanaCluster()
    const config = await fundedWallet({ name: 'Mainnet Only Wallet', chains: ['solana:mainnet'], rpcUrls: { 'solana:mainnet': rpcUrl } })
    const { page, receiver } = await readyToSend(config)
    await sendForm(page).submit.click()
    expect(await alertShowing(page, 'Mainnet Only Wallet does not work on Hatch Solana: it declares solana:mainnet')).toBe(
      'Mainnet Only Wallet does not work on Hatch Solana: it declares solana:mainnet',
    )
    await saveScreenshot(page, 'solana/third-party-no-chain')
    expect((await thirdPartySolanaWalletRequests(page, 'Mainnet Only Wallet')).filter((r) => r.feature !== 'standard:connect')).toEqual([])
    expect(await lamportsOf(receiver)).toBe(0n)
  })

  it("a wallet that refuses the chain it is asked on: the form shows the wallet's own reason, and what was typed stays", async () => {
    const { rpcUrl } = solanaCluster()
    // It declares solana:localnet but has no endpoint for it: it answers "invalid chain solana:localnet".
    const config = await fundedWallet({ name: 'Devnet Burner', chains: ['solana:localnet', 'solana:devnet'], rpcUrls: { 'solana:devnet': rpcUrl } })
    const { page, receiver } = await readyToSend(config)
    await sendForm(page).submit.click()
    const text = await alertShowing(page, 'The wallet said: invalid chain solana:localnet')
    expect(text).toBe('The wallet could not complete solana:signAndSendTransactionThe wallet said: invalid chain solana:localnet')
    await saveScreenshot(page, 'solana/third-party-wallet-reason')
    expect(await sendForm(page).amount.inputValue()).toBe('0.5')
    expect(await sendForm(page).to.inputValue()).toBe(receiver.toBase58())
    expect(await lamportsOf(receiver)).toBe(0n)
  })

  it('a reload reconnects silently: the wallet remembers the site, the page shows the same account connected without any prompt; Disconnect forgets it', async () => {
    const { rpcUrl } = solanaCluster()
    const config = {
      name: 'Burner Wallet',
      seed: randomBytes(32).toString('hex'),
      chains: ['solana:localnet'] as const,
      rpcUrls: { 'solana:localnet': rpcUrl },
    }
    const address = thirdPartySolanaWalletAddress(config)
    const opened1 = await openPage(browser, demoUrl(), { initScripts: [await thirdPartySolanaWalletScript(config)] })
    opened.push(opened1)
    const { page } = opened1
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('button', { name: 'Burner Wallet', exact: true }).click()
    await expect.poll(() => demoField(page, 'Status'), { timeout: 15_000 }).toBe('connected')

    await page.reload()
    await expect.poll(() => demoField(page, 'Status'), { timeout: 15_000 }).toBe('connected')
    expect(await demoField(page, 'Address')).toBe(address)
    // No prompt: no dialog opened, and the wallet was never asked to connect other than silently in this page.
    expect(await page.getByRole('dialog').count()).toBe(0)
    const connects = (await thirdPartySolanaWalletRequests(page, 'Burner Wallet')).filter((r) => r.feature === 'standard:connect')
    expect(connects.filter((r) => r.silent !== true)).toEqual([])

    // Disconnect makes the wallet forget the site: the next reload stays disconnected.
    await openAccount(page)
    await page.getByRole('button', { name: 'Disconnect', exact: true }).click()
    await expect.poll(() => demoField(page, 'Status'), { timeout: 15_000 }).toBe('disconnected')
    expect(await page.evaluate((key) => localStorage.getItem(key), trustStorageKey('Burner Wallet', address))).toBeNull()
    await page.reload()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor({ timeout: 15_000 })
    expect(await demoField(page, 'Status')).toBe('disconnected')
    expect(opened1.pageErrors).toEqual([])
  })
})
