/**
 * Smart accounts of the embedded wallet, as a visitor uses them in the demo (docs/smart-accounts.md):
 * an e-mail login; on Hatch Mainnet (no smart accounts there) the EOA and no switch; on Hatch Layer
 * the smart account by default (spec §6), the switch to the EOA and back; ETH sent from the smart
 * account through Send and ApproveTransaction goes out as a user operation through the sandbox
 * bundler, deploys the counterfactual account on the node, and the balances shown are the active
 * account's; switching back shows the EOA.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { createPublicClient, decodeEventLog, formatEther, http, isErc6492Signature, numberToHex, parseAbi, parseEther, type Hex, type PublicClient } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { entryPoint08Abi, entryPoint08Address } from 'viem/account-abstraction'
import { launchBrowser, openPage, saveScreenshot, type OpenedPage } from '../../fixtures/browser.js'
import { approveInFrame, demoField, demoUrl, freshEmail, logIn, sandbox, secureFrame } from '../email/emailStack.js'
import { fillSend, openSend, sendForm, successToast } from '../send/sendPage.js'
import { erc4337Addresses } from '../../../sandbox/bundler/index.js'

const info = sandbox()
const layer = info.networks.find((n) => n.name === 'Hatch Layer')!
const client = createPublicClient({ transport: http(layer.rpcUrls.default.http[0]) }) as PublicClient
const factoryAbi = parseAbi(['function getAddress(address owner, uint256 salt) view returns (address)'])
/** The Account view's balance as it shows ETH: floored to three decimals (spec §5). */
const shownEth = (wei: bigint) => `${(Math.floor(Number(formatEther(wei)) * 1000) / 1000).toFixed(3)} ETH`

let browser: Browser
let opened: OpenedPage
let page: Page
let eoa: Hex
let smart: Hex
const email = freshEmail('smart')
const dialog = () => page.getByRole('dialog')
const balanceShown = () => dialog().getByLabel('Balance', { exact: true }).textContent()

beforeAll(async () => {
  browser = await launchBrowser()
  opened = await openPage(browser, demoUrl())
  page = opened.page
})
afterAll(async () => {
  await opened?.close()
  await browser?.close()
})

