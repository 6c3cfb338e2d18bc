/**
 * The secure site's HTTP headers and request gate (SECURE-FRAME.md case 25, and the API's origin
 * rules): CSP as an HTTP header with exact frame-ancestors and no unsafe source, no-referrer,
 * nosniff, no-store; calls from another origin are refused before anything happens.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { RunningSecureSite } from '../../../secure-site/index.js'
import { frameSecret, post, startTestSite, uniqueEmail } from './secureSiteClient.js'

const info = inject('sandbox')
let site: RunningSecureSite

beforeAll(async () => {
  site = await startTestSite(info, {
    allowedOrigins: ['http://127.0.0.1:5173', 'https://shop.example'],
    rpcUrls: { 'eip155:713101': 'http://127.0.0.1:8545/rpc', 'eip155:713102': 'http://127.0.0.1:8546' },
  })
})
afterAll(() => site?.stop())

function directives(csp: string | null): Map<string, string[]> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name as string, values]),
  )
}

describe('security headers', () => {
  it.each(['/healthz', '/api/v1/me', '/nothing-here', '/approve', '/approve.js'])('are sent on %s, which no page may frame', async (path) => {
    const response = await fetch(`${site.url}${path}`)
    const csp = directives(response.headers.get('content-security-policy'))
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(csp.get('default-src')).toEqual(["'none'"])
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('content-security-policy')).not.toMatch(/unsafe-|\*|data:.*script/)
  })

  it("serve the frame's hashed chunks as immutable, with the same policy, and its unhashed entry as no-store (issue 32 item 4)", async () => {
    const html = await (await fetch(`${site.url}/frame`)).text()
    const chunks = [...html.matchAll(/<link rel="modulepreload" href="(\/chunks\/[\w-]+\.js)">/g)].map((m) => m[1] as string)
    expect(chunks.length).toBeGreaterThan(0)
    for (const path of chunks) {
      const response = await fetch(`${site.url}${path}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(directives(response.headers.get('content-security-policy')).get('frame-ancestors')).toEqual(["'none'"])
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    }
    expect((await fetch(`${site.url}/frame.js`)).headers.get('cache-control')).toBe('no-store')
    // A chunk that is not there is a 404 like any other path, never cached.
    const missing = await fetch(`${site.url}/chunks/nothing-AAAAAAAA.js`)
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).toBe('no-store')
  })

  it('deny devices and allow passkeys to the secure origin’s own documents only (the frame, its windows)', async () => {
    for (const path of ['/frame', '/passkey', '/approve']) {
      const policy = (await fetch(`${site.url}${path}`)).headers.get('permissions-policy') ?? ''
      expect(policy, path).toContain('camera=()')
      expect(policy, path).toContain('publickey-credentials-get=(self)')
      expect(policy, path).toContain('publickey-credentials-create=(self)')
    }
    const passkeyWindow = await fetch(`${site.url}/passkey`)
    expect(directives(passkeyWindow.headers.get('content-security-policy')).get('frame-ancestors')).toEqual(["'none'"])
  })

  it('let exactly the allowed origins frame /frame, and connect only to self and the RPC list', async () => {
    const response = await fetch(`${site.url}/frame`)
    const csp = directives(response.headers.get('content-security-policy'))
    expect(csp.get('frame-ancestors')).toEqual(['http://127.0.0.1:5173', 'https://shop.example'])
    expect(csp.get('script-src')).toEqual(["'self'"])
    expect(csp.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:8545', 'http://127.0.0.1:8546'])
    for (const name of ['frame-src', 'object-src', 'base-uri', 'form-action']) expect(csp.get(name), name).toEqual(["'none'"])
    expect(response.headers.get('content-security-policy')).not.toContain('unsafe')
  })
})

describe('the API gate', () => {
  it('refuses a call carrying another Origin, and sends no code', async () => {
    const email = uniqueEmail('foreign')
    const reply = await post(site, '/email/code', { email, binding: frameSecret() }, { origin: 'http://127.0.0.1:5173' })
    expect(reply.status).toBe(403)
    expect(reply.body.error).toEqual({ code: 'SECURE_SITE_ORIGIN_REFUSED', message: 'Requests from http://127.0.0.1:5173 are not accepted' })
    const listed = (await (await fetch(`${info.urls.mailbox}/api/messages?to=${encodeURIComponent(email)}`)).json()) as { messages: unknown[] }
    expect(listed.messages).toEqual([])
  })

  it("refuses a browser's cross-site call", async () => {
    const reply = await post(site, '/email/code', { email: uniqueEmail('xsite'), binding: frameSecret() }, { 'sec-fetch-site': 'cross-site' })
    expect(reply.status).toBe(403)
  })

  it('accepts its own origin', async () => {
    const reply = await post(
      site,
      '/email/code',
      { email: uniqueEmail('self'), binding: frameSecret() },
      { origin: site.origin, 'sec-fetch-site': 'same-origin' },
    )
    expect(reply.status).toBe(200)
  })

  it('refuses a body that is not JSON (a cross-site form post), naming why', async () => {
    const response = await fetch(`${site.url}/api/v1/email/code`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'email=a@b.test' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: { code: 'SECURE_SITE_BAD_REQUEST', message: 'Invalid request: the body must be application/json' } })
  })

  it('refuses unknown fields and names the first bad one', async () => {
    const extra = await post(site, '/email/code', { email: uniqueEmail('extra'), binding: frameSecret(), admin: true })
    expect(extra.status).toBe(400)
    expect(extra.body.error?.message).toMatch(/^Invalid request: admin /)
    const shortBinding = await post(site, '/email/code', { email: uniqueEmail('short'), binding: 'abc' })
    expect(shortBinding.body.error?.message).toBe('Invalid request: binding must be 32 random bytes in base64url')
  })

  it('refuses a body over 16 KiB with 413', async () => {
    const reply = await post(site, '/email/code', { email: uniqueEmail('big'), binding: 'x'.repeat(20_000) })
    expect(reply.status).toBe(413)
  })

  it('answers 401 without a well-formed bearer token', async () => {
    const response = await fetch(`${site.url}/api/v1/me`, { headers: { authorization: 'Bearer nope' } })
    expect(response.status).toBe(401)
  })
})

describe('per-project origins', () => {
  it("frames each project's page only on its own origins, and serves no frame to a project with none", async () => {
    const own = await startTestSite(info, {
      allowedOrigins: [],
      projects: { shop: { allowedOrigins: ['https://shop.example'] }, blog: { allowedOrigins: ['https://blog.example'] } },
    })
    try {
      const ancestors = async (projectId: string) => {
        const response = await fetch(`${own.url}/frame?projectId=${projectId}`)
        return {
          status: response.status,
          ancestors: directives(response.headers.get('content-security-policy')).get('frame-ancestors'),
          html: await response.text(),
        }
      }
      const shop = await ancestors('shop')
      expect(shop).toMatchObject({ status: 200, ancestors: ['https://shop.example'] })
      expect(shop.html).toContain('"allowedOrigins":["https://shop.example"]')
      expect(await ancestors('blog')).toMatchObject({ status: 200, ancestors: ['https://blog.example'] })
      expect(await ancestors('unknown')).toMatchObject({ status: 404, ancestors: ["'none'"] })
    } finally {
      await own.stop()
    }
  })
})
