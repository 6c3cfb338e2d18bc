import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { ClientMetadata } from 'oidc-provider'
import { closeServer, listenOnLoopback, readBodyText } from '../http/loopback.js'
import { renderConsentPage, renderInteractionGone } from './consentPage.js'
import { memoryAdapterFactory } from './memoryAdapter.js'
import { SANDBOX_PROVIDER_SHAPES, type SandboxSocialProvider } from './providers.js'

/** A client the sandbox provider accepts (the secure site's registration). */
export interface SandboxOAuthClient {
  clientId: string
  clientSecret: string
  /** Exact redirect URIs; any other is refused by the provider. */
  redirectUris: string[]
  /** Shown on the consent page. */
  name?: string
}

/** Where a sandbox provider's endpoints are (what the secure site is configured with). */
export interface SandboxProviderEndpoints {
  issuer: string
  authorizationEndpoint: string
  tokenEndpoint: string
  /** OpenID Connect providers: the ID token's keys. */
  jwksUri?: string
  /** OpenID Connect userinfo, when the provider has one. */
  userinfoEndpoint?: string
  /** OAuth 2.0 providers: the "who am I" endpoint (GitHub `/user`, Discord `/api/users/@me` ...). */
  profileEndpoint?: string
  /** How the token endpoint wants the client to authenticate. */
  tokenEndpointAuthMethod: 'client_secret_basic' | 'client_secret_post'
}

/** A running sandbox provider. */
export interface RunningOAuthProvider {
  provider: SandboxSocialProvider
  url: string
  endpoints: SandboxProviderEndpoints
  /** Registers (or replaces) a client: its id, secret and exact redirect URIs. */
  registerClient(client: SandboxOAuthClient): void
  stop(): Promise<void>
}

const pageHeaders = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
}

const MAX_FORM_BYTES = 4_096

/** Registers a client from JSON (`PUT /sandbox/clients/:id`); undefined and a reason when it is not one. */
function parseClient(id: string, json: unknown): SandboxOAuthClient | string {
  if (typeof json !== 'object' || json === null) return 'the body must be a JSON object'
  const body = json as Record<string, unknown>
  if (typeof body.clientSecret !== 'string' || body.clientSecret.length < 16) return 'clientSecret must be a string of at least 16 characters'
  const uris = body.redirectUris
  if (!Array.isArray(uris) || !uris.length || !uris.every((u) => typeof u === 'string' && URL.canParse(u)))
    return 'redirectUris must list at least one absolute URL'
  if (body.name !== undefined && typeof body.name !== 'string') return 'name must be a string'
  return { clientId: id, clientSecret: body.clientSecret, redirectUris: uris as string[], ...(typeof body.name === 'string' ? { name: body.name } : {}) }
}

/**
 * Starts one sandbox identity provider on 127.0.0.1: a real OAuth 2.0 authorization server
 * (`oidc-provider`, PKCE S256 required for every client, exact redirect URIs, single-use codes),
 * OpenID Connect for google and apple, and the provider's own profile endpoint for the others.
 * `/interaction/:uid` is the sign-in and consent page (pick a seeded account, or Deny, which sends
 * the client `error=access_denied`). Clients are registered with {@link RunningOAuthProvider.registerClient}
 * or `PUT /sandbox/clients/:clientId` `{ clientSecret, redirectUris, name? }` (sandbox only).
 */
