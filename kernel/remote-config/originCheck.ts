/**
 * Origins allowed for every project besides its own list (spec §5): local development, any
 * IP-literal host, the common preview hosts, and the vendor's two secure-mobile hosts (the
 * pages that host the embedded wallet on mobile).
 */
export const defaultAllowedOrigins: readonly string[] = Object.freeze([
  'localhost',
  '{ip}',
  '*.pages.dev',
  '*.vercel.app',
  '*.ngrok-free.app',
  'secure-mobile.walletconnect.com',
  'secure-mobile.walletconnect.org',
])

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
const ipv4 = '(?:\\d{1,3}\\.){3}\\d{1,3}'
const ipv6 = '\\[[0-9a-fA-F:.]+\\]'

/**
 * Compiles a pattern. With a scheme (`https://*.example.com`, `http://127.0.0.1:*`) it is matched
 * against the whole origin; without one (`*.vercel.app`, `localhost`) against the host name
 * only, whatever the scheme and port. `*` stands for any run of host characters (never `/`),
 * `{ip}` for any IPv4 or bracketed IPv6 literal.
 */
function compile(pattern: string): { regex: RegExp; wholeOrigin: boolean } {
  const wholeOrigin = pattern.includes('://')
  const body = pattern
    .trim()
    .toLowerCase()
    .split('{ip}')
    .map((part) => part.split('*').map(escape).join('[^/]*'))
    .join(`(?:${ipv4}|${ipv6})`)
  return { regex: new RegExp(`^${body}$`), wholeOrigin }
}

/**
 * Whether `origin` (e.g. `https://shop.example.com`) matches one of `allowed` or of the default
 * list. An origin that does not parse is never allowed.
 *
 * @example
 * ```ts
 * isOriginAllowed('https://my-app.vercel.app', [])              // true (default list)
 * isOriginAllowed('https://evil.com', ['https://*.example.com'])  // false
 * ```
 */
export function isOriginAllowed(origin: string, allowed: readonly string[], defaults: readonly string[] = defaultAllowedOrigins): boolean {
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false
  }
  const whole = url.origin.toLowerCase()
  const host = url.hostname.toLowerCase()
  return [...allowed, ...defaults].some((pattern) => {
    const { regex, wholeOrigin } = compile(pattern)
    return regex.test(wholeOrigin ? whole : host)
  })
}
