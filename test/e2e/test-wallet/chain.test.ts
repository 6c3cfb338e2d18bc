import { createPublicClient, http, parseEther, toHex, verifyMessage, verifyTypedData, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPage, type OpenedPage } from '../../fixtures/browser.js'
import { walletControl } from '../../fixtures/testWallet.js'
import { call, CHAIN_A, CHAIN_B, CHAIN_EXTRA, events, startHarness, type Harness } from './harness.js'

let h: Harness
let opened: OpenedPage
const RDNS = 'io.hatch.sandbox'

beforeAll(async () => {
  h = await startHarness()
})
afterAll(async () => {
  await opened?.close()
  await h?.stop()
})

async function connectedPage(): Promise<OpenedPage> {
  await opened?.close()
  opened = await openPage(h.browser, `${h.server.url}/`, { wallets: [h.firstWallet({ mode: 'approve' })] })
  expect(await call(opened.page, RDNS, 'eth_requestAccounts')).toEqual({ result: [h.addresses.first] })
  return opened
}

const TYPED_DATA = {
  domain: { name: 'Hatch Test', version: '1', chainId: CHAIN_A, verifyingContract: '0x0000000000000000000000000000000000000001' },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Mail: [
      { name: 'to', type: 'address' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: { to: '0x00000000000000000000000000000000000000aa', contents: 'Hello from the sandbox' },
} as const

describe('EVM test wallet: signing, sending and chains', () => {
  it('personal_sign and eth_signTypedData_v4 give signatures viem verifies for the wallet address', async () => {
    const { page } = await connectedPage()
    const message = 'Sign in to Hatch sandbox\nNonce: 42'
    const signed = await call(page, RDNS, 'personal_sign', [toHex(message), h.addresses.first])
    expect(signed.error).toBeUndefined()
    expect(await verifyMessage({ address: h.addresses.first, message, signature: signed.result as Hex })).toBe(true)
    // A different message does not verify against that signature: the signature is real.
    expect(await verifyMessage({ address: h.addresses.first, message: `${message}!`, signature: signed.result as Hex })).toBe(false)

    const typed = await call(page, RDNS, 'eth_signTypedData_v4', [h.addresses.first, JSON.stringify(TYPED_DATA)])
    expect(typed.error).toBeUndefined()
    const { EIP712Domain: _domain, ...types } = TYPED_DATA.types
    expect(await verifyTypedData({ ...TYPED_DATA, types, address: h.addresses.first, signature: typed.result as Hex })).toBe(true)

    // Another address than the wallet's is refused with 4100.
    const foreign = await call(page, RDNS, 'personal_sign', [toHex(message), h.addresses.second])
    expect(foreign.error?.code).toBe(4100)
  })

  it('eth_sendTransaction is signed by the wallet and mined by the node; a rejected one sends nothing', async () => {
    const { page } = await connectedPage()
    const node = createPublicClient({ transport: http(h.nodes.a.url) })
    const recipient = '0x000000000000000000000000000000000000bEEF'
    const before = await node.getBalance({ address: recipient })
    const nonceBefore = await node.getTransactionCount({ address: h.addresses.first })

    const sent = await call(page, RDNS, 'eth_sendTransaction', [{ from: h.addresses.first, to: recipient, value: toHex(parseEther('1.25')) }])
    expect(sent.error).toBeUndefined()
    const receipt = await node.waitForTransactionReceipt({ hash: sent.result as Hex, pollingInterval: 100 })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(h.addresses.first.toLowerCase())
    expect(await node.getBalance({ address: recipient })).toBe(before + parseEther('1.25'))

    // Reads go through the wallet to the same node.
    const viaWallet = await call(page, RDNS, 'eth_getTransactionReceipt', [sent.result])
    expect((viaWallet.result as { status: string }).status).toBe('0x1')
    expect(await call(page, RDNS, 'eth_getBalance', [recipient, 'latest'])).toEqual({ result: toHex(before + parseEther('1.25')) })

    await walletControl(page, RDNS, 'setMode', 'reject')
    const rejected = await call(page, RDNS, 'eth_sendTransaction', [{ from: h.addresses.first, to: recipient, value: '0x1' }])
    expect(rejected.error).toEqual({ code: 4001, message: 'User rejected the request.' })
    expect(await node.getTransactionCount({ address: h.addresses.first })).toBe(nonceBefore + 1)

    // A node error reaches the dapp with the node's own code: a transfer beyond the balance.
    await walletControl(page, RDNS, 'setMode', 'approve')
    const tooMuch = await call(page, RDNS, 'eth_sendTransaction', [{ from: h.addresses.first, to: recipient, value: toHex(parseEther('100000000')) }])
    expect(tooMuch.error?.message).toMatch(/insufficient funds/i)
  })

  it('switching to an unknown chain gives 4902; after wallet_addEthereumChain the switch works and chainChanged fires', async () => {
    const { page } = await connectedPage()
    const extraHex = toHex(CHAIN_EXTRA)
    const unknown = await call(page, RDNS, 'wallet_switchEthereumChain', [{ chainId: extraHex }])
    expect(unknown.error?.code).toBe(4902)
    expect(unknown.error?.message).toContain(extraHex)

    const added = await call(page, RDNS, 'wallet_addEthereumChain', [
      { chainId: extraHex, chainName: 'Sandbox Extra', rpcUrls: [h.nodes.extra.url], nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } },
    ])
    expect(added).toEqual({ result: null })
    expect(await call(page, RDNS, 'eth_chainId')).toEqual({ result: extraHex })

    // Reads now go to the added chain's node: mine blocks there only and compare heights.
    await fetch(h.nodes.extra.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_mine', params: ['0x7'] }),
    })
    const extraHeight = await createPublicClient({ transport: http(h.nodes.extra.url) }).getBlockNumber()
    expect(await call(page, RDNS, 'eth_blockNumber')).toEqual({ result: toHex(extraHeight) })

    expect(await call(page, RDNS, 'wallet_switchEthereumChain', [{ chainId: toHex(CHAIN_A) }])).toEqual({ result: null })
    expect(await call(page, RDNS, 'wallet_switchEthereumChain', [{ chainId: extraHex }])).toEqual({ result: null })
    const chainEvents = (await events(page)).filter((e) => e.name === 'chainChanged').map((e) => e.payload)
    expect(chainEvents).toEqual([extraHex, toHex(CHAIN_A), extraHex])

    // Bad params are named, not guessed.
    const bad = await call(page, RDNS, 'wallet_addEthereumChain', [{ chainId: '12', chainName: '', rpcUrls: [] }])
    expect(bad.error?.code).toBe(-32602)
    expect(bad.error?.message).toContain('chainId must be a 0x-prefixed hex string')
    expect(bad.error?.message).toContain('rpcUrls must list at least one URL')
  })

  it('a rejected switch leaves the chain as it was', async () => {
    const { page } = await connectedPage()
    await walletControl(page, RDNS, 'setMode', 'reject')
    expect((await call(page, RDNS, 'wallet_switchEthereumChain', [{ chainId: toHex(CHAIN_B) }])).error?.code).toBe(4001)
    expect(await call(page, RDNS, 'eth_chainId')).toEqual({ result: toHex(CHAIN_A) })
    expect((await events(page)).some((e) => e.name === 'chainChanged')).toBe(false)
  })

  it('switchChainFromWallet moves the wallet on its own, including to a chain the dapp never configured', async () => {
    const { page } = await connectedPage()
    await walletControl(page, RDNS, 'switchChainFromWallet', CHAIN_B)
    await walletControl(page, RDNS, 'switchChainFromWallet', 777_777, { name: 'Elsewhere', rpcUrl: h.nodes.extra.url })
    const chainEvents = (await events(page)).filter((e) => e.name === 'chainChanged').map((e) => e.payload)
    expect(chainEvents).toEqual([toHex(CHAIN_B), toHex(777_777)])
    expect(await call(page, RDNS, 'eth_chainId')).toEqual({ result: toHex(777_777) })
    await expect(walletControl(page, RDNS, 'switchChainFromWallet', 5)).rejects.toThrow('the wallet does not know chain 5')
  })

  it('setAccounts changes the active account with accountsChanged; getCapabilities answers for the connected account', async () => {
    const { page } = await connectedPage()
    await walletControl(page, RDNS, 'setAccounts', [h.keys.second, h.addresses.first])
    expect(await call(page, RDNS, 'eth_accounts')).toEqual({ result: [h.addresses.second, h.addresses.first] })
    const heard = (await events(page)).filter((e) => e.name === 'accountsChanged').map((e) => e.payload)
    expect(heard.at(-1)).toEqual([h.addresses.second, h.addresses.first])

    const message = 'now signed by the second account'
    const signed = await call(page, RDNS, 'personal_sign', [toHex(message), h.addresses.second])
    expect(await verifyMessage({ address: h.addresses.second, message, signature: signed.result as Hex })).toBe(true)

    const caps = await call(page, RDNS, 'wallet_getCapabilities', [h.addresses.second, [toHex(CHAIN_B)]])
    expect(caps).toEqual({ result: { [toHex(CHAIN_B)]: { atomic: { status: 'unsupported' } } } })
    const stranger = await call(page, RDNS, 'wallet_getCapabilities', ['0x000000000000000000000000000000000000dEaD'])
    expect(stranger.error?.code).toBe(4100)
    expect((await call(page, RDNS, 'anvil_mine', [])).error?.code).toBe(4200)
  })
})
