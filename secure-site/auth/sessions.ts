import { randomUUID } from 'node:crypto'
import type * as v from 'valibot'
import type { Clock } from '../clock.js'
import type { SessionSettingsSchema } from '../config/schema.js'
import { toNumber, type Database, type SqlRunner } from '../db/database.js'
import { SecureSiteError } from '../errors.js'
import { hashToken, newToken } from './secrets.js'
import { parseDevicePublicKey } from './deviceProofs.js'

/** Tokens handed to the frame (kept in the frame's storage on the secure origin, never the page's). */
export interface SessionTokens {
  accessToken: string
  accessExpiresAt: number
  refreshToken: string
  refreshExpiresAt: number
}

/** The session behind a valid access token. */
export interface ActiveSession {
  sessionId: string
  userId: string
  deviceId: string
  /** The account's e-mail; null for an account that signs in only with a social provider. */
  email: string | null
  /** The device's registered public key (SPKI base64url), null when it registered none. */
  publicKey: string | null
}

/** What a login records about the browser beyond its device key. */
export interface DeviceDetails {
  /** Its non-extractable P-256 public key (SPKI base64url), checked by {@link parseDevicePublicKey}. */
  publicKey?: string | undefined
  /** A name from its user agent ("Chrome on Linux"), shown in the account's device list. */
  browser?: string | undefined
}

/** A successful login. */
export interface Login extends SessionTokens {
  userId: string
  email: string
  /** True when this e-mail had no account before. */
  newUser: boolean
}

/**
 * Users, e-mail identities, devices and sessions. Only SHA-256 hashes of the 256-bit tokens are
 * stored, so a database dump holds no usable token. Refresh tokens rotate on every use.
 */
