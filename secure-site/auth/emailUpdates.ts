import type { Database } from '../db/database.js'
import { SecureSiteError } from '../errors.js'
import { normaliseEmail, type CodeRequest, type OtpService } from '../otp/otpService.js'
import type { ActiveSession, Sessions } from './sessions.js'

/** What a code's e-mail says beyond the code: its language and the page it names (see {@link CodeRequest}). */
export type CodeMail = Pick<CodeRequest, 'locale' | 'pageOrigin'>

/**
 * Changing the account's e-mail (spec §2 UpdateEmailWallet): a code to the current address
 * (VERIFY_PRIMARY_OTP), then a code to the new one (VERIFY_SECONDARY_OTP), each bound to the frame
 * session and the signed-in user; the secondary challenge exists only once the primary one was
 * verified, so the steps cannot be taken out of order.
 */
export class EmailUpdates {
  constructor(
    private readonly db: Database,
    private readonly otp: OtpService,
    private readonly sessions: Pick<Sessions, 'revokeAll'>,
  ) {}

  private async ensureFree(email: string): Promise<void> {
    const taken = await this.db.query('SELECT 1 FROM email_identities WHERE email = $1', [email])
    if (taken.length) throw new SecureSiteError(409, 'EMAIL_IN_USE')
  }

  /**
   * Sends the primary code to the current address. Whether the new address is taken is not looked
   * at here: only after the primary code proved the current mailbox (and within the code limits),
   * so this route tells nobody which addresses have accounts. `mail` is the e-mail's language and
   * the allowed page it names (the one the code is entered on; none: the secure site).
   */
  async start(session: ActiveSession, newEmail: string, binding: string, ip: string, mail: CodeMail = {}) {
    // A social-only account has no address to send the primary code to.
    if (session.email === null)
      throw new SecureSiteError(400, 'SECURE_SITE_BAD_REQUEST', { issue: 'this account signs in with a social provider and has no e-mail address to change' })
    const target = normaliseEmail(newEmail)
    // The session is the proof: others' cooldowns on the address never hold it back.
    const issued = await this.otp.request({
      email: session.email,
      purpose: 'update_primary',
      binding,
      ip,
      userId: session.userId,
      newEmail: target,
      trusted: `session:${session.sessionId}`,
      ...mail,
    })
    return { action: 'VERIFY_PRIMARY_OTP' as const, ...issued }
  }

  /** Checks the primary code and sends the secondary code to the new address (in `mail.locale`, naming `mail.pageOrigin`). */
  async primary(session: ActiveSession, input: { challengeId: string; code: string; binding: string }, ip: string, mail: CodeMail = {}) {
    const verified = await this.otp.verify({ ...input, purpose: 'update_primary', ip, trusted: `session:${session.sessionId}` })
    if (verified.userId !== session.userId || !verified.newEmail) throw new SecureSiteError(400, 'OTP_EXPIRED')
    await this.ensureFree(verified.newEmail)
    const issued = await this.otp.request({
      email: verified.newEmail,
      purpose: 'update_secondary',
      binding: input.binding,
      ip,
      userId: session.userId,
      newEmail: verified.newEmail,
      parentId: verified.challengeId,
      ...mail,
    })
    return { action: 'VERIFY_SECONDARY_OTP' as const, ...issued }
  }

  /** Checks the secondary code and moves the account to the new address. */
  async secondary(session: ActiveSession, input: { challengeId: string; code: string; binding: string }, ip: string) {
    const verified = await this.otp.verify({ ...input, purpose: 'update_secondary', ip, trusted: `session:${session.sessionId}` })
    if (verified.userId !== session.userId || !verified.newEmail || !verified.parentId) throw new SecureSiteError(400, 'OTP_EXPIRED')
    const moved = await this.db.query(
      'UPDATE email_identities SET email = $1 WHERE user_id = $2 AND NOT EXISTS (SELECT 1 FROM email_identities WHERE email = $1) RETURNING email',
      [verified.newEmail, session.userId],
    )
    if (!moved.length) throw new SecureSiteError(409, 'EMAIL_IN_USE')
    // Whoever else was signed in (perhaps with the old mailbox) is signed out: only this session stays.
    await this.sessions.revokeAll(session.userId, session.sessionId)
    return { email: verified.newEmail }
  }
}
