import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWalletClient, erc20Abi, http, parseAbi, parseEther, parseUnits, type Address, type Hash } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { walletControl } from '../../fixtures/testWallet.js'
import { saveScreenshot } from '../../fixtures/browser.js'
import { browserSession, connectThroughModal, freshAccount, fund, network, nodeBalances, openAccount, walletFor, type TestAccount } from '../evm/evmStack.js'
import { successToast } from '../send/sendPage.js'
import { admin, useProject } from '../activity/activityPage.js'
import { NATIVE, amountOut, nodeClient, reserves } from '../../integration/swaps/pool.js'
import { openSwap, quoteShown, shownAmount, swapForm } from './swapPage.js'

const session = browserSession()
beforeAll(() => session.start())
afterAll(() => session.stop())

// Hatch Mainnet: the demo configures it as swap-capable. Only this file swaps on its pools.
const main = network(0)
const testnet = network(2)
const usdc = main.contracts.usdc.address
const client = nodeClient(main)
const usdcOf = (account: Address) => client.readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [account] })

async function openFunded(account: TestAccount, amounts: { wei: bigint; usdcUnits?: bigint }, name: string, networks = [main]) {
  for (const net of networks) await fund(net, account.address, amounts)
  const opened = await session.open([walletFor(account, { name, rdns: `io.hatch.e2e.${name.toLowerCase().replaceAll(' ', '-')}`, networks })])
  await connectThroughModal(opened.page, name)
  await openAccount(opened.page)
  return opened
}

/** Another trader's swap of `wei` ETH for USDC straight through the router: it moves the pool the form quoted. */
async function traderSwaps(wei: bigint): Promise<void> {
  const trader = freshAccount()
  await fund(main, trader.address, { wei: wei + parseEther('1') })
  const exchange = main.exchange!
  const hash = await createWalletClient({ account: privateKeyToAccount(trader.privateKey), transport: http(main.rpcUrls.default.http[0]) }).writeContract({
    chain: null,
    address: exchange.router,
    abi: parseAbi(['function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable']),
    functionName: 'swapExactETHForTokens',
    args: [0n, [exchange.weth.address, usdc], trader.address, BigInt(Math.floor(Date.now() / 1000) + 600)],
    value: wei,
  })
  expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
}

/** The transactions `account` sent, from the latest blocks back (other files mine on this node meanwhile). */
async function sentBy(account: Address, blocks = 50n): Promise<Hash[]> {
  const latest = await client.getBlockNumber({ cacheTime: 0 })
  const found: Hash[] = []
  for (let n = latest; n >= 0n && n > latest - blocks; n--) {
    const block = await client.getBlock({ blockNumber: n, includeTransactions: true })
    for (const tx of block.transactions) if (tx.from.toLowerCase() === account.toLowerCase()) found.push(tx.hash)
  }
  return found
}

/** The mined swap's gas cost, from the transaction the toast links to. */
async function gasCostOf(link: string | null): Promise<bigint> {
  const hash = /\/tx\/(0x[0-9a-f]{64})$/.exec(link ?? '')?.[1] as `0x${string}` | undefined
  if (!hash) throw new Error(`the toast links no transaction: ${link}`)
  const receipt = await client.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  return receipt.gasUsed * receipt.effectiveGasPrice
}

