import { afterEach, describe, expect, it } from 'vitest'
import type { Hatch } from '../../../../kernel/createHatch.js'
import type { ProviderRpcErrorShape as ProviderRpcError } from '../../../../kernel/provider/providerRpcError.js'
import { createTestHatch, scriptedAdapter, testNetworks } from '../../../fixtures/createTestHatch.js'
import { json, startLocalServer } from '../http/localServer.js'

const A = '0x00000000000000000000000000000000000000A1'
const B = '0x00000000000000000000000000000000000000B2'

const typedData = {
  types: { EIP712Domain: [{ name: 'name', type: 'string' }], Mail: [{ name: 'contents', type: 'string' }] },
  primaryType: 'Mail',
  domain: { name: 'Hatch' },
  message: { contents: 'hello' },
}

let hatch: Hatch | undefined
afterEach(() => hatch?.destroy())

function setUp(script: Parameters<typeof scriptedAdapter>[1] = {}) {
  const scripted = scriptedAdapter('eip155', { address: A, switchNetwork: async () => undefined, ...script })
  hatch = createTestHatch({ adapters: [scripted.adapter] })
  const provider = hatch.getProvider('eip155')
  const seen: [string, unknown][] = []
  for (const event of ['connect', 'disconnect', 'accountsChanged', 'chainChanged'] as const) provider.on(event, (payload: never) => seen.push([event, payload]))
  return { hatch, provider, runtime: scripted.runtime, seen }
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: ProviderRpcError) => error,
  )

