import { formatMessage } from '../../kernel/errors/catalogue.js'
import { FrameRequestError } from './channel.js'
import type { FrameStorage } from './frameStorage.js'

/** Session tokens as the frame keeps them (IndexedDB on the secure origin only). */
export interface StoredSession {
  accessToken: string
  accessExpiresAt: number
  refreshToken: string
  refreshExpiresAt: number
  userId: string
  /** Null for an account that signs in only with a social provider. */
  email: string | null
}

interface ApiError {
  error?: { code?: string; message?: string; attemptsLeft?: number }
}

/**
 * The frame's calls to its own secure site (same origin, JSON). Errors become
 * {@link FrameRequestError}s with the server's catalogue text and code, which the channel passes to
 * the page as `NAME_ERROR`. An expired access token is refreshed once, transparently.
 */
export class SiteApi {
  constructor(
    private readonly storage: FrameStorage,
    private readonly base = '/api/v1',
  ) {}

  private async call<T>(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; json: T & ApiError }> {
    let response: Response
    try {
      response = await fetch(`${this.base}${path}`, {
        method,
        headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        credentials: 'omit',
      })
    } catch {
      throw new FrameRequestError(formatMessage('FRAME_ERROR'))
    }
    const json = (await response.json().catch(() => ({}))) as T & ApiError
    return { status: response.status, json }
  }

  private fail(json: ApiError): never {
    throw new FrameRequestError(json.error?.message ?? formatMessage('FRAME_ERROR'), json.error?.code)
  }

  /** Asks for a code, or (a new browser of an account with a key) for a device-approval e-mail. */
  async requestCode(email: string, binding: string, deviceKey: string): Promise<{ action: 'VERIFY_OTP'; challengeId: string; resendAt: number } | { action: 'VERIFY_DEVICE'; approvalId: string }> {
    const { status, json } = await this.call<{ action: 'VERIFY_OTP'; challengeId: string; resendAt: number } | { action: 'VERIFY_DEVICE'; approvalId: string }>('POST', '/email/code', { email, binding, deviceKey })
    if (status !== 200) this.fail(json)
    return json
  }

  /** Whether the device approval went through; then the login code's challenge (the code is on its way). */
  async deviceStatus(approvalId: string, binding: string): Promise<{ approved: false } | { approved: true; challengeId: string }> {
    const { status, json } = await this.call<{ approved: false } | { approved: true; challengeId: string }>('POST', '/device/status', { approvalId, binding })
    if (status !== 200) this.fail(json)
    return json
  }

  /** The recovery shares of the account's keys, released once to this approved browser. */
  async recoveryShares(): Promise<{ namespace: 'eip155' | 'solana'; address: string; recoveryShare: string }[]> {
    const { status, json } = await this.authed<{ shares: { namespace: 'eip155' | 'solana'; address: string; recoveryShare: string }[] }>('GET', '/keys/recovery')
    if (status !== 200) this.fail(json)
    return json.shares
  }

  async verifyCode(challengeId: string, code: string, binding: string, deviceKey: string): Promise<StoredSession> {
    const { status, json } = await this.call<StoredSession>('POST', '/email/verify', { challengeId, code, binding, deviceKey })
    if (status !== 200) this.fail(json)
    const session: StoredSession = { accessToken: json.accessToken, accessExpiresAt: json.accessExpiresAt, refreshToken: json.refreshToken, refreshExpiresAt: json.refreshExpiresAt, userId: json.userId, email: json.email }
    await this.storage.set('session', session)
    return session
  }

  /** The stored session, or undefined when there is none or it cannot be refreshed. */
  async session(): Promise<StoredSession | undefined> {
    const session = await this.storage.get<StoredSession>('session')
    if (!session) return undefined
    if (session.accessExpiresAt > Date.now() + 5_000) return session
    const { status, json } = await this.call<StoredSession>('POST', '/session/refresh', { refreshToken: session.refreshToken })
    if (status !== 200) {
      if (status === 401) await this.storage.delete('session')
      return undefined
    }
    const renewed = { ...session, accessToken: json.accessToken, accessExpiresAt: json.accessExpiresAt, refreshToken: json.refreshToken, refreshExpiresAt: json.refreshExpiresAt }
    await this.storage.set('session', renewed)
    return renewed
  }

  private async authed<T>(method: string, path: string, body?: unknown): Promise<{ status: number; json: T & ApiError }> {
    const session = await this.session()
    if (!session) throw new FrameRequestError(formatMessage('EMBEDDED_SESSION_ENDED'), 'EMBEDDED_SESSION_ENDED')
    const reply = await this.call<T>(method, path, body, session.accessToken)
    if (reply.status === 401) {
      await this.storage.delete('session')
      throw new FrameRequestError(formatMessage('EMBEDDED_SESSION_ENDED'), 'EMBEDDED_SESSION_ENDED')
    }
    return reply
  }

  async serverKey(namespace: 'eip155' | 'solana' = 'eip155'): Promise<{ address: string; serverShare: string } | undefined> {
    const { status, json } = await this.authed<{ address: string; serverShare: string }>('GET', `/keys/${namespace}`)
    if (status === 404) return undefined
    if (status !== 200) this.fail(json)
    return json
  }

  async saveKey(namespace: 'eip155' | 'solana', address: string, serverShare: string, recoveryShare: string): Promise<void> {
    const { status, json } = await this.authed('PUT', `/keys/${namespace}`, { address, serverShare, recoveryShare })
    if (status !== 201) this.fail(json)
  }

  /** Stores the server half of this browser's own split (after it was approved and re-split the key). */
  async saveDeviceShare(namespace: 'eip155' | 'solana', address: string, serverShare: string): Promise<void> {
    const { status, json } = await this.authed('PUT', `/keys/${namespace}/device`, { address, serverShare })
    if (status !== 201) this.fail(json)
  }

  /** The e-mail update steps; each answers the next step's challenge (or the new address). */
  async updateEmail(step: 'start' | 'primary' | 'secondary', body: Record<string, string>): Promise<{ challengeId?: string; email?: string }> {
    const path = step === 'start' ? '/email/update' : `/email/update/${step}`
    const { status, json } = await this.authed<{ challengeId?: string; email?: string }>('POST', path, body)
    if (status !== 200) this.fail(json)
    if (step === 'secondary') {
      const session = await this.storage.get<StoredSession>('session')
      if (session && json.email) await this.storage.set('session', { ...session, email: json.email })
    }
    return json
  }

  /** Sign-out: the server revokes the session; the frame forgets its tokens whatever happens. */
  async signOut(): Promise<void> {
    const session = await this.storage.get<StoredSession>('session')
    await this.storage.delete('session')
    if (session) await this.call('POST', '/session/sign-out', undefined, session.accessToken).catch(() => undefined)
  }
}
