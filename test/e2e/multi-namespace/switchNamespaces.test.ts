import type { Browser, Page } from 'playwright-core'
import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, saveScreenshot, type OpenedPage } from '../../fixtures/browser.js'
import { walletControl } from '../../fixtures/testWallet.js'
import { demoField, demoUrl, freshAccount, fund, network, walletFor } from '../evm/evmStack.js'
import { fundedKeypair, solanaWalletControl, solanaWalletFor, solanaWalletScript } from '../solana/solanaStack.js'

const EVM_WALLET = 'Multi EVM Wallet'
const EVM_RDNS = 'io.hatch.e2e.multi'
const SOL_WALLET = 'Multi Solana Wallet'

let browser: Browser
const opened: OpenedPage[] = []
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await Promise.allSettled(opened.map((p) => p.close()))
  await browser?.close()
})

/**
 * How long a poll waits for the page to show a connection or a view. A connect, a reload or a view
 * opened for the first time loads code chunks (a reload also reads the remote configuration) and asks
 * the wallet before the page changes: well under a second on a quiet machine, but past vitest's
 * default 1 s poll on a loaded 2-core machine. A restore that failed stays "disconnected" for good,
 * so the longer wait cannot let a broken one pass; the poll still ends as soon as the page is right.
 */
const settles = { timeout: 15_000 }

/** The active namespace's account as the demo's connection summary shows it. */
const shown = async (page: Page) => ({
  status: await demoField(page, 'Status'),
  address: await demoField(page, 'Address'),
  network: await demoField(page, 'Network'),
})

