import * as v from 'valibot'
import { formatMessage } from '../siteMessages.js'
import { retryAfterMs, rpcRetryPolicy } from '../../kernel/http/fetchJsonRpc.js'
import { FrameRequestError } from './channel.js'
import type { FrameStorage } from './frameStorage.js'
import type { NewKey } from './keyShares.js'
import { DEVICE_PROOF_HEADER, deviceProof } from './deviceProof.js'
import {
  CodeReplySchema,
  EmailUpdateSchema,
  firstIssue,
  RecoverySharesSchema,
  RefreshReplySchema,
  MeReplySchema,
  DevicesReplySchema,
  RemovedDevicesSchema,
  ServerKeySchema,
  SessionReplySchema,
} from './siteReplies.js'

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

/** Per-attempt deadline of a call to the site, as for every service call (spec §9, 10 s). */
export const SITE_TIMEOUT_MS = 10_000
/** Statuses worth another try (spec §7's list without 403 and 413, which the site means for good). */
const SITE_RETRYABLE = [408, 429, 500, 502, 503, 504]
/** A Retry-After longer than this is not waited for inside the frame: the call fails with the status. */
export const SITE_MAX_RETRY_AFTER_MS = 30_000

/** How a call may be repeated: only calls that change nothing on the site are retried. */
interface CallOptions {
  token?: string
  /** Spec §7's retry policy (3 retries, 150 ms doubling, Retry-After honoured) for a read that is safe to repeat. */
  retry?: boolean
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
/**
 * The visitor's language for the site's e-mails and the names it gives browsers: the frame
 * document's `lang` (set to the modal's language), none when empty. The site keeps only a tag it ships and falls back to Accept-Language.
 */
const locale = (): { locale?: string } => {
  const lang = globalThis.document?.documentElement.lang
  return lang ? { locale: lang } : {}
}
const isJsonError = (json: unknown): json is ApiError => typeof json === 'object' && json !== null && 'error' in json

/**
 * The frame's calls to its own secure site (same origin, JSON). Errors become
 * {@link FrameRequestError}s with the server's catalogue text and code, which the channel passes to
 * the page as `NAME_ERROR`. An expired access token is refreshed once, transparently.
 *
 * Faults between the frame and the site (spec §7): a non-OK reply without the site's own error
 * gives 'HTTP status code: N'; a call that takes longer than {@link SITE_TIMEOUT_MS} gives
 * HTTP_TIMEOUT, a dropped connection HTTP_NETWORK, a reply that is not JSON or not the expected
 * shape INVALID_RESPONSE, and nothing is stored from it. Reads that change nothing (a key's
 * server half, a device approval's status) are retried on 408/429/5xx, time-outs and dropped
 * connections; a code request, a code check or a key upload is never sent twice behind the
 * visitor's back (a second code e-mail, a second attempt counted): the visitor retries.
 */
export class SiteApi {
  /** The browser's device key: every call with a session carries a proof made with it. */
  private deviceKey: CryptoKeyPair | undefined
  private proofClock: () => number = Date.now

  constructor(
    private readonly storage: FrameStorage,
    private readonly base = '/api/v1',
    private readonly timeoutMs = SITE_TIMEOUT_MS,
    /** Waits between attempts; tests pass one that records the delays. */
    private readonly sleep: (ms: number) => Promise<void> = wait,
  ) {}

  /** Signs every call made with a session with `pair` (the frame's non-extractable device key), timed by `now` (tests inject the site's). */
  useDeviceKey(pair: CryptoKeyPair, now: () => number = Date.now): void {
    this.deviceKey = pair
    this.proofClock = now
  }

  /** The call's address for messages: absolute, without the query. */
  private where(path: string): string {
    const url = `${this.base}${path}`
    try {
      return new URL(url, globalThis.location?.origin).href
    } catch {
      return url
    }
  }

  private async call<T>(method: string, path: string, body?: unknown, options: CallOptions = {}): Promise<{ status: number; json: T & ApiError }> {
    const policy = rpcRetryPolicy
    const sleep = this.sleep
    for (let attempt = 0; ; attempt++) {
      const canRetry = options.retry === true && attempt < policy.retryCount
      const backoff = policy.retryDelay * 2 ** attempt
      let reply: { status: number; json: T & ApiError; retryAfter: string | null }
      try {
        reply = await this.attempt<T>(method, path, body, options.token)
      } catch (error) {
        if (!canRetry || !(error instanceof FrameRequestError) || (error.code !== 'HTTP_TIMEOUT' && error.code !== 'HTTP_NETWORK')) throw error
        await sleep(backoff)
        continue
      }
      if (!SITE_RETRYABLE.includes(reply.status) || !canRetry) return reply
      const after = retryAfterMs(reply.retryAfter)
      if (after !== undefined && after > SITE_MAX_RETRY_AFTER_MS) return reply
      await sleep(after ?? backoff)
    }
  }

