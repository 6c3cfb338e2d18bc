import { HatchError } from '../errors/HatchError.js'
import { createConsoleLogger, type Logger } from '../options/logger.js'
import { createMemoryBackend, findBrowserStorage } from '../storage/backends.js'
import type { KeyValueBackend } from '../storage/types.js'
import { type CookieContent, type CookieKey, cookieKeys, decodeCookie, defaultCookieName, encodeCookie, findCookie, maxCookieBytes } from './cookieFormat.js'

/** Options of {@link cookieStorage}. */
export interface CookieStorageOptions {
  /** The cookie's name (default `hatch.session`); pass the same to `cookieToInitialState`. */
  name?: string
  /** Where the keys the cookie does not hold go (caches, plugins' keys). Default: `localStorage`, else memory. */
  fallback?: KeyValueBackend
  /** How long the cookie lasts, in days (default 365). */
  maxAgeDays?: number
  /** Receives a warning when the cookie is not Hatch's (corrupt or forged). Default: the console. */
  logger?: Logger
}

// The kernel's storage prefix (storage/schema.ts), written out: importing it would bring valibot to the page.
const prefix = 'hatch:'

const cookieKeyOf = (key: string): CookieKey | undefined => {
  const name = key.startsWith(prefix) ? key.slice(prefix.length) : undefined
  return (cookieKeys as readonly string[]).includes(name ?? '') ? (name as CookieKey) : undefined
}

/** Wallet icons inlined as `data:` URLs are kilobytes each; the wallet announces its icon again on every page. */
function withoutInlineIcons(envelope: unknown): unknown {
  const value = (envelope as { value?: unknown } | null)?.value
  if (!Array.isArray(value)) return envelope
  const wallets = value.map((w: unknown) => {
    if (typeof w !== 'object' || w === null || !String((w as { imageUrl?: unknown }).imageUrl).startsWith('data:')) return w
    const { imageUrl: _inline, ...rest } = w as Record<string, unknown>
    return rest
  })
  return { ...(envelope as object), value: wallets }
}

/**
 * A storage backend (the `storage` option) that keeps what restoring a connection needs (the
 * connection per namespace, the active namespace and network, the recent wallets) in one cookie,
 * so the server can render the connected button (`cookieToInitialState`). `SameSite=Lax`,
 * `Path=/`, `Secure` on https; no secret is stored. The other keys go to `fallback`.
 *
 * A write that would make the cookie larger than 4 KiB throws STORAGE_VALUE_INVALID saying so (the instance then
 * keeps its values in memory for the page, with a warning). A cookie that is not Hatch's reads as
 * empty, with a warning, and the next write replaces it.
 *
 * @example
 * ```ts
 * import { createHatch, cookieStorage } from 'hatch'
 * const hatch = createHatch({ projectId, networks, adapters: [evm()], storage: cookieStorage() })
 * ```
 */
export function cookieStorage(options: CookieStorageOptions = {}): KeyValueBackend {
  const name = options.name ?? defaultCookieName
  const maxAge = Math.round((options.maxAgeDays ?? 365) * 86_400)
  const logger = options.logger ?? createConsoleLogger()
  // Looked up when first used, never at creation: the instance may be made on the server.
  let fallback = options.fallback
  const other = () => (fallback ??= findBrowserStorage() ?? createMemoryBackend())
  const doc = () => (globalThis as { document?: { cookie: string; location?: { protocol?: string } } }).document
  let warned: string | undefined

  const read = (cookies: string): CookieContent => {
    const encoded = findCookie(cookies, name)
    if (encoded === undefined) return {}
    try {
      return decodeCookie(encoded)
    } catch (error) {
      if (warned !== encoded) logger.warn(`ignored the cookie "${name}": it is not Hatch's (${String(error)}); the next write replaces it`)
      warned = encoded
      return {}
    }
  }

  const write = (page: { cookie: string; location?: { protocol?: string } }, content: CookieContent, key: string) => {
    if (Object.keys(content).length === 0) return void (page.cookie = `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`)
    const cookie = `${name}=${encodeCookie(content)}`
    // The encoded value is ASCII: its length is its size in bytes.
    if (cookie.length > maxCookieBytes) {
      const issue = `the cookie "${name}" would be ${cookie.length} bytes, more than the ${maxCookieBytes} a browser keeps`
      throw new HatchError('STORAGE_VALUE_INVALID', { params: { key, issue } })
    }
    const secure = page.location?.protocol === 'https:' ? '; Secure' : ''
    page.cookie = `${cookie}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`
  }

  return {
    getItem(key) {
      const k = cookieKeyOf(key)
      const page = doc()
      if (!k || !page) return other().getItem(key)
      const value = read(page.cookie)[k]
      return value === undefined ? null : JSON.stringify(value)
    },
    setItem(key, value) {
      const k = cookieKeyOf(key)
      const page = doc()
      if (!k || !page) return other().setItem(key, value)
      const parsed: unknown = JSON.parse(value)
      write(page, { ...read(page.cookie), [k]: k === 'recentWallets' ? withoutInlineIcons(parsed) : parsed }, key)
    },
    removeItem(key) {
      const k = cookieKeyOf(key)
      const page = doc()
      if (!k || !page) return other().removeItem(key)
      const { [k]: removed, ...rest } = read(page.cookie)
      if (removed !== undefined) write(page, rest, key)
    },
  }
}
