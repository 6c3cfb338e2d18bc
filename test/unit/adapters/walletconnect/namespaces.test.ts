import { describe, expect, it } from 'vitest'
import { buildOptionalNamespaces, buildRpcMap, sessionAccounts } from '../../../../adapters/walletconnect/namespaces.js'
import type { CaipNetwork } from '../../../../kernel/types/chain.js'
import { testNetworks } from '../../../fixtures/createTestHatch.js'

const btc: CaipNetwork = {
  id: '000000000019d6689c085ae165831e93',
  name: 'Bitcoin',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['http://127.0.0.1:4/'] } },
  chainNamespace: 'bip122',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
}
const sol: CaipNetwork = { ...testNetworks.sol, deprecatedCaipNetworkId: 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ' }

describe('rpcMap and proposal namespaces from the configured networks', () => {
  it('keys every network by chain reference and by CAIP-2 id (and Solana’s deprecated id)', () => {
    expect(buildRpcMap([testNetworks.one, sol])).toEqual({
      '1337': 'http://127.0.0.1:1/',
      'eip155:1337': 'http://127.0.0.1:1/',
      '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'http://127.0.0.1:3/',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'http://127.0.0.1:3/',
      '4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ': 'http://127.0.0.1:3/',
      'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ': 'http://127.0.0.1:3/',
    })
  })

  it('proposes only namespaces with configured networks, each with its own chains, wallet methods and rpcMap', () => {
    const namespaces = buildOptionalNamespaces([testNetworks.one, testNetworks.two, btc])
    expect(Object.keys(namespaces)).toEqual(['eip155', 'bip122'])
    expect(namespaces.eip155?.chains).toEqual(['eip155:1337', 'eip155:1338'])
    expect(namespaces.eip155?.methods).toContain('personal_sign')
    expect(namespaces.eip155?.methods).toContain('eth_sendTransaction')
    // Read calls must not be routed to the wallet.
    expect(namespaces.eip155?.methods).not.toContain('eth_getBalance')
    expect(namespaces.eip155?.events).toEqual(['accountsChanged', 'chainChanged'])
    expect(namespaces.bip122?.methods).toContain('signMessage')
    expect(Object.keys(namespaces.bip122?.rpcMap ?? {})).toEqual(['bip122:000000000019d6689c085ae165831e93', '000000000019d6689c085ae165831e93'])
  })
})

describe('accounts of an approved session, per namespace', () => {
  const networks = [testNetworks.one, testNetworks.two, sol]

  it('reads CAIP-10 accounts, prefers the current network and maps chains to configured network ids', () => {
    const accounts = sessionAccounts(
      {
        eip155: { accounts: ['eip155:1337:0xAAA', 'eip155:1338:0xBBB', 'eip155:1338:0xCCC'] },
        solana: { accounts: ['solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ:SoLAddr'] },
        cosmos: { accounts: ['cosmos:hub:addr'] },
      },
      networks,
      { eip155: 'eip155:1338' },
    )
    expect(accounts).toEqual([
      { namespace: 'eip155', chainId: 1338, caipNetworkId: 'eip155:1338', chain: 'eip155:1338', addresses: ['0xBBB', '0xCCC'] },
      // The wallet answered with Solana's deprecated id: still the configured network.
      { namespace: 'solana', chainId: sol.id, caipNetworkId: sol.caipNetworkId, chain: 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ', addresses: ['SoLAddr'] },
    ])
  })

  it('falls back to the first account, and keeps an unconfigured chain as its reference', () => {
    expect(sessionAccounts({ eip155: { accounts: ['eip155:99:0xDDD'] } }, networks)).toEqual([
      { namespace: 'eip155', chainId: '99', caipNetworkId: 'eip155:99', chain: 'eip155:99', addresses: ['0xDDD'] },
    ])
    expect(sessionAccounts({ eip155: { accounts: [] } }, networks)).toEqual([])
  })
})
