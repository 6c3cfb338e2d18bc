import { describe, expect, it } from 'vitest'
import { addChainParameters, switchWalletChain } from '../../../../adapters/evm/runtime/switchChain.js'
import { isUserRejection, needsAddChain } from '../../../../adapters/evm/runtime/walletErrors.js'
import { HatchError } from '../../../../kernel/errors/HatchError.js'
import type { CaipNetwork } from '../../../../kernel/types/chain.js'

const target: CaipNetwork = {
  id: 713102,
  name: 'Hatch Layer',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545/'] } },
  blockExplorers: { default: { name: 'Explorer', url: 'http://127.0.0.1:9000' } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:713102',
}

const rpcError = (code: number, message = 'wallet error', extra: Record<string, unknown> = {}) => Object.assign(new Error(message), { code, ...extra })

/**
 * A wallet whose answers to each method are scripted in order (an Error is thrown, anything else
 * returned); it records what it was asked.
 * (The real injected test wallet runs in the browser tests; these cover codes it never sends.)
 */
function wallet(script: Record<string, unknown[]>, chainId = 713101) {
  const calls: Array<{ method: string; params?: unknown }> = []
  let chain = chainId
  return {
    calls,
    provider: {
      async request({ method, params }: { method: string; params?: unknown }) {
        calls.push({ method, ...(params === undefined ? {} : { params }) })
        if (method === 'eth_chainId') return `0x${chain.toString(16)}`
        const next = script[method]?.shift()
        if (next instanceof Error) throw next
        if (method === 'wallet_switchEthereumChain') chain = Number.parseInt((params as [{ chainId: string }])[0].chainId, 16)
        return next ?? null
      },
    },
  }
}

describe('error codes', () => {
  it('finds a 4001 rejection however deeply a wrapper nests it', () => {
    expect(isUserRejection(rpcError(4001))).toBe(true)
    expect(isUserRejection(new Error('outer', { cause: new Error('mid', { cause: rpcError(4001) }) }))).toBe(true)
    expect(isUserRejection(rpcError(-32603))).toBe(false)
  })

  it('asks to add the chain on 4902, 5000, 32603 (either sign) or a nested 4902, and not on a rejection', () => {
    for (const code of [4902, 5000, 32603, -32603]) expect(needsAddChain(rpcError(code))).toBe(true)
    expect(needsAddChain(rpcError(-32603, 'internal', { data: { originalError: rpcError(4902) } }))).toBe(true)
    expect(needsAddChain(rpcError(-32000, 'wrapped', { data: { originalError: { code: 4902 } } }))).toBe(true)
    expect(needsAddChain(rpcError(4001))).toBe(false)
    expect(needsAddChain(rpcError(-32602))).toBe(false)
  })
})

describe('switchWalletChain', () => {
  it('switches with wallet_switchEthereumChain and the hex chain id when the wallet knows the chain', async () => {
    const w = wallet({ wallet_switchEthereumChain: [null] })
    await switchWalletChain(w.provider, target)
    expect(w.calls.map((c) => c.method)).toEqual(['wallet_switchEthereumChain'])
    expect(w.calls[0]?.params).toEqual([{ chainId: '0xae18e' }])
  })

  for (const [label, error] of [
    ['4902', rpcError(4902)],
    ['5000', rpcError(5000)],
    ['-32603', rpcError(-32603)],
    ['a nested 4902', rpcError(-32603, 'internal', { data: { originalError: rpcError(4902) } })],
  ] as const) {
    it(`adds the chain with the network's data on ${label}, then switches`, async () => {
      const w = wallet({ wallet_switchEthereumChain: [error, null], wallet_addEthereumChain: [null] })
      await switchWalletChain(w.provider, target)
      expect(w.calls.map((c) => c.method)).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'eth_chainId', 'wallet_switchEthereumChain'])
      expect(w.calls[1]?.params).toEqual([
        {
          chainId: '0xae18e',
          chainName: 'Hatch Layer',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: ['http://127.0.0.1:8545/'],
          blockExplorerUrls: ['http://127.0.0.1:9000'],
        },
      ])
    })
  }

  it('does not switch again when adding already moved the wallet', async () => {
    const w = wallet({ wallet_switchEthereumChain: [rpcError(4902)], wallet_addEthereumChain: [null] })
    const original = w.provider.request
    w.provider.request = async (args) => {
      const result = await original(args)
      if (args.method === 'wallet_addEthereumChain') await original({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xae18e' }] })
      return result
    }
    await switchWalletChain(w.provider, target)
    expect(w.calls.map((c) => c.method)).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain', 'eth_chainId'])
  })

  it("fails with 'Chain is not supported' when adding fails", async () => {
    const w = wallet({ wallet_switchEthereumChain: [rpcError(4902)], wallet_addEthereumChain: [rpcError(-32602, 'bad rpc url')] })
    const error = await switchWalletChain(w.provider, target).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HatchError)
    expect((error as HatchError).code).toBe('CHAIN_NOT_SUPPORTED')
    expect((error as HatchError).shortMessage).toBe('Chain is not supported')
    expect((error as HatchError).details).toContain('bad rpc url')
  })

  it('reports a declined switch as SWITCH_NETWORK_REJECTED without trying to add the chain', async () => {
    const w = wallet({ wallet_switchEthereumChain: [rpcError(4001, 'User rejected the request.')] })
    const error = await switchWalletChain(w.provider, target).catch((e: unknown) => e)
    expect((error as HatchError).code).toBe('SWITCH_NETWORK_REJECTED')
    expect(w.calls.map((c) => c.method)).toEqual(['wallet_switchEthereumChain'])
  })

  it('builds add-chain parameters without an explorer when the network has none', () => {
    const { blockExplorers: _none, ...bare } = target
    expect(addChainParameters(bare)).not.toHaveProperty('blockExplorerUrls')
  })
})
