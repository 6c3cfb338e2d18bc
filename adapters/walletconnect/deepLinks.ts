import type { PairingWallet } from './pairingState.js'

/** Which kind of app a deep link opens. */
export type DeepLinkKind = 'mobile' | 'desktop' | 'web'

/** A link that opens a wallet with the pairing uri. */
export interface DeepLink {
  kind: DeepLinkKind
  /** The app's base link as the catalogue gives it (what the stored deep-link choice keeps). */
  href: string
  /** The link to follow: the base link with `wc?uri=<encoded uri>`. */
  redirect: string
}

const unsafeScheme = /^(javascript|data|vbscript|file|blob):/i

/**
 * The link that hands `uri` to an app: universal links (`https://…/wc?uri=…`) for http(s) bases,
 * `scheme://wc?uri=…` for native ones. Catalogue links come from a service, so a base with a
 * script-capable scheme, or no usable scheme, gives undefined.
 */
export function formatDeepLink(base: string, uri: string): { href: string; redirect: string } | undefined {
  const trimmed = base.trim()
  if (!trimmed || unsafeScheme.test(trimmed)) return undefined
  let href = trimmed
  if (!/^https?:\/\//i.test(href) && !href.includes('://')) href = `${href.replace(/[/:]/g, '')}://`
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(href)) return undefined
  if (!href.endsWith('/')) href = `${href}/`
  return { href, redirect: `${href}wc?uri=${encodeURIComponent(uri)}` }
}

/**
 * The deep links of a catalogue wallet: mobile first on mobile, desktop first elsewhere, the web
 * app last; the link the visitor used last time (the stored choice) moves to the front.
 */
export function deepLinksFor(wallet: PairingWallet, uri: string, options: { isMobile: boolean; storedHref?: string | undefined }): DeepLink[] {
  const candidates: [DeepLinkKind, string | undefined][] = options.isMobile
    ? [
        ['mobile', wallet.mobileLink],
        ['desktop', wallet.desktopLink],
        ['web', wallet.webappLink],
      ]
    : [
        ['desktop', wallet.desktopLink],
        ['mobile', wallet.mobileLink],
        ['web', wallet.webappLink],
      ]
  const links: DeepLink[] = []
  for (const [kind, base] of candidates) {
    const formatted = base ? formatDeepLink(base, uri) : undefined
    if (formatted && !links.some((l) => l.href === formatted.href)) links.push({ kind, ...formatted })
  }
  const stored = links.findIndex((l) => l.href === options.storedHref)
  if (stored > 0) links.unshift(...links.splice(stored, 1))
  return links
}

/** Reads the wallet param AllWallets pushes (`{ wallet: { id, name, mobile_link … } }`), checked. */
export function walletFromParams(params: Readonly<Record<string, unknown>> | undefined): PairingWallet | undefined {
  const raw = params?.['wallet']
  if (!raw || typeof raw !== 'object') return undefined
  const w = raw as Record<string, unknown>
  const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : undefined)
  const id = text(w['id'])
  const name = text(w['name'])
  if (!id || !name) return undefined
  const optional = {
    imageUrl: text(w['image_url']),
    mobileLink: text(w['mobile_link']),
    desktopLink: text(w['desktop_link']),
    webappLink: text(w['webapp_link']),
  }
  return { id, name, ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)) }
}
