import { describe, expect, it } from 'vitest'
import { defineAdapter, type AdapterRuntime } from '../../../../kernel/contracts/defineAdapter.js'
import type { ChainNamespace } from '../../../../kernel/types/chain.js'
import { walletConnect } from '../../../../adapters/walletconnect/index.js'
import { isHatchError } from '../../../../kernel/errors/HatchError.js'
import { createHatch } from '../../../../kernel/createHatch.js'
import { createTestHatch, memoryBackend, scriptedAdapter, testNetworks, unusedEndpoints } from '../../../fixtures/createTestHatch.js'

/** A connector adapter like walletConnect(): serves eip155 and solana for the connector `pair`. */
function pairAdapter() {
  const calls: string[] = []
  const bound = (ns: ChainNamespace): AdapterRuntime => ({
    connect: async () => (
      calls.push(`connect:${ns}`),
      { address: ns === 'solana' ? 'So1' : '0x00000000000000000000000000000000000000b2', chainId: ns === 'solana' ? testNetworks.sol.id : 1337 }
    ),
    disconnect: async () => void calls.push(`disconnect:${ns}`),
    getBalance: async () => ({ balance: '1', symbol: ns }),
    signMessage: async ({ message }) => `${ns}:${message}`,
  })
  const adapter = defineAdapter({
    name: 'Pair',
    namespaces: ['eip155', 'solana'],
    connectorIds: ['pair'],
    setup: (ctx) => {
      for (const chain of ['eip155', 'solana'] as const) ctx.setConnectors(chain, [{ id: 'pair', type: 'WALLET_CONNECT', name: 'Pair', chain }])
    },
    load: async () => ({ ...bound('eip155'), forNamespace: bound }),
  })
  return { adapter, calls }
}

describe('connector adapters: the kernel routes by the account’s connector', () => {
  it('connect and later calls go to the connector adapter; other connectors to the namespace adapter', async () => {
    const evm = scriptedAdapter('eip155')
    const pair = pairAdapter()
    const hatch = createTestHatch({ networks: [testNetworks.one, testNetworks.sol], adapters: [evm.adapter, pair.adapter] })
    await hatch.connect({ namespace: 'solana', connectorId: 'pair' })
    expect(pair.calls).toEqual(['connect:solana'])
    expect(await (await hatch.context.getAdapter('solana')).signMessage({ message: 'hi', address: 'So1' })).toBe('solana:hi')

    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    expect(evm.calls).toEqual(['connect:eip155-wallet'])
    expect(await (await hatch.context.getAdapter('eip155')).signMessage({ message: 'x', address: '0x' })).toBe('0x')
    await hatch.disconnect({ namespace: 'eip155' })
    expect(evm.calls).toContain('disconnect:eip155-wallet')
    await hatch.connect({ namespace: 'eip155', connectorId: 'pair' })
    expect(await (await hatch.context.getAdapter('eip155')).getBalance({ address: '0x', network: testNetworks.one })).toEqual({
      balance: '1',
      symbol: 'eip155',
    })
    await hatch.disconnect({ namespace: 'eip155' })
    expect(pair.calls).toEqual(['connect:solana', 'connect:eip155', 'disconnect:eip155'])
  })

  it('a namespace adapter’s discovery never removes the connector adapter’s connector', () => {
    const evm = scriptedAdapter('eip155')
    const pair = pairAdapter()
    const hatch = createTestHatch({ networks: [testNetworks.one, testNetworks.sol], adapters: [evm.adapter, pair.adapter] })
    hatch.context.setConnectors('eip155', [{ id: 'late', type: 'ANNOUNCED', name: 'Late Wallet', chain: 'eip155' }])
    expect(
      hatch
        .getState()
        .connectors.filter((c) => c.chain === 'eip155')
        .map((c) => c.id)
        .sort(),
    ).toEqual(['late', 'pair'])
    hatch.context.setConnectors('eip155', [])
    expect(
      hatch
        .getState()
        .connectors.filter((c) => c.chain === 'eip155')
        .map((c) => c.id),
    ).toEqual(['pair'])
  })
})

describe('walletConnect() descriptor', () => {
  it('lists one WalletConnect connector per configured namespace and registers both pairing views', () => {
    // createHatch itself: the test fixture registers placeholder views under the same ids.
    const hatch = createHatch({
      projectId: 'p',
      basic: true,
      storage: memoryBackend(),
      endpoints: unusedEndpoints,
      networks: [testNetworks.one, testNetworks.sol],
      adapters: [walletConnect({ relayUrl: 'ws://127.0.0.1:9' })],
    })
    expect(hatch.getState().connectors).toEqual([
      { id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', chain: 'eip155', chains: ['eip155', 'solana'] },
      { id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', chain: 'solana', chains: ['eip155', 'solana'] },
    ])
    expect(hatch.context.views.get('ConnectingWalletConnect')?.owner).toBe('adapter:walletConnect')
    expect(hatch.context.views.get('ConnectingWalletConnectBasic')).toBeDefined()
  })

  it('names the bad option', () => {
    const errorOf = (run: () => unknown) => {
      try {
        run()
      } catch (error) {
        return error
      }
      return undefined
    }
    const bad = errorOf(() => walletConnect({ relayUrl: 'http://127.0.0.1:1' }))
    expect(isHatchError(bad, 'INVALID_OPTIONS') && bad.shortMessage).toBe('Invalid option walletConnect.relayUrl: must be a ws:// or wss:// URL')
    const verify = errorOf(() => walletConnect({ verifyUrl: 'wss://verify.example' }))
    expect(isHatchError(verify) && verify.shortMessage).toBe('Invalid option walletConnect.verifyUrl: must be an http:// or https:// URL, or false')
    expect(() => walletConnect({ verifyUrl: false })).not.toThrow()
    const margin = errorOf(() => walletConnect({ pairingLifetimeMs: 1000, pairingExpiryMarginMs: 1000 }))
    expect(isHatchError(margin) && margin.shortMessage).toBe('Invalid option walletConnect.pairingExpiryMarginMs: must be below pairingLifetimeMs')
  })
})
