import { describe, expect, it } from 'vitest'
import { deepLinksFor, formatDeepLink, walletFromParams } from '../../../../adapters/walletconnect/deepLinks.js'

const uri = 'wc:abc@2?relay-protocol=irn&symKey=01'

describe('deep links to a wallet with the pairing uri', () => {
  it('builds universal links for http(s) bases and scheme links for native ones, with the uri encoded', () => {
    expect(formatDeepLink('https://wallet.example/app', uri)).toEqual({
      href: 'https://wallet.example/app/',
      redirect: `https://wallet.example/app/wc?uri=${encodeURIComponent(uri)}`,
    })
    expect(formatDeepLink('metamask://', uri)?.redirect).toBe(`metamask://wc?uri=${encodeURIComponent(uri)}`)
    expect(formatDeepLink('rainbow:', uri)?.href).toBe('rainbow://')
  })

  it('refuses script-capable or empty bases from the catalogue', () => {
    expect(formatDeepLink('javascript:alert(1)//', uri)).toBeUndefined()
    expect(formatDeepLink('data:text/html,x', uri)).toBeUndefined()
    expect(formatDeepLink('  ', uri)).toBeUndefined()
  })

  it('orders mobile first on mobile, desktop first elsewhere, web last, and the stored choice first', () => {
    const wallet = { id: 'w', name: 'Wallet', mobileLink: 'wallet://', desktopLink: 'walletdesk://', webappLink: 'https://web.wallet.example' }
    expect(deepLinksFor(wallet, uri, { isMobile: true }).map((l) => l.kind)).toEqual(['mobile', 'desktop', 'web'])
    expect(deepLinksFor(wallet, uri, { isMobile: false }).map((l) => l.kind)).toEqual(['desktop', 'mobile', 'web'])
    expect(deepLinksFor(wallet, uri, { isMobile: false, storedHref: 'https://web.wallet.example/' }).map((l) => l.kind)).toEqual(['web', 'desktop', 'mobile'])
    expect(deepLinksFor({ id: 'x', name: 'No links' }, uri, { isMobile: true })).toEqual([])
  })

  it('reads the catalogue wallet AllWallets pushes, ignoring malformed params', () => {
    expect(walletFromParams({ wallet: { id: 'w1', name: 'One', mobile_link: 'one://', desktop_link: null, image_url: 'http://127.0.0.1/i.png' } })).toEqual({
      id: 'w1',
      name: 'One',
      mobileLink: 'one://',
      imageUrl: 'http://127.0.0.1/i.png',
    })
    expect(walletFromParams({ wallet: { name: 'No id' } })).toBeUndefined()
    expect(walletFromParams({ wallet: 'w1' })).toBeUndefined()
    expect(walletFromParams(undefined)).toBeUndefined()
  })
})
