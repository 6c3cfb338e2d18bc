import type { Browser, ConsoleMessage, Page } from 'playwright-core'
import { createPublicClient, erc20Abi, http, parseEther, type Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import { freshAccount, fund, network, sandbox, walletFor } from '../evm/evmStack.js'
import { buildAndStartNextApp, type ServedNextApp } from './nextApp.js'

// examples/next-wagmi (issue 29): built once with `next build` against the built package, served by
// `next start`, run in Chromium against the sandbox with the EVM test wallet.

let app: ServedNextApp
let browser: Browser
const pages: OpenedPage[] = []
beforeAll(async () => {
  ;[app, browser] = await Promise.all([buildAndStartNextApp('next-wagmi', sandbox().urls.admin), launchBrowser()])
}, 420_000) // next build: about a minute on 2 idle cores
afterAll(async () => {
  await Promise.allSettled(pages.map((p) => p.close()))
  await Promise.allSettled([browser?.close(), app?.stop()])
})

const SLOW = { timeout: 30_000 }
const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`
const text = (page: Page, prefix: string) =>
  page
    .getByText(new RegExp(`^${prefix}`))
    .first()
    .textContent(SLOW)
/** Console warnings and errors of a page from now on (React reports hydration mismatches there). */
const warningsOf = (page: Page) => {
  const seen: string[] = []
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'warning' || message.type() === 'error') seen.push(`${message.type()}: ${message.text()}`)
  })
  return seen
}

describe('examples/next-wagmi', () => {
  it('server-renders the connected address after a reload (no JavaScript), hydrates without a warning and mines a wagmi writeContract', async () => {
    const account = freshAccount()
    const recipient = freshAccount().address
    const main = network(0)
    await fund(main, account.address, { wei: parseEther('2'), usdcUnits: 3_000_000n })
    const opened = await openPage(browser, app.url, {
      wallets: [walletFor(account, { name: 'Next Wallet', rdns: 'io.hatch.e2e.next-wagmi', networks: [main] })],
    })
    pages.push(opened)
    const { page } = opened
    await page.getByRole('button', { name: 'Connect Wallet' }).click(SLOW)
    await page.getByRole('button', { name: 'Next Wallet', exact: true }).click(SLOW)
    await expect.poll(() => text(page, 'Address:'), SLOW).toBe(`Address: ${account.address}`)
    await page.getByRole('button', { name: new RegExp(`^Account ${short(account.address)}`) }).waitFor(SLOW)

    // A reload with JavaScript off: what the server sent already holds the account, from the cookies.
    const noScript = await browser.newContext({ javaScriptEnabled: false })
    await noScript.addCookies(await opened.context.cookies())
    const raw = await noScript.newPage()
    await raw.goto(app.url)
    const rawButton = raw.getByRole('button', { name: `Account ${short(account.address)}` })
    expect(await rawButton.textContent()).toBe(short(account.address))
    // The network's icon is in the server's HTML too, named by the network.
    expect(await rawButton.getByRole('img', { name: main.name, exact: true }).getAttribute('src')).toBe(main.assets.imageUrl)
    // wagmi read its own cookie on the server too: it renders as reconnecting, not disconnected.
    expect(await raw.getByText(/^Status:/).textContent()).toBe('Status: reconnecting')
    await noScript.close()

    // A second load with JavaScript on: hydration gives no warning, wagmi reconnects and writes.
    const warnings = warningsOf(page)
    await page.reload()
    await expect.poll(() => text(page, 'Status:'), SLOW).toBe('Status: connected')
    // Hydrated and reconnected, the button still shows the network's icon.
    const button = page.getByRole('button', { name: `Account ${short(account.address)}` })
    expect(await button.getByRole('img', { name: main.name, exact: true }).getAttribute('src', SLOW)).toBe(main.assets.imageUrl)
    await page.getByRole('textbox', { name: 'Send 1 USDC to' }).fill(recipient)
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await expect.poll(() => text(page, 'Transfer success in block'), SLOW).toMatch(/^Transfer success in block \d+$/)
    const client = createPublicClient({ transport: http(main.rpcUrls.default.http[0]) })
    const usdc = (who: Address) => client.readContract({ address: main.contracts.usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [who] })
    expect(await usdc(recipient)).toBe(1_000_000n)
    expect(warnings).toEqual([])
    expect(opened.pageErrors).toEqual([])
    expect(opened.offHostRequests).toEqual([])
  })

  it('shows a forged cookie\'s address only until the wallet answers, then "Connect Wallet", asking the wallet for nothing', async () => {
    const someoneElse = freshAccount().address
    const main = network(0)
    const forged = {
      connections: {
        v: 1,
        value: [{ connectorId: 'io.hatch.e2e.next-forged', namespace: 'eip155', accounts: [{ address: someoneElse }], caipNetworkId: main.caipNetworkId }],
      },
      connectedConnectors: { v: 1, value: { eip155: 'io.hatch.e2e.next-forged' } },
      activeNamespace: { v: 1, value: 'eip155' },
    }
    const cookie = { name: 'hatch.session', value: encodeURIComponent(JSON.stringify(forged)), url: app.url }
    const noScript = await browser.newContext({ javaScriptEnabled: false })
    await noScript.addCookies([cookie])
    const raw = await noScript.newPage()
    await raw.goto(app.url)
    expect(await raw.getByRole('button', { name: `Account ${short(someoneElse)}` }).textContent()).toBe(short(someoneElse))
    await noScript.close()

    // The visitor's wallet never granted this site; in prompt mode any request would show its panel.
    const wallet = walletFor(freshAccount(), { name: 'Forged Wallet', rdns: 'io.hatch.e2e.next-forged', networks: [main], mode: 'prompt' })
    const opened = await openPage(browser, app.url, { wallets: [wallet] })
    pages.push(opened)
    await opened.context.addCookies([cookie])
    await opened.page.reload()
    await opened.page.getByRole('button', { name: 'Connect Wallet' }).waitFor(SLOW)
    expect(await opened.page.getByRole('button', { name: /^Account / }).count()).toBe(0)
    expect(await opened.page.getByRole('dialog', { name: /^Forged Wallet — / }).count()).toBe(0)
    expect(opened.pageErrors).toEqual([])
  })
})
