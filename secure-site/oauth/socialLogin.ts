import { randomUUID } from 'node:crypto'
import type { Clock } from '../clock.js'
import type { Database, SqlRunner } from '../db/database.js'
import { SecureSiteError, tryAgainAfter } from '../errors.js'
import { RateLimits } from '../auth/rateLimits.js'
import { hashToken, newToken } from '../auth/secrets.js'
import type { DeviceDetails, SessionTokens, Sessions } from '../auth/sessions.js'
import { OAuthFlows, type StoredFlow } from './oauthFlows.js'
import { authorizationUrl, exchangeCode, PROVIDER_NAMES, type SocialProfile } from './providerClient.js'
import type { ResolvedProvider, SocialProvider } from './providerSettings.js'

/** A completed social login: the session tokens plus who signed in. */
export interface SocialLogin extends SessionTokens {
  userId: string
  email: string | null
  provider: SocialProvider | 'farcaster'
  /** The provider's handle of the account (GitHub login, Discord / X username), when it has one. */
  username: string | null
  newUser: boolean
}

/** The callback address registered with each provider: exact, on the secure site's own origin. */
export const callbackPath = (provider: SocialProvider) => `/oauth/callback/${provider}`

/** Parses a result uri: it must be the secure site's own callback of the flow's provider. */
function callbackParams(uri: string, publicOrigin: string, flow: StoredFlow): URLSearchParams {
  let url: URL
  try {
    url = new URL(uri)
  } catch {
    throw new SecureSiteError(400, 'SOCIAL_FLOW_INVALID', { reason: 'the result is not an address' })
  }
  if (url.origin !== publicOrigin || url.pathname !== callbackPath(flow.provider)) {
    throw new SecureSiteError(400, 'SOCIAL_FLOW_INVALID', { reason: `the result does not come from ${publicOrigin}${callbackPath(flow.provider)}` })
  }
  return url.searchParams
}

/**
 * Social login (issue 16): begins a flow for the frame (state, nonce, the frame's PKCE challenge,
 * bound to its session), and completes it: the flow's checks first (oauthFlows.ts), the
 * provider's error mapped to a clear message, the code exchanged with the verifier, then
 * provider + subject → one user (the same wallet on every device), and a session on this device.
 * A new browser of an account that already has keys is recorded as approved, so it receives the
 * recovery share once (GET /keys/recovery), as a browser approved from the mailbox does: the
 * provider's sign-in is the proof here.
 */
export class SocialLoginService {
  readonly flows: OAuthFlows
  private readonly limits: RateLimits

  constructor(
    private readonly deps: {
      db: Database
      clock: Clock
      sessions: Sessions
      providers: ReadonlyMap<SocialProvider, ResolvedProvider>
      publicOrigin: () => string
      flowTtlMs: number
      /** Sign-ins one client IP may begin per hour (`oauth.beginsPerHourPerIp`). */
      beginsPerHourPerIp: number
    },
  ) {
    this.flows = new OAuthFlows(deps.db, deps.clock, deps.flowTtlMs)
    this.limits = new RateLimits(deps.db, deps.clock)
  }

  /**
   * Counts a sign-in begun from `ip` (social or Farcaster): each writes a row and, for Farcaster,
   * opens a relay channel, so one client gets at most `beginsPerHourPerIp` an hour (429 with Retry-After).
   */
  async countBegin(ip: string): Promise<void> {
    const { hits, windowEndsAt } = await this.limits.hit(`oauth-begin-ip:${ip}`, 3_600_000)
    if (hits > this.deps.beginsPerHourPerIp) throw tryAgainAfter(windowEndsAt - this.deps.clock.now())
  }

  /** The providers this secure site can sign in with. */
  enabled(): SocialProvider[] {
    return [...this.deps.providers.keys()]
  }

  private provider(provider: SocialProvider): ResolvedProvider {
    const found = this.deps.providers.get(provider)
    if (!found) throw new SecureSiteError(404, 'SOCIAL_PROVIDER_UNAVAILABLE', { provider: PROVIDER_NAMES[provider] })
    return found
  }

  /** Begins a flow; the frame opens `authorizationUrl` in the popup. */
  async begin(input: {
    provider: SocialProvider
    codeChallenge: string
    binding: string
    pageOrigin: string
  }): Promise<{ flowId: string; authorizationUrl: string; expiresAt: number }> {
    const p = this.provider(input.provider)
    const flow = await this.flows.begin({ ...input, oidc: p.profile === 'oidc' })
    return {
      flowId: flow.flowId,
      expiresAt: flow.expiresAt,
      authorizationUrl: authorizationUrl(p, {
        redirectUri: this.redirectUri(input.provider),
        state: flow.state,
        nonce: flow.nonce,
        codeChallenge: input.codeChallenge,
      }),
    }
  }

  redirectUri(provider: SocialProvider): string {
    return `${this.deps.publicOrigin()}${callbackPath(provider)}`
  }