describe('one visitor with EVM and Solana accounts', () => {
  it('connects both, switching the active namespace shows the right account each time, and a reload restores both without prompts', async () => {
    const evmAccount = freshAccount()
    await fund(network(0), evmAccount.address, { wei: parseEther('2') })
    const solKeypair = await fundedKeypair(2)
    const solAddress = solKeypair.publicKey.toBase58()
    const session = await openPage(browser, demoUrl(), {
      wallets: [walletFor(evmAccount, { name: EVM_WALLET, rdns: EVM_RDNS, networks: [network(0), network(1)] })],
      initScripts: [await solanaWalletScript([solanaWalletFor(solKeypair, { name: SOL_WALLET })])],
    })
    opened.push(session)
    const { page, pageErrors, offHostRequests } = session

    // EVM first, through the modal.
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('button', { name: EVM_WALLET, exact: true }).click()
    await expect.poll(() => shown(page), settles).toEqual({ status: 'connected', address: evmAccount.address, network: network(0).name })

    // Asking for Solana with no Solana account: SwitchActiveChain, then Connect lists the Solana wallet.
    await page.getByRole('button', { name: 'Use Solana' }).click()
    await page.locator('[data-testid="hatch-switch-active-chain"]').waitFor()
    // The chain family by the name visitors know, not the namespace id ("solana").
    expect(
      await page
        .getByRole('dialog')
        .getByText(/^Your connected wallet is not on/)
        .textContent(),
    ).toBe('Your connected wallet is not on Solana. Switch to Hatch Solana and connect a wallet that supports it.')
    await page.getByRole('button', { name: 'Switch to Hatch Solana' }).click()
    await page.getByRole('button', { name: SOL_WALLET, exact: true }).click()
    await expect.poll(() => shown(page), settles).toEqual({ status: 'connected', address: solAddress, network: 'Hatch Solana' })
    await page.getByRole('button', { name: /^Account / }).waitFor()
    expect(await page.getByRole('button', { name: /^Account / }).textContent()).toContain(`${solAddress.slice(0, 6)}…${solAddress.slice(-4)}`)

    // Back and forth: each namespace keeps its own account and network.
    await page.getByRole('button', { name: 'Use EVM' }).click()
    await expect.poll(() => shown(page), settles).toEqual({ status: 'connected', address: evmAccount.address, network: network(0).name })
    await page.getByRole('button', { name: 'Use Solana' }).click()
    await expect.poll(() => shown(page), settles).toEqual({ status: 'connected', address: solAddress, network: 'Hatch Solana' })
    await page.getByRole('button', { name: 'Use EVM' }).click()
    await expect.poll(() => shown(page), settles).toEqual({ status: 'connected', address: evmAccount.address, network: network(0).name })
    await saveScreenshot(page, 'multi-namespace/evm-active')

    // A reload restores both connections silently, and the namespace the visitor last used.
    await page.reload()
    // Both come back (the Solana one is shown in its own field whichever namespace is active) ...
    await expect.poll(() => page.locator('dl[aria-label="Solana account"] dd').textContent(), settles).toBe(solAddress)
    // ... and the active namespace is the one the visitor used last (EVM), not the last one restored.
    await expect.poll(() => shown(page), settles).toEqual({ status: 'connected', address: evmAccount.address, network: network(0).name })
    await page.getByRole('button', { name: 'Use Solana' }).click()
    await expect.poll(() => shown(page), settles).toEqual({ status: 'connected', address: solAddress, network: 'Hatch Solana' })

    const evmRequests = (await walletControl(page, EVM_RDNS, 'requests')).map((r) => r.method)
    expect(evmRequests).toContain('eth_accounts')
    expect(evmRequests).not.toContain('eth_requestAccounts')
    const solRequests = (await solanaWalletControl(page, SOL_WALLET, 'requests')) as { method: string; silent?: boolean }[]
    expect(solRequests.filter((r) => r.method === 'standard:connect' && !r.silent)).toEqual([])
    expect(offHostRequests).toEqual([])
    expect(pageErrors).toEqual([])
  })

  it('a reload while Solana was active comes back on Solana; disconnecting Solana leaves the EVM account connected', async () => {
    const evmAccount = freshAccount()
    const solKeypair = await fundedKeypair(1)
    const solAddress = solKeypair.publicKey.toBase58()
    const session = await openPage(browser, demoUrl(), {
      wallets: [walletFor(evmAccount, { name: EVM_WALLET, rdns: EVM_RDNS, networks: [network(0)] })],
      initScripts: [await solanaWalletScript([solanaWalletFor(solKeypair, { name: SOL_WALLET })])],
    })
    opened.push(session)
    const { page, pageErrors } = session
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('button', { name: EVM_WALLET, exact: true }).click()
    await expect.poll(() => demoField(page, 'Status'), settles).toBe('connected')
    await page.getByRole('button', { name: 'Use Solana' }).click()
    await page.getByRole('button', { name: 'Switch to Hatch Solana' }).click()
    await page.getByRole('button', { name: SOL_WALLET, exact: true }).click()
    await expect.poll(() => demoField(page, 'Address'), settles).toBe(solAddress)

    await page.reload()
    await expect.poll(() => shown(page), settles).toEqual({ status: 'connected', address: solAddress, network: 'Hatch Solana' })

    await page.getByRole('button', { name: /^Account / }).click()
    await page.getByRole('button', { name: 'Disconnect' }).click()
    // Spec §4: with multiWallet on, Disconnect leaves the modal open while the EVM wallet is still
    // connected, and that wallet takes over at once: the page is not left disconnected (issue 24).
    await expect.poll(() => shown(page), settles).toEqual({ status: 'connected', address: evmAccount.address, network: network(0).name })
    expect(await solanaWalletControl(page, SOL_WALLET, 'isConnected')).toBe(false)
    await page.getByRole('button', { name: 'Close' }).click()
    expect(await walletControl(page, EVM_RDNS, 'isConnected')).toBe(true)
    expect(pageErrors).toEqual([])
  })

  it('switches namespace from the modal: the network list offers Solana, which asks to connect there first; an EVM network then switches straight back', async () => {
    const evmAccount = freshAccount()
    const solKeypair = await fundedKeypair(1)
    const solAddress = solKeypair.publicKey.toBase58()
    const session = await openPage(browser, demoUrl(), {
      wallets: [walletFor(evmAccount, { name: EVM_WALLET, rdns: EVM_RDNS, networks: [network(0), network(1)] })],
      initScripts: [await solanaWalletScript([solanaWalletFor(solKeypair, { name: SOL_WALLET })])],
    })
    opened.push(session)
    const { page, pageErrors } = session
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('button', { name: EVM_WALLET, exact: true }).click()
    await expect.poll(() => shown(page), settles).toEqual({ status: 'connected', address: evmAccount.address, network: network(0).name })

    await page.getByRole('button', { name: /^Account / }).click()
    await page.getByRole('button', { name: `Network: ${network(0).name}` }).click()
    const list = page.getByRole('list', { name: 'Networks' })
    // The active namespace's networks come first, then the other namespaces'.
    const names = () =>
      list.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? b.querySelector('.row-name')?.textContent ?? null))
    await expect.poll(async () => (await names()).slice(0, 2), settles).toEqual([network(0).name, network(1).name])
    expect(await names()).toContain('Hatch Solana')
    await list.getByRole('button', { name: 'Hatch Solana', exact: true }).click()
    // No Solana account yet: SwitchActiveChain, then the Connect view lists the Solana wallet.
    await page.getByRole('button', { name: 'Switch to Hatch Solana' }).click()
    await page.getByRole('button', { name: SOL_WALLET, exact: true }).click()
    await expect.poll(() => shown(page), settles).toEqual({ status: 'connected', address: solAddress, network: 'Hatch Solana' })

    // Both accounts exist now: choosing an EVM network in the list switches straight back.
    if (!(await page.getByRole('dialog').isVisible())) await page.getByRole('button', { name: /^Account / }).click()
    await page.getByRole('button', { name: 'Network: Hatch Solana' }).click()
    await page
      .getByRole('list', { name: 'Networks' })
      .getByRole('button', { name: network(1).name, exact: true })
      .click()
    await expect.poll(() => shown(page), settles).toEqual({ status: 'connected', address: evmAccount.address, network: network(1).name })
    expect(pageErrors).toEqual([])
  })
})
