import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEther } from 'viem'
import { saveScreenshot } from '../../fixtures/browser.js'
import { walletControl } from '../../fixtures/testWallet.js'
import { browserSession, connectThroughModal, demoField, freshAccount, fund, network, nodeBalances, openAccount, walletFor } from './evmStack.js'

const session = browserSession()
beforeAll(() => session.start())
afterAll(() => session.stop())

const RDNS = 'io.hatch.e2e.evm'

describe('EVM end to end: connect and see the account', () => {
  it('connects the announced wallet on approval; Account shows the address and the native balance the node reports; Tokens shows USDC', async () => {
    const account = freshAccount()
    const main = network(0)
    await fund(main, account.address, { wei: parseEther('1234.56789'), usdcUnits: 4_321_987_654n })
    const { page, offHostRequests, pageErrors } = await session.open([walletFor(account, { name: 'E2E Wallet', rdns: RDNS, networks: [main] })])

    await connectThroughModal(page, 'E2E Wallet')
    expect(await demoField(page, 'Address')).toBe(account.address)
    expect(await page.locator('hatch-modal').evaluate((host) => host.shadowRoot?.querySelector('[role="dialog"]') !== null)).toBe(false)

    await openAccount(page)
    const expected = await nodeBalances(main, account.address)
    expect(expected).toEqual({ native: '1,234.567', usdc: '4,321.987' })
    const shortAddress = `${account.address.slice(0, 6)}…${account.address.slice(-4)}`
    await expect.poll(() => page.locator('[data-testid="hatch-account-name"]').textContent()).toBe(shortAddress)
    await expect.poll(() => page.locator('[data-testid="hatch-account-balance"]').textContent()).toBe(`${expected.native} ETH`)

    const usdcRow = page.locator('[data-testid="hatch-token-row"][data-symbol="USDC"]')
    await usdcRow.waitFor()
    expect(await usdcRow.textContent()).toContain(`${expected.usdc} USDC`)
    await saveScreenshot(page, 'evm/account')
    expect(offHostRequests).toEqual([])
    expect(pageErrors).toEqual([])
  })

  it("shows 'Connection rejected' when the visitor declines, and Try again then connects", async () => {
    const account = freshAccount()
    const { page, pageErrors } = await session.open([walletFor(account, { name: 'E2E Wallet', rdns: RDNS, networks: [network(0)], mode: 'reject' })])
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('button', { name: 'E2E Wallet', exact: true }).click()
    const status = page.locator('[data-testid="hatch-connecting-external"] [role="status"]')
    await expect.poll(() => status.textContent()).toContain('Connection rejected')
    expect(await demoField(page, 'Status')).toBe('disconnected')

    // Try again while the wallet still declines: the button stays through the attempt (busy), so it
    // keeps the visitor's focus rather than dropping it to the page body.
    const asked = async () => (await walletControl(page, RDNS, 'requests')).filter((r) => r.method === 'eth_requestAccounts').length
    const tryAgain = page.getByRole('button', { name: 'Try again' })
    await tryAgain.click()
    await expect.poll(asked).toBe(2)
    await expect.poll(() => status.textContent()).toContain('Connection rejected')
    expect(await tryAgain.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)).toBe(true)

    await walletControl(page, RDNS, 'setMode', 'approve')
    await tryAgain.click()
    await expect.poll(() => demoField(page, 'Status')).toBe('connected')
    expect(await demoField(page, 'Address')).toBe(account.address)
    expect(await asked()).toBe(3)
    expect(pageErrors).toEqual([])
  })

  it('a second click while the wallet still shows the first request says to open the wallet, not "Failed to connect"', async () => {
    const account = freshAccount()
    // The wallet's prompt stays open (MetaMask-like: a second eth_requestAccounts meanwhile is -32002).
    const { page, pageErrors } = await session.open([walletFor(account, { name: 'E2E Wallet', rdns: RDNS, networks: [network(0)], mode: 'hang' })])
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('button', { name: 'E2E Wallet', exact: true }).click()
    const status = page.locator('[data-testid="hatch-connecting-external"] [role="status"]')
    await expect.poll(() => status.textContent()).toContain('Continue in E2E Wallet')
    await page.getByRole('button', { name: 'Back' }).click()
    await page.getByRole('button', { name: 'E2E Wallet', exact: true }).click()
    await expect.poll(() => status.textContent()).toBe('Your wallet already has a request waiting: open it to continue')

    // The visitor closes the wallet's prompt and tries again, this time approving.
    await walletControl(page, RDNS, 'dismissPending')
    await walletControl(page, RDNS, 'setMode', 'approve')
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect.poll(() => demoField(page, 'Status')).toBe('connected')
    expect(pageErrors).toEqual([])
  })

  it('restores the connection on reload without a prompt; disconnect clears it and a reload stays disconnected', async () => {
    const account = freshAccount()
    await fund(network(0), account.address, { wei: parseEther('3') })
    const { page, pageErrors } = await session.open([walletFor(account, { name: 'E2E Wallet', rdns: RDNS, networks: [network(0)] })])
    await connectThroughModal(page, 'E2E Wallet')

    await page.reload()
    // A reload reconnects after the wallet announces itself (up to 1.5 s): more than vitest's 1 s default poll.
    await expect.poll(() => demoField(page, 'Status'), { timeout: 15_000 }).toBe('connected')
    expect(await demoField(page, 'Address')).toBe(account.address)
    const afterReload = (await walletControl(page, RDNS, 'requests')).map((r) => r.method)
    expect(afterReload).toContain('eth_accounts')
    expect(afterReload).not.toContain('eth_requestAccounts')
    expect(await walletControl(page, RDNS, 'pendingCount')).toBe(0)

    await openAccount(page)
    await page.getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => demoField(page, 'Status')).toBe('disconnected')
    expect(await demoField(page, 'Address')).toBe('—')
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    expect(await walletControl(page, RDNS, 'isConnected')).toBe(false)

    await page.reload()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    // Give a reconnect attempt time to happen, were there one.
    await page.waitForTimeout(500)
    expect(await demoField(page, 'Status')).toBe('disconnected')
    expect((await walletControl(page, RDNS, 'requests')).map((r) => r.method)).not.toContain('eth_requestAccounts')
    expect(pageErrors).toEqual([])
  })

  it('lists two announced wallets plus window.ethereum once each, in the spec order (recent first after a connection)', async () => {
    const first = walletFor(freshAccount(), { name: 'Alpha Wallet', rdns: 'io.hatch.e2e.alpha', networks: [network(0)], setWindowEthereum: true })
    const second = walletFor(freshAccount(), { name: 'Beta Wallet', rdns: 'io.hatch.e2e.beta', networks: [network(0)] })
    const names = async (page: import('playwright-core').Page) => {
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await page.locator('[data-testid="hatch-wallet-list"]').waitFor()
      const list = await page
        .locator('[data-testid="hatch-wallet-list"] button')
        .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? b.querySelector('.row-name')?.textContent ?? null))
      await page.keyboard.press('Escape')
      return list
    }

    // window.ethereum is Alpha's provider: listed once, as Alpha. WalletConnect comes first (spec §2
    // connector-type order: walletConnect, recent, injected ...); the other assertions leave it out.
    const same = await session.open([first, second])
    expect((await names(same.page)).filter((n) => n !== 'All Wallets')).toEqual(['WalletConnect', 'Alpha Wallet', 'Beta Wallet'])

    // A window.ethereum that never announced: listed after the announced wallets.
    const legacyProvider = `Object.defineProperty(window, 'ethereum', { configurable: true, value: {
      request: async ({ method }) => { if (method === 'eth_chainId') return '0x1'; if (method === 'eth_accounts') return []; throw Object.assign(new Error('unsupported'), { code: 4200 }) },
      on() {}, removeListener() {} } })`
    const legacy = await session.open([{ ...first, setWindowEthereum: false }, second], [legacyProvider])
    expect((await names(legacy.page)).filter((n) => n !== 'All Wallets' && n !== 'WalletConnect')).toEqual(['Alpha Wallet', 'Beta Wallet', 'Browser Wallet'])

    // Connecting Beta makes it recent: after a reload it comes first (recent before injected).
    await connectThroughModal(legacy.page, 'Beta Wallet')
    await legacy.page.reload()
    await expect.poll(() => demoField(legacy.page, 'Status'), { timeout: 15_000 }).toBe('connected')
    await legacy.page.getByRole('button', { name: /^Account / }).click()
    await legacy.page.getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => demoField(legacy.page, 'Status')).toBe('disconnected')
    expect((await names(legacy.page)).filter((n) => n !== 'All Wallets' && n !== 'WalletConnect')).toEqual(['Beta Wallet', 'Alpha Wallet', 'Browser Wallet'])
    expect(same.pageErrors).toEqual([])
    expect(legacy.pageErrors).toEqual([])
  })
})
