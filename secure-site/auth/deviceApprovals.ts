import { randomUUID } from 'node:crypto'
import type { Clock } from '../clock.js'
import { toNumber, type Database } from '../db/database.js'
import { SecureSiteError, tryAgainAfter } from '../errors.js'
import type { Mailer } from '../mail/mailer.js'
import { deviceApprovalEmail } from '../mail/deviceApprovalEmail.js'
import type { KeyStore } from '../keys/keyStore.js'
import type { OtpService } from '../otp/otpService.js'
import type { RateLimits } from './rateLimits.js'
import { hashToken, newToken, sameDigest } from './secrets.js'

const APPROVAL_TTL_MS = 600_000
const HOUR = 3_600_000

/** What {@link DeviceApprovals} needs. */
export interface DeviceApprovalDeps {
  db: Database
  clock: Clock
  limits: RateLimits
  mailer: Mailer
  keys: KeyStore
  otp: OtpService
  /** The public origin (the approval link points at it). */
  publicOrigin: () => string
  resendCooldownMs: number
  sendsPerHourPerEmail: number
}

/**
 * A new browser of an account that already has a key must be approved from the mailbox before a
 * code is sent to it (spec §5 VERIFY_DEVICE): the secure site e-mails a link; the visitor opens it
 * and clicks Approve (a link scanner's GET approves nothing). Once approved and logged in, that
 * browser receives the account's recovery share once, as its own device share.
 */
export class DeviceApprovals {
  constructor(private readonly deps: DeviceApprovalDeps) {}

  /** The user behind `email` when it has a key and `deviceKey` is not one of its approved devices. */
  async userNeedingApproval(email: string, deviceKey: string): Promise<string | undefined> {
    const [row] = await this.deps.db.query(
      `SELECT e.user_id,
              EXISTS (SELECT 1 FROM key_shares k WHERE k.user_id = e.user_id) AS has_key,
              EXISTS (SELECT 1 FROM devices d WHERE d.user_id = e.user_id AND d.device_key = $2 AND d.verified_at IS NOT NULL) AS known
       FROM email_identities e WHERE e.email = $1`,
      [email, hashToken(deviceKey)],
    )
    if (!row || !row.has_key || row.known) return undefined
    return String(row.user_id)
  }

  /** Sends an approval link for this browser; the same cooldown and hourly cap as codes. */
  async start(input: { email: string; userId: string; deviceKey: string; binding: string }): Promise<{ approvalId: string; expiresAt: number }> {
    const { db, clock, limits, mailer } = this.deps
    const wait = await limits.claim(`otp-resend:device:${input.email}`, this.deps.resendCooldownMs)
    if (wait) throw tryAgainAfter(wait)
    const perEmail = await limits.hit(`otp-sends-email:${input.email}`, HOUR)
    if (perEmail.hits > this.deps.sendsPerHourPerEmail) throw tryAgainAfter(perEmail.windowEndsAt - clock.now())
    const now = clock.now()
    const approvalId = randomUUID()
    const token = newToken()
    await db.query(
      `INSERT INTO device_approvals (id, user_id, device_hash, binding_hash, token_hash, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [approvalId, input.userId, hashToken(input.deviceKey), hashToken(input.binding), hashToken(token), now, now + APPROVAL_TTL_MS],
    )
    try {
      await mailer.send(deviceApprovalEmail(input.email, `${this.deps.publicOrigin()}/device/approve?token=${token}`))
    } catch (error) {
      await limits.release(`otp-resend:device:${input.email}`)
      throw Object.assign(new SecureSiteError(502, 'EMAIL_SEND_FAILED'), { cause: error })
    }
    return { approvalId, expiresAt: now + APPROVAL_TTL_MS }
  }

  /** Whether the approval link was valid (for the confirmation page); nothing changes. */
  async pending(token: string): Promise<boolean> {
    const rows = await this.deps.db.query('SELECT 1 FROM device_approvals WHERE token_hash = $1 AND approved_at IS NULL AND expires_at > $2', [
      hashToken(token),
      this.deps.clock.now(),
    ])
    return rows.length > 0
  }

  /**
   * Approves the browser behind `token` (once, within 10 min), records it as a verified device and
   * sends the login code for the frame session that asked (no second cooldown: see issueAfterApproval).
   */
  async approve(token: string): Promise<void> {
    const now = this.deps.clock.now()
    const [row] = await this.deps.db.query(
      `UPDATE device_approvals a SET approved_at = $1 FROM email_identities e
       WHERE a.token_hash = $2 AND a.approved_at IS NULL AND a.expires_at > $1 AND e.user_id = a.user_id
       RETURNING a.id, a.user_id, a.device_hash, a.binding_hash, e.email`,
      [now, hashToken(token)],
    )
    if (!row) throw new SecureSiteError(400, 'DEVICE_APPROVAL_INVALID')
    const issued = await this.deps.otp.issueAfterApproval(String(row.email), String(row.binding_hash))
    await this.deps.db.query('UPDATE device_approvals SET challenge_id = $1 WHERE id = $2', [issued.challengeId, row.id])
    await this.deps.db.query(
      `INSERT INTO devices (id, user_id, device_key, verified_at, created_at, last_seen_at) VALUES ($1, $2, $3, $4, $4, $4)
       ON CONFLICT (user_id, device_key) DO UPDATE SET verified_at = EXCLUDED.verified_at`,
      [randomUUID(), row.user_id, row.device_hash, now],
    )
  }

  /**
   * Whether approval `approvalId` went through, with the login code's challenge once it did; only
   * the frame session that asked may ask.
   */
  async status(approvalId: string, binding: string): Promise<{ approved: false } | { approved: true; challengeId: string }> {
    const [row] = await this.deps.db.query<{ binding_hash: string; challenge_id: string | null; expires_at: unknown }>(
      'SELECT binding_hash, challenge_id, expires_at FROM device_approvals WHERE id = $1',
      [approvalId],
    )
    if (!row || !sameDigest(row.binding_hash, hashToken(binding))) throw new SecureSiteError(400, 'DEVICE_APPROVAL_INVALID')
    if (row.challenge_id !== null) return { approved: true, challengeId: row.challenge_id }
    if (toNumber(row.expires_at) <= this.deps.clock.now()) throw new SecureSiteError(400, 'DEVICE_APPROVAL_INVALID')
    return { approved: false }
  }

  /**
   * The recovery share for the approved browser of this session, released once: afterwards the
   * browser holds it (wrapped) as its device share.
   */
  async releaseRecoveryShares(userId: string, deviceId: string): Promise<{ namespace: string; address: string; recoveryShare: string }[]> {
    const [released] = await this.deps.db.query(
      `UPDATE device_approvals a SET share_released_at = $1
       FROM devices d
       WHERE d.id = $2 AND d.user_id = $3 AND a.user_id = d.user_id AND a.device_hash = d.device_key
         AND a.approved_at IS NOT NULL AND a.share_released_at IS NULL
       RETURNING a.id`,
      [this.deps.clock.now(), deviceId, userId],
    )
    if (!released) throw new SecureSiteError(403, 'FRAME_DEVICE_NOT_VERIFIED')
    const shares = []
    for (const namespace of ['eip155', 'solana'] as const) {
      const found = await this.deps.keys.recoveryShare(userId, namespace)
      if (found) shares.push({ namespace, address: found.address, recoveryShare: found.share })
    }
    return shares
  }
}
