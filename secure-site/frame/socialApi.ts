import { formatMessage } from '../siteMessages.js'
import { FrameRequestError } from './channel.js'
import type { FrameStorage } from './frameStorage.js'
import type { StoredSession } from './siteApi.js'

/** A social provider of spec §5 (farcaster has its own flow). */
export type SocialProviderId = 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord'

interface ApiError {
  error?: { code?: string; message?: string }
}

/** A completed social login as the secure site answers it. */
interface SocialLoginReply extends StoredSession {
  provider: SocialProviderId
  username: string | null
}

/**
 * The frame's calls to its secure site for social login (same origin, JSON): begin a flow with
 * the PKCE challenge, complete it with the result and the verifier. Errors carry the server's
 * catalogue text and code (SOCIAL_LOGIN_DENIED, SOCIAL_FLOW_INVALID ...).
 */
export class SocialApi {
  constructor(
    private readonly storage: FrameStorage,
    private readonly base = '/api/v1/oauth',
  ) {}

  private async post<T>(path: string, body: unknown, base = this.base, ok: number[] = [200]): Promise<T> {
    let response: Response
    try {
      response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        credentials: 'omit',
      })
    } catch {
      throw new FrameRequestError(formatMessage('SOCIAL_CONNECT_FAILED'), 'SOCIAL_CONNECT_FAILED')
    }
    const json = (await response.json().catch(() => ({}))) as T & ApiError
    if (!ok.includes(response.status))
      throw new FrameRequestError(json.error?.message ?? formatMessage('SOCIAL_CONNECT_FAILED'), json.error?.code ?? 'SOCIAL_CONNECT_FAILED')
    return json
  }

  /** Begins a flow: the provider's authorization address and the flow id. */
  begin(input: {
    provider: SocialProviderId
    codeChallenge: string
    binding: string
    pageOrigin: string
    projectId?: string
  }): Promise<{ flowId: string; authorizationUrl: string; expiresAt: number }> {
    return this.post('/flows', input)
  }

  /** Begins a Sign In With Farcaster: the relay's url for the visitor's app, and the flow id. */
  beginFarcaster(input: { binding: string; pageOrigin: string; projectId?: string }): Promise<{ flowId: string; url: string }> {
    return this.post('/flows', input, '/api/v1/farcaster')
  }

  /** Whether the visitor approved in their app: undefined while pending, else the login (session kept). */
  async pollFarcaster(input: {
    flowId: string
    binding: string
    deviceKey: string
    devicePublicKey?: string
  }): Promise<{ session: StoredSession; username: string | null } | undefined> {
    const json = await this.post<SocialLoginReply & { state: 'pending' | 'completed' }>('/complete', input, '/api/v1/farcaster', [200, 202])
    if (json.state === 'pending') return undefined
    return { session: await this.keep(json), username: json.username }
  }

  private async keep(json: SocialLoginReply): Promise<StoredSession> {
    const session: StoredSession = {
      accessToken: json.accessToken,
      accessExpiresAt: json.accessExpiresAt,
      refreshToken: json.refreshToken,
      refreshExpiresAt: json.refreshExpiresAt,
      userId: json.userId,
      email: json.email,
    }
    await this.storage.set('session', session)
    return session
  }

  /** Completes a flow and keeps the session (IndexedDB on the secure origin only). */
  async complete(input: {
    flowId: string
    uri: string
    codeVerifier: string
    binding: string
    deviceKey: string
    devicePublicKey?: string
  }): Promise<{ session: StoredSession; provider: SocialProviderId; username: string | null }> {
    const json = await this.post<SocialLoginReply>('/complete', input)
    return { session: await this.keep(json), provider: json.provider, username: json.username }
  }
}