  /** One request under the deadline: the status and the parsed body (a 2xx that is not JSON throws). */
  private async attempt<T>(
    method: string,
    path: string,
    body: unknown,
    token: string | undefined,
  ): Promise<{ status: number; json: T & ApiError; retryAfter: string | null }> {
    const where = this.where(path)
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, this.timeoutMs)
    const failed = (error: unknown) =>
      timedOut
        ? new FrameRequestError(formatMessage('HTTP_TIMEOUT', { url: where, ms: this.timeoutMs }), 'HTTP_TIMEOUT')
        : new FrameRequestError(formatMessage('HTTP_NETWORK', { url: where, reason: error instanceof Error ? error.message : String(error) }), 'HTTP_NETWORK')
    try {
      let response: Response
      const sent = body !== undefined ? JSON.stringify(body) : undefined
      // The proof covers the path with its query, as the site checks it (provenSession.ts).
      const signed = new URL(`${this.base}${path}`, 'http://frame')
      const proof =
        token && this.deviceKey
          ? await deviceProof(this.deviceKey, { method, path: signed.pathname + signed.search, body: sent ?? '', token }, this.proofClock())
          : undefined
      try {
        response = await fetch(`${this.base}${path}`, {
          method,
          headers: {
            ...(sent !== undefined ? { 'content-type': 'application/json' } : {}),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(proof ? { [DEVICE_PROOF_HEADER]: proof } : {}),
          },
          ...(sent !== undefined ? { body: sent } : {}),
          credentials: 'omit',
          signal: controller.signal,
        })
      } catch (error) {
        throw failed(error)
      }
      let raw: string
      try {
        raw = await response.text()
      } catch (error) {
        throw failed(error)
      }
      let json: unknown
      try {
        json = raw ? JSON.parse(raw) : {}
      } catch {
        // An error page (a proxy's HTML) on a failed call: the status speaks for it.
        if (!response.ok) json = {}
        else throw new FrameRequestError(formatMessage('INVALID_RESPONSE', { url: where, issues: 'the body is not JSON' }), 'INVALID_RESPONSE')
      }
      return { status: response.status, json: (json ?? {}) as T & ApiError, retryAfter: response.headers.get('retry-after') }
    } finally {
      clearTimeout(timer)
    }
  }

  /** The reply's body in the expected shape, or INVALID_RESPONSE naming the first mismatch. */
  private shaped<S extends v.GenericSchema>(schema: S, path: string, json: unknown): v.InferOutput<S> {
    const parsed = v.safeParse(schema, json)
    if (!parsed.success)
      throw new FrameRequestError(formatMessage('INVALID_RESPONSE', { url: this.where(path), issues: firstIssue(parsed.issues) }), 'INVALID_RESPONSE')
    return parsed.output
  }

  /** The site's own error (catalogue text and code), or spec §7's 'HTTP status code: N' for any other non-OK reply. */
  private fail(json: ApiError, status: number): never {
    if (isJsonError(json) && json.error?.message) throw new FrameRequestError(json.error.message, json.error.code)
    throw new FrameRequestError(formatMessage('HTTP_STATUS', { status }), 'HTTP_STATUS')
  }

  /**
   * Asks for a code. For a new browser of an account with a key the site e-mails an approval link
   * instead, and the code of the same challenge once the link is approved: the answer is the same.
   * `page` is the requesting site, which the code e-mail (or the approval e-mail) names.
   */
  async requestCode(
    email: string,
    binding: string,
    deviceKey: string,
    page: { pageOrigin?: string; projectId?: string | undefined } = {},
  ): Promise<{ action: 'VERIFY_OTP'; challengeId: string; resendAt: number }> {
    const { status, json } = await this.call('POST', '/email/code', {
      email,
      binding,
      deviceKey,
      ...(page.pageOrigin ? { pageOrigin: page.pageOrigin } : {}),
      ...(page.projectId ? { projectId: page.projectId } : {}),
      ...locale(),
    })
    if (status !== 200) this.fail(json, status)
    return this.shaped(CodeReplySchema, '/email/code', json)
  }

