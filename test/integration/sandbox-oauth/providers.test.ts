/**
 * The sandbox identity providers (sandbox/oauth) as a client meets them: discovery, the consent
 * page listing seeded accounts by name with Deny, PKCE required, exact redirect URIs, client
 * registration errors, and the sandbox wiring (six providers printed in urls, the sandbox's own
 * secure site configured with all six).
 */
import { createHash, randomBytes } from 'node:crypto'
import { describe, expect, inject, it } from 'vitest'
import { providerUrlKey, SANDBOX_PROVIDER_SHAPES, SANDBOX_SOCIAL_PROVIDERS } from '../../../sandbox/oauth/index.js'

const info = inject('sandbox')
const base = (provider: (typeof SANDBOX_SOCIAL_PROVIDERS)[number]) => info.urls[providerUrlKey(provider)] as string

async function register(provider: (typeof SANDBOX_SOCIAL_PROVIDERS)[number], redirectUri: string) {
  const clientId = `sandbox-test-${randomBytes(4).toString('hex')}`
  const response = await fetch(`${base(provider)}/sandbox/clients/${clientId}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientSecret: randomBytes(24).toString('base64url'), redirectUris: [redirectUri], name: 'Provider test app' }),
  })
  expect(response.status).toBe(200)
  return clientId
}

function authorize(provider: (typeof SANDBOX_SOCIAL_PROVIDERS)[number], params: Record<string, string>): string {
  const url = new URL(`${base(provider)}${SANDBOX_PROVIDER_SHAPES[provider].routes.authorization}`)
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v)
  return url.href
}

const challenge = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url')

it('every provider runs on 127.0.0.1 and is in the sandbox urls', () => {
  for (const provider of SANDBOX_SOCIAL_PROVIDERS) expect(base(provider)).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
})

it("the sandbox's secure site signs in with all six", async () => {
  const reply = await fetch(`${info.urls.secureSite}/api/v1/oauth/providers`)
  expect(((await reply.json()) as { providers: string[] }).providers.sort()).toEqual([...SANDBOX_SOCIAL_PROVIDERS].sort())
})

it('google and apple publish OpenID Connect discovery with PKCE S256', async () => {
  for (const provider of ['google', 'apple'] as const) {
    const meta = (await (await fetch(`${base(provider)}/.well-known/openid-configuration`)).json()) as Record<string, unknown>
    expect(meta.issuer).toBe(base(provider))
    expect(meta.authorization_endpoint).toBe(`${base(provider)}${SANDBOX_PROVIDER_SHAPES[provider].routes.authorization}`)
    expect(meta.code_challenge_methods_supported).toContain('S256')
  }
})

describe.each(SANDBOX_SOCIAL_PROVIDERS)('%s', (provider) => {
  const shape = SANDBOX_PROVIDER_SHAPES[provider]
  const redirectUri = `http://127.0.0.1:5999/callback/${provider}`
  const scope = shape.kind === 'oidc' ? 'openid' : shape.scopes.join(' ')

  it('shows its consent page with each seeded account by name and Deny', async () => {
    const clientId = await register(provider, redirectUri)
    const started = await fetch(
      authorize(provider, {
        client_id: clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope,
        state: 's',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }),
      { redirect: 'manual' },
    )
    expect(started.status).toBe(303)
    const cookie = started.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    const consent = await fetch(new URL(started.headers.get('location') as string, base(provider)), { headers: { cookie } })
    const html = await consent.text()
    expect(html).toContain(`<h1>Sign in with ${shape.displayName}</h1>`)
    expect(html).toContain('<strong>Provider test app</strong> wants to know who you are')
    for (const user of shape.users) expect(html).toContain(`Continue as ${user.name}`)
    expect(html).toContain('>Deny</button>')
  })

  it('refuses an authorization request without a PKCE challenge (back to the client with an error)', async () => {
    const clientId = await register(provider, redirectUri)
    const started = await fetch(authorize(provider, { client_id: clientId, redirect_uri: redirectUri, response_type: 'code', scope, state: 's' }), {
      redirect: 'manual',
    })
    const back = new URL(started.headers.get('location') as string)
    expect(`${back.origin}${back.pathname}`).toBe(redirectUri)
    expect(back.searchParams.get('error')).toBe('invalid_request')
    expect(back.searchParams.get('error_description')).toBe('Authorization Server policy requires PKCE to be used for this request')
  })

  it('never redirects to an address the client did not register', async () => {
    const clientId = await register(provider, redirectUri)
    const started = await fetch(
      authorize(provider, {
        client_id: clientId,
        redirect_uri: 'http://127.0.0.1:6666/steal',
        response_type: 'code',
        scope,
        state: 's',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }),
      { redirect: 'manual' },
    )
    expect(started.status).toBe(400)
    expect(started.headers.get('location')).toBeNull()
    expect(await started.text()).toContain('redirect_uri did not match any of the client')
  })
})

it('refuses a client registration that is not one, naming the field', async () => {
  const response = await fetch(`${base('github')}/sandbox/clients/bad-client`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientSecret: 'short', redirectUris: [] }),
  })
  expect(response.status).toBe(400)
  expect(((await response.json()) as { message: string }).message).toBe('clientSecret must be a string of at least 16 characters')
})
