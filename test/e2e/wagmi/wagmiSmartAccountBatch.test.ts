import { join } from 'node:path'
import { decodeEventLog, decodeFunctionData, erc20Abi, getAddress, isErc6492Signature, parseAbi, parseEther, toHex, type Address, type Hex } from 'viem'
import { entryPoint08Abi } from 'viem/account-abstraction'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { erc4337Addresses } from '../../../sandbox/bundler/index.js'
import { startPaymaster, type RunningPaymaster } from '../../../sandbox/paymaster/index.js'
import { toHatchSmartAccount } from '../../../secure-site/frame/hatchSmartAccount.js'
import { approveInFrame, freshEmail, sandbox, secureFrame } from '../email/emailStack.js'
import { freshAccount, fund, network } from '../evm/evmStack.js'
import { logInByEmail, nodeClient, shownText, SLOW, startDapp, usdcOf, type Dapp } from '../dapps/dappStack.js'
import { permitTypedData } from './page/typedData.js'

// The e-mail embedded wallet's smart account (a HatchSmartAccount on EntryPoint v0.8, offered on
// Hatch Mainnet by this file's secure site through the sandbox bundler) through wagmi: it signs a
// message and a USDC permit before deployment (ERC-6492) and after (ERC-1271), both verified by
// viem against the node; EIP-5792 sends two USDC transfers as one user operation (one handleOps),
// sponsored by an ERC-7677 paymaster service of this file (HatchVerifyingPaymaster); once the
// project's daily cap is spent, a transfer falls back to the account paying, and the frame says so.

const main = network(0)
const usdc = main.contracts.usdc.address
const message = 'Hello from the wagmi dapp'
const depositOf = (paymaster: Address) =>
  nodeClient().readContract({
    address: erc4337Addresses().entryPoint,
    abi: parseAbi(['function balanceOf(address) view returns (uint256)']),
    functionName: 'balanceOf',
    args: [paymaster],
  })

let dapp: Dapp
let paymaster: RunningPaymaster
/** The paymaster's clock (its daily cap's day), moved by the test. */
let now = Date.parse('2026-06-01T12:00:00Z')
let account: Address
let page: Awaited<ReturnType<Dapp['open']>>['page']
let pageErrors: string[]
let offHostRequests: string[]

beforeAll(async () => {
  paymaster = await startPaymaster({
    chains: [{ chainId: main.id, rpcUrl: main.rpcUrls.default.http[0] as string }],
    entryPoint: erc4337Addresses().entryPoint,
    projects: { [sandbox().projectId]: { allowedContracts: [usdc], dailyCapWei: parseEther('0.05') } },
    now: () => now,
    depositWei: parseEther('10'),
  })
  dapp = await startDapp({
    entry: join(import.meta.dirname, 'page/main.tsx'),
    title: 'wagmi dapp',
    outdirName: '.wagmi-batch-e2e-build',
    ways: { embedded: { smartAccountChains: [main.id], paymaster } },
  })
})
afterAll(async () => {
  await dapp?.stop()
  await paymaster?.stop()
})

/** Signs through the page's button, approving in the frame, and answers the signature the page shows. */
async function signOnPage(button: string, heading: string, shown: string): Promise<Hex> {
  await page.getByRole('button', { name: button }).click()
  await secureFrame(page).getByText(`${account} (smart account)`, { exact: true }).waitFor(SLOW)
  await approveInFrame(page, heading)
  await expect.poll(() => shownText(page, shown), SLOW).toMatch(/0x[0-9a-f]+$/)
  return /0x[0-9a-f]+$/.exec((await shownText(page, shown)) ?? '')?.[0] as Hex
}

