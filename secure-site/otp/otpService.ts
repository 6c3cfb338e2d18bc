import { randomUUID } from 'node:crypto'
import type { OtpSettingsSchema } from '../config/schema.js'
import type { Clock } from '../clock.js'
import { toNumber, type Database } from '../db/database.js'
import { SecureSiteError, tryAgainAfter } from '../errors.js'
import { hashOtp, hashToken, newOtpCode, newToken, sameDigest } from '../auth/secrets.js'
import type { RateLimits } from '../auth/rateLimits.js'
import type { Mailer } from '../mail/mailer.js'
import { otpEmail, type OtpPurpose } from '../mail/otpEmail.js'
import type * as v from 'valibot'
import type { SiteLocale } from '../i18n/siteLocale.js'

const HOUR = 3_600_000

/** What {@link OtpService} needs. */
export interface OtpServiceDeps {
  db: Database
  clock: Clock
  limits: RateLimits
  mailer: Mailer
  settings: v.InferOutput<typeof OtpSettingsSchema>
  pepper: Uint8Array
  /**
   * The secure site's own host, named in the e-mail ("Enter this code in the <site> window") only
   * when no requesting page is known (see {@link CodeRequest.pageOrigin}).
   */
  siteHost: () => string
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
  /** What the request proves beyond the address (a verified device, a session): see {@link OtpService.admit}. */
  trusted?: string | undefined
  /** The e-mail's language (English when not given). */
  locale?: SiteLocale
  /**
   * The origin of the page the code is entered on (the frame's parent), already checked against the
   * project's allowed origins: the e-mail names its host. None: the secure site's own host.
   */
  pageOrigin?: string | null
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
 * 30 wrong tries in an hour from one source lock that source, 10 for one address lock the address
 * for requests that prove nothing more than it; a 30 s resend cooldown and hourly send caps per
 * address and per IP. All state is in the database (works across processes).
 */
export class OtpService {
  constructor(private readonly deps: OtpServiceDeps) {}

  /** The site an e-mail names: the requesting page's host ("app.example.com"), else the secure site's. */
  private siteName(pageOrigin: string | null | undefined): string {
    const host = pageOrigin && URL.canParse(pageOrigin) ? new URL(pageOrigin).host : ''
    return host || this.deps.siteHost()
  }

  /**
   * Every limit on sending a code (or a device-approval link) to `email`, taken before anything
   * about the address is looked up, so a known and an unknown address meet the same limits and
   * answers. `trusted` is what the request proves beyond the address: a verified device key of
   * its account, or a signed-in session. A trusted request is never held back by what others did
   * to the address (its lock, cooldown and hourly cap): it has a cooldown and cap of its own.
   * Returns a release of the cooldown, for a send that failed.
   */
  async admit(input: { email: string; purpose: OtpPurpose; ip: string; trusted?: string | undefined }): Promise<() => Promise<void>> {
    const { clock, limits, settings } = this.deps
    const email = normaliseEmail(input.email)
    const ipLocked = await limits.blockedUntil(`otp-lock-ip:${input.ip}`)
    if (ipLocked) throw tryAgainAfter(ipLocked - clock.now())
    const subject = input.trusted ? `trusted:${input.trusted}` : email
    if (!input.trusted) {
      const locked = await limits.blockedUntil(`otp-lock:${email}`)
      if (locked) throw tryAgainAfter(locked - clock.now())
    }
    const cooldownKey = `otp-resend:${input.purpose}:${subject}`
    const wait = await limits.claim(cooldownKey, settings.resendCooldownMs)
    if (wait) throw tryAgainAfter(wait)
    const release = () => limits.release(cooldownKey)
    const perEmail = await limits.hit(`otp-sends-email:${subject}`, HOUR)
    if (perEmail.hits > settings.sendsPerHourPerEmail) throw tryAgainAfter(perEmail.windowEndsAt - clock.now())
    const perIp = await limits.hit(`otp-sends-ip:${input.ip}`, HOUR)
    if (perIp.hits > settings.sendsPerHourPerIp) throw tryAgainAfter(perIp.windowEndsAt - clock.now())
    return release
  }

