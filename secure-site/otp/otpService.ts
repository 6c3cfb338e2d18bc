import { randomUUID } from 'node:crypto'
import type { OtpSettingsSchema } from '../config/schema.js'
import type { Clock } from '../clock.js'
import { toNumber, type Database } from '../db/database.js'
import { SecureSiteError, tryAgainAfter } from '../errors.js'
import { hashOtp, hashToken, newOtpCode, sameDigest } from '../auth/secrets.js'
import type { RateLimits } from '../auth/rateLimits.js'
import type { Mailer } from '../mail/mailer.js'
import { otpEmail, type OtpPurpose } from '../mail/otpEmail.js'
import type * as v from 'valibot'

const HOUR = 3_600_000

/** What {@link OtpService} needs. */
export interface OtpServiceDeps {
  db: Database
  clock: Clock
  limits: RateLimits
  mailer: Mailer
  settings: v.InferOutput<typeof OtpSettingsSchema>
  pepper: Uint8Array
  /** Named in the e-mail ("Enter this code in the <site> window"). */
  siteName: string
}

/** A code request. */
export interface CodeRequest {
  email: string
  purpose: OtpPurpose
  /**
   * A secret the requesting frame keeps (256-bit random): the code works only when presented with
   * it again, so a code cannot be used from another frame session.
   */
  binding: string
  /** The requester's IP, for the per-IP hourly cap. */
  ip: string
  /** For e-mail updates: the user the change belongs to. */
  userId?: string
  /** For e-mail updates: the address the user moves to. */
  newEmail?: string
  /** For the secondary code of an e-mail update: the primary challenge it follows. */
  parentId?: string
}

/** A sent code. */
export interface IssuedChallenge {
  challengeId: string
  expiresAt: number
  /** When another code may be requested for this address. */
  resendAt: number
}

/** A code that matched. */
export interface VerifiedChallenge {
  challengeId: string
  email: string
  purpose: OtpPurpose
  userId: string | null
  /** For e-mail updates: the address the user moves to. */
  newEmail: string | null
  parentId: string | null
}

/** Lower-case and trimmed: one address, one identity. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase()

/**
 * E-mail one-time codes, every rule enforced here on the server (never on the page): 6 digits from
 * the CSPRNG, 10 min life, single use, stored as a keyed hash, 5 wrong tries invalidate the code,
 * 10 wrong tries in an hour lock the address for an hour, a 30 s resend cooldown and hourly send
 * caps per address and per IP. All state is in the database (works across processes).
 */
export class OtpService {
  constructor(private readonly deps: OtpServiceDeps) {}

  /** Sends a new code (replacing any open one for the same address and purpose). */
  async request(input: CodeRequest): Promise<IssuedChallenge> {
    const { clock, limits, settings } = this.deps
    const email = normaliseEmail(input.email)
    const locked = await limits.blockedUntil(`otp-lock:${email}`)
    if (locked) throw tryAgainAfter(locked - clock.now())
    const cooldownKey = `otp-resend:${input.purpose}:${email}`
    const wait = await limits.claim(cooldownKey, settings.resendCooldownMs)
    if (wait) throw tryAgainAfter(wait)
    const perEmail = await limits.hit(`otp-sends-email:${email}`, HOUR)
    if (perEmail.hits > settings.sendsPerHourPerEmail) throw tryAgainAfter(perEmail.windowEndsAt - clock.now())
    const perIp = await limits.hit(`otp-sends-ip:${input.ip}`, HOUR)
    if (perIp.hits > settings.sendsPerHourPerIp) throw tryAgainAfter(perIp.windowEndsAt - clock.now())

    try {
      return await this.issue(email, input.purpose, hashToken(input.binding), input.userId ?? null, input.newEmail ?? null, input.parentId ?? null)
    } catch (error) {
      await limits.release(cooldownKey)
      throw error
    }
  }

  /**
   * Sends a login code right after a device approval, bound to the frame session that asked for the
   * approval. No cooldown or cap applies: the approval e-mail was already counted against them.
   */
  async issueAfterApproval(email: string, bindingHash: string): Promise<IssuedChallenge> {
    const locked = await this.deps.limits.blockedUntil(`otp-lock:${email}`)
    if (locked) throw tryAgainAfter(locked - this.deps.clock.now())
    return this.issue(email, 'login', bindingHash, null)
  }

