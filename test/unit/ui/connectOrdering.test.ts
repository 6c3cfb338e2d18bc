import { describe, expect, it } from 'vitest'
import type { Connector } from '../../../kernel/types/connector.js'
import {
  defaultConnectorTypeOrder,
  orderWallets,
  resolveConnectMethodOrder,
  resolveConnectorTypeOrder,
  showsInjectedWallet,
} from '../../../ui/views/connect/connectOrdering.js'

const connector = (id: string, type: Connector['type'], extra: Partial<Connector> = {}): Connector => ({
  id,
  type,
  name: `Wallet ${id}`,
  chain: 'eip155',
  ...extra,
})

const names = (entries: { id: string }[]) => entries.map((e) => e.id)

describe('connector-type order (spec §2)', () => {
  it('sorts walletConnect, recent, injected, external by default and leaves AUTH out of the list', () => {
    const connectors = [
      connector('ext', 'EXTERNAL'),
      connector('auth', 'AUTH'),
      connector('injected', 'INJECTED'),
      connector('wc', 'WALLET_CONNECT'),
      connector('announced', 'ANNOUNCED'),
      connector('used', 'ANNOUNCED'),
    ]
    const entries = orderWallets(connectors, { order: resolveConnectorTypeOrder(undefined), recentIds: new Set(['used']) })
    expect(names(entries)).toEqual(['wc', 'used', 'injected', 'announced', 'ext'])
    expect(entries.map((e) => e.group)).toEqual(['walletConnect', 'recent', 'injected', 'injected', 'external'])
  })

  it("follows the host's connectorTypeOrder and appends the groups it left out", () => {
    const order = resolveConnectorTypeOrder(['external', 'injected'])
    expect(order).toEqual(['external', 'injected', 'walletConnect', 'recent', 'featured', 'custom', 'recommended'])
    const entries = orderWallets([connector('wc', 'WALLET_CONNECT'), connector('inj', 'INJECTED'), connector('ext', 'EXTERNAL')], { order })
    expect(names(entries)).toEqual(['ext', 'inj', 'wc'])
  })

  it('ignores unknown and repeated names in a host order instead of losing groups', () => {
    expect(resolveConnectorTypeOrder(['bogus', 'recent', 'recent', 42])).toEqual(['recent', ...defaultConnectorTypeOrder.filter((g) => g !== 'recent')])
  })

  it('lists a wallet announced on two namespaces once, preferring the active namespace', () => {
    const evmSide = connector('mm-evm', 'ANNOUNCED', { name: 'MetaMask', info: { rdns: 'io.metamask' } })
    const solSide = connector('mm-sol', 'ANNOUNCED', { name: 'MetaMask', chain: 'solana', info: { rdns: 'io.metamask' } })
    const order = resolveConnectorTypeOrder(undefined)
    expect(names(orderWallets([evmSide, solSide], { order, activeNamespace: 'solana' }))).toEqual(['mm-sol'])
    expect(names(orderWallets([evmSide, solSide], { order, activeNamespace: 'eip155' }))).toEqual(['mm-evm'])
    expect(names(orderWallets([evmSide, solSide], { order }))).toEqual(['mm-evm'])
  })

  it('keeps discovery order within a group', () => {
    const entries = orderWallets([connector('b', 'INJECTED'), connector('a', 'ANNOUNCED'), connector('c', 'INJECTED')], {
      order: resolveConnectorTypeOrder(undefined),
    })
    expect(names(entries)).toEqual(['b', 'a', 'c'])
  })
})

describe('connect-method order (spec §2)', () => {
  it('is email, social, wallet by default', () => {
    expect(resolveConnectMethodOrder(undefined, false)).toEqual(['email', 'social', 'wallet'])
  })

  it('puts wallet first when an injected or announced wallet is shown', () => {
    expect(resolveConnectMethodOrder(undefined, true)).toEqual(['wallet', 'email', 'social'])
  })

  it("uses the host's connectMethodsOrder over both rules, completing a partial list", () => {
    expect(resolveConnectMethodOrder(['social', 'wallet', 'email'], true)).toEqual(['social', 'wallet', 'email'])
    expect(resolveConnectMethodOrder(['wallet'], false)).toEqual(['wallet', 'email', 'social'])
  })

  it("places a host plugin's own method where connectMethodsOrder says, else after the built-in ones (issue 26 item 5)", () => {
    expect(resolveConnectMethodOrder(['passkey', 'wallet'], false, ['email', 'passkey'])).toEqual(['passkey', 'wallet', 'email', 'social'])
    expect(resolveConnectMethodOrder(undefined, true, ['email', 'passkey'])).toEqual(['wallet', 'email', 'social', 'passkey'])
  })

  it('detects injected and announced wallets, not external or walletConnect ones', () => {
    const order = resolveConnectorTypeOrder(undefined)
    expect(showsInjectedWallet(orderWallets([connector('e', 'EXTERNAL'), connector('w', 'WALLET_CONNECT')], { order }))).toBe(false)
    expect(showsInjectedWallet(orderWallets([connector('a', 'ANNOUNCED')], { order }))).toBe(true)
    expect(showsInjectedWallet(orderWallets([connector('i', 'INJECTED')], { order }))).toBe(true)
  })
})
