import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { createPublicClient, erc20Abi, http, parseEther, verifyTypedData, type Address, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import { startAppServer, testPageConfig, type AppServer } from '../../fixtures/appServer.js'
import { walletControl } from '../../fixtures/testWallet.js'
import { freshAccount, fund, network, sandbox, walletFor, type TestAccount } from '../evm/evmStack.js'
import { permitTypedData } from './page/typedData.js'

// A dapp on wagmi hooks alone (test/e2e/wagmi/page/main.tsx): WagmiProvider + QueryClientProvider,
// useConnection / useBalance / useSignTypedData / useWriteContract, with hatchConnector(hatch) as
// its only connector and Hatch's ConnectButton beside it.

let server: AppServer
let browser: Browser
const pages: OpenedPage[] = []
beforeAll(async () => {
  ;[server, browser] = await Promise.all([
    startAppServer({
      entry: join(import.meta.dirname, 'page/main.tsx'),
      title: 'wagmi dapp',
      config: testPageConfig(sandbox()),
      outdirName: '.wagmi-e2e-build',
    }),
    launchBrowser(),
  ])
})
afterAll(async () => {
  await Promise.allSettled(pages.map((p) => p.close()))
  await Promise.allSettled([browser?.close(), server?.stop()])
})

const RDNS = 'io.hatch.e2e.wagmi'
const WALLET = 'Wagmi E2E Wallet'
// A connect or a reload waits for the adapter's chunk and the wallet's announcement: past vitest's 1 s poll under load.
const SLOW = { timeout: 15_000 }

async function open(account: TestAccount, to?: Address): Promise<OpenedPage> {
  const opened = await openPage(browser, `${server.url}/${to ? `?to=${to}` : ''}`, {
    wallets: [walletFor(account, { name: WALLET, rdns: RDNS, networks: [network(0)] })],
  })
  pages.push(opened)
  return opened
}

const text = (page: Page, prefix: string) =>
  page
    .getByText(new RegExp(`^${prefix}`))
    .first()
    .textContent({ timeout: 15_000 })
/** Hatch's ConnectButton: 'Connect Wallet', or the account once connected. */
const hatchButton = (page: Page) => page.getByRole('button', { name: /^(Connect Wallet|Account )/ })

async function usdcOf(address: Address): Promise<bigint> {
  const net = network(0)
  const client = createPublicClient({ transport: http(net.rpcUrls.default.http[0]) })
  return client.readContract({ address: net.contracts.usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
}

describe('a wagmi dapp with hatchConnector(hatch), through the announced EVM test wallet', () => {
  it("connects through Hatch's modal, shows the node's balance, signs EIP-712 data viem verifies and mines an ERC-20 transfer", async () => {
    const account = freshAccount()
    const recipient = freshAccount().address
    const main = network(0)
    await fund(main, account.address, { wei: parseEther('12.345'), usdcUnits: 20_000_000n })
    const { page, pageErrors, offHostRequests } = await open(account, recipient)

    await expect.poll(() => text(page, 'wagmi status:')).toBe('wagmi status: disconnected')
    await page.getByRole('button', { name: 'Connect with wagmi' }).click()
    // wagmi's connect opened Hatch's modal on Connect: the visitor picks the wallet there.
    await page.getByRole('button', { name: WALLET, exact: true }).click(SLOW)
    await expect.poll(() => text(page, 'wagmi status:'), SLOW).toBe('wagmi status: connected')
    expect(await text(page, 'wagmi address:')).toBe(`wagmi address: ${account.address}`)
    expect(await text(page, 'wagmi chain:')).toBe(`wagmi chain: ${main.id}`)
    // Hatch's own button follows: it names the account.
    await expect.poll(() => hatchButton(page).textContent(), SLOW).toContain(`${account.address.slice(0, 6)}…${account.address.slice(-4)}`)

    // useBalance reads what anvil reports.
    await expect.poll(() => text(page, 'Balance:'), SLOW).toBe(`Balance: 12.345 ${main.nativeCurrency.symbol}`)

    await page.getByRole('button', { name: 'Sign typed data' }).click()
    const signed = await text(page, 'Typed data signature:')
    const signature = signed?.replace('Typed data signature: ', '') as Hex
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    const typed = permitTypedData(main.id, main.contracts.usdc.address, account.address)
    expect(await verifyTypedData({ address: account.address, signature, ...typed })).toBe(true)
    expect(await verifyTypedData({ address: recipient, signature, ...typed })).toBe(false)

    await page.getByRole('button', { name: 'Send 1.5 USDC' }).click()
    await expect.poll(() => text(page, 'Transfer success in block'), { timeout: 30_000 }).toMatch(/^Transfer success in block \d+$/)
    expect(await usdcOf(recipient)).toBe(1_500_000n)
    expect(await usdcOf(account.address)).toBe(18_500_000n)
    const asked = (await walletControl(page, RDNS, 'requests')).map((r) => r.method)
    expect(asked).toContain('eth_signTypedData_v4')
    expect(asked).toContain('eth_sendTransaction')
    expect(pageErrors).toEqual([])
    expect(offHostRequests).toEqual([])
  })

  it("closing the modal rejects wagmi's connect as a refusal and leaves both disconnected", async () => {
    const { page, pageErrors } = await open(freshAccount())
    await page.getByRole('button', { name: 'Connect with wagmi' }).click()
    await page.getByRole('button', { name: WALLET, exact: true }).waitFor(SLOW)
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Connect failed' }).textContent(), SLOW).toContain('User rejected the request')
    expect(await text(page, 'wagmi status:')).toBe('wagmi status: disconnected')
    expect(await hatchButton(page).textContent()).toBe('Connect Wallet')
    expect(pageErrors).toEqual([])
  })

  it('follows Hatch both ways: connect in Hatch, reload restores both without a prompt, disconnect on either side disconnects both', async () => {
    const account = freshAccount()
    await fund(network(0), account.address, { wei: parseEther('1') })
    const { page, pageErrors } = await open(account)

    // Connected from Hatch's own button: wagmi's useConnection follows.
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('button', { name: WALLET, exact: true }).click(SLOW)
    await expect.poll(() => text(page, 'wagmi status:'), SLOW).toBe('wagmi status: connected')
    expect(await text(page, 'wagmi address:')).toBe(`wagmi address: ${account.address}`)

    // Reload: Hatch restores its connection and wagmi takes it, with no wallet prompt.
    await page.reload()
    await expect.poll(() => text(page, 'wagmi status:'), SLOW).toBe('wagmi status: connected')
    expect(await text(page, 'wagmi address:')).toBe(`wagmi address: ${account.address}`)
    await expect.poll(() => hatchButton(page).textContent(), SLOW).toContain(account.address.slice(0, 6))
    const afterReload = (await walletControl(page, RDNS, 'requests')).map((r) => r.method)
    expect(afterReload).not.toContain('eth_requestAccounts')
    expect(await walletControl(page, RDNS, 'pendingCount')).toBe(0)

    // Disconnect in wagmi: Hatch's button shows Connect Wallet again.
    await page.getByRole('button', { name: 'Disconnect with wagmi' }).click()
    await expect.poll(() => text(page, 'wagmi status:')).toBe('wagmi status: disconnected')
    await expect.poll(() => hatchButton(page).textContent(), SLOW).toBe('Connect Wallet')

    // Connect through wagmi again, then disconnect in Hatch's Account view: wagmi is disconnected.
    await page.getByRole('button', { name: 'Connect with wagmi' }).click()
    await page.getByRole('button', { name: WALLET, exact: true }).click(SLOW)
    await expect.poll(() => text(page, 'wagmi status:'), SLOW).toBe('wagmi status: connected')
    await page.getByRole('button', { name: /^Account / }).click()
    await page.getByRole('button', { name: 'Disconnect', exact: true }).click(SLOW)
    await expect.poll(() => text(page, 'wagmi status:'), SLOW).toBe('wagmi status: disconnected')
    await expect.poll(() => hatchButton(page).textContent(), SLOW).toBe('Connect Wallet')

    // And a reload keeps both disconnected.
    await page.reload()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor(SLOW)
    await expect.poll(() => text(page, 'wagmi status:'), SLOW).toBe('wagmi status: disconnected')
    expect(pageErrors).toEqual([])
  })
})