  /** The recovery and first server shares of the account's keys, released once to this approved browser to re-split. */
  async recoveryShares(): Promise<{ namespace: 'eip155' | 'solana'; address: string; recoveryShare: string; serverShare: string }[]> {
    // Released once: never retried (a lost reply would have used the release).
    const { status, json } = await this.authed('GET', '/keys/recovery')
    if (status !== 200) this.fail(json, status)
    return this.shaped(RecoverySharesSchema, '/keys/recovery', json).shares
  }

  async verifyCode(challengeId: string, code: string, binding: string, deviceKey: string, devicePublicKey?: string): Promise<StoredSession> {
    const { status, json } = await this.call('POST', '/email/verify', {
      challengeId,
      code,
      binding,
      deviceKey,
      ...(devicePublicKey ? { devicePublicKey } : {}),
    })
    if (status !== 200) this.fail(json, status)
    // Checked before anything is stored: a broken reply leaves no half-written session.
    return this.keepSession(this.shaped(SessionReplySchema, '/email/verify', json))
  }

  /**
   * A call made for another part of the frame (passkeys): JSON in and out, with the session's token
   * and the device proof when `authed`; the site's own error on any status but `ok`, else the reply
   * checked against `schema`. Sent once unless `retry` (reads that change nothing).
   */
  async send<S extends v.GenericSchema>(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    schema: S,
    options: { authed?: boolean; ok?: number; retry?: boolean } = {},
  ): Promise<v.InferOutput<S>> {
    const retry = options.retry === true
    const { status, json } = options.authed ? await this.authed(method, path, body, retry) : await this.call(method, path, body, { retry })
    if (status !== (options.ok ?? 200)) this.fail(json, status)
    return this.shaped(schema, path, json)
  }

  /** Keeps the session a login answered: an e-mail code's ({@link verifyCode}) or one made by another part of the frame (a passkey). */
  async keepSession(reply: v.InferOutput<typeof SessionReplySchema>): Promise<StoredSession> {
    const session: StoredSession = {
      accessToken: reply.accessToken,
      accessExpiresAt: reply.accessExpiresAt,
      refreshToken: reply.refreshToken,
      refreshExpiresAt: reply.refreshExpiresAt,
      userId: reply.userId,
      email: reply.email,
    }
    await this.storage.set('session', session)
    return session
  }

  /** The stored session, or undefined when there is none or it cannot be refreshed. */
  async session(): Promise<StoredSession | undefined> {
    const session = await this.storage.get<StoredSession>('session')
    if (!session) return undefined
    if (session.accessExpiresAt > Date.now() + 5_000) return session
    const { status, json } = await this.call('POST', '/session/refresh', { refreshToken: session.refreshToken })
    if (status !== 200) {
      if (status === 401) await this.storage.delete('session')
      if (status === 401 && json.error?.code === 'DEVICE_REMOVED') await this.removed(session.userId)
      return undefined
    }
    const fresh = this.shaped(RefreshReplySchema, '/session/refresh', json)
    const renewed = {
      ...session,
      accessToken: fresh.accessToken,
      accessExpiresAt: fresh.accessExpiresAt,
      refreshToken: fresh.refreshToken,
      refreshExpiresAt: fresh.refreshExpiresAt,
    }
    await this.storage.set('session', renewed)
    return renewed
  }

  private async authed<T>(method: string, path: string, body?: unknown, retry = false): Promise<{ status: number; json: T & ApiError }> {
    const session = await this.session()
    if (!session) throw new FrameRequestError(formatMessage('EMBEDDED_SESSION_ENDED'), 'EMBEDDED_SESSION_ENDED')
    const reply = await this.call<T>(method, path, body, { token: session.accessToken, retry })
    if (reply.status === 401) {
      await this.storage.delete('session')
      if (reply.json.error?.code === 'DEVICE_REMOVED') await this.removed(session.userId)
      throw new FrameRequestError(formatMessage('EMBEDDED_SESSION_ENDED'), 'EMBEDDED_SESSION_ENDED')
    }
    return reply
  }

  /**
   * The account's key addresses by namespace (GET /me): empty for an account that has no key yet,
   * which the site answers with 200, so a first login asks for no key that cannot exist.
   */
  async accounts(): Promise<{ namespace: string; address: string }[]> {
    const { status, json } = await this.authed('GET', '/me', undefined, true)
    if (status !== 200) this.fail(json, status)
    return this.shaped(MeReplySchema, '/me', json).accounts
  }

  async serverKey(namespace: 'eip155' | 'solana' = 'eip155'): Promise<{ address: string; serverShare: string } | undefined> {
    const { status, json } = await this.authed('GET', `/keys/${namespace}`, undefined, true)
    if (status === 404) return undefined
    if (status !== 200) this.fail(json, status)
    return this.shaped(ServerKeySchema, `/keys/${namespace}`, json)
  }

