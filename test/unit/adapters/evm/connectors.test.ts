import { describe, expect, it } from 'vitest'
import { buildConnectors, INJECTED_CONNECTOR_ID, orderConnectors } from '../../../../adapters/evm/discovery/connectors.js'
import type { AnnouncedWallet, Eip1193Provider } from '../../../../adapters/evm/discovery/types.js'

const provider = (): Eip1193Provider => ({ request: async () => null })
const icon = 'data:image/svg+xml,<svg/>'
const wallet = (rdns: string, name: string, p = provider()): AnnouncedWallet => ({
  info: { rdns, name, icon, uuid: `${rdns}-uuid` },
  provider: p,
})

describe('buildConnectors', () => {
  it('types announced wallets ANNOUNCED with id = rdns, name, icon and info', () => {
    const [connector] = buildConnectors({ announced: [wallet('io.one', 'One')], externals: [] })
    expect(connector).toEqual({
      id: 'io.one',
      type: 'ANNOUNCED',
      name: 'One',
      chain: 'eip155',
      imageUrl: icon,
      info: { rdns: 'io.one', icon, uuid: 'io.one-uuid' },
    })
  })

  it('lists a window.ethereum that no wallet announced as one INJECTED connector after the announced ones', () => {
    const connectors = buildConnectors({
      announced: [wallet('io.one', 'One'), wallet('io.two', 'Two')],
      injected: { provider: provider() },
      externals: [],
    })
    expect(connectors.map((c) => [c.id, c.type, c.name])).toEqual([
      ['io.one', 'ANNOUNCED', 'One'],
      ['io.two', 'ANNOUNCED', 'Two'],
      [INJECTED_CONNECTOR_ID, 'INJECTED', 'Browser Wallet'],
    ])
  })

  it('drops window.ethereum when it is the same provider object as an announced wallet', () => {
    const shared = provider()
    const connectors = buildConnectors({ announced: [wallet('io.one', 'One', shared)], injected: { provider: shared }, externals: [] })
    expect(connectors.map((c) => c.id)).toEqual(['io.one'])
  })

  it('drops window.ethereum whose flags name a wallet that also announced itself (dedup by rdns)', () => {
    const connectors = buildConnectors({
      announced: [wallet('io.metamask', 'MetaMask')],
      injected: { provider: provider(), rdns: 'io.metamask', name: 'MetaMask' },
      externals: [],
    })
    expect(connectors.map((c) => c.id)).toEqual(['io.metamask'])
  })

  it('adds host connectors as EXTERNAL, skipping one whose rdns already announced', () => {
    const connectors = buildConnectors({
      announced: [wallet('io.one', 'One')],
      externals: [
        { id: 'sdk', name: 'SDK Wallet', imageUrl: 'http://127.0.0.1/sdk.png', getProvider: provider },
        { id: 'dup', name: 'One again', rdns: 'io.one', getProvider: provider },
      ],
    })
    expect(connectors.map((c) => [c.id, c.type])).toEqual([
      ['io.one', 'ANNOUNCED'],
      ['sdk', 'EXTERNAL'],
    ])
  })
})

describe('orderConnectors', () => {
  const connectors = buildConnectors({
    announced: [wallet('io.one', 'One'), wallet('io.two', 'Two'), wallet('io.three', 'Three')],
    injected: { provider: provider() },
    externals: [{ id: 'sdk', name: 'SDK', getProvider: provider }],
  })

  it('keeps discovery order with no recent wallets: injected group, then external', () => {
    expect(orderConnectors(connectors, []).map((c) => c.id)).toEqual(['io.one', 'io.two', 'io.three', 'injected', 'sdk'])
  })

  it('puts recent wallets first, most recent first (spec: walletConnect, recent, injected, …, external)', () => {
    expect(orderConnectors(connectors, ['io.three', 'sdk']).map((c) => c.id)).toEqual(['io.three', 'sdk', 'io.one', 'io.two', 'injected'])
  })

  it("follows a host's connectorTypeOrder, with groups it omits after it", () => {
    expect(orderConnectors(connectors, ['io.two'], ['external', 'injected']).map((c) => c.id)).toEqual(['sdk', 'io.one', 'io.three', 'injected', 'io.two'])
  })
})