describe('swaps on the sandbox exchange through the demo and the test wallet', () => {
  it('swaps ETH for USDC: the USDC received is the pool formula for the reserves before the swap, within 1% slippage; Account matches the node', async () => {
    const account = freshAccount()
    const { page, pageErrors, offHostRequests } = await openFunded(account, { wei: parseEther('200'), usdcUnits: 0n }, 'Swap ETH Wallet')
    await openSwap(page)
    const form = swapForm(page)
    expect(await form.from.locator('option:checked').textContent()).toBe('ETH')
    await form.to.selectOption({ label: 'USDC' })
    expect(await form.slippage.inputValue()).toBe('1')

    // More than half the pool's USDC: a clear message, and nothing to press.
    await form.amount.fill('150')
    const alert = page.getByRole('dialog').getByRole('alert')
    await expect
      .poll(() => alert.textContent(), { timeout: 15_000 })
      .toMatch(/^Not enough liquidity for this swap: Insufficient liquidity: this swap would take [\d.]+% of the pool's [\d.]+ USDC \(at most 50% per swap\)/)
    expect(await form.swap.isDisabled()).toBe(true)

    const amount = parseEther('0.5')
    await form.amount.fill('0.5')
    const before = await reserves(main, NATIVE, usdc)
    const expected = amountOut(amount, before.reserveIn, before.reserveOut)
    await expect.poll(() => quoteShown(page), { timeout: 15_000 }).toBe(`You receive: ${shownAmount(expected, 6, 'USDC')}`)
    await expect
      .poll(() =>
        page
          .getByRole('dialog')
          .getByText(/^Minimum received: /)
          .textContent(),
      )
      .toBe(`Minimum received: ${shownAmount((expected * 99n) / 100n, 6, 'USDC')}`)
    await page
      .getByRole('dialog')
      .getByText(/^Network fee: \d/)
      .waitFor({ timeout: 15_000 })
    expect(
      await page
        .getByRole('dialog')
        .getByText(/^Price impact: \d+(\.\d{1,2})?%$/)
        .count(),
    ).toBe(1)
    expect(
      await page
        .getByRole('dialog')
        .getByText(/^Rate: 1 ETH = \d{1,3}(,\d{3})*(\.\d+)? USDC$/)
        .count(),
    ).toBe(1)
    await saveScreenshot(page, 'swaps/eth-usdc-form')
    const ethBefore = await client.getBalance({ address: account.address })
    await form.swap.click()

    const toast = await successToast(page, 'Swapped 0.5 ETH for ')
    expect(toast.link).toMatch(new RegExp(`^${main.blockExplorers.default.url}/tx/0x[0-9a-f]{64}$`))
    const gas = await gasCostOf(toast.link)
    const received = await usdcOf(account.address)
    expect(received).toBe(expected)
    expect(received).toBeGreaterThanOrEqual((expected * 99n) / 100n)
    expect(await client.getBalance({ address: account.address })).toBe(ethBefore - amount - gas)

    // Back on Account, which shows what the node now holds (no reload).
    await page.locator('[data-testid="hatch-account-view"]').waitFor()
    const node = await nodeBalances(main, account.address)
    await expect.poll(() => page.getByLabel('Balance', { exact: true }).textContent(), { timeout: 15_000 }).toBe(`${node.native} ETH`)
    const row = page.locator('[data-testid="hatch-token-row"][data-symbol="USDC"]')
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain(`${node.usdc} USDC`)
    expect(pageErrors).toEqual([])
    expect(offHostRequests).toEqual([])
  })

  it('swaps USDC for ETH: Approve USDC first, then the ETH received is the pool formula, within 1% slippage; Account matches the node', async () => {
    const account = freshAccount()
    const { page, pageErrors } = await openFunded(account, { wei: parseEther('1'), usdcUnits: parseUnits('500', 6) }, 'Swap USDC Wallet')
    await openSwap(page)
    const form = swapForm(page)
    await form.from.selectOption({ label: 'USDC' })
    // Choosing the to side's token swaps the two.
    expect(await form.to.locator('option:checked').textContent()).toBe('ETH')
    await form.amount.fill('200')
    await quoteShown(page)
    await page.getByText('The exchange needs your permission to spend USDC first.').waitFor({ timeout: 15_000 })
    const approve = form.approve('USDC')
    await expect.poll(() => approve.isEnabled(), { timeout: 15_000 }).toBe(true)
    await approve.click()
    await expect.poll(() => form.swap.isEnabled(), { timeout: 30_000 }).toBe(true)
    expect(
      await client.readContract({ address: usdc, abi: erc20Abi, functionName: 'allowance', args: [account.address, main.exchange!.router] }),
    ).toBeGreaterThanOrEqual(parseUnits('200', 6))

    const amount = parseUnits('200', 6)
    const before = await reserves(main, usdc, NATIVE)
    const expected = amountOut(amount, before.reserveIn, before.reserveOut)
    await expect.poll(() => quoteShown(page)).toBe(`You receive: ${shownAmount(expected, 18, 'ETH')}`)
    const ethBefore = await client.getBalance({ address: account.address })
    await form.swap.click()

    const toast = await successToast(page, 'Swapped 200 USDC for ')
    const gas = await gasCostOf(toast.link)
    const received = (await client.getBalance({ address: account.address })) - ethBefore + gas
    expect(received).toBe(expected)
    expect(received).toBeGreaterThanOrEqual((expected * 99n) / 100n)
    expect(await usdcOf(account.address)).toBe(parseUnits('300', 6))

    await page.locator('[data-testid="hatch-account-view"]').waitFor()
    const node = await nodeBalances(main, account.address)
    await expect.poll(() => page.getByLabel('Balance', { exact: true }).textContent(), { timeout: 15_000 }).toBe(`${node.native} ETH`)
    const row = page.locator('[data-testid="hatch-token-row"][data-symbol="USDC"]')
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('300.000 USDC')
    expect(pageErrors).toEqual([])
  })

  it('a swap that reverts on chain (the pool moved past the 1% slippage before the wallet sent it) says so, not "Swapped"; the form keeps the amount and the next try swaps', async () => {
    const account = freshAccount()
    const { page, pageErrors } = await openFunded(account, { wei: parseEther('5'), usdcUnits: 0n }, 'Swap Revert Wallet')
    await openSwap(page)
    const form = swapForm(page)
    await form.to.selectOption({ label: 'USDC' })
    await form.amount.fill('0.5')
    await quoteShown(page)
    await expect.poll(() => form.swap.isEnabled(), { timeout: 15_000 }).toBe(true)

    // The visitor takes their time in the wallet; meanwhile another trader's swap moves the pool about 6%.
    await walletControl(page, 'io.hatch.e2e.swap-revert-wallet', 'setMode', 'prompt')
    await form.swap.click()
    const prompt = page.getByRole('dialog', { name: 'Swap Revert Wallet — Send transaction?' })
    await prompt.waitFor({ timeout: 15_000 })
    await traderSwaps(parseEther('3'))
    await prompt.getByRole('button', { name: 'Approve' }).click()
    await prompt.waitFor({ state: 'detached' })

    const alert = page.getByRole('dialog').getByRole('alert')
    await expect.poll(() => alert.textContent(), { timeout: 30_000 }).toBe('The transaction failed on chain: nothing was swapped')
    expect(await page.getByText(/^Swapped /).count()).toBe(0)
    expect(await form.amount.inputValue()).toBe('0.5')
    expect(await usdcOf(account.address)).toBe(0n)
    // The quote shown is the moved pool's, for the next try.
    const moved = await reserves(main, NATIVE, usdc)
    await expect.poll(() => quoteShown(page)).toBe(`You receive: ${shownAmount(amountOut(parseEther('0.5'), moved.reserveIn, moved.reserveOut), 6, 'USDC')}`)
    // The wallet did send it, and the chain reverted it: the minimum out could no longer be met.
    const [reverted] = await sentBy(account.address)
    expect(reverted).toBeDefined()
    expect((await client.getTransactionReceipt({ hash: reverted! })).status).toBe('reverted')
    await saveScreenshot(page, 'swaps/reverted')

    // Swap again: a fresh quote for the moved pool, and "Swapped" once the USDC is on chain.
    await walletControl(page, 'io.hatch.e2e.swap-revert-wallet', 'setMode', 'approve')
    await expect.poll(() => form.swap.isEnabled(), { timeout: 15_000 }).toBe(true)
    await form.swap.click()
    await successToast(page, 'Swapped 0.5 ETH for ')
    // No waiting here: the toast comes after the receipt, so the balance is already there.
    expect(await usdcOf(account.address)).toBeGreaterThan(0n)
    expect(pageErrors).toEqual([])
  })

  it("says 'Network not supported for Swaps' on a network outside the swap networks, and offers no swap", async () => {
    const account = freshAccount()
    const { page, pageErrors } = await openFunded(account, { wei: parseEther('1') }, 'Swap Testnet Wallet', [testnet, main])
    await openSwap(page)
    const alert = page.getByRole('dialog').getByRole('alert')
    await expect.poll(() => alert.textContent(), { timeout: 15_000 }).toBe('Network not supported for Swaps')
    expect(await swapForm(page).swap.count()).toBe(0)
    expect(await swapForm(page).amount.count()).toBe(0)
    expect(pageErrors).toEqual([])
  })

  it("a failing swap service gives a clear message and no transaction; with the project's swaps feature off there is no Swap action", async () => {
    const projectId = 'swaps-e2e-faults'
    const account = freshAccount()
    await fund(main, account.address, { wei: parseEther('5') })
    // From the defaults: a retry after the feature was switched off below starts as a first run.
    await admin().deleteProject(projectId)
    await admin().setProject(projectId)
    await admin().setFault('data', { status: 503, projectId, path: '/v1/convert/quotes' })
    const { page, pageErrors } = await session.open(
      [walletFor(account, { name: 'Swap Fault Wallet', rdns: 'io.hatch.e2e.swap-fault', networks: [main] })],
      [useProject(projectId)],
    )
    await connectThroughModal(page, 'Swap Fault Wallet')
    await openAccount(page)
    await openSwap(page)
    const form = swapForm(page)
    await form.to.selectOption({ label: 'USDC' })
    await form.amount.fill('0.1')
    const alert = page.getByRole('dialog').getByRole('alert')
    await expect.poll(() => alert.textContent(), { timeout: 15_000 }).toMatch(/^The swap service failed: .+/)
    expect(await form.swap.isDisabled()).toBe(true)
    expect(await client.getTransactionCount({ address: account.address })).toBe(0)
    await admin().clearFaults(undefined, projectId)
    expect(pageErrors).toEqual([])

    // The remote project configuration decides the feature: off, and the Account has no Swap.
    await admin().setProject(projectId, { features: [{ id: 'swaps', isEnabled: false, config: null }] })
    const other = freshAccount()
    await fund(main, other.address, { wei: parseEther('1') })
    const second = await session.open([walletFor(other, { name: 'Swap Off Wallet', rdns: 'io.hatch.e2e.swap-off', networks: [main] })], [useProject(projectId)])
    await connectThroughModal(second.page, 'Swap Off Wallet')
    await openAccount(second.page)
    const features = second.page.getByRole('group', { name: 'Wallet features' })
    await features.getByRole('button', { name: 'Send' }).waitFor()
    expect(await features.getByRole('button', { name: 'Swap' }).count()).toBe(0)
  })
})