export class Sessions {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly settings: v.InferOutput<typeof SessionSettingsSchema>,
  ) {}

  /**
   * Logs in the owner of a verified e-mail on one device (known by the hash of the frame's device
   * key): creates the user on first login.
   */
  async login(email: string, deviceKey: string, details: DeviceDetails = {}): Promise<Login> {
    const now = this.clock.now()
    return this.db.transaction(async (tx) => {
      let newUser = false
      let [identity] = await tx.query('SELECT user_id FROM email_identities WHERE email = $1', [email])
      if (!identity) {
        const userId = randomUUID()
        await tx.query('INSERT INTO users (id, created_at) VALUES ($1, $2)', [userId, now])
        // ON CONFLICT: a parallel first login (another process) created it; use that one.
        const inserted = await tx.query(
          'INSERT INTO email_identities (email, user_id, verified_at, created_at) VALUES ($1, $2, $3, $3) ON CONFLICT (email) DO NOTHING RETURNING user_id',
          [email, userId, now],
        )
        newUser = inserted.length > 0
        if (!newUser) await tx.query('DELETE FROM users WHERE id = $1', [userId])
        ;[identity] = await tx.query('SELECT user_id FROM email_identities WHERE email = $1', [email])
      }
      const userId = String(identity?.user_id)
      const tokens = await this.onDevice(tx, userId, deviceKey, now, details)
      return { ...tokens, userId, email, newUser }
    })
  }

  /**
   * A session for an account already proven some other way (a social provider's sign-in), on one
   * device (the hash of the frame's device key), inside the caller's transaction.
   */
  async onDevice(tx: SqlRunner, userId: string, deviceKey: string, now = this.clock.now(), details: DeviceDetails = {}): Promise<SessionTokens> {
    const publicKey = details.publicKey === undefined ? null : parseDevicePublicKey(details.publicKey)
    if (publicKey === undefined)
      throw new SecureSiteError(400, 'SECURE_SITE_BAD_REQUEST', { issue: 'devicePublicKey must be an ECDSA P-256 public key (SPKI)' })
    // A device keeps the key it first registered: a copy of the device id with another key is another browser.
    const [device] = await tx.query(
      `INSERT INTO devices (id, user_id, device_key, verified_at, created_at, last_seen_at, public_key, browser) VALUES ($1, $2, $3, $4, $4, $4, $5, $6)
       ON CONFLICT (user_id, device_key) DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at, verified_at = EXCLUDED.verified_at, removed_at = NULL,
         public_key = COALESCE(devices.public_key, EXCLUDED.public_key), browser = COALESCE(EXCLUDED.browser, devices.browser)
       RETURNING id, public_key`,
      [randomUUID(), userId, hashToken(deviceKey), now, publicKey, details.browser ?? null],
    )
    if (publicKey !== null && device?.public_key !== publicKey)
      throw new SecureSiteError(403, 'DEVICE_PROOF_INVALID', { reason: 'this browser registered another device key' })
    return this.create(tx, userId, String(device?.id), now)
  }

  private async create(tx: SqlRunner, userId: string, deviceId: string, now: number): Promise<SessionTokens> {
    const tokens = this.newTokens(now)
    await tx.query(
      `INSERT INTO sessions (id, user_id, device_id, access_hash, access_expires_at, refresh_hash, refresh_expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [randomUUID(), userId, deviceId, hashToken(tokens.accessToken), tokens.accessExpiresAt, hashToken(tokens.refreshToken), tokens.refreshExpiresAt, now],
    )
    return tokens
  }

  private newTokens(now: number, createdAt = now): SessionTokens {
    return {
      accessToken: newToken(),
      accessExpiresAt: now + this.settings.accessTtlMs,
      refreshToken: newToken(),
      refreshExpiresAt: Math.min(now + this.settings.refreshTtlMs, createdAt + this.settings.maxAgeMs),
    }
  }

  /**
   * The live session of an access token; 401 EMBEDDED_SESSION_ENDED otherwise, or 401
   * DEVICE_REMOVED when its browser was removed from the account.
   */
  async authenticate(accessToken: string): Promise<ActiveSession> {
    const [row] = await this.db.query<{
      id: string
      user_id: string
      device_id: string
      email: string | null
      public_key: string | null
      live: boolean
      ended_reason: string | null
    }>(
      `SELECT s.id, s.user_id, s.device_id, e.email, d.public_key, s.ended_reason,
              (s.revoked_at IS NULL AND s.access_expires_at > $2 AND d.removed_at IS NULL) AS live
       FROM sessions s JOIN devices d ON d.id = s.device_id LEFT JOIN email_identities e ON e.user_id = s.user_id
       WHERE s.access_hash = $1`,
      [hashToken(accessToken), this.clock.now()],
    )
    if (row?.ended_reason === 'device_removed') throw new SecureSiteError(401, 'DEVICE_REMOVED')
    if (!row?.live) throw new SecureSiteError(401, 'EMBEDDED_SESSION_ENDED')
    return { sessionId: row.id, userId: row.user_id, deviceId: row.device_id, email: row.email, publicKey: row.public_key }
  }

  /**
   * Swaps a refresh token for new tokens in one statement: the old refresh token stops working
   * at once, and a session never outlives its maximum age. A refresh token presented again after it
   * was rotated away means two parties hold the chain (one of them stole it): the whole session is
   * revoked, so neither the thief's newer tokens nor the visitor's work any more.
   */
  async refresh(refreshToken: string): Promise<SessionTokens> {
    const now = this.clock.now()
    const presented = hashToken(refreshToken)
    const [row] = await this.db.query('SELECT id, created_at FROM sessions WHERE refresh_hash = $1 AND revoked_at IS NULL AND refresh_expires_at > $2', [
      presented,
      now,
    ])
    if (!row) {
      const [removed] = await this.db.query("SELECT 1 FROM sessions WHERE refresh_hash = $1 AND ended_reason = 'device_removed'", [presented])
      if (removed) throw new SecureSiteError(401, 'DEVICE_REMOVED')
      await this.revokeReused(presented, now)
      throw new SecureSiteError(401, 'EMBEDDED_SESSION_ENDED')
    }
    const tokens = this.newTokens(now, toNumber(row.created_at))
    const rotated = await this.db.transaction(async (tx) => {
      const updated = await tx.query(
        `UPDATE sessions SET access_hash = $1, access_expires_at = $2, refresh_hash = $3, refresh_expires_at = $4
         WHERE id = $5 AND refresh_hash = $6 AND revoked_at IS NULL RETURNING id`,
        [hashToken(tokens.accessToken), tokens.accessExpiresAt, hashToken(tokens.refreshToken), tokens.refreshExpiresAt, row.id, presented],
      )
      if (updated.length)
        await tx.query('INSERT INTO retired_refresh_tokens (refresh_hash, session_id, retired_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
          presented,
          row.id,
          now,
        ])
      return updated.length > 0
    })
    if (!rotated) {
      // Rotated by a parallel call between the read and the update: a second use of the same token.
      await this.revokeReused(presented, now)
      throw new SecureSiteError(401, 'EMBEDDED_SESSION_ENDED')
    }
    return tokens
  }

  /** Revokes the session whose rotated-away refresh token was presented again, if it is one. */
  private async revokeReused(refreshHash: string, now: number): Promise<void> {
    await this.db.query(
      'UPDATE sessions SET revoked_at = $1 WHERE id IN (SELECT session_id FROM retired_refresh_tokens WHERE refresh_hash = $2) AND revoked_at IS NULL',
      [now, refreshHash],
    )
  }

  /** Sign-out: the session's tokens stop working everywhere at once. */
  async revoke(sessionId: string): Promise<void> {
    await this.db.query('UPDATE sessions SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL', [this.clock.now(), sessionId])
  }

  /** Ends every session of `userId` but `keepSessionId` (none kept when it is undefined: "Sign out everywhere"). */
  async revokeAll(userId: string, keepSessionId?: string): Promise<void> {
    await this.db.query('UPDATE sessions SET revoked_at = $1 WHERE user_id = $2 AND revoked_at IS NULL AND id IS DISTINCT FROM $3', [
      this.clock.now(),
      userId,
      keepSessionId ?? null,
    ])
  }
}
