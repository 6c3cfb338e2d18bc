import { describe, expect, it } from 'vitest'
import { isSwapNetwork, SWAP_NETWORK_IDS } from '../../../../plugins/swaps/networks.js'

describe('swap networks (spec §9) plus the host-configured ones', () => {
  it('lists the spec ids', () => {
    expect(SWAP_NETWORK_IDS).toEqual([1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554])
  })

  it('runs on a spec network or one the host names, EVM only', () => {
    expect(isSwapNetwork('eip155:1')).toBe(true)
    expect(isSwapNetwork('eip155:1313161554')).toBe(true)
    expect(isSwapNetwork('eip155:713101')).toBe(false)
    expect(isSwapNetwork('eip155:713101', [713101])).toBe(true)
    expect(isSwapNetwork('eip155:713199', [713101, 713102])).toBe(false)
    expect(isSwapNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', [1])).toBe(false)
    expect(isSwapNetwork('bip122:000000000019d6689c085ae165831e93')).toBe(false)
  })
})
