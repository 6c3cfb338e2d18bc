/**
 * Issue 24 item 7: rows that showed an empty icon square now draw one (inline SVG, no image
 * request): the WalletConnect, All Wallets and Email rows of Connect, an Activity "Contract call"
 * (a transaction with no token to picture) and the rows of the pay view's request and receipt.
 * Names in All Wallets tiles wrap to two lines instead of ending in "…", and the tile's tooltip
 * gives the whole name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Locator } from 'playwright-core'
import { createWalletClient, erc20Abi, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import { connectThroughModal, freshAccount, fund, network, sandbox, walletFor } from '../evm/evmStack.js'
import { openActivityTab, transactionList } from '../activity/activityPage.js'

let browser: Browser
const pages: OpenedPage[] = []
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await Promise.allSettled(pages.map((p) => p.close()))
  await browser?.close()
})

async function demo(query: string, wallets: Parameters<typeof openPage>[2] = {}): Promise<OpenedPage> {
  const opened = await openPage(browser, `${sandbox().urls.demo as string}/?testWallets=off${query}`, wallets)
  pages.push(opened)
  return opened
}

/** The drawing inside `row`: its size on screen (0 when there is none), so an empty square fails. */
async function drawnIcon(row: Locator): Promise<{ width: number; height: number; strokes: number }> {
  return row.evaluate((el) => {
    const svg = el.querySelector('svg')
    if (!svg) return { width: 0, height: 0, strokes: 0 }
    const box = svg.getBoundingClientRect()
    return { width: box.width, height: box.height, strokes: svg.querySelectorAll('path, rect, circle, ellipse').length }
  })
}

const expectDrawn = async (row: Locator, what: string) => {
  const icon = await drawnIcon(row)
  expect(icon.strokes, `${what}: a drawing`).toBeGreaterThan(0)
  expect(icon.width, `${what}: drawn at a visible size`).toBeGreaterThan(10)
}

describe('icons instead of empty squares', () => {
  it('Connect: the WalletConnect, All Wallets and Email rows each show a drawing', async () => {
    const { page } = await demo('')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    for (const name of ['WalletConnect', 'All Wallets', 'Email']) {
      const row = dialog.getByRole('button', { name, exact: true })
      await row.waitFor()
      await expectDrawn(row, name)
    }
  })

  it('Activity: a contract call (no token to picture) shows a drawing', async () => {
    const main = network(0)
    const account = freshAccount()
    await fund(main, account.address, { wei: parseEther('1') })
    // An approval moves no token: the data service lists it as a contract call.
    const chain = { id: main.id, name: main.name, nativeCurrency: main.nativeCurrency, rpcUrls: main.rpcUrls }
    const wallet = createWalletClient({ account: privateKeyToAccount(account.privateKey), chain, transport: http(main.rpcUrls.default.http[0]) })
    await wallet.writeContract({ address: main.contracts.usdc.address, abi: erc20Abi, functionName: 'approve', args: [account.address, 1n] })

    const { page } = await demo('', { wallets: [walletFor(account, { name: 'Icons Wallet', rdns: 'io.hatch.e2e.icons', networks: [main] })] })
    await connectThroughModal(page, 'Icons Wallet')
    if (!(await page.getByRole('dialog').isVisible())) await page.getByRole('button', { name: /^Account / }).click()
    await openActivityTab(page)
    const row = transactionList(page).getByRole('listitem').filter({ hasText: 'Contract call' }).first()
    await row.waitFor({ timeout: 20_000 })
    await expectDrawn(row, 'Contract call')
  })

  it('Pay: each row of the payment request shows a drawing', async () => {
    const { page } = await demo('&pay=1')
    await page.getByRole('button', { name: 'Pay 1.5 USDC', exact: true }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByText('Payment requested').waitFor()
    for (const title of ['Amount', 'Recipient', 'Network']) await expectDrawn(dialog.getByRole('listitem').filter({ hasText: title }).first(), title)
  })
})

describe('names in All Wallets', () => {
  it('wrap to two lines instead of ending in "…", and the tile names the wallet whole in its tooltip', async () => {
    const { page } = await demo('')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'All Wallets', exact: true }).click()
    // Too wide for one line of a tile: it used to read "Kestrel Stro…".
    await dialog.getByRole('searchbox', { name: 'Search wallets' }).fill('Kestrel Strongbox')
    const tile = dialog.getByTitle('Kestrel Strongbox', { exact: true })
    await tile.waitFor({ timeout: 15_000 })
    const name = tile.getByText('Kestrel Strongbox', { exact: true })
    const shown = await name.evaluate((el) => ({
      whole: el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1,
      lines: Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)),
    }))
    expect(shown).toEqual({ whole: true, lines: 2 })
    // The name stays inside its tile.
    const [tileBox, nameBox] = [await tile.boundingBox(), await name.boundingBox()]
    expect(nameBox!.y + nameBox!.height).toBeLessThanOrEqual(tileBox!.y + tileBox!.height + 0.5)
  })
})
