import { join } from 'node:path'
import { decodeEventLog, decodeFunctionData, erc20Abi, parseEther, type Address, type Hex } from 'viem'
import { entryPoint07Abi } from 'viem/account-abstraction'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { erc4337Addresses } from '../../../sandbox/bundler/index.js'
import { approveInFrame, freshEmail, secureFrame } from '../email/emailStack.js'
import { freshAccount, fund, network } from '../evm/evmStack.js'
import { logInByEmail, nodeClient, shownText, SLOW, startDapp, usdcOf, type Dapp } from '../dapps/dappStack.js'

// EIP-5792 through wagmi (useCapabilities, useSendCalls, useWaitForCallsStatus on the wagmi page)
// with the e-mail embedded wallet's smart account: the secure site offers smart accounts on Hatch
// Mainnet through the sandbox bundler, so the e-mail account there is the (counterfactual)
// SimpleAccount. Two USDC transfers go out as one user operation: one handleOps on the EntryPoint.

let dapp: Dapp
beforeAll(async () => {
  dapp = await startDapp({
    entry: join(import.meta.dirname, 'page/main.tsx'),
    title: 'wagmi dapp',
    outdirName: '.wagmi-batch-e2e-build',
    ways: { embedded: { smartAccountChains: [network(0).id] } },
  })
})
afterAll(async () => {
  await dapp?.stop()
})

describe('wallet_sendCalls from the embedded smart account, through wagmi', () => {
  it('reports atomic batches supported, shows both calls in the frame, and lands both ERC-20 transfers in one handleOps transaction', async () => {
    const main = network(0)
    const [first, second] = [freshAccount().address, freshAccount().address]
    const { page, pageErrors, offHostRequests } = await dapp.open(`/?to=${first}&to2=${second}`)

    await page.getByRole('button', { name: 'Connect with wagmi' }).click()
    await logInByEmail(page, freshEmail('batch'))
    await expect.poll(() => shownText(page, 'wagmi status:'), SLOW).toBe('wagmi status: connected')
    const account = (await shownText(page, 'wagmi address:'))?.replace('wagmi address: ', '') as Address
    // The smart account, not yet deployed: no code at the address wagmi shows.
    expect(await nodeClient().getCode({ address: account })).toBeUndefined()
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'hidden', timeout: 10_000 })
    // The account pays its own user operation (no paymaster): ETH for gas, USDC to send.
    await fund(main, account, { wei: parseEther('1'), usdcUnits: 5_000_000n })

    await expect.poll(() => shownText(page, 'Atomic batches:'), SLOW).toBe('Atomic batches: supported')

    await page.getByRole('button', { name: 'Send 1 and 2 USDC in one batch' }).click()
    const frame = secureFrame(page)
    await frame.getByRole('heading', { name: 'Send 2 calls in one transaction' }).waitFor(SLOW)
    // Both calls are listed, each with the transfer's data naming its recipient.
    expect(await frame.getByText('Call 1 · To', { exact: true }).count()).toBe(1)
    expect(await frame.getByText('Call 2 · To', { exact: true }).count()).toBe(1)
    expect(await frame.getByText(`${account} (smart account)`, { exact: true }).count()).toBe(1)
    const data = await frame.getByRole('definition').allTextContents()
    expect(data.filter((d) => d === main.contracts.usdc.address)).toHaveLength(2)
    expect(data.some((d) => d.startsWith('0xa9059cbb') && d.includes(first.slice(2).toLowerCase()))).toBe(true)
    expect(data.some((d) => d.startsWith('0xa9059cbb') && d.includes(second.slice(2).toLowerCase()))).toBe(true)
    expect(data.some((d) => d.includes('all calls run together or none does') && d.includes('it also deploys the smart account'))).toBe(true)
    await approveInFrame(page, 'Send 2 calls in one transaction')

    await expect.poll(() => shownText(page, 'Batch (?!id:)'), { timeout: 60_000 }).toMatch(/^Batch success, atomic true, 1 transaction\(s\): 0x[0-9a-f]{64}$/)
    const hash = /0x[0-9a-f]{64}$/.exec((await shownText(page, 'Batch success')) ?? '')?.[0] as Hex

    // On the node: one transaction, a handleOps on the EntryPoint carrying one operation of this account.
    const client = nodeClient()
    const tx = await client.getTransaction({ hash })
    expect(tx.to?.toLowerCase()).toBe(erc4337Addresses().entryPoint.toLowerCase())
    const call = decodeFunctionData({ abi: entryPoint07Abi, data: tx.input })
    expect(call.functionName).toBe('handleOps')
    const ops = (call.args as readonly [readonly { sender: Address }[], Address])[0]
    expect(ops.map((op) => op.sender.toLowerCase())).toEqual([account.toLowerCase()])
    // Both transfers are in that one transaction's logs.
    const receipt = await client.getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    const transfers = receipt.logs
      .filter((log) => log.address.toLowerCase() === main.contracts.usdc.address.toLowerCase())
      .map((log) => decodeEventLog({ abi: erc20Abi, ...log }))
      .filter((event) => event.eventName === 'Transfer')
      .map((event) => [(event.args as { to: Address }).to, (event.args as { value: bigint }).value])
    expect(transfers).toEqual([
      [first, 1_000_000n],
      [second, 2_000_000n],
    ])
    expect(await usdcOf(first)).toBe(1_000_000n)
    expect(await usdcOf(second)).toBe(2_000_000n)
    expect(await usdcOf(account)).toBe(2_000_000n)
    // The operation deployed the account.
    expect(await client.getCode({ address: account })).toMatch(/^0x[0-9a-f]+$/)
    expect(pageErrors).toEqual([])
    expect(offHostRequests).toEqual([])
  }, 180_000)
})
