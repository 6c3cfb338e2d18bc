import type { Browser, Page } from 'playwright-core'
import { createPublicClient, erc20Abi, http, parseEther, verifyTypedData, type Address, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import { freshAccount, fund, network, sandbox, walletFor } from '../evm/evmStack.js'
import { buildAndServeExample, type ServedExample } from './exampleApp.js'

// examples/vite-wagmi, built with Vite and run in Chromium against the sandbox with the EVM test wallet.

let example: ServedExample
let browser: Browser
const pages: OpenedPage[] = []
beforeAll(async () => {
  ;[example, browser] = await Promise.all([buildAndServeExample('vite-wagmi'), launchBrowser()])
}, 180_000)
afterAll(async () => {
  await Promise.allSettled(pages.map((p) => p.close()))
  await Promise.allSettled([browser?.close(), example?.stop()])
})

const SLOW = { timeout: 30_000 }
const text = (page: Page, prefix: string) =>
  page
    .getByText(new RegExp(`^${prefix}`))
    .first()
    .textContent(SLOW)

describe('examples/vite-wagmi', () => {
  it('connects through Hatch, shows the balance, signs typed data viem verifies and sends 1 USDC', async () => {
    const account = freshAccount()
    const recipient = freshAccount().address
    const main = network(0)
    await fund(main, account.address, { wei: parseEther('4.5'), usdcUnits: 3_000_000n })
    const opened = await openPage(browser, `${example.url}/?sandbox=${encodeURIComponent(sandbox().urls.admin)}`, {
      wallets: [walletFor(account, { name: 'Example Wallet', rdns: 'io.hatch.e2e.example-wagmi', networks: [main] })],
    })
    pages.push(opened)
    const { page, pageErrors, offHostRequests } = opened

    await page.getByRole('button', { name: 'Connect with wagmi' }).click(SLOW)
    await page.getByRole('button', { name: 'Example Wallet', exact: true }).click(SLOW)
    expect(await text(page, 'Address:')).toBe(`Address: ${account.address}`)
    await expect.poll(() => text(page, 'Balance:'), SLOW).toBe(`Balance: 4.5 ${main.nativeCurrency.symbol}`)

    await page.getByRole('button', { name: 'Sign typed data' }).click()
    const signature = (await text(page, 'Signature:'))?.replace('Signature: ', '') as Hex
    const valid = await verifyTypedData({
      address: account.address,
      signature,
      domain: { name: 'Hatch example', version: '1', chainId: main.id, verifyingContract: main.contracts.usdc.address },
      types: {
        Greeting: [
          { name: 'from', type: 'address' },
          { name: 'text', type: 'string' },
        ],
      },
      primaryType: 'Greeting',
      message: { from: account.address, text: 'Hello from wagmi' },
    })
    expect(valid).toBe(true)

    await page.getByRole('textbox', { name: 'Send 1 USDC to' }).fill(recipient)
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await expect.poll(() => text(page, 'Transfer success in block'), SLOW).toMatch(/^Transfer success in block \d+$/)
    const client = createPublicClient({ transport: http(main.rpcUrls.default.http[0]) })
    const usdc = (who: Address) => client.readContract({ address: main.contracts.usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [who] })
    expect(await usdc(recipient)).toBe(1_000_000n)
    expect(await usdc(account.address)).toBe(2_000_000n)
    expect(pageErrors).toEqual([])
    expect(offHostRequests).toEqual([])
  })
})
