import { randomUUID } from 'node:crypto'
import type * as v from 'valibot'
import type { Clock } from '../clock.js'
import type { OtpSettingsSchema } from '../config/schema.js'
import { toNumber, type Database } from '../db/database.js'
import { SecureSiteError, tryAgainAfter } from '../errors.js'
import { hashToken, sameDigest } from '../auth/secrets.js'
import type { RateLimits } from '../auth/rateLimits.js'
import type { ActiveSession } from '../auth/sessions.js'
import type { KeyStore } from '../keys/keyStore.js'
import { hashRecoveryCode, newRecoveryCodes, normaliseRecoveryCode } from './recoveryCodes.js'
import { newTotpSecret, totpStep } from './totpFactor.js'
import { twoStepPolicy, type TwoStepSettings } from './twoStepSettings.js'

const HOUR = 3_600_000

/**
 * Who a check belongs to: a frame session, or (the device-approval page, which has no session) the
 * approval itself, its id standing in for the session's.
 */
export type TwoStepHolder = Pick<ActiveSession, 'userId' | 'sessionId'>

/** What a verification is for: the actions that move money or keys, and turning the factor off. */
export const TWO_STEP_ACTIONS = ['export_key', 'add_device', 'email', 'send', 'disable'] as const
export type TwoStepAction = (typeof TWO_STEP_ACTIONS)[number]

/**
 * One kind of second factor. TOTP is built here; a passkey assertion (issue 31 item 1) plugs in
 * as another kind: `check` answers whether `answer` proves the user, at most once per answer.
 */
export interface SecondFactorKind {
  readonly kind: string
  check(userId: string, answer: string, now: number): Promise<boolean>
}

/** What {@link TwoStepService} needs. */
export interface TwoStepDeps {
  db: Database
  clock: Clock
  limits: RateLimits
  keys: KeyStore
  /** The code rules of e-mail OTPs, which the second factor's wrong codes follow. */
  otp: v.InferOutput<typeof OtpSettingsSchema>
  pepper: Uint8Array
  settings: TwoStepSettings
  /** The name the authenticator app shows (otpauth issuer): the site's host unless configured. */
  issuer: () => string
}

/** What the frame needs to know before a gated action. */
export interface TwoStepStatus {
  /** The factors the user has turned on ('totp'; 'passkey' later). */
  factors: string[]
  recoveryCodesLeft: number
  /** The project requires a factor: a user without one is asked to turn it on first. */
  required: boolean
  /** Per CAIP-2 chain, the native amount from which a send asks for the factor. */
  sendThresholds: Record<string, string>
}

/**
 * The second factor (issue 31 item 2): enrolment of a TOTP app with ten recovery codes, and the
 * checks the frame asks for before a gated action. Wrong codes follow the e-mail OTP's rules
 * (otpService.ts): 5 per check end it, 10 per user in an hour lock the user's factor for an hour,
 * and the client IP shares the OTP's hourly count and lock. A TOTP code is accepted once (its
 * time step is recorded) and a recovery code once.
 */
export class TwoStepService {
  private readonly kinds = new Map<string, SecondFactorKind>()

  constructor(private readonly deps: TwoStepDeps) {
    this.register({ kind: 'totp', check: (userId, code, now) => this.checkTotp(userId, code, now) })
    this.register({ kind: 'recovery', check: (userId, code, now) => this.useRecoveryCode(userId, code, now) })
  }

  /** Adds a kind of factor (a passkey assertion). */
  register(kind: SecondFactorKind): void {
    this.kinds.set(kind.kind, kind)
  }

  async status(userId: string, projectId: string | null | undefined): Promise<TwoStepStatus> {
    const { db } = this.deps
    const factors = await db.query('SELECT kind FROM second_factors WHERE user_id = $1 AND confirmed_at IS NOT NULL ORDER BY kind', [userId])
    const [left] = await db.query('SELECT count(*) AS n FROM second_factor_recovery_codes WHERE user_id = $1 AND used_at IS NULL', [userId])
    return { factors: factors.map((row) => String(row.kind)), recoveryCodesLeft: toNumber(left?.n), ...twoStepPolicy(this.deps.settings, projectId) }
  }

