/** What the secure site's Content-Security-Policy is built from. */
export interface CspInputs {
  /** Extra origins the frame may fetch from (its own RPC endpoints). */
  connectOrigins: readonly string[]
}

/**
 * The Content-Security-Policy of a response. Only the frame document may be embedded, and only by
 * the listed page origins; everything else (the API, scripts) is `frame-ancestors 'none'`.
 * No `unsafe-*` source anywhere.
 */
export function contentSecurityPolicy({ connectOrigins }: CspInputs, frameAncestors: readonly string[], formAction: "'self'" | "'none'" = "'none'"): string {
  const connect = ["'self'", ...new Set(connectOrigins)].join(' ')
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src ${connect}`,
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    `form-action ${formAction}`,
    `frame-ancestors ${frameAncestors.length ? frameAncestors.join(' ') : "'none'"}`,
  ].join('; ')
}

/** Cache-Control of a file whose path names its content (the frame's hashed chunks). */
export const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Every header the secure site sends on every response (as HTTP headers, never `<meta>`, which
 * cannot carry frame-ancestors).
 */
export function securityHeaders(
  csp: CspInputs,
  options: { frameAncestors: readonly string[]; https: boolean; postsForm?: boolean; immutable?: boolean },
): Record<string, string> {
  const embeddable = options.frameAncestors.length > 0
  return {
    'Content-Security-Policy': contentSecurityPolicy(csp, options.frameAncestors, options.postsForm ? "'self'" : "'none'"),
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    // A frame chunk's name carries its content hash: it never changes, so it is kept for good.
    'Cache-Control': options.immutable ? IMMUTABLE : 'no-store',
    'Cross-Origin-Resource-Policy': embeddable ? 'cross-origin' : 'same-origin',
    // Devices denied; passkeys (WebAuthn) for this origin's own documents only: the frame, where the page
    // delegates them with its iframe's `allow`, and the site's own windows.
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), bluetooth=(), publickey-credentials-get=(self), publickey-credentials-create=(self)',
    ...(options.https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  }
}
