/**
 * How the frame's approvals name a network (frameNetworks.ts): a Solana cluster by its name, as an
 * EVM chain is ("Hatch Solana", not "solana:3xsi3wLyg…"); its CAIP-2 id only when nobody named it.
 */
import { describe, expect, it } from 'vitest'
import { evmNetworkName, frameNetworks, solanaNetworkName } from '../../../secure-site/frame/frameNetworks.js'

describe('the network line of an approval', () => {
  it('names an EVM chain by the site’s name, else eip155:<id>', () => {
    const networks = frameNetworks({ 'eip155:713101': 'http://127.0.0.1:8545' }, { 'eip155:713101': 'Hatch Mainnet' })
    expect(evmNetworkName(networks, 713101)).toBe('Hatch Mainnet')
    expect(evmNetworkName(networks, 8453)).toBe('eip155:8453')
  })

  it('is the network’s name, as for EVM chains; the CAIP-2 id only when nobody named it', () => {
    const names = new Map([['solana:3xsi3wLygfHVfQo4XFRFMvDq1yRMRYaa', 'Hatch Solana']])
    expect(solanaNetworkName('solana:3xsi3wLygfHVfQo4XFRFMvDq1yRMRYaa', { names })).toBe('Hatch Solana')
    expect(solanaNetworkName('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', { names })).toBe('Solana Devnet')
    expect(solanaNetworkName('solana:9xQeWvG816bUx9EPjHmaT23yvVM2ZWbr', { names })).toBe('solana:9xQeWvG816bUx9EPjHmaT23yvVM2ZWbr')
  })
})
