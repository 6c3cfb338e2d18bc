import { describe, expect, it } from 'vitest'
import { esploraUrlOf, paramsNameOf, pickNetwork, walletChainOf } from '../../../../adapters/bitcoin/runtime/bitcoinNetworks.js'
import type { CaipNetwork } from '../../../../kernel/types/chain.js'

const net = (reference: string, name: string, url = 'http://127.0.0.1:1/'): CaipNetwork => ({
  id: reference,
  name,
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: [url] } },
  chainNamespace: 'bip122',
  caipNetworkId: `bip122:${reference}`,
})
const mainnet = net('000000000019d6689c085ae165831e93', 'Bitcoin')
const regtest = net('0f9188f13cb7b2c71f2a335e3a4fc328', 'Bitcoin (regtest)')
const evm: CaipNetwork = { ...mainnet, id: 1, chainNamespace: 'eip155', caipNetworkId: 'eip155:1' }

describe('Bitcoin networks', () => {
  it('names each CAIP-2 reference the way Wallet Standard wallets do, with its address parameters', () => {
    expect(walletChainOf(mainnet)).toBe('bitcoin:mainnet')
    expect(walletChainOf(regtest)).toBe('bitcoin:regtest')
    expect(paramsNameOf(regtest)).toBe('regtest')
    expect(paramsNameOf(net('000000000933ea01ad0ee984209779ba', 'Testnet'))).toBe('testnet')
    expect(walletChainOf(net('ffff', 'Unknown'))).toBeUndefined()
  })

  it('picks the requested network, else the one the wallet is on, else the current one, else the first configured', () => {
    const configured = [evm, mainnet, regtest]
    expect(pickNetwork({ configured, requested: mainnet, walletChains: ['bitcoin:regtest'] })).toBe(mainnet)
    expect(pickNetwork({ configured, walletChains: ['bitcoin:regtest'] })).toBe(regtest)
    expect(pickNetwork({ configured, walletChains: ['bitcoin:signet'], fallback: regtest })).toBe(regtest)
    expect(pickNetwork({ configured, walletChains: [] })).toBe(mainnet)
    expect(pickNetwork({ configured: [evm], walletChains: ['bitcoin:mainnet'] })).toBeUndefined()
  })

  it('uses the first RPC URL as the Esplora base, without a trailing slash', () => {
    expect(esploraUrlOf(regtest)).toBe('http://127.0.0.1:1')
  })
})
