/**
 * The `wallet_*` methods of the spec §5 allow-list in the embedded-wallet frame (Chromium, page
 * and secure site on different origins, EVM on the sandbox's anvil): capabilities and assets read
 * without a prompt; wallet_sendCalls only after one approval listing every call, each call mined;
 * wallet_getCallsStatus reporting the receipts; what the frame cannot do refused with its code.
 * ERC-20 transfers and approvals said in words ("Send 5 USDC to 0x…"), the token read by the frame
 * from its own endpoint, the raw data still shown; a token it cannot read said so, never blocking.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, FrameLocator, Page } from 'playwright-core'
import { createPublicClient, encodeFunctionData, erc20Abi, getAddress, http, maxUint256, parseEther, toHex, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { launchBrowser, openPage, type OpenedPage } from '../../fixtures/browser.js'
import { call, logIn, showFrame, start } from './frameSession.js'
import { approveRequest } from './secureWindow.js'
import { startFrameStack, type FrameStack } from './frameStack.js'

const info = inject('sandbox')
const network = info.networks[0]!
const client = createPublicClient({ transport: http(network.rpcUrls.default.http[0] as string) })
const chainHex = toHex(network.id)
let stack: FrameStack
let browser: Browser
let opened: OpenedPage
let page: Page
let frame: FrameLocator
let address: `0x${string}`

beforeAll(async () => {
  ;[stack, browser] = await Promise.all([startFrameStack(info), launchBrowser()])
  opened = await openPage(browser, stack.pageUrl('client'))
  page = opened.page
  frame = page.frameLocator('iframe[title="Hatch wallet"]')
  address = await logIn(page, info, `calls-${Date.now().toString(36)}@example.test`)
  await client.request({ method: 'anvil_setBalance' as never, params: [address, toHex(parseEther('10'))] as never })
  await showFrame(page)
})
afterAll(async () => {
  await opened?.close()
  await browser?.close()
  await stack?.stop()
})

describe('wallet_* reads, without a prompt', () => {
  it('wallet_getCapabilities: every chain of the frame, calls not atomic', async () => {
    const outcome = await call<{ result: Record<string, unknown> }>(page, 'RPC_REQUEST', { method: 'wallet_getCapabilities', params: [address] })
    expect(outcome.ok).toBe(true)
    if (!outcome.ok) return
    expect(Object.keys(outcome.value.result).sort()).toEqual(info.networks.map((n) => toHex(n.id)).sort())
    expect(outcome.value.result[chainHex]).toEqual({ atomic: { status: 'unsupported' } })
    expect(await frame.getByRole('heading').count()).toBe(0)
  })

  it('wallet_getAssets: the native balance and a named ERC20 as the chain reports them', async () => {
    const usdc = network.contracts.usdc.address
    const outcome = await call(page, 'RPC_REQUEST', {
      method: 'wallet_getAssets',
      params: [{ account: address, chainFilter: [chainHex], assetFilter: { [chainHex]: [{ address: usdc, type: 'erc20' }] } }],
    })
    expect(outcome).toEqual({
      ok: true,
      value: {
        result: {
          [chainHex]: [
            { address: 'native', balance: toHex(await client.getBalance({ address })), type: 'native' },
            { address: usdc, balance: '0x0', type: 'erc20' },
          ],
        },
      },
    })
  })

  it('refuses another account with 4100', async () => {
    const other = info.accounts[1]!.address
    expect(await call(page, 'RPC_REQUEST', { method: 'wallet_getCapabilities', params: [other] })).toMatchObject({ ok: false, code: 4100 })
    expect(await call(page, 'RPC_REQUEST', { method: 'wallet_getAssets', params: [{ account: other }] })).toMatchObject({ ok: false, code: 4100 })
  })
})

describe('wallet_sendCalls, approved in the frame', () => {
  it('sends two calls after one approval that lists both; getCallsStatus reports both receipts and the balances moved', async () => {
    const [a, b] = [info.accounts[4]!.address, info.accounts[5]!.address]
    const [beforeA, beforeB] = await Promise.all([client.getBalance({ address: a }), client.getBalance({ address: b })])
    const pending = await start<{ result: { id: string } }>(page, 'RPC_REQUEST', {
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          chainId: chainHex,
          from: address,
          atomicRequired: false,
          calls: [
            { to: a, value: toHex(parseEther('0.1')) },
            { to: b, value: toHex(parseEther('0.2')), data: '0x' },
          ],
        },
      ],
    })
    await expect.poll(() => frame.getByRole('heading', { name: 'Send 2 transactions' }).count()).toBe(1)
    await expect.poll(() => frame.getByText(`Requested by ${stack.pages.url}`).count()).toBe(1)
    expect(await frame.getByText('0.1 ETH').count()).toBe(1)
    expect(await frame.getByText('0.2 ETH').count()).toBe(1)
    await approveRequest(page, frame)
    const outcome = await pending.settled()
    expect(outcome.ok).toBe(true)
    if (!outcome.ok) return
    const id = outcome.value.result.id
    expect(id).toMatch(/^0x[0-9a-f]{64}$/)

    let status: { status: number; receipts: { status: string; transactionHash: string }[]; atomic: boolean; chainId: string } | undefined
    await expect
      .poll(
        async () => {
          const reply = await call<{ result: NonNullable<typeof status> }>(page, 'RPC_REQUEST', { method: 'wallet_getCallsStatus', params: [id] })
          status = reply.ok ? reply.value.result : undefined
          return status?.status
        },
        { timeout: 10_000 },
      )
      .toBe(200)
    expect(status).toMatchObject({ atomic: false, chainId: chainHex, receipts: [{ status: '0x1' }, { status: '0x1' }] })
    expect(await client.getBalance({ address: a })).toBe(beforeA + parseEther('0.1'))
    expect(await client.getBalance({ address: b })).toBe(beforeB + parseEther('0.2'))
    const mined = await client.getTransaction({ hash: status!.receipts[1]!.transactionHash as `0x${string}` })
    expect(mined.from.toLowerCase()).toBe(address.toLowerCase())

    // The same id again is refused, nothing sent twice (EIP-5792 5720).
    expect(
      await call(page, 'RPC_REQUEST', {
        method: 'wallet_sendCalls',
        params: [{ version: '2.0.0', id, chainId: chainHex, atomicRequired: false, calls: [{ to: a, value: '0x1' }] }],
      }),
    ).toMatchObject({ ok: false, code: 5720, message: `A call batch with id ${id} was already sent` })
  })

  it('sends nothing when the visitor rejects (4001)', async () => {
    const to = info.accounts[6]!.address
    const before = await client.getBalance({ address: to })
    const pending = await start(page, 'RPC_REQUEST', {
      method: 'wallet_sendCalls',
      params: [{ version: '2.0.0', chainId: chainHex, atomicRequired: false, calls: [{ to, value: toHex(parseEther('1')) }] }],
    })
    await expect.poll(() => frame.getByRole('heading', { name: 'Send transaction' }).count()).toBe(1)
    await frame.getByRole('button', { name: 'Reject' }).click()
    expect(await pending.settled()).toEqual({ ok: false, code: 4001, message: 'Request rejected in the wallet' })
    expect(await client.getBalance({ address: to })).toBe(before)
  })

  it.each([
    ['atomic calls', { atomicRequired: true }, 5760, 'This wallet cannot run calls atomically: it sends them one after another'],
    [
      'a required capability',
      { capabilities: { paymasterService: { url: 'https://paymaster.example' } } },
      5700,
      'wallet_sendCalls asks for the paymasterService capability, which this wallet does not have',
    ],
    ['another chain (case 16)', { chainId: '0x1' }, -32602, `Invalid wallet_sendCalls parameters: chainId 0x1 is not the frame's chain ${network.id}`],
    [
      'a "to" without 0x (spec §5)',
      { calls: [{ to: 'f39fd6e51aad88f6f4ce6ab8827279cfffb92266' }] },
      -32602,
      'Invalid wallet_sendCalls parameters: 0.calls.0.to must start with 0x',
    ],
    [
      '"data" without 0x (spec §5)',
      { calls: [{ to: '0x0000000000000000000000000000000000000001', data: 'abcd' }] },
      -32602,
      'Invalid wallet_sendCalls parameters: 0.calls.0.data must start with 0x',
    ],
    [
      '17 calls',
      { calls: Array.from({ length: 17 }, () => ({ to: '0x0000000000000000000000000000000000000001' })) },
      5740,
      'Too many calls in one batch: at most 16',
    ],
  ])('refuses %s without a prompt', async (_label, change, code, message) => {
    const batch = { version: '2.0.0', chainId: chainHex, atomicRequired: false, calls: [{ to: '0x0000000000000000000000000000000000000001' }], ...change }
    expect(await call(page, 'RPC_REQUEST', { method: 'wallet_sendCalls', params: [batch] })).toEqual({ ok: false, code, message })
    expect(await frame.getByRole('heading').count()).toBe(0)
  })

  it('answers an unknown batch id with 5730, and permission methods with 4200', async () => {
    expect(await call(page, 'RPC_REQUEST', { method: 'wallet_getCallsStatus', params: ['0x1234'] })).toEqual({
      ok: false,
      code: 5730,
      message: 'No call batch 0x1234 was sent from this wallet',
    })
    for (const method of ['wallet_grantPermissions', 'wallet_revokePermissions']) {
      expect(await call(page, 'RPC_REQUEST', { method, params: [{}] })).toEqual({ ok: false, code: 4200, message: `${method} is not supported by this wallet` })
    }
  })
})

describe('token calls, said in words in the prompt', () => {
  const usdc = network.contracts.usdc.address
  const balanceOf = (who: Hex) => client.readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [who] })

  it('a USDC transfer and an unlimited approval: amount in USDC, recipient, spender, raw data below; both mined after Approve', async () => {
    // 10 USDC for the frame's account, minted by the token's owner (account 0, unlocked on the node).
    const owner = info.accounts[0]!.address
    const mint = encodeFunctionData({
      abi: [
        {
          type: 'function',
          name: 'mint',
          stateMutability: 'nonpayable',
          inputs: [
            { name: 'to', type: 'address' },
            { name: 'value', type: 'uint256' },
          ],
          outputs: [],
        },
      ],
      functionName: 'mint',
      args: [address, 10_000_000n],
    })
    await client.waitForTransactionReceipt({
      hash: await client.request({ method: 'eth_sendTransaction' as never, params: [{ from: owner, to: usdc, data: mint }] as never }),
    })
    const to = getAddress(info.accounts[7]!.address)
    const spender = getAddress(info.accounts[8]!.address)
    const before = await balanceOf(to)
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, 5_000_000n] })
    const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, maxUint256] })
    const pending = await start<{ result: { id: string } }>(page, 'RPC_REQUEST', {
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          chainId: chainHex,
          from: address,
          atomicRequired: false,
          calls: [
            { to: usdc, data: transfer },
            { to: usdc, data: approve },
          ],
        },
      ],
    })
    await expect.poll(() => frame.getByRole('heading', { name: 'Send 2 transactions' }).count()).toBe(1)
    expect(await frame.getByRole('term').allTextContents()).toEqual([
      'Network',
      'Account',
      'Call 1 · Action',
      'Call 1 · To',
      'Call 1 · Amount',
      'Call 1 · Data',
      'Call 2 · Action',
      'Call 2 · To',
      'Call 2 · Amount',
      'Call 2 · Data',
    ])
    const values = await frame.getByRole('definition').allTextContents()
    expect(values.slice(2)).toEqual([
      `Send 5 USDC to ${to}`,
      usdc,
      '0 ETH',
      transfer,
      `Allow ${spender} to spend an unlimited amount of USDC from this account`,
      usdc,
      '0 ETH',
      approve,
    ])
    await approveRequest(page, frame)
    const outcome = await pending.settled()
    expect(outcome.ok).toBe(true)
    if (!outcome.ok) return
    await expect
      .poll(
        async () => {
          const reply = await call<{ result: { status: number } }>(page, 'RPC_REQUEST', { method: 'wallet_getCallsStatus', params: [outcome.value.result.id] })
          return reply.ok ? reply.value.result.status : undefined
        },
        { timeout: 10_000 },
      )
      .toBe(200)
    expect(await balanceOf(to)).toBe(before + 5_000_000n)
    expect(await client.readContract({ address: usdc, abi: erc20Abi, functionName: 'allowance', args: [address, spender] })).toBe(maxUint256)
  })

  it('eth_sendTransaction: an approval up to an amount; a token the frame cannot read is said so beside the raw call, and Reject still answers', async () => {
    const spender = getAddress(info.accounts[8]!.address)
    const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, 25_500_000n] })
    let pending = await start(page, 'RPC_REQUEST', { method: 'eth_sendTransaction', params: [{ from: address, to: usdc, data: approve }] })
    await expect.poll(() => frame.getByRole('heading', { name: 'Send transaction' }).count()).toBe(1)
    expect(await frame.getByRole('term').first().textContent()).toBe('Action')
    expect(await frame.getByRole('definition').first().textContent()).toBe(`Allow ${spender} to spend up to 25.5 USDC from this account`)
    expect(await frame.getByText(approve).count()).toBe(1)
    await frame.getByRole('button', { name: 'Reject' }).click()
    expect(await pending.settled()).toMatchObject({ ok: false, code: 4001 })

    // No contract at this address: nothing to read the symbol and decimals from.
    const notToken = privateKeyToAddress(generatePrivateKey())
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [spender, 5_000_000n] })
    pending = await start(page, 'RPC_REQUEST', { method: 'eth_sendTransaction', params: [{ from: address, to: notToken, data: transfer }] })
    await expect.poll(() => frame.getByRole('heading', { name: 'Send transaction' }).count()).toBe(1)
    expect(await frame.getByRole('definition').first().textContent()).toBe(
      `The token ${notToken} could not be read from the network, so this call is not shown in words: check its data below.`,
    )
    expect(await frame.getByText(transfer).count()).toBe(1)
    expect(await frame.getByText('0 ETH').count()).toBe(1)
    await frame.getByRole('button', { name: 'Reject' }).click()
    expect(await pending.settled()).toMatchObject({ ok: false, code: 4001 })
  })
})