  async isOn(userId: string): Promise<boolean> {
    return (await this.status(userId, undefined)).factors.length > 0
  }

  /** Starts a TOTP enrolment: a new secret (replacing an unconfirmed one), sealed as the shares are. */
  async startTotp(userId: string, label: string): Promise<{ secret: string; uri: string }> {
    const { db, clock, keys, issuer } = this.deps
    if (await this.isOn(userId)) throw new SecureSiteError(409, 'TWO_STEP_ALREADY_ON')
    const made = newTotpSecret(issuer(), label)
    const sealed = keys.sealSecret(userId, 'totp', made.secret)
    await db.query(
      `INSERT INTO second_factors (user_id, kind, iv, ciphertext, key_version, created_at) VALUES ($1, 'totp', $2, $3, $4, $5)
       ON CONFLICT (user_id, kind) DO UPDATE SET iv = EXCLUDED.iv, ciphertext = EXCLUDED.ciphertext, key_version = EXCLUDED.key_version,
         created_at = EXCLUDED.created_at, attempts = 0, last_time_step = 0 WHERE second_factors.confirmed_at IS NULL`,
      [userId, sealed.iv, sealed.ciphertext, sealed.version, clock.now()],
    )
    return made
  }

  /**
   * Confirms the enrolment with a first code: the factor is on, and the ten recovery codes are
   * answered this once (only their hashes are kept). With `grant`, the confirmation also counts as
   * the check of a gated action the visitor was in (a project that requires the factor).
   */
  async confirmTotp(
    session: ActiveSession,
    input: { code: string; binding: string; grant?: TwoStepAction | undefined },
    ip: string,
  ): Promise<{ recoveryCodes: string[]; challengeId?: string }> {
    const { db, clock, otp, pepper } = this.deps
    const now = clock.now()
    await this.notLocked(session.userId, ip)
    const [row] = await db.query(
      `UPDATE second_factors SET attempts = attempts + 1
       WHERE user_id = $1 AND kind = 'totp' AND confirmed_at IS NULL AND created_at > $2 AND attempts < $3
       RETURNING iv, ciphertext, key_version, attempts`,
      [session.userId, now - otp.codeTtlMs, otp.maxAttempts],
    )
    if (!row) throw new SecureSiteError(400, 'TWO_STEP_EXPIRED')
    const secret = this.deps.keys.openSecret(session.userId, 'totp', {
      iv: String(row.iv),
      ciphertext: String(row.ciphertext),
      version: toNumber(row.key_version),
    })
    const step = await totpStep(secret, input.code, now, 0)
    if (step === undefined) {
      const attempts = toNumber(row.attempts)
      await this.countFailure(session.userId, ip)
      if (attempts >= otp.maxAttempts) {
        await db.query("DELETE FROM second_factors WHERE user_id = $1 AND kind = 'totp' AND confirmed_at IS NULL", [session.userId])
        throw new SecureSiteError(400, 'TWO_STEP_ATTEMPTS_EXCEEDED')
      }
      throw new SecureSiteError(400, 'TWO_STEP_CODE_INVALID', {}, { attemptsLeft: otp.maxAttempts - attempts })
    }
    const codes = newRecoveryCodes()
    let challengeId: string | undefined
    await db.transaction(async (tx) => {
      const confirmed = await tx.query(
        "UPDATE second_factors SET confirmed_at = $1, last_time_step = $2 WHERE user_id = $3 AND kind = 'totp' AND confirmed_at IS NULL RETURNING user_id",
        [now, step, session.userId],
      )
      if (!confirmed.length) throw new SecureSiteError(400, 'TWO_STEP_EXPIRED')
      await tx.query('DELETE FROM second_factor_recovery_codes WHERE user_id = $1', [session.userId])
      for (const code of codes)
        await tx.query('INSERT INTO second_factor_recovery_codes (user_id, code_hash, created_at) VALUES ($1, $2, $3)', [
          session.userId,
          hashRecoveryCode(pepper, session.userId, normaliseRecoveryCode(code) ?? code),
          now,
        ])
      if (input.grant) {
        challengeId = randomUUID()
        await tx.query(
          `INSERT INTO second_factor_challenges (id, user_id, session_id, action, binding_hash, created_at, expires_at, verified_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $6)`,
          [challengeId, session.userId, session.sessionId, input.grant, hashToken(input.binding), now, now + otp.codeTtlMs],
        )
      }
    })
    return { recoveryCodes: codes, ...(challengeId ? { challengeId } : {}) }
  }

