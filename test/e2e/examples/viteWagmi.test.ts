import type { Browser, Page } from 'playwright-core'
import { launchBrowser } from '../../fixtures/browser.js'
import { createPublicClient, createTestClient, erc20Abi, http, parseEther, verifyTypedData, type Address, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStack, type Stack } from 'hatch/testing'
import { installTestWallets } from 'hatch/testing/browser'
import { buildAndServeExample, type ServedExample } from './exampleApp.js'

// examples/vite-wagmi, built with Vite and run in Chromium, tested as an integrator would with
// hatch/testing only: its own stack (the EVM chains) and the EVM test wallet holding a funded account.

let example: ServedExample
let stack: Stack
let browser: Browser
beforeAll(async () => {
  ;[example, stack, browser] = await Promise.all([buildAndServeExample('vite-wagmi'), startStack(), launchBrowser()])
}, 180_000)
afterAll(async () => {
  await Promise.allSettled([browser?.close(), example?.stop(), stack?.stop()])
})

const SLOW = { timeout: 30_000 }
const text = (page: Page, prefix: string) =>
  page
    .getByText(new RegExp(`^${prefix}`))
    .first()
    .textContent(SLOW)

describe('examples/vite-wagmi', () => {
  it('connects through Hatch, shows the balance, signs typed data viem verifies and sends 1 USDC', async () => {
    const main = stack.networks[0]!
    const rpc = http(main.rpcUrls.default.http[0])
    const page = await (await browser.newContext()).newPage()
    const pageErrors: string[] = []
    page.on('pageerror', (error) => pageErrors.push(error.message))
    const { evm } = await installTestWallets(page, { stack: stack.info, evm: { account: 2, name: 'Example Wallet' } })
    const account = evm!.address
    const recipient = stack.accounts.evm[7]!.address
    // The balance the page must show: set on the node, as a test sets up its world.
    await createTestClient({ mode: 'anvil', transport: rpc }).setBalance({ address: account, value: parseEther('4.5') })
    const client = createPublicClient({ transport: rpc })
    const usdc = (who: Address) => client.readContract({ address: main.contracts.usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [who] })
    const [senderBefore, recipientBefore] = await Promise.all([usdc(account), usdc(recipient)])
    await page.goto(`${example.url}/?sandbox=${encodeURIComponent(stack.urls.admin)}`)

    await page.getByRole('button', { name: 'Connect with wagmi' }).click(SLOW)
    await page.getByRole('button', { name: 'Example Wallet', exact: true }).click(SLOW)
    expect(await text(page, 'Address:')).toBe(`Address: ${account}`)
    await expect.poll(() => text(page, 'Balance:'), SLOW).toBe(`Balance: 4.5 ${main.nativeCurrency.symbol}`)

    await page.getByRole('button', { name: 'Sign typed data' }).click()
    const signature = (await text(page, 'Signature:'))?.replace('Signature: ', '') as Hex
    const valid = await verifyTypedData({
      address: account,
      signature,
      domain: { name: 'Hatch example', version: '1', chainId: main.id, verifyingContract: main.contracts.usdc.address },
      types: {
        Greeting: [
          { name: 'from', type: 'address' },
          { name: 'text', type: 'string' },
        ],
      },
      primaryType: 'Greeting',
      message: { from: account, text: 'Hello from wagmi' },
    })
    expect(valid).toBe(true)

    await page.getByRole('textbox', { name: 'Send 1 USDC to' }).fill(recipient)
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await expect.poll(() => text(page, 'Transfer success in block'), SLOW).toMatch(/^Transfer success in block \d+$/)
    expect(await usdc(recipient)).toBe(recipientBefore + 1_000_000n)
    expect(await usdc(account)).toBe(senderBefore - 1_000_000n)
    expect(pageErrors).toEqual([])
  })
})
