import { randomUUID } from 'node:crypto'
import type { Clock } from '../clock.js'
import { toNumber, type Database } from '../db/database.js'
import { SecureSiteError } from '../errors.js'
import type { Mailer } from '../mail/mailer.js'
import { deviceApprovalEmail } from '../mail/deviceApprovalEmail.js'
import type { KeyStore } from '../keys/keyStore.js'
import type { IssuedChallenge, OtpService } from '../otp/otpService.js'
import type { ApprovalSecondFactor } from '../twoStep/approvalSecondFactor.js'
import { hashToken, newToken } from './secrets.js'
import type { SiteLocale } from '../i18n/siteLocale.js'

const APPROVAL_TTL_MS = 600_000

/** What {@link DeviceApprovals} needs. */
export interface DeviceApprovalDeps {
  db: Database
  clock: Clock
  mailer: Mailer
  keys: KeyStore
  otp: OtpService
  /** The public origin (the approval link points at it). */
  publicOrigin: () => string
  /** The second factor: an account with one on approves a browser only with its code (issue 31 item 2). */
  secondFactor?: ApprovalSecondFactor
}

/**
 * A new browser of an account that already has a key must be approved from the mailbox before a
 * code is sent to it: the secure site e-mails a link naming the site, browser and time of the
 * request; the visitor opens it and clicks Approve (a link scanner's GET approves nothing) or
 * "This wasn't me", which ends the request. Once approved and logged in, that
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

  /**
   * The hash of `deviceKey` when it is a verified device of the account behind `email`: a
   * returning browser, whom others' cooldowns and locks on the address never hold back.
   */
  async trustedDevice(email: string, deviceKey: string | undefined): Promise<string | undefined> {
    if (!deviceKey) return undefined
    const hash = hashToken(deviceKey)
    const rows = await this.deps.db.query(
      `SELECT 1 FROM devices d JOIN email_identities e ON e.user_id = d.user_id
       WHERE e.email = $1 AND d.device_key = $2 AND d.verified_at IS NOT NULL`,
      [email, hash],
    )
    return rows.length ? hash : undefined
  }

  /**
   * Sends an approval link for this browser, after the caller took the code limits
   * ({@link OtpService.admit}: the same cooldown, hourly caps and per-IP cap as a code). Answers
   * like a code request: a challenge whose code is sent once the link is approved, so the answer
   * does not tell an account with a key from any other address.
   */
  async start(input: {
    email: string
    userId: string
    deviceKey: string
    binding: string
    /** Who asks, as the e-mail and the approval page name it. */
    pageOrigin: string | null
    browser: string
    /** The visitor's language: the e-mail's, its link page's (`&lang=`) and the login code's that follows. */
    locale?: SiteLocale
  }): Promise<IssuedChallenge> {
    const { db, clock, mailer } = this.deps
    const now = clock.now()
    const challenge = await this.deps.otp.reserve(input.email, input.binding)
    const token = newToken()
    await db.query(
      `INSERT INTO device_approvals (id, user_id, device_hash, binding_hash, token_hash, created_at, expires_at, challenge_id, page_origin, browser)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        randomUUID(),
        input.userId,
        hashToken(input.deviceKey),
        hashToken(input.binding),
        hashToken(token),
        now,
        now + APPROVAL_TTL_MS,
        challenge.challengeId,
        input.pageOrigin,
        input.browser,
      ],
    )
    try {
      await mailer.send(
        deviceApprovalEmail(
          input.email,
          `${this.deps.publicOrigin()}/device/approve?${input.locale && input.locale !== 'en' ? `lang=${input.locale}&` : ''}token=${token}`,
          { site: input.pageOrigin, browser: input.browser, at: now },
          input.locale,
        ),
      )
    } catch (error) {
      await this.deps.otp.invalidate(challenge.challengeId)
      throw Object.assign(new SecureSiteError(502, 'EMAIL_SEND_FAILED'), { cause: error })
    }
    return challenge
  }

  /**
   * The open approval behind a link (for its page: who asks, from which browser, when, and whether
   * the account's second factor must be entered); nothing changes.
   */
  async pending(token: string): Promise<{ site: string | null; browser: string; at: number; secondFactor: boolean } | undefined> {
    const [row] = await this.deps.db.query<{ user_id: string; page_origin: string | null; browser: string | null; created_at: unknown }>(
      'SELECT user_id, page_origin, browser, created_at FROM device_approvals WHERE token_hash = $1 AND approved_at IS NULL AND denied_at IS NULL AND expires_at > $2',
      [hashToken(token), this.deps.clock.now()],
    )
    if (!row) return undefined
    return {
      site: row.page_origin,
      browser: row.browser ?? 'an unknown browser',
      at: toNumber(row.created_at),
      secondFactor: (await this.deps.secondFactor?.isOn(String(row.user_id))) ?? false,
    }
  }

  /**
   * Approves the browser behind `token` (once, within 10 min), records it as a verified device and
   * sends the login code of the challenge its code request was answered with (naming the page that
   * asked, as the approval e-mail did). When the account has a second factor, `answer.code` must
   * pass its check first (the site enforces it, whatever the page showed); the fifth wrong code
   * ends the request, as it ends a login code's challenge.
   */
  async approve(token: string, answer: { code?: string | undefined; ip: string; locale?: SiteLocale } = { ip: '' }): Promise<void> {
    const now = this.deps.clock.now()
    if (this.deps.secondFactor) {
      const [open] = await this.deps.db.query<{ id: string; user_id: string }>(
        'SELECT id, user_id FROM device_approvals WHERE token_hash = $1 AND approved_at IS NULL AND denied_at IS NULL AND expires_at > $2',
        [hashToken(token), now],
      )
      if (!open) throw new SecureSiteError(400, 'DEVICE_APPROVAL_INVALID')
      try {
        await this.deps.secondFactor.require({ id: String(open.id), userId: String(open.user_id) }, token, answer.code, answer.ip)
      } catch (error) {
        if (error instanceof SecureSiteError && error.code === 'TWO_STEP_ATTEMPTS_EXCEEDED') await this.deny(token)
        throw error
      }
    }
    const [row] = await this.deps.db.query<{ user_id: string; device_hash: string; challenge_id: string | null; email: string; page_origin: string | null }>(
      `UPDATE device_approvals a SET approved_at = $1 FROM email_identities e
       WHERE a.token_hash = $2 AND a.approved_at IS NULL AND a.denied_at IS NULL AND a.expires_at > $1 AND e.user_id = a.user_id
       RETURNING a.id, a.user_id, a.device_hash, a.challenge_id, e.email, a.page_origin`,
      [now, hashToken(token)],
    )
    if (!row || row.challenge_id === null) throw new SecureSiteError(400, 'DEVICE_APPROVAL_INVALID')
    // The code is entered on the page that asked for the approval: its e-mail names that page.
    await this.deps.otp.sendReserved(row.challenge_id, row.email, answer.locale, row.page_origin)
    await this.deps.db.query(
      `INSERT INTO devices (id, user_id, device_key, verified_at, created_at, last_seen_at) VALUES ($1, $2, $3, $4, $4, $4)
       ON CONFLICT (user_id, device_key) DO UPDATE SET verified_at = EXCLUDED.verified_at, removed_at = NULL`,
      [randomUUID(), row.user_id, row.device_hash, now],
    )
  }

  /** "This wasn't me": ends the request behind `token` (its challenge too); the link works no more. */
  async deny(token: string): Promise<void> {
    const now = this.deps.clock.now()
    const [row] = await this.deps.db.query<{ challenge_id: string | null }>(
      `UPDATE device_approvals SET denied_at = $1 WHERE token_hash = $2 AND approved_at IS NULL AND denied_at IS NULL AND expires_at > $1
       RETURNING challenge_id`,
      [now, hashToken(token)],
    )
    if (!row) throw new SecureSiteError(400, 'DEVICE_APPROVAL_INVALID')
    if (row.challenge_id !== null) await this.deps.otp.invalidate(row.challenge_id)
  }

  /**
   * The recovery pair (the recovery share and its split's server half) for the approved browser of
   * this session, released once, together, to a call proven with the browser's device key: the
   * frame rebuilds the key from them and re-splits it, so afterwards the browser holds its own share
   * paired with its own server half (and neither of these). The first browser's server share is
   * served to that browser only ({@link KeyStore.recoveryPair} names the one exception: accounts
   * made before migration 10).
   */
  async releaseRecoveryShares(userId: string, deviceId: string): Promise<{ namespace: string; address: string; recoveryShare: string; serverShare: string }[]> {
    const [released] = await this.deps.db.query(
      `UPDATE device_approvals a SET share_released_at = $1
       FROM devices d
       WHERE d.id = $2 AND d.user_id = $3 AND a.user_id = d.user_id AND a.device_hash = d.device_key AND d.removed_at IS NULL
         AND a.approved_at IS NOT NULL AND a.share_released_at IS NULL
       RETURNING a.id`,
      [this.deps.clock.now(), deviceId, userId],
    )
    if (!released) throw new SecureSiteError(403, 'FRAME_DEVICE_NOT_VERIFIED')
    const shares = []
    for (const namespace of ['eip155', 'solana'] as const) {
      const pair = await this.deps.keys.recoveryPair(userId, namespace)
      if (pair) shares.push({ namespace, ...pair })
    }
    return shares
  }
}