describe('the embedded smart account through wagmi', () => {
  it('signs a message and a permit before deployment as ERC-6492, which viem verifies against the node', async () => {
    ;({ page, pageErrors, offHostRequests } = await dapp.open(`/?to=${freshAccount().address}&to2=${freshAccount().address}`))
    await page.getByRole('button', { name: 'Connect with wagmi' }).click()
    await logInByEmail(page, freshEmail('batch'))
    await expect.poll(() => shownText(page, 'wagmi status:'), SLOW).toBe('wagmi status: connected')
    account = (await shownText(page, 'wagmi address:'))?.replace('wagmi address: ', '') as Address
    // The smart account, not yet deployed: no code at the address wagmi shows.
    expect(await nodeClient().getCode({ address: account })).toBeUndefined()
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'hidden', timeout: 10_000 })

    const signature = await signOnPage('Sign message', 'Sign message', 'Message signature:')
    expect(isErc6492Signature(signature)).toBe(true)
    expect(await nodeClient().verifyMessage({ address: account, message, signature })).toBe(true)
    expect(await nodeClient().verifyMessage({ address: account, message: 'another message', signature })).toBe(false)
    const permit = await signOnPage('Sign typed data', 'Sign typed data', 'Typed data signature:')
    expect(isErc6492Signature(permit)).toBe(true)
    expect(await nodeClient().verifyTypedData({ address: account, ...permitTypedData(main.id, usdc, account), signature: permit })).toBe(true)
    // Verifying did not deploy it: only its first user operation does.
    expect(await nodeClient().getCode({ address: account })).toBeUndefined()
  }, 180_000)

  it('runs two transfers as one sponsored user operation: one handleOps, the ETH untouched, the paymaster deposit lower', async () => {
    const [first, second] = [new URL(page.url()).searchParams.get('to') as Address, new URL(page.url()).searchParams.get('to2') as Address]
    await fund(main, account, { wei: parseEther('1'), usdcUnits: 5_000_000n })
    const depositBefore = await depositOf(paymaster.paymaster)
    await expect.poll(() => shownText(page, 'Atomic batches:'), SLOW).toBe('Atomic batches: supported')

    await page.getByRole('button', { name: 'Send 1 and 2 USDC in one batch' }).click()
    const frame = secureFrame(page)
    await frame.getByRole('heading', { name: 'Send 2 calls in one transaction' }).waitFor(SLOW)
    // Both calls are listed, each with the transfer's data naming its recipient; the fee is sponsored.
    expect(await frame.getByText('Call 1 · To', { exact: true }).count()).toBe(1)
    expect(await frame.getByText('Call 2 · To', { exact: true }).count()).toBe(1)
    expect(await frame.getByText(`${account} (smart account)`, { exact: true }).count()).toBe(1)
    const data = await frame.getByRole('definition').allTextContents()
    expect(data.filter((d) => d === usdc)).toHaveLength(2)
    expect(data.some((d) => d.startsWith('0xa9059cbb') && d.includes(first.slice(2).toLowerCase()))).toBe(true)
    expect(data.some((d) => d.startsWith('0xa9059cbb') && d.includes(second.slice(2).toLowerCase()))).toBe(true)
    // And each said in words, the token read by the frame from its own endpoint.
    expect(await frame.getByText('Call 1 · Action', { exact: true }).count()).toBe(1)
    expect(data).toContain(`Send 1 USDC to ${getAddress(first)}`)
    expect(data).toContain(`Send 2 USDC to ${getAddress(second)}`)
    expect(data.some((d) => d.includes('all calls run together or none does') && d.includes('it also deploys the smart account'))).toBe(true)
    expect(data).toContain('sponsored')
    await approveInFrame(page, 'Send 2 calls in one transaction')

    await expect.poll(() => shownText(page, 'Batch (?!id:)'), { timeout: 60_000 }).toMatch(/^Batch success, atomic true, 1 transaction\(s\): 0x[0-9a-f]{64}$/)
    const hash = /0x[0-9a-f]{64}$/.exec((await shownText(page, 'Batch success')) ?? '')?.[0] as Hex

    // On the node: one transaction, a handleOps on the EntryPoint carrying one operation of this account, paid by the paymaster.
    const client = nodeClient()
    const tx = await client.getTransaction({ hash })
    expect(tx.to?.toLowerCase()).toBe(erc4337Addresses().entryPoint.toLowerCase())
    const call = decodeFunctionData({ abi: entryPoint08Abi, data: tx.input })
    expect(call.functionName).toBe('handleOps')
    const ops = (call.args as readonly [readonly { sender: Address }[], Address])[0]
    expect(ops.map((op) => op.sender.toLowerCase())).toEqual([account.toLowerCase()])
    const receipt = await client.getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    const events = receipt.logs.flatMap((log) => {
      try {
        return [decodeEventLog({ abi: entryPoint08Abi, data: log.data, topics: log.topics })]
      } catch {
        return []
      }
    })
    const operation = events.find((e) => e.eventName === 'UserOperationEvent')?.args as { paymaster: Address; success: boolean } | undefined
    expect(operation?.success).toBe(true)
    expect(operation?.paymaster.toLowerCase()).toBe(paymaster.paymaster.toLowerCase())
    const transfers = receipt.logs
      .filter((log) => log.address.toLowerCase() === usdc.toLowerCase())
      .map((log) => decodeEventLog({ abi: erc20Abi, ...log }))
      .filter((event) => event.eventName === 'Transfer')
      .map((event) => [(event.args as { to: Address }).to, (event.args as { value: bigint }).value])
    expect(transfers).toEqual([
      [first, 1_000_000n],
      [second, 2_000_000n],
    ])
    expect(await usdcOf(account)).toBe(2_000_000n)
    // Sponsored: the account's ETH is what it was funded with; the paymaster's deposit paid.
    expect(await client.getBalance({ address: account })).toBe(parseEther('1'))
    expect(await depositOf(paymaster.paymaster)).toBeLessThan(depositBefore)
    expect(await client.getCode({ address: account })).toMatch(/^0x[0-9a-f]+$/)
  }, 180_000)

  it('signs again once deployed: a plain signature its ERC-1271 accepts', async () => {
    const signature = await signOnPage('Sign message', 'Sign message', 'Message signature:')
    expect(isErc6492Signature(signature)).toBe(false)
    expect(await nodeClient().verifyMessage({ address: account, message, signature })).toBe(true)
  }, 120_000)

  it("with the project's daily cap spent, the account pays and the frame says why; the next day is sponsored again", async () => {
    // Other operations of the project spend what is left of the day's cap (a sponsorship signed for that much gas at 1 gwei).
    const smart = await toHatchSmartAccount(nodeClient(), account, erc4337Addresses())
    const left = parseEther('0.05') - paymaster.spentToday(sandbox().projectId)
    const spend = {
      sender: account,
      nonce: '0x0',
      callData: await smart.encodeCalls([{ to: usdc, data: '0x' }]),
      callGasLimit: toHex(left / 1_000_000_000n - 60_000n),
      verificationGasLimit: '0x0',
      preVerificationGas: '0x0',
      maxFeePerGas: toHex(1_000_000_000n),
      maxPriorityFeePerGas: '0x0',
    }
    const pm = async (method: string) =>
      (await (
        await fetch(paymaster.urlFor(main.id), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: 1,
            method,
            params: [spend, erc4337Addresses().entryPoint, toHex(main.id), { projectId: sandbox().projectId }],
          }),
        })
      ).json()) as { result?: unknown; error?: { message: string } }
    expect((await pm('pm_getPaymasterData')).result).toBeDefined()
    const ethBefore = await nodeClient().getBalance({ address: account })

    await page.getByRole('button', { name: 'Send 1.5 USDC' }).click()
    const frame = secureFrame(page)
    await frame.getByRole('heading', { name: 'Send transaction' }).waitFor(SLOW)
    await frame.getByText("paid by this account: the sponsor refused (sponsorship refused: the project's daily sponsorship cap is reached)").waitFor(SLOW)
    await approveInFrame(page, 'Send transaction')
    await expect.poll(() => shownText(page, 'Transfer (success|reverted)'), { timeout: 60_000 }).toMatch(/^Transfer success in block \d+$/)
    expect(await usdcOf(account)).toBe(500_000n)
    expect(await nodeClient().getBalance({ address: account })).toBeLessThan(ethBefore)

    // The cap is per day of the service's clock: the next day sponsors again.
    now += 24 * 60 * 60 * 1000
    expect((await pm('pm_getPaymasterStubData')).error).toBeUndefined()
    expect(pageErrors).toEqual([])
    expect(offHostRequests).toEqual([])
  }, 180_000)
})
