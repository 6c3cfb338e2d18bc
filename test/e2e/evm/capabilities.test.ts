import type { Page } from 'playwright-core'
import { createPublicClient, erc20Abi, http, parseEther, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import { startHtmlServer, type HtmlServer } from '../../fixtures/htmlServer.js'
import { evmFixturePage } from './fixture/fixturePage.js'
import { freshAccount, fund, network, sandbox, walletFor } from './evmStack.js'

let server: HtmlServer
let browser: Browser
const pages: OpenedPage[] = []
beforeAll(async () => {
  const html = await evmFixturePage(sandbox())
  ;[server, browser] = await Promise.all([startHtmlServer({ '/': html }), launchBrowser()])
})
afterAll(async () => {
  await Promise.allSettled(pages.map((p) => p.close()))
  await Promise.allSettled([browser?.close(), server?.stop()])
})

const RDNS = 'io.hatch.e2e.capabilities'

/** Calls a capability of the EVM runtime in the page, as a host's code would; bigints travel as strings. */
function capability(page: Page, name: string, params: unknown): Promise<string> {
  return page.evaluate(
    async ([n, p]) => {
      const hatch = (window as unknown as { hatch: { context: { getAdapter(ns: string): Promise<Record<string, (x: unknown) => Promise<unknown>>> } } }).hatch
      const runtime = await hatch.context.getAdapter('eip155')
      const fn = runtime[n]
      if (!fn) throw new Error(`no capability ${n}`)
      const revive = (value: unknown): unknown =>
        typeof value === 'string' && /^bigint:\d+$/.test(value)
          ? BigInt(value.slice(7))
          : Array.isArray(value)
            ? value.map(revive)
            : value && typeof value === 'object'
              ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, revive(v)]))
              : value
      const result = await fn(revive(p))
      return typeof result === 'bigint' ? result.toString() : JSON.stringify(result)
    },
    [name, params] as const,
  )
}

describe('EVM capabilities in the browser against the sandbox chain', () => {
  it('signs a message, sends native value, transfers ERC20, estimates gas and reads capabilities', async () => {
    const account = freshAccount()
    const recipient = freshAccount().address
    const main = network(0)
    await fund(main, account.address, { wei: parseEther('10'), usdcUnits: 50_000_000n })
    const opened = await openPage(browser, `${server.url}/`, { wallets: [walletFor(account, { name: 'E2E Wallet', rdns: RDNS, networks: [main] })] })
    pages.push(opened)
    const { page } = opened
    await page.waitForFunction(() => (window as unknown as { hatch?: unknown }).hatch !== undefined)
    await page.evaluate(() =>
      (window as unknown as { hatch: { connect(p: unknown): Promise<unknown> } }).hatch.connect({
        namespace: 'eip155',
        connectorId: 'io.hatch.e2e.capabilities',
      }),
    )

    const signature = JSON.parse(await capability(page, 'signMessage', { message: 'hello hatch', address: account.address })) as `0x${string}`
    expect(await verifyMessage({ address: account.address, message: 'hello hatch', signature })).toBe(true)

    const client = createPublicClient({ transport: http(main.rpcUrls.default.http[0]) })
    const gas = BigInt(await capability(page, 'estimateGas', { to: recipient, value: 'bigint:1000' }))
    expect(gas).toBe(21_000n)

    const hash = JSON.parse(await capability(page, 'sendTransaction', { to: recipient, value: 'bigint:250000000000000000' })) as `0x${string}`
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.25'))

    const transfer = JSON.parse(
      await capability(page, 'writeContract', { address: main.contracts.usdc.address, args: [recipient, 'bigint:1500000'] }),
    ) as `0x${string}`
    expect((await client.waitForTransactionReceipt({ hash: transfer })).status).toBe('success')
    expect(await client.readContract({ address: main.contracts.usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [recipient] })).toBe(1_500_000n)

    const capabilities = JSON.parse(await capability(page, 'getCapabilities', { address: account.address })) as Record<string, unknown>
    expect(capabilities[String(main.id)]).toEqual({ atomic: { status: 'unsupported' } })

    const badParams = await capability(page, 'sendTransaction', { to: 'not-an-address' }).catch((e: Error) => e.message)
    expect(badParams).toContain('Invalid sendTransaction parameters: to must be a 0x address')
    expect(opened.offHostRequests).toEqual([])
    expect(opened.pageErrors).toEqual([])
  })
})
