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

describe('defineBitcoinNetwork', () => {
  it('builds a bip122 Caip network with BTC at 8 decimals and the Esplora URL as RPC', async () => {
    const { defineBitcoinNetwork } = await import('../../../../adapters/bitcoin/networks.js')
    const network = defineBitcoinNetwork({ network: 'regtest', esploraUrl: 'http://127.0.0.1:3002', name: 'Bitcoin (regtest)' })
    expect(network).toMatchObject({
      id: '0f9188f13cb7b2c71f2a335e3a4fc328',
      caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      chainNamespace: 'bip122',
      nativeCurrency: { symbol: 'BTC', decimals: 8 },
      rpcUrls: { default: { http: ['http://127.0.0.1:3002'] } },
      testnet: true,
    })
    expect(walletChainOf(network)).toBe('bitcoin:regtest')
    expect(defineBitcoinNetwork({ network: 'mainnet', esploraUrl: 'https://esplora.example/api' }).name).toBe('Bitcoin')
    // A regtest whose BTC the data service prices may be declared no test network (the Tokens tab then shows its value).
    expect(defineBitcoinNetwork({ network: 'regtest', esploraUrl: 'http://127.0.0.1:3002', testnet: false }).testnet).toBe(false)
    // Its icon, as an EVM network's: the network rows and the account button show it.
    expect(defineBitcoinNetwork({ network: 'regtest', esploraUrl: 'http://127.0.0.1:3002', imageUrl: 'http://127.0.0.1:9/btc.svg' }).assets).toEqual({
      imageUrl: 'http://127.0.0.1:9/btc.svg',
    })
    expect(defineBitcoinNetwork({ network: 'regtest', esploraUrl: 'http://127.0.0.1:3002' }).assets).toBeUndefined()
    expect(() => defineBitcoinNetwork({ network: 'regtest', esploraUrl: 'ftp://x' })).toThrow("esploraUrl must be an http(s) URL, got 'ftp://x'")
    expect(() => defineBitcoinNetwork({ network: 'moon' as 'regtest', esploraUrl: 'http://x' })).toThrow(
      "network must be one of mainnet, testnet, testnet4, signet, regtest, got 'moon'",
    )
  })
})
