import { HttpError, type SandboxResponse } from '../http/response.js'
import type { SandboxInfo } from '../types.js'

/**
 * The strict Content-Security-Policy of the demo's `/csp` page (issue 18): scripts and styles only
 * from the page's own origin (no 'unsafe-inline', no 'unsafe-eval', not even a nonce, since the page
 * has no inline code at all), Trusted Types required for every DOM sink that parses script, no
 * plugins, no <base>, no form posts. Network calls may go only to the sandbox on 127.0.0.1; images
 * also as data: URIs (EIP-6963 icons are data:image/…) and blob: URLs (catalogue wallet images are
 * fetched with the project id, then shown from a blob: URL), which a host's policy must allow too; frames from 127.0.0.1 (the e-mail
 * login's secure site). Every violation is reported to the page as a `securitypolicyviolation`
 * event, which the browser test counts.
 */
export const STRICT_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob: http://127.0.0.1:*",
  "font-src 'self'",
  "connect-src 'self' http://127.0.0.1:* ws://127.0.0.1:*",
  'frame-src http://127.0.0.1:*',
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "require-trusted-types-for 'script'",
].join('; ')

/** The page: the demo app's bundle, its configuration and stylesheet as files, nothing inline. */
const html = (configQuery: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Hatch demo under a strict CSP (sandbox)</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="/csp/page.css" />
    <script src="/csp/config.js${configQuery}"></script>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/assets/main.js"></script>
  </body>
</html>
`

const css = `:root { color-scheme: light dark; font-family: system-ui, sans-serif; }
body { margin: 0; }
[data-theme='dark'] body { background: #121417; color: #e8eaed; }
`

/** JSON that is safe inside a script file (no `</script>`, no line separators that end a statement). */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** Services a test may route through its own server on 127.0.0.1 (a fault-injecting proxy). */
const OVERRIDABLE = ['catalogue', 'data'] as const
const LOOPBACK_URL = /^http:\/\/127\.0\.0\.1:\d{1,5}(\/[\w./-]*)?$/

/**
 * `?catalogue=http://127.0.0.1:N&data=…`: the page's service endpoints replaced by a test's own
 * server on 127.0.0.1 (the fault and hostile-data browser tests); anything else is refused with 400.
 */
function endpointOverrides(query: URLSearchParams): Partial<Record<(typeof OVERRIDABLE)[number], string>> {
  const out: Partial<Record<(typeof OVERRIDABLE)[number], string>> = {}
  for (const key of OVERRIDABLE) {
    const value = query.get(key)
    if (value === null) continue
    if (!LOOPBACK_URL.test(value)) throw new HttpError(400, `${key} must be an http://127.0.0.1:<port> URL, got '${value}'`)
    out[key] = value
  }
  return out
}

/** Responses of the `/csp` page and its two files; `config` is what the demo app reads. */
export function cspPageResponses(config: (info: SandboxInfo) => unknown, info: () => SandboxInfo) {
  const headers = { 'Content-Security-Policy': STRICT_CSP, 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' }
  return {
    page: (query = new URLSearchParams()): SandboxResponse => {
      const overrides = new URLSearchParams(endpointOverrides(query))
      return {
        status: 200,
        contentType: 'text/html; charset=utf-8',
        headers,
        raw: html(overrides.size ? `?${overrides.toString().replace(/&/g, '&amp;')}` : ''),
      }
    },
    css: (): SandboxResponse => ({ status: 200, contentType: 'text/css; charset=utf-8', headers, raw: css }),
    // The same configuration the inline script of `/` sets, plus the WalletConnect SDK's test switch
    // (docs/stand-ins.md), as a same-origin script file that 'self' allows.
    config: (query = new URLSearchParams()): SandboxResponse => {
      const base = config(info()) as { urls: Record<string, unknown> }
      const value = { ...base, urls: { ...base.urls, ...endpointOverrides(query) } }
      return {
        status: 200,
        contentType: 'text/javascript; charset=utf-8',
        headers,
        raw: `window.__HATCH_SANDBOX__ = ${scriptJson(value)};\nglobalThis.process = { env: { IS_VITEST: 'true' } };\n`,
      }
    },
  }
}
