/**
 * Rules for the origins the secure site trusts. An allowed parent origin is an exact origin:
 * no wildcard, no path, no "null", and plain http only for loopback hosts (a development page).
 */

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * Why `value` is not an exact web origin the secure site may trust, or undefined when it is.
 * The text names what was wrong, for configuration errors.
 */
export function originProblem(value: string): string | undefined {
  if (value.includes('*')) return `'${value}' has a wildcard; list each origin exactly`
  if (value === 'null') return "'null' (opaque origins) can never be allowed"
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return `'${value}' is not a URL`
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `'${value}' must use https (or http on 127.0.0.1 / localhost)`
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) return `'${value}' uses plain http on a non-loopback host; use https`
  if (url.origin !== value) return `'${value}' is not an exact origin (expected '${url.origin}': scheme, host and port only, no path or trailing slash)`
  return undefined
}

/** Exact comparison: an origin is allowed only if it is one of the listed strings, byte for byte. */
export function isAllowedOrigin(allowed: readonly string[], origin: string | null | undefined): boolean {
  return typeof origin === 'string' && allowed.includes(origin)
}
