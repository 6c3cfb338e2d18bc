/**
 * OAuth fine print (issue 28 item 10), against a token endpoint that is not the provider's (what a
 * hijacked DNS name or a proxy in the way would be): an ID token with the right claims but signed
 * by a key the provider's JWKS does not publish is refused, even though the token arrived over the
 * configured endpoint; so is one issued more than 60 s in the future. A token signed by the
 * published key signs in.
 */
import { createHash, randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import type { RunningSecureSite } from '../../../secure-site/index.js'
import { frameSecret, post, startTestSite } from './secureSiteClient.js'
import { PAGE_ORIGIN } from './oauthSignIn.js'

const info = inject('sandbox')
const CLIENT_ID = 'hatch-id-token-test'
let site: RunningSecureSite
let server: Server
let issuer = ''
let published: { privateKey: CryptoKey; publicKey: CryptoKey }
/** The ID token the endpoint answers next, made from the flow's nonce. */
let nextToken: (nonce: string) => Promise<string> = () => Promise.reject(new Error('no token set'))
let nonce = ''

beforeAll(async () => {
  published = await generateKeyPair('RS256', { extractable: true })
  const jwk = { ...(await exportJWK(published.publicKey)), kid: 'published', alg: 'RS256', use: 'sig' }
  server = createServer((req, res) => {
    if (req.url === '/jwks') return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }))
    if (req.method === 'POST' && req.url === '/token') {
      req.resume()
      req.on('end', () => {
        void nextToken(nonce).then((id_token) =>
          res
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ access_token: 'at', token_type: 'Bearer', expires_in: 3600, id_token })),
        )
      })
      return
    }
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  site = await startTestSite(info, {
    oauth: {
      providers: {
        google: {
          clientId: CLIENT_ID,
          clientSecret: 'secret',
          issuer,
          authorizationEndpoint: `${issuer}/auth`,
          tokenEndpoint: `${issuer}/token`,
          jwksUri: `${issuer}/jwks`,
          sendsIssuer: false,
        },
      },
    },
  })
})
afterAll(async () => {
  await site?.stop()
  server?.close()
})

/** A token with the claims the flow expects, signed by `key`, issued at `iat` (seconds). */
const token =
  (key: CryptoKey, kid: string, iat = Math.floor(Date.now() / 1000)) =>
  (flowNonce: string) =>
    new SignJWT({ nonce: flowNonce })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer(issuer)
      .setAudience(CLIENT_ID)
      .setSubject('subject-1')
      .setIssuedAt(iat)
      .setExpirationTime(iat + 3600)
      .sign(key)

/** A whole sign-in: begin, the popup's callback address, complete with the verifier. */
async function signIn() {
  const verifier = randomBytes(32).toString('base64url')
  const binding = frameSecret()
  const begun = await post(site, '/oauth/flows', {
    provider: 'google',
    codeChallenge: createHash('sha256').update(verifier).digest('base64url'),
    binding,
    pageOrigin: PAGE_ORIGIN,
  })
  expect(begun.status, JSON.stringify(begun.body)).toBe(200)
  const url = new URL(begun.body.authorizationUrl as string)
  nonce = url.searchParams.get('nonce') as string
  const uri = `${site.origin}/oauth/callback/google?code=c0de&state=${url.searchParams.get('state')}`
  return post(site, '/oauth/complete', { flowId: begun.body.flowId, uri, codeVerifier: verifier, binding, deviceKey: frameSecret() })
}

it('refuses an ID token signed by a key the provider does not publish', async () => {
  const forger = await generateKeyPair('RS256')
  nextToken = token(forger.privateKey, 'published')
  const reply = await signIn()
  expect(reply.status).toBe(502)
  expect(reply.body.error?.code).toBe('SOCIAL_PROVIDER_ERROR')
  expect(reply.body.error?.message).toMatch(/signature/)
})

it('refuses an ID token issued more than 60 s in the future', async () => {
  nextToken = token(published.privateKey, 'published', Math.floor(Date.now() / 1000) + 3600)
  const reply = await signIn()
  expect(reply.status).toBe(502)
  expect(reply.body.error?.code).toBe('SOCIAL_PROVIDER_ERROR')
})

it('signs in with an ID token signed by the published key', async () => {
  nextToken = token(published.privateKey, 'published')
  const reply = await signIn()
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  expect(reply.body).toMatchObject({ provider: 'google', newUser: true })
})
