import { randomBytes, randomUUID } from 'node:crypto'
import { isIP } from 'node:net'
import type * as v from 'valibot'
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server'
import type { Clock } from '../clock.js'
import type { PasskeySettingsSchema } from '../config/schema.js'
import { toNumber, type Database, type SqlRunner } from '../db/database.js'
import { SecureSiteError, tryAgainAfter } from '../errors.js'
import type { RateLimits } from '../auth/rateLimits.js'
import { hashToken, newToken, sameDigest } from '../auth/secrets.js'
import type { ActiveSession, DeviceDetails, SessionTokens, Sessions } from '../auth/sessions.js'
import { approximateTime } from '../mail/whenAndWhere.js'
import type { AuthenticationResponseInput, RegistrationResponseInput } from './passkeySchemas.js'

const HOUR = 3_600_000

/** The public-key algorithms offered and accepted: Ed25519, P-256 and RSA (what platform and roaming authenticators use). */
export const PASSKEY_ALGORITHMS = [-8, -7, -257]

/** What a ceremony is for. `add` and `verify` belong to a signed-in session's account. */
export type PasskeyPurpose = 'register' | 'login' | 'add' | 'verify'

/** What {@link PasskeyService} needs. */
export interface PasskeyDeps {
  db: Database
  clock: Clock
  sessions: Sessions
  limits: RateLimits
  settings: v.InferOutput<typeof PasskeySettingsSchema>
  /** The secure site's public origin: every ceremony must come from it, and its host is the RP ID. */
  publicOrigin: () => string
  /** The page origins allowed to embed the frame of a project: a ceremony run inside the frame names one as its top origin. */
  originsFor: (projectId: string | null | undefined) => readonly string[] | undefined
}

/** The options a ceremony starts with (passed to @simplewebauthn/browser in the frame) and the challenge id it finishes with. */
export interface BegunCeremony<O> {
  challengeId: string
  expiresAt: number
  options: O
}

/** A passkey of an account, as Account shows it (no key material). */
export interface PasskeyEntry {
  id: string
  createdAt: number
  lastUsedAt: number | null
  /** Synced by a passkey provider (iCloud Keychain, Google Password Manager …), so usable on the user's other devices. */
  synced: boolean
  /** The browser it was created in ("Chrome on Linux"). */
  browser: string | null
}

/** A passkey login: the same tokens an e-mail or social login gives, and who logged in. */
export interface PasskeyLogin extends SessionTokens {
  userId: string
  email: string | null
  newUser: boolean
  /**
   * This browser was new to an account that has keys: the passkey approved it (as the mailbox
   * link approves a browser for an e-mail login), and it receives the recovery pair once.
   */
  newDevice: boolean
}

/** A verified step-up check: which passkey of the account answered, and when. */
export interface PasskeyVerification {
  credentialId: string
  verifiedAt: number
}

type StoredChallenge = {
  challenge_hash: string
  user_handle: string | null
  project_id: string | null
}

type StoredCredential = {
  id: string
  user_id: string
  user_handle: string
  public_key: string
  counter: unknown
  transports: string | null
}

/** Why an assertion whose signature counter did not grow is refused (WebAuthn §6.1.1: a cloned authenticator, or a replay). */
export const COUNTER_WENT_BACK = 'its use count did not grow since its last use, as a copied authenticator’s does'

/** A message of @simplewebauthn/server, kept short for the reply (it can quote long values). */
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]?.slice(0, 200) ?? 'unknown'

/**
 * Passkeys (WebAuthn) on the secure site (issue 31). The relying party is the secure site: its ID
 * is the host of the public origin, and every ceremony must come from that origin, in the frame
 * (its page must then be one the frame's project allows: the browser names it as `topOrigin`) or
 * in a window of the site's own. A passkey alone is an account (no e-mail needed); an account
 * made by e-mail or a social sign-in can add one.
 *
 * Every ceremony starts with a challenge of 32 random bytes, stored as its SHA-256, single use,
 * valid `challengeTtlMs` (5 min), bound to the frame session that asked (its binding secret, as an
 * e-mail code is) and, for `add` and `verify`, to the signed-in account. Begins are capped per
 * client IP; refused answers (wrong origin, unknown passkey, bad signature, a counter that went
 * back) count per client IP and lock that IP out of passkeys, as wrong codes do. User
 * verification (a PIN or biometric on the authenticator) is required: the passkey is a whole login.
 *
 * A login issues the same session and device binding as an e-mail login. A browser this account
 * has not seen is approved by the passkey itself, as a social sign-in approves one: it is recorded
 * as an approved device, so it gets the recovery pair once and re-splits the key
 * (secure-site/frame/accountKeys.ts), exactly as a browser approved from the mailbox.
 */