  /** Opens a check for `action` (bound to this frame session), or TWO_STEP_NOT_ON. */
  async challenge(session: TwoStepHolder, action: TwoStepAction, binding: string): Promise<{ challengeId: string; expiresAt: number }> {
    const { db, clock, otp } = this.deps
    if (!(await this.isOn(session.userId))) throw new SecureSiteError(400, 'TWO_STEP_NOT_ON')
    const now = clock.now()
    const challengeId = randomUUID()
    await db.query(
      `INSERT INTO second_factor_challenges (id, user_id, session_id, action, binding_hash, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [challengeId, session.userId, session.sessionId, action, hashToken(binding), now, now + otp.codeTtlMs],
    )
    return { challengeId, expiresAt: now + otp.codeTtlMs }
  }

  /**
   * Answers a check with a factor (`totp`: the app's 6 digits; `recovery`: a recovery code). Each
   * call counts as an attempt before anything is compared, in one statement.
   */
  async verify(session: TwoStepHolder, input: { challengeId: string; binding: string; factor: string; code: string }, ip: string): Promise<void> {
    const { db, clock, otp } = this.deps
    const now = clock.now()
    await this.notLocked(session.userId, ip)
    const [row] = await db.query(
      `UPDATE second_factor_challenges SET attempts = attempts + 1
       WHERE id = $1 AND user_id = $2 AND session_id = $3 AND verified_at IS NULL AND invalidated_at IS NULL AND expires_at > $4 AND attempts < $5
       RETURNING binding_hash, attempts`,
      [input.challengeId, session.userId, session.sessionId, now, otp.maxAttempts],
    )
    if (!row) throw new SecureSiteError(400, 'TWO_STEP_EXPIRED')
    const kind = this.kinds.get(input.factor)
    const bindingOk = sameDigest(String(row.binding_hash), hashToken(input.binding))
    // The binding first: a code sent from another frame session is not even tried (it would use up a TOTP step or a recovery code).
    const ok = bindingOk && kind !== undefined && (await kind.check(session.userId, input.code, now))
    if (ok) {
      const done = await db.query('UPDATE second_factor_challenges SET verified_at = $1 WHERE id = $2 AND verified_at IS NULL RETURNING id', [
        now,
        input.challengeId,
      ])
      if (!done.length) throw new SecureSiteError(400, 'TWO_STEP_EXPIRED')
      return
    }
    const attempts = toNumber(row.attempts)
    await this.countFailure(session.userId, ip)
    if (attempts >= otp.maxAttempts) {
      await db.query('UPDATE second_factor_challenges SET invalidated_at = $1 WHERE id = $2 AND invalidated_at IS NULL', [now, input.challengeId])
      throw new SecureSiteError(400, 'TWO_STEP_ATTEMPTS_EXCEEDED')
    }
    throw new SecureSiteError(400, 'TWO_STEP_CODE_INVALID', {}, { attemptsLeft: otp.maxAttempts - attempts })
  }

  /**
   * Uses a verified check of this session for `action` (once, within the code lifetime of its
   * verification): what the site enforces itself (an e-mail change, turning the factor off).
   */
  async useGrant(session: TwoStepHolder, action: TwoStepAction, challengeId: string | undefined): Promise<void> {
    const { db, clock, otp } = this.deps
    const now = clock.now()
    const used = challengeId
      ? await db.query(
          `UPDATE second_factor_challenges SET used_at = $1
           WHERE id = $2 AND user_id = $3 AND session_id = $4 AND action = $5 AND verified_at > $6 AND used_at IS NULL RETURNING id`,
          [now, challengeId, session.userId, session.sessionId, action, now - otp.codeTtlMs],
        )
      : []
    if (!used.length) throw new SecureSiteError(403, 'TWO_STEP_REQUIRED')
  }

  /** Turns the factors off (after a check for 'disable'): the secret and the recovery codes are deleted. */
  async disable(session: ActiveSession, challengeId: string): Promise<void> {
    await this.useGrant(session, 'disable', challengeId)
    await this.deps.db.transaction(async (tx) => {
      await tx.query('DELETE FROM second_factors WHERE user_id = $1', [session.userId])
      await tx.query('DELETE FROM second_factor_recovery_codes WHERE user_id = $1', [session.userId])
    })
  }

  private async notLocked(userId: string, ip: string): Promise<void> {
    const { limits, clock } = this.deps
    const until = Math.max(await limits.blockedUntil(`otp-lock-ip:${ip}`), await limits.blockedUntil(`two-step-lock:${userId}`))
    if (until) throw tryAgainAfter(until - clock.now())
  }

  /** A wrong code counts per user (10 an hour lock the factor for an hour) and per IP (shared with the e-mail codes). */
  private async countFailure(userId: string, ip: string): Promise<void> {
    const { limits, clock, otp } = this.deps
    const now = clock.now()
    const bySource = await limits.hit(`otp-failures-ip:${ip}`, HOUR)
    if (bySource.hits >= otp.failuresPerHourPerIpBeforeLock) await limits.block(`otp-lock-ip:${ip}`, now + otp.lockMs)
    const byUser = await limits.hit(`two-step-failures:${userId}`, HOUR)
    if (byUser.hits >= otp.failuresPerHourBeforeLock) await limits.block(`two-step-lock:${userId}`, now + otp.lockMs)
  }

  /** A TOTP code of the user's confirmed factor, newer than the last accepted one; records its step. */
  private async checkTotp(userId: string, code: string, now: number): Promise<boolean> {
    const { db, keys } = this.deps
    const [row] = await db.query(
      "SELECT iv, ciphertext, key_version, last_time_step FROM second_factors WHERE user_id = $1 AND kind = 'totp' AND confirmed_at IS NOT NULL",
      [userId],
    )
    if (!row) return false
    const secret = keys.openSecret(userId, 'totp', { iv: String(row.iv), ciphertext: String(row.ciphertext), version: toNumber(row.key_version) })
    const step = await totpStep(secret, code, now, toNumber(row.last_time_step))
    if (step === undefined) return false
    // Replay: the step moves forward in one statement, so the same code (or an older one) never passes twice, even in parallel.
    const moved = await db.query(
      "UPDATE second_factors SET last_time_step = $1 WHERE user_id = $2 AND kind = 'totp' AND last_time_step < $1 RETURNING user_id",
      [step, userId],
    )
    return moved.length > 0
  }

  /** A recovery code not used yet; it is used now. */
  private async useRecoveryCode(userId: string, typed: string, now: number): Promise<boolean> {
    const code = normaliseRecoveryCode(typed)
    if (!code) return false
    const used = await this.deps.db.query(
      'UPDATE second_factor_recovery_codes SET used_at = $1 WHERE user_id = $2 AND code_hash = $3 AND used_at IS NULL RETURNING user_id',
      [now, userId, hashRecoveryCode(this.deps.pepper, userId, code)],
    )
    return used.length > 0
  }
}