  /** Completes a flow from the callback address the popup reached, with the frame's verifier. */
  async complete(
    input: { flowId: string; uri: string; codeVerifier?: string | undefined; binding: string; deviceKey: string; devicePublicKey?: string | undefined },
    browser?: string,
  ): Promise<SocialLogin> {
    let params: URLSearchParams
    try {
      params = new URL(input.uri).searchParams
    } catch {
      throw new SecureSiteError(400, 'SOCIAL_FLOW_INVALID', { reason: 'the result is not an address' })
    }
    const flow = await this.flows.complete({ flowId: input.flowId, binding: input.binding, state: params.get('state'), codeVerifier: input.codeVerifier })
    callbackParams(input.uri, this.deps.publicOrigin(), flow)
    const p = this.provider(flow.provider)
    const error = params.get('error')
    if (error === 'access_denied') throw new SecureSiteError(400, 'SOCIAL_LOGIN_DENIED', { provider: PROVIDER_NAMES[flow.provider] })
    if (error)
      throw new SecureSiteError(502, 'SOCIAL_PROVIDER_ERROR', {
        provider: PROVIDER_NAMES[flow.provider],
        reason: (params.get('error_description') ?? error).slice(0, 200),
      })
    const profile = await exchangeCode(p, {
      params,
      redirectUri: this.redirectUri(flow.provider),
      codeVerifier: input.codeVerifier as string,
      nonce: flow.nonce,
    })
    return this.login(flow.provider, profile, input.deviceKey, input.binding, { publicKey: input.devicePublicKey, browser })
  }

  /** Logs in the account of a proven provider identity (OAuth here, Sign In With Farcaster in farcasterLogin.ts). */
  async login(
    provider: SocialProvider | 'farcaster',
    profile: SocialProfile,
    deviceKey: string,
    binding: string,
    details: DeviceDetails = {},
  ): Promise<SocialLogin> {
    const now = this.deps.clock.now()
    return this.deps.db.transaction(async (tx) => {
      const { userId, newUser } = await this.userOf(tx, provider, profile, now)
      await this.approveNewDevice(tx, userId, deviceKey, binding, now)
      const tokens = await this.deps.sessions.onDevice(tx, userId, deviceKey, now, details)
      const [email] = await tx.query('SELECT email FROM email_identities WHERE user_id = $1', [userId])
      return { ...tokens, userId, email: email ? String(email.email) : null, provider, username: profile.username, newUser }
    })
  }

  /** provider + subject → user: created on the first sign-in, the same one afterwards (any process). */
  private async userOf(
    tx: SqlRunner,
    provider: SocialProvider | 'farcaster',
    profile: SocialProfile,
    now: number,
  ): Promise<{ userId: string; newUser: boolean }> {
    const [known] = await tx.query('UPDATE social_identities SET last_login_at = $1, username = $2 WHERE provider = $3 AND subject = $4 RETURNING user_id', [
      now,
      profile.username,
      provider,
      profile.subject,
    ])
    if (known) return { userId: String(known.user_id), newUser: false }
    const userId = randomUUID()
    await tx.query('INSERT INTO users (id, created_at) VALUES ($1, $2)', [userId, now])
    // ON CONFLICT: a parallel first sign-in (another process) created it; use that one.
    const inserted = await tx.query(
      `INSERT INTO social_identities (provider, subject, user_id, username, created_at, last_login_at) VALUES ($1, $2, $3, $4, $5, $5)
       ON CONFLICT (provider, subject) DO NOTHING RETURNING user_id`,
      [provider, profile.subject, userId, profile.username, now],
    )
    if (inserted.length) return { userId, newUser: true }
    await tx.query('DELETE FROM users WHERE id = $1', [userId])
    const [row] = await tx.query('SELECT user_id FROM social_identities WHERE provider = $1 AND subject = $2', [provider, profile.subject])
    return { userId: String(row?.user_id), newUser: false }
  }

  /**
   * A browser this account has not seen, of an account with keys: recorded as an approved device
   * (device_approvals), so it may fetch the recovery share once and hold it as its device share.
   */
  private async approveNewDevice(tx: SqlRunner, userId: string, deviceKey: string, binding: string, now: number): Promise<void> {
    const deviceHash = hashToken(deviceKey)
    const [seen] = await tx.query('SELECT 1 FROM devices WHERE user_id = $1 AND device_key = $2 AND removed_at IS NULL', [userId, deviceHash])
    const [keys] = await tx.query("SELECT 1 FROM key_shares WHERE user_id = $1 AND kind = 'recovery'", [userId])
    if (seen || !keys) return
    await tx.query(
      `INSERT INTO device_approvals (id, user_id, device_hash, binding_hash, token_hash, created_at, expires_at, approved_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $6)`,
      [randomUUID(), userId, deviceHash, hashToken(binding), hashToken(newToken()), now, now + this.deps.flowTtlMs],
    )
  }
}