export class PasskeyService {
  constructor(private readonly deps: PasskeyDeps) {}

  /** The relying party: RP ID (the public origin's host), origin and name; PASSKEY_UNAVAILABLE when it cannot have passkeys. */
  relyingParty(): { id: string; origin: string; name: string } {
    const origin = this.deps.publicOrigin()
    if (!this.deps.settings.enabled) throw new SecureSiteError(404, 'PASSKEY_UNAVAILABLE', { reason: 'the wallet’s operator turned them off' })
    const host = new URL(origin).hostname
    // Browsers bind a passkey to a host name, never to an IP address.
    if (isIP(host.replace(/^\[|\]$/g, '')))
      throw new SecureSiteError(404, 'PASSKEY_UNAVAILABLE', { reason: `the wallet is served on an IP address (${origin}), and passkeys need a host name` })
    return { id: host, origin, name: this.deps.settings.rpName ?? host }
  }

  /** Counts a begun ceremony from `ip` and refuses a locked IP (429 with Retry-After). */
  private async admit(ip: string): Promise<void> {
    const { limits, clock, settings } = this.deps
    const locked = await limits.blockedUntil(`passkey-lock-ip:${ip}`)
    if (locked) throw tryAgainAfter(locked - clock.now())
    const begun = await limits.hit(`passkey-begin-ip:${ip}`, HOUR)
    if (begun.hits > settings.beginsPerHourPerIp) throw tryAgainAfter(begun.windowEndsAt - clock.now())
  }

  /** A refused answer: counted against `ip` (locking it out of passkeys past the hourly limit), then thrown. */
  private async refuse(ip: string, error: SecureSiteError): Promise<never> {
    const { limits, clock, settings } = this.deps
    const failures = await limits.hit(`passkey-failures-ip:${ip}`, HOUR)
    if (failures.hits >= settings.failuresPerHourPerIpBeforeLock) await limits.block(`passkey-lock-ip:${ip}`, clock.now() + settings.lockMs)
    throw error
  }

  private async notLocked(ip: string): Promise<void> {
    const locked = await this.deps.limits.blockedUntil(`passkey-lock-ip:${ip}`)
    if (locked) throw tryAgainAfter(locked - this.deps.clock.now())
  }