  /** Sends a new code after {@link admit} (replacing the open one this frame session asked for before). */
  async request(input: CodeRequest): Promise<IssuedChallenge> {
    const email = normaliseEmail(input.email)
    const release = await this.admit({ email, purpose: input.purpose, ip: input.ip, trusted: input.trusted })
    try {
      return await this.issueCode({ ...input, email })
    } catch (error) {
      await release()
      throw error
    }
  }

  /**
   * A login challenge whose code nobody knows yet (a new browser of an account with a key, waiting
   * for its approval link): it answers guesses exactly as any challenge does, so neither the code
   * request's answer nor a verification says anything about the address. {@link sendReserved}
   * gives it a code once the link is approved.
   */
  async reserve(email: string, binding: string): Promise<IssuedChallenge> {
    const { db, clock, settings, pepper } = this.deps
    const now = clock.now()
    const challengeId = randomUUID()
    const address = normaliseEmail(email)
    await db.transaction(async (tx) => {
      await tx.query(
        "UPDATE otp_challenges SET invalidated_at = $1 WHERE email = $2 AND purpose = 'login' AND binding_hash = $3 AND consumed_at IS NULL AND invalidated_at IS NULL",
        [now, address, hashToken(binding)],
      )
      await tx.query(
        `INSERT INTO otp_challenges (id, purpose, email, code_hash, binding_hash, user_id, created_at, expires_at)
         VALUES ($1, 'login', $2, $3, $4, NULL, $5, $6)`,
        [challengeId, address, hashOtp(pepper, challengeId, newToken()), hashToken(binding), now, now + settings.codeTtlMs],
      )
    })
    return { challengeId, expiresAt: now + settings.codeTtlMs, resendAt: now + settings.resendCooldownMs }
  }

  /**
   * Gives a reserved challenge its code and e-mails it, right after the device approval (no
   * cooldown or cap: the approval e-mail was counted). The code lives 10 minutes from now; its
   * e-mail is in `locale`, the language the approval was asked in, and names `pageOrigin`, the
   * allowed page the approval was asked from (none: the secure site).
   */
  async sendReserved(challengeId: string, email: string, locale: SiteLocale = 'en', pageOrigin: string | null = null): Promise<void> {
    const { db, clock, settings, pepper, mailer } = this.deps
    const now = clock.now()
    const code = newOtpCode()
    const updated = await db.query(
      `UPDATE otp_challenges SET code_hash = $1, expires_at = $2
       WHERE id = $3 AND email = $4 AND purpose = 'login' AND consumed_at IS NULL AND invalidated_at IS NULL RETURNING id`,
      [hashOtp(pepper, challengeId, code), now + settings.codeTtlMs, challengeId, email],
    )
    if (!updated.length) throw new SecureSiteError(400, 'DEVICE_APPROVAL_INVALID')
    try {
      await mailer.send(otpEmail(email, code, 'login', Math.round(settings.codeTtlMs / 60_000), this.siteName(pageOrigin), locale))
    } catch (error) {
      throw Object.assign(new SecureSiteError(502, 'EMAIL_SEND_FAILED'), { cause: error })
    }
  }

  /** Ends a challenge (a device approval refused with "This wasn't me"). */
  async invalidate(challengeId: string): Promise<void> {
    await this.deps.db.query('UPDATE otp_challenges SET invalidated_at = $1 WHERE id = $2 AND invalidated_at IS NULL AND consumed_at IS NULL', [
      this.deps.clock.now(),
      challengeId,
    ])
  }

  /** The address a challenge was sent to (none for an unknown id). */
  async emailOf(challengeId: string): Promise<string[]> {
    const rows = await this.deps.db.query('SELECT email FROM otp_challenges WHERE id = $1', [challengeId])
    return rows.map((row) => String(row.email))
  }

