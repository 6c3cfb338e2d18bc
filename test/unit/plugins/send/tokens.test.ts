import { describe, expect, it } from 'vitest'
import { buildShellState } from '../../../../kernel/instance/initialState.js'
import type { CaipNetwork, HatchState, TokenBalance } from '../../../../kernel/index.js'
import { networkBalanceInUSD, sendableTokens } from '../../../../plugins/send/tokens.js'
import { transferCall } from '../../../../plugins/send/transfer.js'

const network: CaipNetwork = {
  id: 713101,
  name: 'Hatch Mainnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:713101',
}
const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

function stateWith(balance: string | undefined, tokens: TokenBalance[]): HatchState {
  const state = buildShellState(undefined)
  return {
    ...state,
    activeNamespace: 'eip155',
    chains: {
      eip155: {
        account: {
          status: 'connected',
          address: '0x52908400098527886E0F7030069857D2E4169EE7',
          currentTab: 0,
          addressLabels: {},
          ...(balance === undefined ? {} : { balance }),
          tokenBalance: tokens,
        },
        network: {
          caipNetwork: network,
          requestedCaipNetworks: [network],
          approvedCaipNetworkIds: [],
          supportsAllNetworks: false,
          smartAccountEnabledNetworks: [],
        },
      },
    },
  }
}

const listed = (symbol: string, numeric: string, decimals: string, address?: string, value?: number): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:713101',
  ...(address ? { address: `eip155:713101:${address}` } : {}),
  price: 1,
  quantity: { decimals, numeric },
  ...(value === undefined ? {} : { value }),
})

describe('sendableTokens: the token picker', () => {
  it('lists the native currency first (its balance from the adapter), then each token held on this network', () => {
    const tokens = sendableTokens(
      stateWith('1.5', [
        listed('ETH', '1.4', '18', undefined, 4200),
        listed('USDC', '250.125', '6', USDC, 250.125),
        listed('OTHER', '3', '6', '0x00000000000000000000000000000000000000aa'),
      ]),
      'eip155',
    )
    expect(tokens.map((t) => [t.id, t.symbol, t.decimals, t.balance])).toEqual([
      ['native', 'ETH', 18, 1_500_000_000_000_000_000n],
      [USDC, 'USDC', 6, 250_125_000n],
      ['0x00000000000000000000000000000000000000aa', 'OTHER', 6, 3_000_000n],
    ])
  })

  it('leaves out NFTs (decimals 0), empty holdings and tokens of other networks', () => {
    const other = { ...listed('USDC', '9', '6', USDC), chainId: 'eip155:713102' }
    const tokens = sendableTokens(
      stateWith('0', [listed('HATCH', '2', '0', '0x00000000000000000000000000000000000000bb'), listed('USDC', '0', '6', USDC), other]),
      'eip155',
    )
    expect(tokens.map((t) => t.id)).toEqual(['native'])
    expect(tokens[0]?.balance).toBe(0n)
  })

  it('is empty without a connected network', () => {
    expect(sendableTokens(buildShellState(undefined), 'eip155')).toEqual([])
  })

  it('values the account on the network in USD from the priced holdings', () => {
    expect(networkBalanceInUSD(stateWith('1', [listed('ETH', '1', '18', undefined, 3000), listed('USDC', '12.5', '6', USDC, 12.5)]), 'eip155')).toBe(3012.5)
    expect(networkBalanceInUSD(stateWith('1', []), 'eip155')).toBeUndefined()
  })
})

describe('transferCall: the adapter call of each path', () => {
  it('EVM native is sendTransaction, ERC20 is writeContract transfer', () => {
    expect(transferCall({ namespace: 'eip155', token: 'native', to: '0xabc', amount: 5n })).toEqual({
      method: 'sendTransaction',
      params: { to: '0xabc', value: 5n },
    })
    expect(transferCall({ namespace: 'eip155', token: USDC, to: '0xabc', amount: 5n })).toEqual({
      method: 'writeContract',
      params: { address: USDC, args: ['0xabc', 5n] },
    })
  })
  it('Solana SOL and SPL and Bitcoin are sendTransfer', () => {
    expect(transferCall({ namespace: 'solana', token: 'native', to: 'So1', amount: 5n })).toEqual({
      method: 'sendTransfer',
      params: { recipient: 'So1', amount: 5n },
    })
    expect(transferCall({ namespace: 'solana', token: 'Mint1', to: 'So1', amount: 5n })).toEqual({
      method: 'sendTransfer',
      params: { recipient: 'So1', amount: 5n, mint: 'Mint1' },
    })
    expect(transferCall({ namespace: 'bip122', token: 'native', to: 'bcrt1q', amount: 5n })).toEqual({
      method: 'sendTransfer',
      params: { recipient: 'bcrt1q', amount: 5n },
    })
  })
})