describe('smart accounts of the e-mail wallet in the demo', () => {
  it('on Hatch Mainnet, where smart accounts are off, the e-mail account is the EOA and no switch is offered', async () => {
    await logIn(page, email)
    eoa = (await demoField(page, 'Address')) as Hex
    expect(eoa).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await demoField(page, 'Network')).toBe('Hatch Mainnet')
    await page.locator('[data-testid="hatch-account-view"]').waitFor()
    expect(await dialog().getByRole('button', { name: 'Switch to smart account' }).count()).toBe(0)
    expect(await dialog().getByRole('button', { name: 'Switch to EOA' }).count()).toBe(0)
    // The smart account the factory will deploy for this owner; funded before the visitor goes there.
    smart = await client.readContract({ address: erc4337Addresses().factory, abi: factoryAbi, functionName: 'getAddress', args: [eoa, 0n] })
    expect(await client.getCode({ address: smart })).toBeUndefined()
    await client.request({ method: 'anvil_setBalance' as 'eth_chainId', params: [smart, numberToHex(parseEther('1'))] as never })
  })

  it('on Hatch Layer the smart account is active by default (spec §6) and shows its own balance', async () => {
    await dialog().getByRole('button', { name: 'Network: Hatch Mainnet' }).click()
    await dialog().getByRole('list', { name: 'Networks' }).getByRole('button', { name: 'Hatch Layer', exact: true }).click()
    await expect.poll(() => demoField(page, 'Network'), { timeout: 20_000 }).toBe('Hatch Layer')
    await expect.poll(() => demoField(page, 'Address'), { timeout: 20_000 }).toBe(smart)
    if (!(await dialog().isVisible())) await page.getByRole('button', { name: /^Account / }).click()
    await dialog().getByText('Smart account (deployed on first transaction)', { exact: true }).waitFor()
    await dialog().getByRole('button', { name: 'Switch to EOA' }).waitFor()
    await expect.poll(balanceShown, { timeout: 20_000 }).toBe('1.000 ETH')
    await saveScreenshot(page, 'smart-account/account-smart-account')
  })

  it('switches to the EOA (its balance shows) and back to the smart account', async () => {
    await dialog().getByRole('button', { name: 'Switch to EOA' }).click()
    await expect.poll(() => demoField(page, 'Address'), { timeout: 20_000 }).toBe(eoa)
    await dialog().getByText('EOA', { exact: true }).waitFor()
    await expect.poll(balanceShown, { timeout: 20_000 }).toBe('0.000 ETH')
    await dialog().getByRole('button', { name: 'Switch to smart account' }).click()
    await expect.poll(() => demoField(page, 'Address'), { timeout: 20_000 }).toBe(smart)
    await expect.poll(balanceShown, { timeout: 20_000 }).toBe('1.000 ETH')
  })

  it('signs a message as the smart account before it is deployed: an ERC-6492 signature viem verifies on the node', async () => {
    await dialog().getByRole('button', { name: 'Close' }).click()
    await page.getByRole('button', { name: 'Sign message' }).click()
    await secureFrame(page).getByText(`${smart} (smart account)`, { exact: true }).waitFor({ timeout: 20_000 })
    await approveInFrame(page, 'Sign message')
    const output = page.getByRole('status', { name: 'Signature' }).or(page.getByLabel('Signature', { exact: true }))
    await expect.poll(() => output.textContent(), { timeout: 20_000 }).toMatch(/^0x[0-9a-f]+$/)
    const signature = (await output.textContent()) as Hex
    expect(isErc6492Signature(signature)).toBe(true)
    expect(await client.verifyMessage({ address: smart, message: 'Hello from the Hatch demo', signature })).toBe(true)
    // Checking it deployed nothing, and the account is unchanged.
    expect(await client.getCode({ address: smart })).toBeUndefined()
    expect(await demoField(page, 'Address')).toBe(smart)
    if (!(await dialog().isVisible())) await page.getByRole('button', { name: /^Account / }).click()
    await page.locator('[data-testid="hatch-account-view"]').waitFor()
  })

  it('sends ETH from the smart account: a user operation through the bundler deploys it and pays the receiver', async () => {
    const receiver = privateKeyToAddress(generatePrivateKey())
    await openSend(page)
    await fillSend(page, { token: 'ETH', amount: '0.25', to: receiver }, { waitForFee: true })
    await sendForm(page).submit.click()
    await dialog().getByRole('region', { name: 'Approve in the secure wallet' }).waitFor()
    await secureFrame(page).getByText(`${smart} (smart account)`).waitFor({ timeout: 20_000 })
    await secureFrame(page)
      .getByText(/^a user operation through http:\/\/127\.0\.0\.1:\d+; it also deploys the smart account$/)
      .waitFor()
    // ETH to a person is outside the sandbox project's sponsorship (its token contracts): the account pays, and the frame says why.
    await secureFrame(page).getByText('paid by this account: the sponsor refused (sponsorship refused: calls to', { exact: false }).waitFor()
    await saveScreenshot(page, 'smart-account/approve-user-operation')
    await approveInFrame(page, 'Send transaction')

    const toast = await successToast(page, 'Sent 0.25 ETH')
    const hash = /\/tx\/(0x[0-9a-f]{64})$/.exec(toast.link ?? '')?.[1] as Hex
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await client.getBalance({ address: receiver })).toBe(parseEther('0.25'))
    // Deployed by that first operation: the account's bytecode is on the node now.
    expect(await client.getCode({ address: smart })).toMatch(/^0x[0-9a-f]{20,}/)
    // The transaction is the bundler's handleOps on the EntryPoint, carrying this account's successful operation.
    const receipt = await client.getTransactionReceipt({ hash })
    expect(receipt.to?.toLowerCase()).toBe(entryPoint08Address.toLowerCase())
    const events = receipt.logs.flatMap((log) => {
      try {
        return [decodeEventLog({ abi: entryPoint08Abi, data: log.data, topics: log.topics })]
      } catch {
        return []
      }
    })
    const operation = events.find((e) => e.eventName === 'UserOperationEvent')?.args as { sender: Hex; success: boolean } | undefined
    expect(operation?.sender.toLowerCase()).toBe(smart.toLowerCase())
    expect(operation?.success).toBe(true)
    expect(events.some((e) => e.eventName === 'AccountDeployed')).toBe(true)

    // Back on Account: the smart account's new balance (1 - 0.25 - the operation's gas), and it is deployed.
    await page.locator('[data-testid="hatch-account-view"]').waitFor()
    const left = await client.getBalance({ address: smart })
    expect(left).toBeLessThan(parseEther('0.75'))
    await expect.poll(balanceShown, { timeout: 20_000 }).toBe(shownEth(left))
    await dialog().getByText('Smart account', { exact: true }).waitFor()
  })

  it('switching back shows the EOA and its balance', async () => {
    await dialog().getByRole('button', { name: 'Switch to EOA' }).click()
    await expect.poll(() => demoField(page, 'Address'), { timeout: 20_000 }).toBe(eoa)
    await expect.poll(balanceShown, { timeout: 20_000 }).toBe('0.000 ETH')
    expect(await client.getBalance({ address: eoa })).toBe(0n)
    expect(opened.pageErrors).toEqual([])
  })
})
