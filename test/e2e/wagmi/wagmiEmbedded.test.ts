import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { createPublicClient, erc20Abi, http, parseEther, verifyTypedData, type Address, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSecureSite, type RunningSecureSite } from '../../../secure-site/index.js'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import { startAppServer, testPageConfig, type AppServer } from '../../fixtures/appServer.js'
import { approveInFrame, codeOf, freshEmail, readMailbox } from '../email/emailStack.js'
import { freshAccount, fund, network, sandbox } from '../evm/evmStack.js'
import { permitTypedData } from './page/typedData.js'

// The wagmi dapp of wagmiHooks.test.ts with the e-mail embedded wallet: a secure site of this
// test's own (the sandbox's allows only the demo's origin) that allows the dapp's origin; the
// visitor logs in with the code from the sandbox mailbox and approves each request in the frame.

let server: AppServer
let site: RunningSecureSite | undefined
let browser: Browser
const pages: OpenedPage[] = []
beforeAll(async () => {
  const info = sandbox()
  const smtp = new URL(info.urls.smtp as string)
  server = await startAppServer({
    entry: join(import.meta.dirname, 'page/main.tsx'),
    title: 'wagmi dapp',
    config: () => ({ ...testPageConfig(info), relayUrl: undefined, secureSiteUrl: site?.origin }),
    outdirName: '.wagmi-e2e-build',
  })
  ;[site, browser] = await Promise.all([
    startSecureSite({
      listen: { host: '127.0.0.1', port: 0 },
      allowedOrigins: [server.url],
      smtp: { host: smtp.hostname, port: Number(smtp.port), from: 'Hatch Wallet <wallet@hatch.sandbox>' },
      secrets: { otpPepper: randomBytes(32).toString('hex'), shareEncryptionKey: randomBytes(32).toString('hex') },
      rpcUrls: Object.fromEntries(info.networks.map((n) => [n.caipNetworkId, n.rpcUrls.default.http[0] as string])),
    }),
    launchBrowser(),
  ])
})
afterAll(async () => {
  await Promise.allSettled(pages.map((p) => p.close()))
  await Promise.allSettled([browser?.close(), server?.stop(), site?.stop()])
})

const SLOW = { timeout: 30_000 }
const text = (page: Page, prefix: string) =>
  page
    .getByText(new RegExp(`^${prefix}`))
    .first()
    .textContent(SLOW)

describe('a wagmi dapp with hatchConnector(hatch), through the e-mail embedded wallet', () => {
  it('logs in by e-mail from wagmi’s connect, shows the balance, signs EIP-712 data viem verifies and mines an ERC-20 transfer', async () => {
    const main = network(0)
    const recipient = freshAccount().address
    const email = freshEmail('wagmi')
    const opened = await openPage(browser, `${server.url}/?to=${recipient}`)
    pages.push(opened)
    const { page, pageErrors, offHostRequests } = opened

    await page.getByRole('button', { name: 'Connect with wagmi' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Email', exact: true }).click(SLOW)
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
    await dialog.getByRole('button', { name: 'Continue' }).click()
    await dialog.getByRole('textbox', { name: 'Code', exact: true }).waitFor(SLOW)
    await dialog.getByRole('textbox', { name: 'Code', exact: true }).fill(codeOf(await readMailbox(page.context(), email, /^Your login code$/)))
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    await expect.poll(() => text(page, 'wagmi status:'), SLOW).toBe('wagmi status: connected')
    const address = (await text(page, 'wagmi address:'))?.replace('wagmi address: ', '') as Address
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    // The e-mail login ends on Account: the visitor closes the modal to use the dapp.
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden', timeout: 10_000 })

    await fund(main, address, { wei: parseEther('3.5'), usdcUnits: 4_000_000n })
    await page.getByRole('button', { name: 'Refresh balance' }).click()
    await expect.poll(() => text(page, 'Balance:'), SLOW).toBe(`Balance: 3.5 ${main.nativeCurrency.symbol}`)

    await page.getByRole('button', { name: 'Sign typed data' }).click()
    await approveInFrame(page, 'Sign typed data')
    const signature = (await text(page, 'Typed data signature:'))?.replace('Typed data signature: ', '') as Hex
    expect(await verifyTypedData({ address, signature, ...permitTypedData(main.id, main.contracts.usdc.address, address) })).toBe(true)

    await page.getByRole('button', { name: 'Send 1.5 USDC' }).click()
    await approveInFrame(page, 'Send transaction')
    await expect.poll(() => text(page, 'Transfer success in block'), SLOW).toMatch(/^Transfer success in block \d+$/)
    const client = createPublicClient({ transport: http(main.rpcUrls.default.http[0]) })
    const usdc = (who: Address) => client.readContract({ address: main.contracts.usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [who] })
    expect(await usdc(recipient)).toBe(1_500_000n)
    expect(await usdc(address)).toBe(2_500_000n)
    expect(pageErrors).toEqual([])
    expect(offHostRequests).toEqual([])
  })
})
