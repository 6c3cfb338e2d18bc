import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { createPublicClient, erc20Abi, http, parseEther, verifyTypedData, type Address, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import { startAppServer, testPageConfig, type AppServer } from '../../fixtures/appServer.js'
import { walletControl } from '../../fixtures/testWallet.js'
import { freshAccount, fund, network, sandbox, walletFor } from '../evm/evmStack.js'
import { permitTypedData } from '../wagmi/page/typedData.js'

// A plain page (test/e2e/ethers/page/main.ts): <hatch-button> and ethers v6's BrowserProvider over
// button.hatch.getProvider('eip155'). No React of the page's own.

let server: AppServer
let browser: Browser
const pages: OpenedPage[] = []
beforeAll(async () => {
  const info = sandbox()
  const options = { projectId: info.projectId, networks: info.networks, endpoints: testPageConfig(info).endpoints }
  const body = `<hatch-button adapters="evm" config="hatch-config"></hatch-button>
<script type="application/json" id="hatch-config">${JSON.stringify(options).replace(/</g, '\\u003c')}</script>
<section aria-label="ethers"><div id="actions"></div><p id="balance"></p><p id="signature"></p><p id="transfer"></p><p role="alert" id="alert"></p></section>`
  ;[server, browser] = await Promise.all([
    startAppServer({
      entry: join(import.meta.dirname, 'page/main.ts'),
      title: 'ethers page',
      config: testPageConfig(info),
      outdirName: '.ethers-e2e-build',
      body,
    }),
    launchBrowser(),
  ])
})
afterAll(async () => {
  await Promise.allSettled(pages.map((p) => p.close()))
  await Promise.allSettled([browser?.close(), server?.stop()])
})

const RDNS = 'io.hatch.e2e.ethers'
const WALLET = 'Ethers E2E Wallet'
const SLOW = { timeout: 15_000 }
const text = (page: Page, prefix: string) =>
  page
    .getByText(new RegExp(`^${prefix}`))
    .first()
    .textContent({ timeout: 30_000 })

async function usdcOf(address: Address): Promise<bigint> {
  const net = network(0)
  const client = createPublicClient({ transport: http(net.rpcUrls.default.http[0]) })
  return client.readContract({ address: net.contracts.usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
}

describe("ethers v6 BrowserProvider over hatch.getProvider('eip155') on a plain page with <hatch-button>", () => {
  it('connects through the element, reads the balance, signs typed data viem verifies and mines an ERC-20 transfer', async () => {
    const account = freshAccount()
    const recipient = freshAccount().address
    const main = network(0)
    await fund(main, account.address, { wei: parseEther('7.25'), usdcUnits: 10_000_000n })
    const opened = await openPage(browser, `${server.url}/?to=${recipient}`, { wallets: [walletFor(account, { name: WALLET, rdns: RDNS, networks: [main] })] })
    pages.push(opened)
    const { page, pageErrors, offHostRequests } = opened

    await page.getByRole('button', { name: 'Connect Wallet' }).click(SLOW)
    await page.getByRole('button', { name: WALLET, exact: true }).click(SLOW)
    await expect
      .poll(() => page.locator('hatch-button').evaluate((el) => el.shadowRoot?.querySelector('button')?.textContent ?? ''), SLOW)
      .toContain(`${account.address.slice(0, 6)}…${account.address.slice(-4)}`)

    await page.getByRole('button', { name: 'Read balance with ethers' }).click()
    expect(await text(page, 'ethers balance:')).toBe('ethers balance: 7.25')

    await page.getByRole('button', { name: 'Sign typed data with ethers' }).click()
    const signature = (await text(page, 'ethers signature:'))?.replace('ethers signature: ', '') as Hex
    const typed = permitTypedData(main.id, main.contracts.usdc.address, account.address)
    expect(await verifyTypedData({ address: account.address, signature, ...typed })).toBe(true)

    await page.getByRole('button', { name: 'Send 1.5 USDC with ethers' }).click()
    expect(await text(page, 'ethers transfer')).toMatch(/^ethers transfer mined in block \d+$/)
    expect(await usdcOf(recipient)).toBe(1_500_000n)
    expect(await usdcOf(account.address)).toBe(8_500_000n)
    expect((await walletControl(page, RDNS, 'requests')).map((r) => r.method)).toEqual(expect.arrayContaining(['eth_signTypedData_v4', 'eth_sendTransaction']))
    expect(await page.getByRole('alert').textContent()).toBe('')
    expect(pageErrors).toEqual([])
    expect(offHostRequests).toEqual([])
  })

  it("getSigner() while disconnected opens Hatch's modal; closing it rejects with ethers' ACTION_REJECTED (4001)", async () => {
    const opened = await openPage(browser, `${server.url}/`, { wallets: [walletFor(freshAccount(), { name: WALLET, rdns: RDNS, networks: [network(0)] })] })
    pages.push(opened)
    const { page, pageErrors } = opened
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor(SLOW)
    await page.getByRole('button', { name: 'Read balance with ethers' }).click()
    await page.getByRole('button', { name: WALLET, exact: true }).waitFor(SLOW)
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('alert').textContent(), SLOW).toMatch(/^Read balance with ethers failed \(ACTION_REJECTED\)/)
    expect(pageErrors).toEqual([])
  })
})
