import { describe, expect, it } from 'vitest'
import { defineSolanaNetwork, solanaDevnet, solanaMainnet, solanaTestnet } from '../../../../adapters/solana/networks.js'
import { findSolanaNetwork, isLocalCluster, walletChainFor, walletChainIdsOf } from '../../../../adapters/solana/walletChains.js'
import { buildConnectors, isSolanaWallet } from '../../../../adapters/solana/discovery/connectors.js'
import type { Wallet } from '../../../../adapters/solana/discovery/types.js'

describe('Solana networks (spec §3 deprecatedCaipNetworkId)', () => {
  it('mainnet and devnet carry their deprecated CAIP-2 ids; testnet has none', () => {
    expect(solanaMainnet.deprecatedCaipNetworkId).toBe('solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ')
    expect(solanaDevnet.deprecatedCaipNetworkId).toBe('solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K')
    expect(solanaTestnet.deprecatedCaipNetworkId).toBeUndefined()
    expect(solanaMainnet.nativeCurrency).toEqual({ name: 'Solana', symbol: 'SOL', decimals: 9 })
  })

  it('finds a configured network by CAIP-2 id, deprecated id, Wallet Standard name or reference', () => {
    const networks = [solanaMainnet, solanaDevnet]
    expect(findSolanaNetwork(networks, 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ')).toBe(solanaMainnet)
    expect(findSolanaNetwork(networks, 'solana:mainnet')).toBe(solanaMainnet)
    expect(findSolanaNetwork(networks, 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K')).toBe(solanaDevnet)
    expect(findSolanaNetwork(networks, 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).toBe(solanaDevnet)
    expect(findSolanaNetwork(networks, 'solana:testnet')).toBeUndefined()
  })

  it('hands a wallet the chain id it lists, preferring the Wallet Standard cluster name', () => {
    expect(walletChainIdsOf(solanaMainnet)).toEqual(['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ', 'solana:mainnet'])
    expect(walletChainFor(solanaMainnet, ['solana:mainnet', 'solana:devnet'])).toBe('solana:mainnet')
    expect(walletChainFor(solanaMainnet, ['solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ'])).toBe('solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ')
    expect(walletChainFor(solanaMainnet, [])).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    // Each public cluster reads its Wallet Standard name (walletChains.ts spells their CAIP-2 ids out).
    expect(walletChainIdsOf(solanaDevnet).at(-1)).toBe('solana:devnet')
    expect(walletChainIdsOf(solanaTestnet)).toEqual(['solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', 'solana:testnet'])
  })

  it('knows a validator on this machine as solana:localnet (a wallet that declares only that gets it), and finds no chain a wallet does not declare', () => {
    const local = defineSolanaNetwork({ genesisHash: 'GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69Xm1ZE3MEE6JC', name: 'Local', rpcUrl: 'http://127.0.0.1:8899' })
    expect(isLocalCluster(local)).toBe(true)
    expect(walletChainIdsOf(local)).toEqual(['solana:GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69', 'solana:localnet'])
    expect(walletChainFor(local, ['solana:localnet'])).toBe('solana:localnet')
    expect(walletChainFor(local, ['solana:GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69', 'solana:localnet'])).toBe('solana:localnet')
    expect(findSolanaNetwork([solanaMainnet, local], 'solana:localnet')).toBe(local)
    // None of the ids of the network: the caller refuses instead of sending the genesis id the wallet never declared.
    expect(walletChainFor(local, ['solana:mainnet', 'solana:devnet'])).toBeUndefined()
    expect(walletChainFor(solanaDevnet, ['solana:localnet'])).toBeUndefined()
    for (const host of ['localhost:8899', '[::1]:8899', '127.0.0.2:8899']) {
      expect(isLocalCluster(defineSolanaNetwork({ genesisHash: 'GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69Xm1ZE3MEE6JC', name: 'L', rpcUrl: `http://${host}` }))).toBe(
        true,
      )
    }
    // A private cluster elsewhere, or a public one served locally, is not localnet.
    expect(
      isLocalCluster(defineSolanaNetwork({ genesisHash: 'GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69Xm1ZE3MEE6JC', name: 'P', rpcUrl: 'https://rpc.example.com' })),
    ).toBe(false)
    expect(isLocalCluster({ ...solanaMainnet, rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } } })).toBe(false)
  })

  it('defines a custom cluster from its genesis hash and refuses a malformed one', () => {
    const local = defineSolanaNetwork({
      genesisHash: 'GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69Xm1ZE3MEE6JC',
      name: 'Local',
      rpcUrl: 'http://127.0.0.1:8899',
      wsUrl: 'ws://127.0.0.1:8900',
    })
    expect(local).toMatchObject({
      id: 'GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69',
      caipNetworkId: 'solana:GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69',
      chainNamespace: 'solana',
      testnet: false,
    })
    expect(local.rpcUrls.default.webSocket).toEqual(['ws://127.0.0.1:8900'])
    expect(() => defineSolanaNetwork({ genesisHash: '0xdead', name: 'x', rpcUrl: 'http://127.0.0.1:1' })).toThrow(
      "genesisHash must be a base58 hash of 32 to 44 characters, got '0xdead'",
    )
  })
})

const wallet = (name: string, chains: `${string}:${string}`[], featureNames: string[]): Wallet =>
  ({
    version: '1.0.0',
    name,
    icon: 'data:image/svg+xml;base64,AA==',
    chains,
    accounts: [],
    features: Object.fromEntries(featureNames.map((f) => [f, {}])),
  }) as unknown as Wallet

describe('Solana connectors from the Wallet Standard registry', () => {
  it('lists wallets with a solana chain, standard:connect and a Solana signing feature, once per name, as ANNOUNCED', () => {
    const good = wallet('Sol Wallet', ['solana:mainnet'], ['standard:connect', 'solana:signMessage'])
    const evmOnly = wallet('EVM Only', ['eip155:1'], ['standard:connect', 'solana:signMessage'])
    const noConnect = wallet('No Connect', ['solana:mainnet'], ['solana:signMessage'])
    const noSigning = wallet('No Signing', ['solana:mainnet'], ['standard:connect'])
    const sendOnly = wallet('Sender', ['solana:devnet'], ['standard:connect', 'solana:signAndSendTransaction'])
    expect([good, evmOnly, noConnect, noSigning, sendOnly].map(isSolanaWallet)).toEqual([true, false, false, false, true])
    expect(buildConnectors([good, evmOnly, noConnect, sendOnly, good])).toEqual([
      { id: 'Sol Wallet', type: 'ANNOUNCED', name: 'Sol Wallet', chain: 'solana', imageUrl: good.icon, info: { icon: good.icon } },
      { id: 'Sender', type: 'ANNOUNCED', name: 'Sender', chain: 'solana', imageUrl: sendOnly.icon, info: { icon: sendOnly.icon } },
    ])
  })
})
