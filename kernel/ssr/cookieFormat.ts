/**
 * The cookie `cookieStorage` writes and `cookieToInitialState` reads: one cookie holding what
 * restoring a connection needs, shared by both so they agree on its name, keys and encoding.
 */

/** The cookie's default name. */
export const defaultCookieName = 'hatch.session'

/** A browser keeps a cookie of at most 4096 bytes (name, value and `=`); a larger one is dropped. */
export const maxCookieBytes = 4096

/**
 * The storage keys (without `hatch:`) the cookie holds: the connection per namespace, the active
 * namespace and network, and the recent wallets. No secret is among them; every other key (caches,
 * the embedded wallet's, plugins') stays in the fallback backend.
 */
export const cookieKeys = [
  'connections',
  'connectedConnectors',
  'disconnectedConnectorIds',
  'activeNamespace',
  'activeNetwork',
  'connectedWallet',
  'recentWallets',
  'preferredAccountTypes',
] as const

/** One of {@link cookieKeys}. */
export type CookieKey = (typeof cookieKeys)[number]

/** The cookie's content: each key's stored envelope (`{"v":1,"value":…}`), parsed. */
export type CookieContent = Partial<Record<CookieKey, unknown>>

/** The value of cookie `name` in a `Cookie` header (or `document.cookie`), still encoded; undefined when absent. */
export function findCookie(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const at = part.indexOf('=')
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim()
  }
  return undefined
}

/** The cookie's content from its encoded value; throws when it is not URI-encoded JSON of an object. */
export function decodeCookie(encoded: string): CookieContent {
  const parsed: unknown = JSON.parse(decodeURIComponent(encoded))
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not a JSON object')
  return parsed
}

/** The encoded value of the cookie's content. */
export const encodeCookie = (content: CookieContent): string => encodeURIComponent(JSON.stringify(content))