  /** Stores a fresh challenge for `purpose` and returns it with its id. */
  private async challenge(
    purpose: PasskeyPurpose,
    binding: string,
    extra: { userId?: string; userHandle?: string; projectId?: string | undefined } = {},
  ): Promise<{ challengeId: string; challenge: string; expiresAt: number }> {
    const now = this.deps.clock.now()
    const challengeId = randomUUID()
    const challenge = newToken()
    const expiresAt = now + this.deps.settings.challengeTtlMs
    await this.deps.db.query(
      `INSERT INTO passkey_challenges (id, purpose, challenge_hash, binding_hash, user_id, user_handle, project_id, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [challengeId, purpose, hashToken(challenge), hashToken(binding), extra.userId ?? null, extra.userHandle ?? null, extra.projectId ?? null, now, expiresAt],
    )
    return { challengeId, challenge, expiresAt }
  }

  /**
   * Uses a challenge up, in one statement (parallel answers cannot both have it): it must be
   * unexpired, unused, of `purpose`, asked by this frame session (`binding`) and, for `add` and
   * `verify`, by this account. Any answer from that session ends it, accepted or not.
   */
  private async consume(ip: string, challengeId: string, purpose: PasskeyPurpose, binding: string, userId: string | null = null): Promise<StoredChallenge> {
    const now = this.deps.clock.now()
    const [row] = await this.deps.db.query<StoredChallenge>(
      `UPDATE passkey_challenges SET consumed_at = $1
       WHERE id = $2 AND purpose = $3 AND consumed_at IS NULL AND expires_at > $1 AND binding_hash = $4 AND user_id IS NOT DISTINCT FROM $5
       RETURNING challenge_hash, user_handle, project_id`,
      [now, challengeId, purpose, hashToken(binding), userId],
    )
    // Another frame session's answer (a wrong binding) leaves the challenge to the frame that asked.
    if (!row) return this.refuse(ip, new SecureSiteError(400, 'PASSKEY_CHALLENGE_INVALID'))
    return row
  }

  /**
   * The checks @simplewebauthn/server leaves to us on what the browser signed: a ceremony in a
   * cross-origin frame must name, as its top origin, a page the frame's project allows (the frame
   * itself only runs for those, but the signed data says so too); outside a frame there is no top origin.
   */
  private async checkClientData(ip: string, clientDataJSON: string, projectId: string | null): Promise<void> {
    let data: { crossOrigin?: unknown; topOrigin?: unknown }
    try {
      data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as typeof data
    } catch {
      return this.refuse(ip, new SecureSiteError(400, 'PASSKEY_VERIFICATION_FAILED', { reason: 'clientDataJSON is not JSON' }))
    }
    if (data.crossOrigin !== true) {
      if (data.topOrigin !== undefined)
        return this.refuse(ip, new SecureSiteError(400, 'PASSKEY_VERIFICATION_FAILED', { reason: 'a top origin without crossOrigin' }))
      return
    }
    // Safari does not name the top origin yet: the frame's handshake checked it.
    if (data.topOrigin === undefined) return
    const allowed = this.deps.originsFor(projectId) ?? []
    if (typeof data.topOrigin !== 'string' || !allowed.includes(data.topOrigin))
      return this.refuse(
        ip,
        new SecureSiteError(400, 'PASSKEY_VERIFICATION_FAILED', {
          reason: `the passkey was used on ${typeof data.topOrigin === 'string' ? data.topOrigin : JSON.stringify(data.topOrigin)}, which may not embed this wallet`,
        }),
      )
  }

  /** The challenge check for @simplewebauthn/server: the signed challenge's SHA-256 is the stored one. */
  private static expected(row: StoredChallenge) {
    return (challenge: string) => sameDigest(row.challenge_hash, hashToken(challenge))
  }

  private registrationOptions(user: { handle: string; name: string }, challenge: string, exclude: { id: string; transports: string | null }[] = []) {
    const rp = this.relyingParty()
    return generateRegistrationOptions({
      rpName: rp.name,
      rpID: rp.id,
      userName: user.name,
      userDisplayName: user.name,
      userID: Buffer.from(user.handle, 'base64url'),
      challenge: Buffer.from(challenge, 'base64url'),
      timeout: this.deps.settings.challengeTtlMs,
      attestationType: 'none',
      excludeCredentials: exclude.map((c) => ({ id: c.id, ...(c.transports ? { transports: JSON.parse(c.transports) as string[] } : {}) })),
      // Discoverable (the login asks for no user name) and verified (a PIN or biometric: the passkey is a whole login).
      authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
      supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
    })
  }

  private async verifyRegistration(ip: string, row: StoredChallenge, response: RegistrationResponseInput) {
    const rp = this.relyingParty()
    await this.checkClientData(ip, response.response.clientDataJSON, row.project_id)
    let verified
    try {
      verified = await verifyRegistrationResponse({
        response: response,
        expectedChallenge: PasskeyService.expected(row),
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: true,
        supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
      })
    } catch (error) {
      return this.refuse(ip, new SecureSiteError(400, 'PASSKEY_VERIFICATION_FAILED', { reason: reasonOf(error) }))
    }
    if (!verified.verified) return this.refuse(ip, new SecureSiteError(400, 'PASSKEY_VERIFICATION_FAILED', { reason: 'the attestation did not verify' }))
    return verified.registrationInfo
  }

  /** Records a verified credential for `userId`; 409 PASSKEY_ALREADY_REGISTERED when its id is known. */
  private async saveCredential(
    tx: SqlRunner,
    userId: string,
    userHandle: string,
    info: Awaited<ReturnType<PasskeyService['verifyRegistration']>>,
    browser: string | undefined,
    now: number,
  ): Promise<void> {
    const { credential } = info
    const inserted = await tx.query(
      `INSERT INTO passkey_credentials (id, user_id, user_handle, public_key, counter, transports, device_type, backed_up, aaguid, browser, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (id) DO NOTHING RETURNING id`,
      [
        credential.id,
        userId,
        userHandle,
        Buffer.from(credential.publicKey).toString('base64url'),
        credential.counter,
        credential.transports?.length ? JSON.stringify(credential.transports) : null,
        info.credentialDeviceType,
        info.credentialBackedUp,
        info.aaguid,
        browser ?? null,
        now,
      ],
    )
    if (!inserted.length) throw new SecureSiteError(409, 'PASSKEY_ALREADY_REGISTERED')
  }

  /**
   * Checks an assertion against the stored credential it names: the challenge, origin, RP ID, top
   * origin, user verification, signature, the user handle the authenticator returned, and the
   * signature counter (which must grow unless the authenticator keeps none: a counter that went back
   * is a copied authenticator). The new counter is stored in the same statement that checks it.
   */
  private async verifyAssertion(ip: string, row: StoredChallenge, response: AuthenticationResponseInput, owner?: string): Promise<StoredCredential> {
    const rp = this.relyingParty()
    const [credential] = await this.deps.db.query<StoredCredential>(
      'SELECT id, user_id, user_handle, public_key, counter, transports FROM passkey_credentials WHERE id = $1',
      [response.id],
    )
    if (!credential || (owner !== undefined && credential.user_id !== owner)) return this.refuse(ip, new SecureSiteError(400, 'PASSKEY_NOT_REGISTERED'))
    if (response.response.userHandle !== undefined && response.response.userHandle !== credential.user_handle)
      return this.refuse(ip, new SecureSiteError(400, 'PASSKEY_VERIFICATION_FAILED', { reason: 'the passkey answered for another user' }))
    await this.checkClientData(ip, response.response.clientDataJSON, row.project_id)
    const stored = toNumber(credential.counter)
    let verified
    try {
      verified = await verifyAuthenticationResponse({
        response: response,
        expectedChallenge: PasskeyService.expected(row),
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        // A frame's ceremony names its page; the check above holds it to the project's pages.
        expectedTopOrigin: [...(this.deps.originsFor(row.project_id) ?? [])],
        credential: {
          id: credential.id,
          publicKey: Buffer.from(credential.public_key, 'base64url'),
          counter: stored,
          ...(credential.transports ? { transports: JSON.parse(credential.transports) as never } : {}),
        },
        requireUserVerification: true,
      })
    } catch (error) {
      const reason = reasonOf(error)
      if (/^Response counter value/.test(reason)) return this.refuse(ip, new SecureSiteError(400, 'PASSKEY_VERIFICATION_FAILED', { reason: COUNTER_WENT_BACK }))
      return this.refuse(ip, new SecureSiteError(400, 'PASSKEY_VERIFICATION_FAILED', { reason }))
    }
    if (!verified.verified) return this.refuse(ip, new SecureSiteError(400, 'PASSKEY_VERIFICATION_FAILED', { reason: 'the signature did not verify' }))
    const next = verified.authenticationInfo.newCounter
    // Guarded: a parallel assertion that stored a higher counter first wins, and this one is a replay.
    const updated = await this.deps.db.query(
      'UPDATE passkey_credentials SET counter = $1, last_used_at = $2, backed_up = $3 WHERE id = $4 AND (counter < $1 OR ($1 = 0 AND counter = 0)) RETURNING id',
      [next, this.deps.clock.now(), verified.authenticationInfo.credentialBackedUp, credential.id],
    )
    if (!updated.length) return this.refuse(ip, new SecureSiteError(400, 'PASSKEY_VERIFICATION_FAILED', { reason: COUNTER_WENT_BACK }))
    return credential
  }

  // ---- New account ----

  /** Options to create a passkey for a new account (a fresh user handle, no account yet). */
  async beginRegistration(input: {
    binding: string
    ip: string
    projectId?: string | undefined
  }): Promise<BegunCeremony<PublicKeyCredentialCreationOptionsJSON>> {
    this.relyingParty()
    await this.admit(input.ip)
    const userHandle = randomBytes(32).toString('base64url')
    const { challengeId, challenge, expiresAt } = await this.challenge('register', input.binding, { userHandle, projectId: input.projectId })
    const options = await this.registrationOptions(
      { handle: userHandle, name: `Wallet created ${approximateTime(this.deps.clock.now()).split(',')[0]}` },
      challenge,
    )
    return { challengeId, expiresAt, options }
  }

  /** Verifies the new passkey and creates its account, logged in on this browser. */
  async finishRegistration(
    input: { challengeId: string; binding: string; response: RegistrationResponseInput; deviceKey: string; ip: string },
    details: DeviceDetails = {},
  ): Promise<PasskeyLogin> {
    this.relyingParty()
    await this.notLocked(input.ip)
    const row = await this.consume(input.ip, input.challengeId, 'register', input.binding)
    const info = await this.verifyRegistration(input.ip, row, input.response)
    const now = this.deps.clock.now()
    return this.deps.db.transaction(async (tx) => {
      const userId = randomUUID()
      await tx.query('INSERT INTO users (id, created_at) VALUES ($1, $2)', [userId, now])
      await this.saveCredential(tx, userId, String(row.user_handle), info, details.browser, now)
      const tokens = await this.deps.sessions.onDevice(tx, userId, input.deviceKey, now, details)
      return { ...tokens, userId, email: null, newUser: true, newDevice: false }
    })
  }

  // ---- Login ----

  /** Options to log in with any passkey of this site (discoverable: the browser lists them, no user name asked). */
  async beginLogin(input: { binding: string; ip: string; projectId?: string | undefined }): Promise<BegunCeremony<PublicKeyCredentialRequestOptionsJSON>> {
    const rp = this.relyingParty()
    await this.admit(input.ip)
    const { challengeId, challenge, expiresAt } = await this.challenge('login', input.binding, { projectId: input.projectId })
    const options = await generateAuthenticationOptions({
      rpID: rp.id,
      challenge: Buffer.from(challenge, 'base64url'),
      timeout: this.deps.settings.challengeTtlMs,
      userVerification: 'required',
      allowCredentials: [],
    })
    return { challengeId, expiresAt, options }
  }

  /** Verifies the assertion and logs its account in on this browser (a browser new to an account with keys is approved by it). */
  async finishLogin(
    input: { challengeId: string; binding: string; response: AuthenticationResponseInput; deviceKey: string; ip: string },
    details: DeviceDetails = {},
  ): Promise<PasskeyLogin> {
    this.relyingParty()
    await this.notLocked(input.ip)
    const row = await this.consume(input.ip, input.challengeId, 'login', input.binding)
    const credential = await this.verifyAssertion(input.ip, row, input.response)
    const now = this.deps.clock.now()
    return this.deps.db.transaction(async (tx) => {
      const userId = credential.user_id
      const newDevice = await this.approveNewDevice(tx, userId, input.deviceKey, input.binding, now)
      const tokens = await this.deps.sessions.onDevice(tx, userId, input.deviceKey, now, details)
      const [email] = await tx.query('SELECT email FROM email_identities WHERE user_id = $1', [userId])
      return { ...tokens, userId, email: email ? String(email.email) : null, newUser: false, newDevice }
    })
  }

  /**
   * A browser this account has not seen (or removed), of an account with keys: recorded as an
   * approved device (device_approvals, approved now), so it may fetch the recovery pair once
   * (GET /keys/recovery) and re-split the key, as a browser approved from the mailbox does.
   */
  private async approveNewDevice(tx: SqlRunner, userId: string, deviceKey: string, binding: string, now: number): Promise<boolean> {
    const deviceHash = hashToken(deviceKey)
    const [seen] = await tx.query('SELECT 1 FROM devices WHERE user_id = $1 AND device_key = $2 AND removed_at IS NULL AND verified_at IS NOT NULL', [
      userId,
      deviceHash,
    ])
    const [keys] = await tx.query("SELECT 1 FROM key_shares WHERE user_id = $1 AND kind = 'recovery'", [userId])
    if (seen || !keys) return false
    await tx.query(
      `INSERT INTO device_approvals (id, user_id, device_hash, binding_hash, token_hash, created_at, expires_at, approved_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $6)`,
      [randomUUID(), userId, deviceHash, hashToken(binding), hashToken(newToken()), now, now + this.deps.settings.challengeTtlMs],
    )
    return true
  }

  // ---- Another passkey for a signed-in account ----

  /** The name a new passkey of an existing account carries in the visitor's passkey manager. */
  private async accountName(userId: string): Promise<string> {
    const [row] = await this.deps.db.query<{ email: string | null; username: string | null; provider: string | null; created_at: unknown }>(
      `SELECT e.email, s.username, s.provider, u.created_at FROM users u
       LEFT JOIN email_identities e ON e.user_id = u.id
       LEFT JOIN LATERAL (SELECT username, provider FROM social_identities WHERE user_id = u.id ORDER BY created_at LIMIT 1) s ON true
       WHERE u.id = $1`,
      [userId],
    )
    if (row?.email) return row.email
    if (row?.username) return row.username
    return `Wallet created ${approximateTime(row ? toNumber(row.created_at) : this.deps.clock.now()).split(',')[0]}`
  }

  /** Options to add a passkey to the signed-in account (its passkeys excluded, so one authenticator is not registered twice). */
  async beginAdd(session: ActiveSession, input: { binding: string; ip: string; projectId?: string | undefined }) {
    this.relyingParty()
    await this.admit(input.ip)
    const existing = await this.deps.db.query<{ id: string; transports: string | null; user_handle: string }>(
      'SELECT id, transports, user_handle FROM passkey_credentials WHERE user_id = $1 ORDER BY created_at',
      [session.userId],
    )
    // One user handle per account: a passkey manager then keeps the account's passkeys together.
    const userHandle = existing[0]?.user_handle ?? randomBytes(32).toString('base64url')
    const { challengeId, challenge, expiresAt } = await this.challenge('add', input.binding, {
      userId: session.userId,
      userHandle,
      projectId: input.projectId,
    })
    const options = await this.registrationOptions({ handle: userHandle, name: await this.accountName(session.userId) }, challenge, existing)
    return { challengeId, expiresAt, options }
  }

  /** Verifies and records the new passkey of the signed-in account. */
  async finishAdd(
    session: ActiveSession,
    input: { challengeId: string; binding: string; response: RegistrationResponseInput; ip: string },
    browser?: string,
  ): Promise<PasskeyEntry> {
    this.relyingParty()
    await this.notLocked(input.ip)
    const row = await this.consume(input.ip, input.challengeId, 'add', input.binding, session.userId)
    const info = await this.verifyRegistration(input.ip, row, input.response)
    const now = this.deps.clock.now()
    await this.deps.db.transaction((tx) => this.saveCredential(tx, session.userId, String(row.user_handle), info, browser, now))
    return { id: info.credential.id, createdAt: now, lastUsedAt: null, synced: info.credentialDeviceType === 'multiDevice', browser: browser ?? null }
  }

  // ---- A step-up check (the second factor of issue 31 item 2) ----

  /** Options to assert one of the signed-in account's passkeys; 400 PASSKEY_NOT_REGISTERED when it has none. */
  async beginVerify(session: ActiveSession, input: { binding: string; ip: string; projectId?: string | undefined }) {
    const rp = this.relyingParty()
    const credentials = await this.deps.db.query<{ id: string; transports: string | null }>(
      'SELECT id, transports FROM passkey_credentials WHERE user_id = $1',
      [session.userId],
    )
    if (!credentials.length) throw new SecureSiteError(400, 'PASSKEY_NOT_REGISTERED')
    await this.admit(input.ip)
    const { challengeId, challenge, expiresAt } = await this.challenge('verify', input.binding, { userId: session.userId, projectId: input.projectId })
    const options = await generateAuthenticationOptions({
      rpID: rp.id,
      challenge: Buffer.from(challenge, 'base64url'),
      timeout: this.deps.settings.challengeTtlMs,
      userVerification: 'required',
      allowCredentials: credentials.map((c) => ({ id: c.id, ...(c.transports ? { transports: JSON.parse(c.transports) as never } : {}) })),
    })
    return { challengeId, expiresAt, options }
  }

  /**
   * Verifies a fresh assertion of one of `userId`'s passkeys for a challenge begun with
   * {@link beginVerify} by the same frame session: the server function a second-factor check calls
   * (resolves, or throws the refusal, counted like a login's).
   */
  async verifyForUser(
    userId: string,
    input: { challengeId: string; binding: string; response: AuthenticationResponseInput; ip: string },
  ): Promise<PasskeyVerification> {
    this.relyingParty()
    await this.notLocked(input.ip)
    const row = await this.consume(input.ip, input.challengeId, 'verify', input.binding, userId)
    const credential = await this.verifyAssertion(input.ip, row, input.response, userId)
    return { credentialId: credential.id, verifiedAt: this.deps.clock.now() }
  }

  // ---- The account's passkeys ----

  /** The account's passkeys, oldest first. */
  async list(userId: string): Promise<PasskeyEntry[]> {
    const rows = await this.deps.db.query<{ id: string; created_at: unknown; last_used_at: unknown; device_type: string; browser: string | null }>(
      'SELECT id, created_at, last_used_at, device_type, browser FROM passkey_credentials WHERE user_id = $1 ORDER BY created_at, id',
      [userId],
    )
    return rows.map((row) => ({
      id: row.id,
      createdAt: toNumber(row.created_at),
      lastUsedAt: row.last_used_at === null ? null : toNumber(row.last_used_at),
      synced: row.device_type === 'multiDevice',
      browser: row.browser,
    }))
  }
}