export async function startOAuthProvider(options: { provider: SandboxSocialProvider; host?: string; port?: number }): Promise<RunningOAuthProvider> {
  // Loaded here, not at import: the library prints a runtime warning when it loads.
  const { default: Provider, interactionPolicy } = await import('oidc-provider')
  const host = options.host ?? '127.0.0.1'
  const shape = SANDBOX_PROVIDER_SHAPES[options.provider]
  const store = memoryAdapterFactory()
  // eslint-disable-next-line prefer-const -- assigned once below, when the provider exists; the request listener reads it before that (503)
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | undefined
  const server = createServer((req, res) => {
    if (handler) handler(req, res)
    else res.writeHead(503).end()
  })
  const port = await listenOnLoopback(server, options.port ?? 0, host)
  const url = `http://${host}:${port}`

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: `${options.provider}-sandbox-1`, use: 'sig', alg: 'RS256' }
  const oidc = shape.kind === 'oidc'
  // Every authorization shows the account list, as Google's "Choose an account" does: a sandbox
  // visitor (and a test) always picks who signs in.
  const policy = interactionPolicy.base()
  policy
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check('choose_account', 'the sandbox asks which account signs in every time', (ctx) =>
        ctx.oidc.result?.login ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    )
  const users = new Map(shape.users.map((u) => [u.subject, u]))

  const provider = new Provider(url, {
    adapter: store.factory,
    clients: [],
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    features: { devInteractions: { enabled: false }, userinfo: { enabled: oidc } },
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile', ...shape.scopes],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    responseTypes: ['code'],
    // Short lives: a sandbox sign-in is finished in minutes (seconds).
    ttl: { AuthorizationCode: 60, AccessToken: 3_600, IdToken: 3_600, Interaction: 600, Session: 600, Grant: 600 },
    clientDefaults: {
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: shape.tokenAuth,
      id_token_signed_response_alg: 'RS256',
    },
    routes: {
      authorization: shape.routes.authorization,
      token: shape.routes.token,
      ...(shape.routes.userinfo ? { userinfo: shape.routes.userinfo } : {}),
      ...(shape.routes.jwks ? { jwks: shape.routes.jwks } : {}),
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}`, policy },
    async findAccount(_ctx, subject) {
      const user = users.get(subject)
      if (!user) return undefined
      return { accountId: subject, claims: async () => ({ sub: subject, name: user.name, ...(user.email ? { email: user.email, email_verified: true } : {}) }) }
    },
    async renderError(ctx, out) {
      ctx.type = 'html'
      const text = Object.entries(out)
        .map(([k, v]) => `<p><strong>${k}</strong>: ${String(v).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}</p>`)
        .join('')
      ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${shape.displayName} sign-in error</title></head><body><main><h1>${shape.displayName} could not start the sign-in</h1>${text}</main></body></html>`
    },
  })
  const callback = provider.callback()

  const send = (res: ServerResponse, status: number, type: string, body: string) => {
    res.writeHead(status, { ...pageHeaders, 'Content-Type': type })
    res.end(body)
  }
  const json = (res: ServerResponse, status: number, body: unknown) => send(res, status, 'application/json', JSON.stringify(body))

  const registerClient = (client: SandboxOAuthClient) => {
    const metadata: ClientMetadata = {
      client_id: client.clientId,
      client_secret: client.clientSecret,
      client_name: client.name ?? 'Hatch Wallet',
      redirect_uris: client.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: shape.tokenAuth,
    }
    store.put('Client', client.clientId, metadata)
  }

  const interaction = async (req: IncomingMessage, res: ServerResponse, uid: string, action: string | undefined) => {
    let details
    try {
      details = await provider.interactionDetails(req, res)
    } catch {
      return send(res, 400, 'text/html; charset=utf-8', renderInteractionGone(shape.displayName))
    }
    if (details.uid !== uid) return send(res, 400, 'text/html; charset=utf-8', renderInteractionGone(shape.displayName))
    const clientId = String(details.params.client_id)
    const scopes = (typeof details.params.scope === 'string' ? details.params.scope : '').split(' ').filter(Boolean)
    if (req.method === 'GET' && !action) {
      const client = await provider.Client.find(clientId)
      return send(
        res,
        200,
        'text/html; charset=utf-8',
        renderConsentPage({ providerName: shape.displayName, clientName: client?.clientName ?? clientId, scopes, users: shape.users, uid }),
      )
    }
    if (req.method !== 'POST') return send(res, 405, 'text/plain', 'POST only')
    if (action === 'deny') {
      return provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The user denied the request' },
        { mergeWithLastSubmission: false },
      )
    }
    const form = new URLSearchParams(await readBodyText(req, MAX_FORM_BYTES))
    const subject = form.get('subject') ?? ''
    if (!users.has(subject)) return send(res, 400, 'text/html; charset=utf-8', renderInteractionGone(shape.displayName))
    const grant = new provider.Grant({ accountId: subject, clientId })
    if (scopes.length) grant.addOIDCScope(scopes.join(' '))
    const grantId = await grant.save()
    return provider.interactionFinished(req, res, { login: { accountId: subject }, consent: { grantId } }, { mergeWithLastSubmission: false })
  }

  const profile = async (req: IncomingMessage, res: ServerResponse) => {
    const token = /^Bearer (\S+)$/i.exec(req.headers.authorization ?? '')?.[1]
    const found = token ? await provider.AccessToken.find(token) : undefined
    if (!found || found.isExpired) return json(res, 401, { error: 'invalid_token', message: 'Bad credentials' })
    const user = users.get(String(found.accountId))
    if (!user) return json(res, 404, { message: 'Not Found' })
    return json(res, 200, shape.profile?.body(user))
  }

  handler = (req, res) => {
    const path = new URL(req.url ?? '/', url).pathname
    const match = /^\/interaction\/([\w-]+)(?:\/(login|deny))?$/.exec(path)
    const fail = (error: unknown) => {
      if (!res.headersSent) json(res, 500, { error: 'server_error', message: error instanceof Error ? error.message : String(error) })
    }
    if (match) return void interaction(req, res, match[1] as string, match[2]).catch(fail)
    if (shape.profile && path === shape.profile.path && req.method === 'GET') return void profile(req, res).catch(fail)
    const registration = /^\/sandbox\/clients\/([\w.-]{1,128})$/.exec(path)
    if (registration && req.method === 'PUT') {
      return void readBodyText(req, MAX_FORM_BYTES)
        .then((text) => {
          let body: unknown
          try {
            body = JSON.parse(text)
          } catch {
            return json(res, 400, { message: 'the body is not JSON' })
          }
          const client = parseClient(registration[1] as string, body)
          if (typeof client === 'string') return json(res, 400, { message: client })
          registerClient(client)
          return json(res, 200, { clientId: client.clientId, redirectUris: client.redirectUris })
        })
        .catch(fail)
    }
    callback(req, res).catch(fail)
  }

  return {
    provider: options.provider,
    url,
    endpoints: {
      issuer: url,
      authorizationEndpoint: `${url}${shape.routes.authorization}`,
      tokenEndpoint: `${url}${shape.routes.token}`,
      ...(oidc ? { jwksUri: `${url}${shape.routes.jwks}` } : {}),
      ...(oidc && shape.routes.userinfo ? { userinfoEndpoint: `${url}${shape.routes.userinfo}` } : {}),
      ...(shape.profile ? { profileEndpoint: `${url}${shape.profile.path}` } : {}),
      tokenEndpointAuthMethod: shape.tokenAuth,
    },
    registerClient,
    stop: () => closeServer(server),
  }
}
