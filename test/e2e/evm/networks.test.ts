import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEther } from 'viem'
import { saveScreenshot } from '../../fixtures/browser.js'
import { walletControl } from '../../fixtures/testWallet.js'
import {
  browserSession,
  clickInDialog,
  connectThroughModal,
  sandbox,
  demoField,
  freshAccount,
  fund,
  network,
  nodeBalances,
  openAccount,
  walletFor,
} from './evmStack.js'

const session = browserSession()
beforeAll(() => session.start())
afterAll(() => session.stop())

const RDNS = 'io.hatch.e2e.networks'
const balanceText = (page: import('playwright-core').Page) => page.locator('[data-testid="hatch-account-balance"]').textContent()

describe('EVM end to end: networks', () => {
  it("switching to the second local chain changes the wallet's chain and the shown balance", async () => {
    const account = freshAccount()
    const [main, layer] = [network(0), network(1)]
    await fund(main, account.address, { wei: parseEther('12.3456') })
    await fund(layer, account.address, { wei: parseEther('0.98765') })
    const { page, pageErrors, offHostRequests } = await session.open([walletFor(account, { name: 'E2E Wallet', rdns: RDNS, networks: [main, layer] })])
    await connectThroughModal(page, 'E2E Wallet')
    await openAccount(page)
    await expect.poll(() => balanceText(page)).toBe(`${(await nodeBalances(main, account.address)).native} ETH`)

    await page.locator('[data-testid="hatch-account-network"]').click()
    await page.locator('[data-testid="hatch-network-list"]').waitFor()
    await page.getByRole('button', { name: layer.name, exact: true }).click()

    await expect.poll(() => walletControl(page, RDNS, 'chainId')).toBe(layer.id)
    await expect.poll(() => demoField(page, 'Network')).toBe(layer.name)
    // The switch view went back to Account, which now shows the second chain's balance.
    await page.locator('[data-testid="hatch-account-view"]').waitFor()
    await expect.poll(() => balanceText(page)).toBe(`${(await nodeBalances(layer, account.address)).native} ETH`)
    expect(await balanceText(page)).toBe('0.987 ETH')
    const methods = (await walletControl(page, RDNS, 'requests')).map((r) => r.method)
    expect(methods).toContain('wallet_switchEthereumChain')
    expect(methods).not.toContain('wallet_addEthereumChain')
    expect(pageErrors).toEqual([])
    expect(offHostRequests).toEqual([])
  })

  it('adds a chain the wallet lacks before switching to it', async () => {
    const account = freshAccount()
    const [main, layer] = [network(0), network(1)]
    await fund(layer, account.address, { wei: parseEther('5.5') })
    // This wallet knows only the first chain.
    const { page, pageErrors } = await session.open([walletFor(account, { name: 'E2E Wallet', rdns: RDNS, networks: [main] })])
    await connectThroughModal(page, 'E2E Wallet')
    await openAccount(page)
    await page.locator('[data-testid="hatch-account-network"]').click()
    await clickInDialog(page, layer.name)

    await expect.poll(() => walletControl(page, RDNS, 'chainId')).toBe(layer.id)
    const requests = await walletControl(page, RDNS, 'requests')
    const switching = requests.filter((r) => r.method === 'wallet_switchEthereumChain' || r.method === 'wallet_addEthereumChain')
    expect(switching.map((r) => r.method)).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain'])
    expect(switching[1]?.params).toEqual([
      expect.objectContaining({
        chainId: `0x${layer.id.toString(16)}`,
        chainName: layer.name,
        rpcUrls: layer.rpcUrls.default.http,
        nativeCurrency: layer.nativeCurrency,
      }),
    ])
    await expect.poll(() => demoField(page, 'Network')).toBe(layer.name)
    await expect.poll(() => balanceText(page)).toBe('5.500 ETH')
    expect(pageErrors).toEqual([])
  })

  it("shows 'Chain is not supported' when the wallet refuses to add the chain", async () => {
    const account = freshAccount()
    const [main, layer] = [network(0), network(1)]
    const { page } = await session.open([walletFor(account, { name: 'E2E Wallet', rdns: RDNS, networks: [main] })])
    await connectThroughModal(page, 'E2E Wallet')
    await walletControl(page, RDNS, 'setMode', 'reject')
    await openAccount(page)
    await page.locator('[data-testid="hatch-account-network"]').click()
    await page.getByRole('button', { name: layer.name, exact: true }).click()
    const status = page.locator('[data-testid="hatch-switch-status"]')
    await expect.poll(() => status.textContent()).toContain('Chain is not supported')
    // The pressed row kept focus through the attempt (the rows were natively disabled while it ran,
    // which dropped focus to the page body): the visitor can try again or move on from there.
    const row = page.getByRole('dialog').getByRole('button', { name: layer.name, exact: true })
    expect(await row.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)).toBe(true)
    // Try again goes away while its attempt runs; focus stays in the dialog (on the status).
    const asked = async () => (await walletControl(page, RDNS, 'requests')).length
    const before = await asked()
    await page.getByRole('dialog').getByRole('button', { name: 'Try again' }).click()
    await expect.poll(asked).toBeGreaterThan(before)
    await expect.poll(() => status.textContent()).toContain('Chain is not supported')
    expect(await status.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)).toBe(true)
    expect(await walletControl(page, RDNS, 'chainId')).toBe(main.id)
    expect(await demoField(page, 'Network')).toBe(main.name)
  })

  it('opens UnsupportedChain when the wallet moves itself to an unknown chain; choosing a network switches back', async () => {
    const account = freshAccount()
    const [main, layer] = [network(0), network(1)]
    const { page, pageErrors } = await session.open([walletFor(account, { name: 'E2E Wallet', rdns: RDNS, networks: [main, layer] })])
    await connectThroughModal(page, 'E2E Wallet')

    // The wallet's own UI moves it to a chain the host never configured (served by the first node).
    await walletControl(page, RDNS, 'switchChainFromWallet', 424242, { name: 'Unknown Chain', rpcUrl: main.rpcUrls.default.http[0] as string })
    const view = page.locator('[data-testid="hatch-unsupported-chain"]')
    await view.waitFor()
    expect(await view.textContent()).toContain('Unsupported chain')
    const offered = await page
      .locator('[data-testid="hatch-network-list"] button')
      .evaluateAll((b) => b.map((x) => x.getAttribute('aria-label') ?? x.querySelector('.row-name')?.textContent ?? null))
    expect(offered).toEqual(sandbox().networks.map((n) => n.name))
    await saveScreenshot(page, 'evm/unsupported-chain')

    // Closed and opened again from the account button, the modal still offers the way back (it used
    // to show Account with the last listed network and its balance, and Send failed in the wallet).
    await page.keyboard.press('Escape')
    await view.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: /^Account / }).click()
    await view.waitFor()
    await page.getByRole('button', { name: layer.name, exact: true }).click()
    await expect.poll(() => walletControl(page, RDNS, 'chainId')).toBe(layer.id)
    await expect.poll(() => demoField(page, 'Network')).toBe(layer.name)
    await view.waitFor({ state: 'detached' })
    expect(await demoField(page, 'Status')).toBe('connected')
    expect(pageErrors).toEqual([])
  })

  it('on a test network the Tokens tab shows the native balance only, with a note', async () => {
    const account = freshAccount()
    const testnet = network(2)
    expect(testnet.testnet).toBe(true)
    await fund(testnet, account.address, { wei: parseEther('7.0009') })
    const { page } = await session.open([walletFor(account, { name: 'E2E Wallet', rdns: RDNS, networks: [testnet] })])
    await connectThroughModal(page, 'E2E Wallet')
    await openAccount(page)
    await expect.poll(() => page.locator('[role="tabpanel"]').textContent()).toContain('Token balances are shown on main networks only.')
    const rows = page.locator('[data-testid="hatch-token-row"]')
    expect(await rows.count()).toBe(1)
    // The row shows the spec's default 0.000 until the node's balance arrives.
    await expect.poll(() => rows.first().textContent()).toContain('7.000 ETH')
  })
})
