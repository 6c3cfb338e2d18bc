// @vitest-environment happy-dom
import fc from 'fast-check'
import { act, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { HatchProvider } from '../../../ui/provider/HatchProvider.js'
import { createUiTestHatch } from '../ui/uiTestHatch.js'
import { vi, describe, expect, it } from 'vitest'
import { formatDeepLink } from '../../../adapters/walletconnect/deepLinks.js'
import { displayText } from '../../../ui/format/displayText.js'
import { formatAmount } from '../../../ui/format/formatAmount.js'
import { TokensTab } from '../../../ui/views/account/TokensTab.js'
import { WalletTile } from '../../../ui/views/all-wallets/WalletTile.js'
import { createWalletImageCache } from '../../../ui/views/all-wallets/walletImages.js'
import { createHttpClient } from '../../../kernel/http/createHttpClient.js'
import { fuzzParams, hostileString } from '../fuzz/fuzzRun.js'

// 10,000 inputs per boundary take about a second here, several under a loaded CI machine: more than vitest's 5 s default.
vi.setConfig({ testTimeout: 60_000 })

// Hostile data from services and wallets (issue 18): catalogue names with markup and script URLs,
// token names with bidi overrides and zero-width characters, absurd amounts. All must render as
// inert, readable text: no element or handler comes from the data, no name reads reversed, no two
// different names look alike, and no link with a script-capable scheme is ever produced.

const markup = '<img src=x onerror="globalThis.__pwned=1"><b>Evil</b> Wallet'
const bidi = '\u202Eevil\u202C Wallet'
const zeroWidth = 'US\u200BD\u200DC\uFEFF'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** Renders `node` inside a provider of a fresh test instance (views read translations from it). */
function render(node: ReactNode): HTMLElement {
  const host = document.createElement('div')
  document.body.append(host)
  act(() => createRoot(host).render(<HatchProvider hatch={createUiTestHatch()}>{node}</HatchProvider>))
  return host
}

const noCatalogue = createHttpClient({ baseUrl: 'http://127.0.0.1:9', projectId: 'p', sdkType: 'hatch', sdkVersion: '0' })

describe('hostile names render inert and readable', () => {
  it('a catalogue wallet named with markup shows the markup as text: no element, no handler runs', () => {
    const host = render(
      <WalletTile
        wallet={{ id: 'w', name: markup, chains: [], installed: false }}
        images={createWalletImageCache({ catalogue: noCatalogue })}
        installedLabel="Installed"
        onSelect={() => {}}
      />,
    )
    const button = host.querySelector('button')!
    expect(button.getAttribute('aria-label')).toBe(markup)
    expect(host.querySelector('.aw-name')?.textContent).toBe(markup)
    expect(host.querySelector('img[src="x"], b')).toBeNull()
    expect((globalThis as { __pwned?: unknown }).__pwned).toBeUndefined()
  })

  it('bidi overrides and zero-width characters are dropped from wallet and token names', () => {
    const tile = render(
      <WalletTile
        wallet={{ id: 'w', name: bidi, chains: [], installed: false }}
        images={createWalletImageCache({ catalogue: noCatalogue })}
        installedLabel="Installed"
        onSelect={() => {}}
      />,
    )
    expect(tile.querySelector('.aw-name')?.textContent).toBe('evil Wallet')
    expect(tile.querySelector('button')?.getAttribute('aria-label')).toBe('evil Wallet')
    const token = { name: `${bidi} Token`, symbol: zeroWidth, chainId: 'eip155:1', price: 1, value: 2, quantity: { decimals: '6', numeric: '12.5' } }
    const tab = render(<TokensTab status="ready" tokens={[token]} nativeBalance="1" nativeSymbol="ETH" nativeName="Ether" />)
    const row = tab.querySelector('[data-testid="hatch-token-row"]')!
    expect(row.getAttribute('data-symbol')).toBe('USDC')
    expect(row.textContent).toContain('evil Wallet Token')
    expect(row.textContent).toContain('12.500 USDC')
    expect(row.textContent).not.toMatch(/[\u200B-\u200F\u202A-\u202E\uFEFF]/)
  })

  it('absurd amounts: 400 whole digits are shown digit for digit, a malformed amount as 0.000, never NaN or an exponent', () => {
    expect(formatAmount('9'.repeat(400) + '.123456', 'TKN')).toBe(`${'9'.repeat(400)}.123 TKN`)
    for (const bad of ['1e400', 'NaN', 'Infinity', '-5', '0x10', '', '1.2.3']) expect(formatAmount(bad, 'TKN')).toBe('0.000 TKN')
  })

  it('displayText never returns bidi or zero-width characters, and keeps visible ones (10,000 inputs)', () => {
    fc.assert(
      fc.property(hostileString, (raw) => {
        const shown = displayText(raw)
        expect(shown).not.toMatch(/[\u00AD\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/)
        expect(shown).toBe(shown.trim())
        const visible = raw.replace(/[\s\u00AD\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g, '')
        expect(shown.replace(/\s/g, '')).toBe(visible)
      }),
      fuzzParams(),
    )
  })
})

describe('hostile links from the catalogue', () => {
  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'file:///etc/passwd',
    'blob:http://127.0.0.1/x',
    'java\nscript:alert(1)',
    '\tjavascript:alert(1)',
  ])('%j gives no deep link', (link) => {
    const formatted = formatDeepLink(link, 'wc:abc@2')
    if (formatted) expect(new URL(formatted.redirect).protocol).not.toMatch(/^(javascript|data|vbscript|file|blob):$/)
  })

  it('any catalogue link: a deep link is http(s) or an app scheme, never a script-capable one (10,000 inputs)', () => {
    const scheme = fc.constantFrom(
      'javascript:',
      'JAVASCRIPT:',
      'data:',
      'vbscript:',
      'file:',
      'blob:',
      ' javascript:',
      'java\tscript:',
      'java\nscript:',
      'https://',
      'wallet://',
      '',
    )
    fc.assert(
      fc.property(scheme, hostileString, (prefix, rest) => {
        const formatted = formatDeepLink(prefix + rest, 'wc:abc@2')
        if (!formatted) return
        let protocol: string
        try {
          protocol = new URL(formatted.redirect).protocol
        } catch {
          return // not a URL a browser would follow either
        }
        expect(protocol).not.toMatch(/^(javascript|data|vbscript|file|blob):$/i)
      }),
      fuzzParams(),
    )
  })
})