  private async issue(
    email: string,
    purpose: OtpPurpose,
    bindingHash: string,
    userId: string | null,
    newEmail: string | null = null,
    parentId: string | null = null,
  ): Promise<IssuedChallenge> {
    const { db, clock, settings, pepper, mailer } = this.deps
    const now = clock.now()
    const challengeId = randomUUID()
    const code = newOtpCode()
    await db.transaction(async (tx) => {
      // One live code per address and purpose: a resend makes the previous code useless.
      await tx.query('UPDATE otp_challenges SET invalidated_at = $1 WHERE email = $2 AND purpose = $3 AND consumed_at IS NULL AND invalidated_at IS NULL', [
        now,
        email,
        purpose,
      ])
      await tx.query(
        `INSERT INTO otp_challenges (id, purpose, email, code_hash, binding_hash, user_id, created_at, expires_at, new_email, parent_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [challengeId, purpose, email, hashOtp(pepper, challengeId, code), bindingHash, userId, now, now + settings.codeTtlMs, newEmail, parentId],
      )
    })
    try {
      await mailer.send(otpEmail(email, code, purpose, Math.round(settings.codeTtlMs / 60_000), this.deps.siteName))
    } catch (error) {
      await db.query('UPDATE otp_challenges SET invalidated_at = $1 WHERE id = $2', [clock.now(), challengeId])
      throw Object.assign(new SecureSiteError(502, 'EMAIL_SEND_FAILED'), { cause: error })
    }
    return { challengeId, expiresAt: now + settings.codeTtlMs, resendAt: now + settings.resendCooldownMs }
  }

  /**
   * Checks a code against its challenge. Each call counts as an attempt before anything is
   * compared, in one statement, so parallel guesses cannot exceed the limit.
   */
  async verify(input: { challengeId: string; code: string; binding: string; purpose: OtpPurpose }): Promise<VerifiedChallenge> {
    const { db, clock, limits, settings, pepper } = this.deps
    const now = clock.now()
    const [found] = await db.query('SELECT email FROM otp_challenges WHERE id = $1 AND purpose = $2', [input.challengeId, input.purpose])
    if (!found) throw new SecureSiteError(400, 'OTP_EXPIRED')
    const email = String(found.email)
    const locked = await limits.blockedUntil(`otp-lock:${email}`)
    if (locked) throw tryAgainAfter(locked - now)

    const [row] = await db.query<{
      code_hash: string
      binding_hash: string
      attempts: unknown
      user_id: string | null
      new_email: string | null
      parent_id: string | null
    }>(
      `UPDATE otp_challenges SET attempts = attempts + 1
       WHERE id = $1 AND consumed_at IS NULL AND invalidated_at IS NULL AND expires_at > $2 AND attempts < $3
       RETURNING code_hash, binding_hash, attempts, user_id, new_email, parent_id`,
      [input.challengeId, now, settings.maxAttempts],
    )
    if (!row) throw new SecureSiteError(400, 'OTP_EXPIRED')
    const attempts = toNumber(row.attempts)
    const codeOk = /^\d{6}$/.test(input.code) && sameDigest(row.code_hash, hashOtp(pepper, input.challengeId, input.code))
    const bindingOk = sameDigest(row.binding_hash, hashToken(input.binding))
    if (codeOk && bindingOk) {
      const consumed = await db.query(
        'UPDATE otp_challenges SET consumed_at = $1 WHERE id = $2 AND consumed_at IS NULL AND invalidated_at IS NULL RETURNING id',
        [now, input.challengeId],
      )
      // A parallel request with the same code won the race: single use means this one fails.
      if (!consumed.length) throw new SecureSiteError(400, 'OTP_EXPIRED')
      return {
        challengeId: input.challengeId,
        email,
        purpose: input.purpose,
        userId: row.user_id,
        newEmail: row.new_email,
        parentId: row.parent_id,
      }
    }

    const failures = await limits.hit(`otp-failures:${email}`, HOUR)
    if (failures.hits >= settings.failuresPerHourBeforeLock) await limits.block(`otp-lock:${email}`, now + settings.lockMs)
    if (attempts >= settings.maxAttempts) {
      await db.query('UPDATE otp_challenges SET invalidated_at = $1 WHERE id = $2 AND invalidated_at IS NULL', [now, input.challengeId])
      throw new SecureSiteError(400, 'OTP_ATTEMPTS_EXCEEDED')
    }
    throw new SecureSiteError(400, 'OTP_INVALID', {}, { attemptsLeft: settings.maxAttempts - attempts })
  }
}
