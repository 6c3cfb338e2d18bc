import * as oauth from 'oauth4webapi'
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose'
import { SecureSiteError } from '../errors.js'
import type { ResolvedProvider, SocialProvider } from './providerSettings.js'

/** Who signed in, as the provider says: its stable id of the account, and a handle when it has one. */
export interface SocialProfile {
  subject: string
  username: string | null
}

/** The spec's provider names as a visitor reads them. */
export const PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
}

const providerError = (provider: SocialProvider, reason: string) =>
  new SecureSiteError(502, 'SOCIAL_PROVIDER_ERROR', { provider: PROVIDER_NAMES[provider], reason })

const loopback = (url: string) => /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])[:/]/.test(url)

/** oauth4webapi's view of a provider (plain http only for a loopback provider: the sandbox's). */
function describe(p: ResolvedProvider): {
  as: oauth.AuthorizationServer
  client: oauth.Client
  auth: oauth.ClientAuth
  options: { [oauth.allowInsecureRequests]?: boolean }
} {
  const as: oauth.AuthorizationServer = {
    issuer: p.issuer,
    authorization_endpoint: p.authorizationEndpoint,
    token_endpoint: p.tokenEndpoint,
    ...(p.jwksUri ? { jwks_uri: p.jwksUri } : {}),
    authorization_response_iss_parameter_supported: p.sendsIssuer,
  }
  const insecure = [p.tokenEndpoint, p.profileEndpoint].some((u) => u !== undefined && u.startsWith('http:') && loopback(u))
  return {
    as,
    client: { client_id: p.clientId },
    auth: p.tokenEndpointAuthMethod === 'client_secret_basic' ? oauth.ClientSecretBasic(p.clientSecret) : oauth.ClientSecretPost(p.clientSecret),
    options: insecure ? { [oauth.allowInsecureRequests]: true } : {},
  }
}

/** The authorization request's URL: code flow, PKCE S256, state, nonce for OpenID providers, the exact redirect URI. */
export function authorizationUrl(p: ResolvedProvider, input: { redirectUri: string; state: string; nonce: string | undefined; codeChallenge: string }): string {
  const url = new URL(p.authorizationEndpoint)
  url.searchParams.set('client_id', p.clientId)
  url.searchParams.set('redirect_uri', input.redirectUri)
  url.searchParams.set('response_type', 'code')
  url.searchParams.set('scope', p.scope)
  url.searchParams.set('state', input.state)
  url.searchParams.set('code_challenge', input.codeChallenge)
  url.searchParams.set('code_challenge_method', 'S256')
  if (input.nonce) url.searchParams.set('nonce', input.nonce)
  return url.href
}

/** Clock skew allowed on an ID token's times. */
const SKEW_S = 60

/** Each JWKS address's key set, fetched when first needed and re-fetched when a token names an unknown key (jose's cache). */
const keySets = new Map<string, JWTVerifyGetKey>()

/**
 * Checks an ID token's signature against the provider's published keys (its `jwksUri`), even over
 * TLS: a token endpoint that is not the provider's (a hijacked DNS name, a proxy) cannot mint a
 * sign-in. Also refuses an `iat` more than 60 s in the future. oauth4webapi checked the claims
 * (issuer, audience, nonce, expiry) already.
 */
async function verifyIdTokenSignature(p: ResolvedProvider, idToken: string | undefined, now: number): Promise<void> {
  if (!idToken) throw providerError(p.provider, 'the provider sent no ID token')
  if (!p.jwksUri) throw providerError(p.provider, 'no JWKS address (jwksUri) is configured to check its ID tokens')
  let keys = keySets.get(p.jwksUri)
  if (!keys) {
    keys = createRemoteJWKSet(new URL(p.jwksUri), { timeoutDuration: 15_000 })
    keySets.set(p.jwksUri, keys)
  }
  let iat: number | undefined
  try {
    const verified = await jwtVerify(idToken, keys, { issuer: p.issuer, audience: p.clientId, clockTolerance: SKEW_S, currentDate: new Date(now) })
    iat = verified.payload.iat
  } catch (error) {
    throw providerError(p.provider, `the ID token's signature or claims do not check out (${error instanceof Error ? error.message : String(error)})`)
  }
  if (typeof iat !== 'number' || iat > now / 1000 + SKEW_S) throw providerError(p.provider, 'the ID token was issued in the future')
}

/** The text of an OAuth error for the visitor: the provider's own description when it gave one. */
function reasonOf(error: unknown): string {
  if (error instanceof oauth.ResponseBodyError || error instanceof oauth.AuthorizationResponseError) return error.error_description ?? error.error
  if (error instanceof Error) return error.message
  return String(error)
}

/**
 * Exchanges the authorization code (with the PKCE verifier the frame kept) and reads who signed
 * in: the ID token's `sub` (nonce checked) for OpenID providers, the profile endpoint's id for
 * the others. `params` are the callback's query parameters; the state was checked by the flow.
 */
export async function exchangeCode(
  p: ResolvedProvider,
  input: { params: URLSearchParams; redirectUri: string; codeVerifier: string; nonce: string | null; fetchTimeoutMs?: number; now?: number },
): Promise<SocialProfile> {
  const { as, client, auth, options } = describe(p)
  const timeout = { signal: () => AbortSignal.timeout(input.fetchTimeoutMs ?? 15_000) }
  let tokens: oauth.TokenEndpointResponse
  try {
    const params = oauth.validateAuthResponse(as, client, input.params, oauth.skipStateCheck)
    const response = await oauth.authorizationCodeGrantRequest(as, client, auth, params, input.redirectUri, input.codeVerifier, { ...options, ...timeout })
    tokens = await oauth.processAuthorizationCodeResponse(
      as,
      client,
      response,
      p.profile === 'oidc' ? { expectedNonce: input.nonce ?? oauth.expectNoNonce, requireIdToken: true } : {},
    )
  } catch (error) {
    throw providerError(p.provider, reasonOf(error))
  }
  if (p.profile === 'oidc') {
    const claims = oauth.getValidatedIdTokenClaims(tokens)
    if (!claims?.sub) throw providerError(p.provider, 'the ID token names no account')
    await verifyIdTokenSignature(p, tokens.id_token, input.now ?? Date.now())
    return { subject: claims.sub, username: null }
  }
  if (!p.profileEndpoint) throw providerError(p.provider, 'no profile endpoint is configured')
  let body: Record<string, unknown>
  try {
    const url = new URL(p.profileEndpoint)
    if (p.profile === 'facebook') url.searchParams.set('fields', 'id,name')
    const response = await oauth.protectedResourceRequest(tokens.access_token, 'GET', url, new Headers({ accept: 'application/json' }), null, {
      ...options,
      ...timeout,
    })
    if (!response.ok) throw new Error(`the account endpoint answered ${response.status}`)
    body = (await response.json()) as Record<string, unknown>
  } catch (error) {
    throw providerError(p.provider, reasonOf(error))
  }
  const account = (p.profile === 'x' ? body.data : body) as Record<string, unknown> | undefined
  const id = account?.id
  if ((typeof id !== 'string' && typeof id !== 'number') || String(id) === '') throw providerError(p.provider, 'the account endpoint names no account')
  const handle = p.profile === 'github' ? account?.login : p.profile === 'facebook' ? account?.name : account?.username
  return { subject: String(id), username: typeof handle === 'string' ? handle : null }
}