  /**
   * This browser's server half, or the refusal a browser without one hears (removed from the wallet,
   * or never enrolled): what signs or reveals a key asks for it before any prompt, so such a browser
   * is told at once, not after the visitor approved.
   */
  async requiredServerKey(namespace: 'eip155' | 'solana' = 'eip155'): Promise<{ address: string; serverShare: string }> {
    const key = await this.serverKey(namespace)
    if (!key) throw new FrameRequestError(formatMessage('FRAME_DEVICE_NOT_VERIFIED'), 'DEVICE_NOT_VERIFIED')
    return key
  }

  /** Stores a new key's server-side shares (this browser's server half and the recovery pair). */
  async saveKey(namespace: 'eip155' | 'solana', key: NewKey): Promise<void> {
    const { address, serverShare, recoveryShare, recoveryServerShare } = key
    const { status, json } = await this.authed('PUT', `/keys/${namespace}`, { address, serverShare, recoveryShare, recoveryServerShare })
    if (status !== 201) this.fail(json, status)
  }

  /** Stores the server half of this browser's own split (after it was approved and re-split the key). */
  async saveDeviceShare(namespace: 'eip155' | 'solana', address: string, serverShare: string): Promise<void> {
    const { status, json } = await this.authed('PUT', `/keys/${namespace}/device`, { address, serverShare })
    if (status !== 201) this.fail(json, status)
  }

  /**
   * This browser was removed from the account: its shares are forgotten (they pair with nothing
   * any more; approved again, it enrols afresh) and the call fails with DEVICE_REMOVED.
   */
  private async removed(userId: string): Promise<never> {
    await this.storage.delete(`share:${userId}:eip155`)
    await this.storage.delete(`share:${userId}:solana`)
    throw new FrameRequestError(formatMessage('DEVICE_REMOVED'), 'DEVICE_REMOVED')
  }

  /** The browsers that hold a share of the account's key, most recently used first (this one marked `current`). */
  async devices(): Promise<v.InferOutput<typeof DevicesReplySchema>['devices']> {
    // The browsers' names in the frame's language (the site translates what it stored in English).
    const lang = locale().locale
    const { status, json } = await this.authed('GET', lang ? `/devices?locale=${encodeURIComponent(lang)}` : '/devices', undefined, true)
    if (status !== 200) this.fail(json, status)
    return this.shaped(DevicesReplySchema, '/devices', json).devices
  }

  /** Removes the browser `deviceId` of the account, or every browser but this one; answers how many went. */
  async removeDevices(deviceId?: string): Promise<number> {
    const { status, json } = await this.authed('POST', '/devices/remove', deviceId ? { deviceId } : {})
    if (status !== 200) this.fail(json, status)
    return this.shaped(RemovedDevicesSchema, '/devices/remove', json).removed
  }

  /**
   * A second-factor call (`POST /two-step<path>`, proven as key calls are): the status and the JSON
   * as the site answered, its errors included, for twoStepApi.ts to read (never retried: each
   * code counts as an attempt).
   */
  async twoStepCall(path: string, body: unknown = {}): Promise<{ status: number; json: Record<string, unknown> & ApiError }> {
    return this.authed<Record<string, unknown>>('POST', `/two-step${path}`, body)
  }

  /** The e-mail update steps; each answers the next step's challenge (or the new address). */
  async updateEmail(step: 'start' | 'primary' | 'secondary', body: Record<string, string>): Promise<{ challengeId?: string; email?: string }> {
    const path = step === 'start' ? '/email/update' : `/email/update/${step}`
    const { status, json: raw } = await this.authed('POST', path, { ...body, ...locale() })
    if (status !== 200) this.fail(raw, status)
    const json = this.shaped(EmailUpdateSchema, path, raw)
    if (step === 'secondary') {
      const session = await this.storage.get<StoredSession>('session')
      if (session && json.email) await this.storage.set('session', { ...session, email: json.email })
    }
    return json
  }

  /**
   * Sign-out: the server revokes the session (with `everywhere`, every session of the account); the
   * frame forgets its tokens whatever happens.
   */
  async signOut(everywhere = false): Promise<void> {
    const session = await this.storage.get<StoredSession>('session')
    await this.storage.delete('session')
    if (session)
      await this.call('POST', '/session/sign-out', everywhere ? { everywhere: true } : undefined, { token: session.accessToken }).catch(() => undefined)
  }
}
