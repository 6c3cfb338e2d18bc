import type { Browser, Page } from 'playwright-core'
import { createPublicClient, erc20Abi, http, parseEther, verifyTypedData, type Address, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import { freshAccount, fund, network, sandbox, walletFor } from '../evm/evmStack.js'
import { buildAndServeExample, type ServedExample } from './exampleApp.js'

// examples/ethers-element, built with Vite and run in Chromium against the sandbox with the EVM test wallet.

let example: ServedExample
let browser: Browser
const pages: OpenedPage[] = []
beforeAll(async () => {
  ;[example, browser] = await Promise.all([buildAndServeExample('ethers-element'), launchBrowser()])
}, 180_000)
afterAll(async () => {
  await Promise.allSettled(pages.map((p) => p.close()))
  await Promise.allSettled([browser?.close(), example?.stop()])
})

const SLOW = { timeout: 30_000 }
const status = (page: Page) => page.getByRole('status').textContent(SLOW)

describe('examples/ethers-element', () => {
  it('connects through <hatch-button>, reads the balance, signs typed data viem verifies and sends 1 USDC with ethers', async () => {
    const account = freshAccount()
    const recipient = freshAccount().address
    const main = network(0)
    await fund(main, account.address, { wei: parseEther('6.75'), usdcUnits: 3_000_000n })
    const opened = await openPage(browser, `${example.url}/?sandbox=${encodeURIComponent(sandbox().urls.admin)}`, {
      wallets: [walletFor(account, { name: 'Example Wallet', rdns: 'io.hatch.e2e.example-ethers', networks: [main] })],
    })
    pages.push(opened)
    const { page, pageErrors, offHostRequests } = opened

    await page.getByRole('button', { name: 'Connect Wallet' }).click(SLOW)
    await page.getByRole('button', { name: 'Example Wallet', exact: true }).click(SLOW)
    await expect
      .poll(() => page.locator('hatch-button').evaluate((el) => el.shadowRoot?.querySelector('button')?.textContent ?? ''), SLOW)
      .toContain(account.address.slice(0, 6))

    await page.getByRole('button', { name: 'Read balance' }).click()
    await expect.poll(() => status(page), SLOW).toBe('Balance: 6.75')

    await page.getByRole('button', { name: 'Sign typed data' }).click()
    await expect.poll(() => status(page), SLOW).toMatch(/^Signature: 0x/)
    const signature = (await status(page))?.replace('Signature: ', '') as Hex
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
      message: { from: account.address, text: 'Hello from ethers' },
    })
    expect(valid).toBe(true)

    await page.getByRole('textbox', { name: 'Send 1 USDC to' }).fill(recipient)
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await expect.poll(() => status(page), SLOW).toMatch(/^Transfer mined in block \d+$/)
    const client = createPublicClient({ transport: http(main.rpcUrls.default.http[0]) })
    const usdc = (who: Address) => client.readContract({ address: main.contracts.usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [who] })
    expect(await usdc(recipient)).toBe(1_000_000n)
    expect(await usdc(account.address)).toBe(2_000_000n)
    expect(await page.getByRole('alert').textContent()).toBe('')
    expect(pageErrors).toEqual([])
    expect(offHostRequests).toEqual([])
  })
})