describe("hatch.getProvider('eip155'): an EIP-1193 provider following the active connection", () => {
  it('is one object for the life of the instance; another namespace is CAPABILITY_MISSING', () => {
    const { hatch, provider } = setUp()
    expect(hatch.getProvider('eip155')).toBe(provider)
    expect(() => hatch.getProvider('solana' as 'eip155')).toThrow('The solana adapter does not support getProvider')
  })

  it('while nothing is connected: eth_accounts is [], the chain is the first network, a wallet method is 4100, an unknown method 4200', async () => {
    const { provider } = setUp()
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x539')
    expect(await rejection(provider.request({ method: 'personal_sign', params: ['0x68', A] }))).toMatchObject({ code: 4100 })
    expect(await rejection(provider.request({ method: 'eth_frobnicate' }))).toMatchObject({ code: 4200 })
  })

  it('follows connect, account change, network switch and disconnect with the EIP-1193 events', async () => {
    const { hatch, provider, seen } = setUp()
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([A])
    hatch.context.handleAccountsChanged('eip155', [B])
    expect(await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x53a' }] })).toBeNull()
    expect(hatch.getState().chains.eip155?.network.caipNetwork?.caipNetworkId).toBe('eip155:1338')
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x53a')
    await hatch.disconnect({ namespace: 'eip155' })
    expect(seen.map(([event, payload]) => [event, event === 'disconnect' ? (payload as ProviderRpcError).code : payload])).toEqual([
      ['connect', { chainId: '0x539' }],
      ['accountsChanged', [A]],
      ['accountsChanged', [B]],
      ['chainChanged', '0x53a'],
      ['accountsChanged', []],
      ['disconnect', 4900],
    ])
    expect(await rejection(provider.request({ method: 'eth_signTypedData_v4', params: [B, typedData] }))).toMatchObject({ code: 4100 })
  })

  it('wallet_switchEthereumChain to a chain the site did not configure is 4902; a malformed chain id is -32602', async () => {
    const { provider } = setUp()
    expect(await rejection(provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }))).toMatchObject({ code: 4902 })
    expect(await rejection(provider.request({ method: 'wallet_addEthereumChain', params: [{ chainId: 12 }] }))).toMatchObject({
      code: -32602,
      message: 'Invalid wallet_addEthereumChain parameters: params[0].chainId must be a 0x-hex chain id',
    })
  })

  it('eth_requestAccounts opens the modal and resolves once the visitor connects', async () => {
    const { hatch, provider } = setUp()
    const accounts = provider.request({ method: 'eth_requestAccounts' })
    await expect.poll(() => hatch.getState().modal.open).toBe(true)
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    expect(await accounts).toEqual([A])
  })

  it('eth_requestAccounts rejects with 4001 when the visitor closes the modal', async () => {
    const { hatch, provider } = setUp()
    const accounts = rejection(provider.request({ method: 'eth_requestAccounts' }))
    await expect.poll(() => hatch.getState().modal.open).toBe(true)
    hatch.close()
    expect(await accounts).toMatchObject({ code: 4001 })
  })

  it('eth_signTypedData_v4 goes to the adapter checked; a malformed payload is -32602 naming the field', async () => {
    const { hatch, provider, runtime } = setUp()
    const signed: unknown[] = []
    runtime.signTypedData = async (params) => (signed.push(params), '0xabcdef')
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    expect(await provider.request({ method: 'eth_signTypedData_v4', params: [A, JSON.stringify(typedData)] })).toBe('0xabcdef')
    expect(signed).toEqual([{ address: A, typedData }])
    const { primaryType: _dropped, ...withoutPrimaryType } = typedData
    expect(await rejection(provider.request({ method: 'eth_signTypedData_v4', params: [A, withoutPrimaryType] }))).toMatchObject({
      code: -32602,
      message: expect.stringMatching(/^Invalid eth_signTypedData_v4 parameters: typedData\.primaryType /),
    })
    expect(await rejection(provider.request({ method: 'eth_signTypedData_v4', params: [A, { ...typedData, primaryType: 'Letter' }] }))).toMatchObject({
      code: -32602,
      message: 'Invalid eth_signTypedData_v4 parameters: typedData.primaryType names Letter, which types does not define',
    })
    expect(await rejection(provider.request({ method: 'eth_signTypedData_v4', params: [B, typedData] }))).toMatchObject({ code: 4100 })
  })

  it("forwards other wallet methods through the adapter's request, with the wallet's refusal as 4001 and an unknown method as 4200", async () => {
    const { hatch, provider, runtime } = setUp()
    const forwarded: unknown[] = []
    runtime.request = async (args) => {
      forwarded.push(args)
      if (args.method === 'wallet_sendCalls') throw Object.assign(new Error('User rejected'), { code: 4001 })
      if (args.method === 'eth_frobnicate') throw Object.assign(new Error('Method not found'), { code: -32601 })
      return { atomic: { status: 'supported' } }
    }
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    expect(await provider.request({ method: 'wallet_getCapabilities', params: [A] })).toEqual({ atomic: { status: 'supported' } })
    expect(await rejection(provider.request({ method: 'wallet_sendCalls', params: [{ calls: [] }] }))).toMatchObject({ code: 4001 })
    expect(await rejection(provider.request({ method: 'eth_frobnicate' }))).toMatchObject({ code: 4200 })
    expect(forwarded).toEqual([
      { method: 'wallet_getCapabilities', params: [A] },
      { method: 'wallet_sendCalls', params: [{ calls: [] }] },
      { method: 'eth_frobnicate' },
    ])
  })

  it("answers reads from the network's RPC without a wallet, trying the next URL when one is unreachable", async () => {
    const node = await startLocalServer({ 'POST /': json(200, { jsonrpc: '2.0', id: 1, result: '0x2a' }) })
    try {
      const scripted = scriptedAdapter('eip155')
      const networks = [{ ...testNetworks.one, rpcUrls: { default: { http: ['http://127.0.0.1:9/', `${node.url}/`] } } }, testNetworks.two]
      hatch = createTestHatch({ adapters: [scripted.adapter], networks })
      expect(await hatch.getProvider('eip155').request({ method: 'eth_blockNumber' })).toBe('0x2a')
      expect(JSON.parse(node.hits('/')[0]?.body ?? '{}')).toMatchObject({ method: 'eth_blockNumber' })
    } finally {
      await node.close()
    }
  })

  it('bad input changes nothing: malformed typed data is INVALID_PARAMETERS (-32602) naming the field, and never reaches the wallet', async () => {
    const { hatch, provider, runtime } = setUp()
    const signed: unknown[] = []
    runtime.signTypedData = async (params) => (signed.push(params), '0xabcdef')
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    const error = await rejection(provider.request({ method: 'eth_signTypedData_v4', params: [A, { ...typedData, message: 'hello' }] }))
    expect(error).toMatchObject({
      code: -32602,
      message: 'Invalid eth_signTypedData_v4 parameters: typedData.message must be an object',
      data: { hatchCode: 'INVALID_PARAMETERS' },
    })
    expect(await rejection(provider.request({ method: 'eth_signTypedData_v4', params: [A, '{not json'] }))).toMatchObject({
      code: -32602,
      message: 'Invalid eth_signTypedData_v4 parameters: typedData is not valid JSON',
    })
    expect(signed).toEqual([])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([A])
  })

  it('is 4901 while the wallet sits on a chain the site did not configure, and serves it again once the wallet is back', async () => {
    const { hatch, provider, runtime, seen } = setUp()
    let walletChain = '0x2a'
    const sent: unknown[] = []
    runtime.request = async (args) => (args.method === 'eth_chainId' ? walletChain : (sent.push(args.method), '0x1234'))
    // The provider's code is loaded (it follows the wallet's chain from its first use on).
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x539')
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    hatch.context.handleChainChanged('eip155', 42)
    expect(await rejection(provider.request({ method: 'personal_sign', params: ['0x68', A] }))).toMatchObject({
      code: 4901,
      message: 'personal_sign: the wallet is on chain 0x2a, which this site does not support; switch to one of its networks (wallet_switchEthereumChain)',
    })
    expect(sent).toEqual([])
    // Hatch kept its network, so the dapp hears no chainChanged to a chain it cannot use.
    expect(seen.filter(([event]) => event === 'chainChanged')).toEqual([])
    walletChain = '0x539'
    hatch.context.handleChainChanged('eip155', 1337)
    expect(await provider.request({ method: 'personal_sign', params: ['0x68', A] })).toBe('0x1234')
    expect(sent).toEqual(['personal_sign'])
  })

  it('is 4901 when the wallet moved to an unconfigured chain before the provider was first used', async () => {
    const { hatch, provider, runtime } = setUp()
    const sent: unknown[] = []
    runtime.request = async (args) => (args.method === 'eth_chainId' ? '0x2a' : (sent.push(args.method), '0x1234'))
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    hatch.context.handleChainChanged('eip155', 42)
    expect(await rejection(provider.request({ method: 'personal_sign', params: ['0x68', A] }))).toMatchObject({ code: 4901 })
    expect(sent).toEqual([])
  })

  it('is 4901 for a transaction meant for another chain than the connected one', async () => {
    const { hatch, provider, runtime } = setUp()
    const sent: unknown[] = []
    runtime.request = async (args) => (sent.push(args), '0xhash')
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    expect(await rejection(provider.request({ method: 'eth_sendTransaction', params: [{ from: A, to: B, chainId: '0x53a' }] }))).toMatchObject({
      code: 4901,
      message: 'eth_sendTransaction: chain 0x53a is not the connected chain 0x539; switch first (wallet_switchEthereumChain)',
    })
    expect(sent).toEqual([])
    expect(await provider.request({ method: 'eth_sendTransaction', params: [{ from: A, to: B, chainId: '0x539' }] })).toBe('0xhash')
  })

  it("passes a node's revert data on (for viem and ethers to decode the reason)", async () => {
    const revert =
      '0x08c379a00000000000000000000000000000000000000000000000000000000000000020000000000000000000000000000000000000000000000000000000000000000c6e6f7420616c6c6f7765640000000000000000000000000000000000000000'
    const node = await startLocalServer({
      'POST /': json(200, { jsonrpc: '2.0', id: 1, error: { code: 3, message: 'execution reverted: not allowed', data: revert } }),
    })
    try {
      const scripted = scriptedAdapter('eip155')
      hatch = createTestHatch({
        adapters: [scripted.adapter],
        networks: [{ ...testNetworks.one, rpcUrls: { default: { http: [`${node.url}/`] } } }, testNetworks.two],
      })
      const error = await rejection(hatch.getProvider('eip155').request({ method: 'eth_call', params: [{ to: B, data: '0x' }, 'latest'] }))
      expect(error).toMatchObject({ code: 3, data: revert })
      expect(error?.message).toContain('execution reverted: not allowed')
    } finally {
      await node.close()
    }
  })

  it("passes a wallet's own error data on with its code", async () => {
    const { hatch, provider, runtime } = setUp()
    runtime.request = async () => {
      throw Object.assign(new Error('execution reverted'), { code: -32000, data: '0xdeadbeef' })
    }
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    expect(await rejection(provider.request({ method: 'eth_sendTransaction', params: [{ from: A, to: B }] }))).toMatchObject({
      code: -32000,
      data: '0xdeadbeef',
    })
  })
})
