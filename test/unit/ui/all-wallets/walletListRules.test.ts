import { describe, expect, it } from 'vitest'
import type { CatalogueWallet } from '../../../../ui/views/all-wallets/catalogueSchemas.js'
import {
  applyWalletListRules,
  installedRdns,
  markInstalled,
  MOBILE_EXCHANGE_WALLET_IDS,
  MOBILE_SOLANA_WALLET_IDS,
  readWalletListOptions,
} from '../../../../ui/views/all-wallets/walletListRules.js'

const wallet = (id: string, links: Partial<Pick<CatalogueWallet, 'mobile_link' | 'desktop_link' | 'webapp_link'>> = {}): CatalogueWallet => ({
  id,
  name: id,
  chains: [],
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  ...links,
})

const exchange = MOBILE_EXCHANGE_WALLET_IDS[0] as string
const solana = MOBILE_SOLANA_WALLET_IDS[0] as string
const list = [wallet('mobile', { mobile_link: 'm://' }), wallet('desktop', { desktop_link: 'd://' }), wallet('none'), wallet(exchange), wallet(solana)]
const ids = (ws: CatalogueWallet[]) => ws.map((w) => w.id)

describe('wallet list rules (spec §5)', () => {
  it('keeps every wallet on desktop without the universal provider', () => {
    expect(ids(applyWalletListRules(list, { isMobile: false, universalProvider: false }))).toEqual(ids(list))
  })
  it('on mobile keeps wallets with a mobile link plus the exchange wallets, not the Solana ones off Solana', () => {
    expect(ids(applyWalletListRules(list, { isMobile: true, namespace: 'eip155', universalProvider: false }))).toEqual(['mobile', exchange])
  })
  it('on mobile on Solana also keeps the two Solana wallets', () => {
    expect(ids(applyWalletListRules(list, { isMobile: true, namespace: 'solana', universalProvider: false }))).toEqual(['mobile', exchange, solana])
  })
  it('with the universal provider drops wallets that have no link at all', () => {
    expect(ids(applyWalletListRules(list, { isMobile: false, universalProvider: true }))).toEqual(['mobile', 'desktop'])
  })
})

describe('installed wallets', () => {
  const rdns = installedRdns([
    { id: 'a', type: 'ANNOUNCED', name: 'A', chain: 'eip155', info: { rdns: 'app.a' } },
    { id: 'wc', type: 'WALLET_CONNECT', name: 'WC', chain: 'eip155', info: { rdns: 'app.wc' } },
  ])
  it('marks a wallet whose rdns or injected id was announced', () => {
    expect(markInstalled({ ...wallet('x'), rdns: 'app.a' }, rdns).installed).toBe(true)
    expect(markInstalled({ ...wallet('y'), injected: [{ namespace: 'eip155', injected_id: 'app.a' }] }, rdns).installed).toBe(true)
  })
  it('does not count wallet-connect connectors as installed', () => {
    expect(markInstalled({ ...wallet('z'), rdns: 'app.wc' }, rdns).installed).toBe(false)
  })
})

describe('readWalletListOptions', () => {
  it('reads include, exclude, featured and badge', () => {
    expect(readWalletListOptions({ includeWalletIds: ['a'], excludeWalletIds: ['b'], featuredWalletIds: ['c'], walletBadge: 'certified' })).toEqual({
      include: ['a'],
      exclude: ['b'],
      featured: ['c'],
      badge: 'certified',
    })
  })
  it('names the option that is wrong', () => {
    expect(() => readWalletListOptions({ excludeWalletIds: 'abc' })).toThrow(/excludeWalletIds.*array of wallet ids/)
    expect(() => readWalletListOptions({ featuredWalletIds: [''] })).toThrow(/featuredWalletIds\.0.*empty/)
    expect(() => readWalletListOptions({ walletBadge: 'gold' })).toThrow(/walletBadge/)
  })
})