  /** Sends a code once the limits were taken ({@link admit}); the caller releases them if this throws. */
  async issueCode(input: Omit<CodeRequest, 'ip' | 'trusted'>): Promise<IssuedChallenge> {
    const { db, clock, settings, pepper, mailer } = this.deps
    const email = normaliseEmail(input.email)
    const { purpose } = input
    const bindingHash = hashToken(input.binding)
    const userId = input.userId ?? null
    const newEmail = input.newEmail ?? null
    const parentId = input.parentId ?? null
    const now = clock.now()
    const challengeId = randomUUID()
    const code = newOtpCode()
    await db.transaction(async (tx) => {
      // A resend replaces this frame session's own earlier code only: a request from anyone else
      // (who never saw that code) must not end a code the visitor is typing.
      await tx.query(
        'UPDATE otp_challenges SET invalidated_at = $1 WHERE email = $2 AND purpose = $3 AND binding_hash = $4 AND consumed_at IS NULL AND invalidated_at IS NULL',
        [now, email, purpose, bindingHash],
      )
      await tx.query(
        `INSERT INTO otp_challenges (id, purpose, email, code_hash, binding_hash, user_id, created_at, expires_at, new_email, parent_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [challengeId, purpose, email, hashOtp(pepper, challengeId, code), bindingHash, userId, now, now + settings.codeTtlMs, newEmail, parentId],
      )
    })
    try {
      await mailer.send(otpEmail(email, code, purpose, Math.round(settings.codeTtlMs / 60_000), this.siteName(input.pageOrigin), input.locale))
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
  async verify(input: {
    challengeId: string
    code: string
    binding: string
    purpose: OtpPurpose
    ip: string
    /** What the request proves beyond the code (see {@link admit}): the address's lock does not hold it back. */
    trusted?: string | undefined
  }): Promise<VerifiedChallenge> {
    const { db, clock, limits, settings, pepper } = this.deps
    const now = clock.now()
    const ipLocked = await limits.blockedUntil(`otp-lock-ip:${input.ip}`)
    if (ipLocked) throw tryAgainAfter(ipLocked - now)
    const [found] = await db.query('SELECT email FROM otp_challenges WHERE id = $1 AND purpose = $2', [input.challengeId, input.purpose])
    if (!found) throw new SecureSiteError(400, 'OTP_EXPIRED')
    const email = String(found.email)
    if (!input.trusted) {
      const locked = await limits.blockedUntil(`otp-lock:${email}`)
      if (locked) throw tryAgainAfter(locked - now)
    }

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
      // The mailbox's owner is here: their next code need not wait for a cooldown someone else started.
      await limits.release(`otp-resend:${input.purpose}:${email}`)
      return {
        challengeId: input.challengeId,
        email,
        purpose: input.purpose,
        userId: row.user_id,
        newEmail: row.new_email,
        parentId: row.parent_id,
      }
    }

    // Wrong guesses count per challenge (above), per source and per address. The source's lock stops
    // the guesser everywhere; the address's lock holds back only requests that prove nothing more
    // (a returning browser's device key or a session still gets through: see admit).
    const bySource = await limits.hit(`otp-failures-ip:${input.ip}`, HOUR)
    if (bySource.hits >= settings.failuresPerHourPerIpBeforeLock) await limits.block(`otp-lock-ip:${input.ip}`, now + settings.lockMs)
    const failures = await limits.hit(`otp-failures:${email}`, HOUR)
    if (failures.hits >= settings.failuresPerHourBeforeLock) await limits.block(`otp-lock:${email}`, now + settings.lockMs)
    if (attempts >= settings.maxAttempts) {
      await db.query('UPDATE otp_challenges SET invalidated_at = $1 WHERE id = $2 AND invalidated_at IS NULL', [now, input.challengeId])
      throw new SecureSiteError(400, 'OTP_ATTEMPTS_EXCEEDED')
    }
    throw new SecureSiteError(400, 'OTP_INVALID', {}, { attemptsLeft: settings.maxAttempts - attempts })
  }
}
