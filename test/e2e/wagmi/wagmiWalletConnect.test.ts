import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { createPublicClient, erc20Abi, formatEther, http, verifyTypedData, type Address, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import { startAppServer, testPageConfig, type AppServer } from '../../fixtures/appServer.js'
import { openPhoneWallet, pairWith, proposalCard, requestCard, type PhoneWallet } from '../../integration/phone-wallet/phoneWalletDriver.js'
import { freshAccount, fund, network, sandbox } from '../evm/evmStack.js'
import { shownUri } from '../walletconnect/walletConnectStack.js'
import { permitTypedData } from './page/typedData.js'

// The wagmi dapp of wagmiHooks.test.ts, connected through a WalletConnect session: Hatch's modal
// shows the pairing uri, the sandbox phone wallet pairs over the sandbox relay and approves each
// request. The phone holds sandbox account 7 (no other test signs with it).
const PHONE_ACCOUNT = 7

let server: AppServer
let browser: Browser
let phone: PhoneWallet
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
  phone = await openPhoneWallet(browser, sandbox().urls.phoneWallet!, PHONE_ACCOUNT)
  pages.push(phone)
})
afterAll(async () => {
  await Promise.allSettled(pages.map((p) => p.close()))
  await Promise.allSettled([browser?.close(), server?.stop()])
})

const SLOW = { timeout: 30_000 }
const text = (page: Page, prefix: string) =>
  page
    .getByText(new RegExp(`^${prefix}`))
    .first()
    .textContent(SLOW)

async function approve(method: string) {
  const card = await requestCard(phone.page, method, 30_000)
  await card.getByRole('button', { name: 'Approve' }).click()
  await card.waitFor({ state: 'detached', timeout: 30_000 })
}

describe('a wagmi dapp with hatchConnector(hatch), through a WalletConnect session', () => {
  it('connects by pairing in the modal, shows the balance, signs EIP-712 data viem verifies and mines an ERC-20 transfer', async () => {
    const main = network(0)
    const holder = sandbox().accounts[PHONE_ACCOUNT]!.address
    const recipient = freshAccount().address
    await fund(main, holder, { wei: 10n ** 21n, usdcUnits: 5_000_000n })
    const opened = await openPage(browser, `${server.url}/?to=${recipient}`)
    pages.push(opened)
    const { page, pageErrors, offHostRequests } = opened

    await page.getByRole('button', { name: 'Connect with wagmi' }).click()
    await page.getByRole('button', { name: 'WalletConnect', exact: true }).click(SLOW)
    await page.getByRole('img', { name: 'QR code' }).waitFor(SLOW)
    await pairWith(phone.page, await shownUri(page))
    await (await proposalCard(phone.page, 30_000)).getByRole('button', { name: 'Approve' }).click()
    await expect.poll(() => text(page, 'wagmi status:'), SLOW).toBe('wagmi status: connected')
    expect((await text(page, 'wagmi address:'))?.toLowerCase()).toBe(`wagmi address: ${holder.toLowerCase()}`)

    const client = createPublicClient({ transport: http(main.rpcUrls.default.http[0]) })
    await expect
      .poll(() => text(page, 'Balance:'), SLOW)
      .toBe(`Balance: ${formatEther(await client.getBalance({ address: holder }))} ${main.nativeCurrency.symbol}`)

    await page.getByRole('button', { name: 'Sign typed data' }).click()
    await approve('eth_signTypedData_v4')
    const signature = (await text(page, 'Typed data signature:'))?.replace('Typed data signature: ', '') as Hex
    expect(await verifyTypedData({ address: holder, signature, ...permitTypedData(main.id, main.contracts.usdc.address, holder) })).toBe(true)

    await page.getByRole('button', { name: 'Send 1.5 USDC' }).click()
    await approve('eth_sendTransaction')
    await expect.poll(() => text(page, 'Transfer success in block'), SLOW).toMatch(/^Transfer success in block \d+$/)
    const usdc = (address: Address) => client.readContract({ address: main.contracts.usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
    expect(await usdc(recipient)).toBe(1_500_000n)
    expect(await usdc(holder)).toBe(3_500_000n)

    // Disconnect in wagmi ends the session: Hatch's button is back to Connect Wallet.
    await page.getByRole('button', { name: 'Disconnect with wagmi' }).click()
    await expect.poll(() => page.getByRole('button', { name: /^(Connect Wallet|Account )/ }).textContent(), SLOW).toBe('Connect Wallet')
    expect(pageErrors).toEqual([])
    expect(offHostRequests).toEqual([])
    expect(phone.requestedUrls.filter((u) => new URL(u).hostname !== '127.0.0.1')).toEqual([])
  })
})
