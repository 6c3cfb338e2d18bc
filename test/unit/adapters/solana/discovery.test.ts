import { describe, expect, it } from 'vitest'
import { solana, type WalletRegistry } from '../../../../adapters/solana/index.js'
import type { Wallet } from '../../../../adapters/solana/discovery/types.js'
import { createTestHatch, testNetworks } from '../../../fixtures/createTestHatch.js'

/** A small in-memory Wallet Standard registry with the same get/on contract as getWallets(). */
function registry() {
  const wallets: Wallet[] = []
  const listeners = { register: new Set<(...w: Wallet[]) => void>(), unregister: new Set<(...w: Wallet[]) => void>() }
  const api: WalletRegistry & { add(w: Wallet): () => void } = {
    get: () => [...wallets],
    on(event, listener) {
      listeners[event].add(listener)
      return () => listeners[event].delete(listener)
    },
    add(wallet) {
      wallets.push(wallet)
      for (const l of listeners.register) l(wallet)
      return () => {
        wallets.splice(wallets.indexOf(wallet), 1)
        for (const l of listeners.unregister) l(wallet)
      }
    },
  }
  return api
}

const wallet = (name: string, features: string[] = ['standard:connect', 'solana:signMessage']): Wallet =>
  ({
    version: '1.0.0',
    name,
    icon: 'data:image/svg+xml;base64,AA==',
    chains: ['solana:mainnet'],
    accounts: [],
    features: Object.fromEntries(features.map((f) => [f, {}])),
  }) as unknown as Wallet

describe('solana() discovery through the Wallet Standard registry', () => {
  it('publishes Solana connectors for wallets present at start and registered later, and drops unregistered ones', () => {
    const reg = registry()
    reg.add(wallet('Early Wallet'))
    reg.add(wallet('Not Solana Enough', ['standard:connect']))
    const hatch = createTestHatch({ networks: [testNetworks.one, testNetworks.sol], adapters: [solana({ registry: reg })] })
    const names = () =>
      hatch
        .getState()
        .connectors.filter((c) => c.chain === 'solana')
        .map((c) => c.name)
    expect(names()).toEqual(['Early Wallet'])
    const remove = reg.add(wallet('Late Wallet'))
    expect(names()).toEqual(['Early Wallet', 'Late Wallet'])
    remove()
    expect(names()).toEqual(['Early Wallet'])
    hatch.destroy()
    reg.add(wallet('After Destroy'))
    expect(names()).toEqual(['Early Wallet'])
  })

  it('connecting an unknown wallet is WALLET_NOT_FOUND naming it; reconnect waits for a late wallet and gives up without one', async () => {
    const reg = registry()
    const hatch = createTestHatch({ networks: [testNetworks.sol], adapters: [solana({ registry: reg })] })
    const runtime = await hatch.context.getAdapter('solana')
    await expect(runtime.connect({ connectorId: 'Missing Wallet' })).rejects.toMatchObject({
      code: 'WALLET_NOT_FOUND',
      shortMessage: 'Wallet "Missing Wallet" was not found in this browser',
    })
    const started = Date.now()
    expect(await runtime.reconnect?.({ connectorId: 'Missing Wallet' })).toBeUndefined()
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400)
    hatch.destroy()
  })
})
