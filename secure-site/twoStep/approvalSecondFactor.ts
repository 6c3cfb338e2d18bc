import type { Database } from '../db/database.js'
import { SecureSiteError } from '../errors.js'
import type { TwoStepService } from './twoStepService.js'

/** An open device approval: its id and the account it adds a browser to. */
export interface PendingApproval {
  id: string
  userId: string
}

/** The second factor as the device-approval page asks for it (deviceApprovals.ts takes it as a dependency). */
export interface ApprovalSecondFactor {
  /** Whether approving a browser of this account asks for the factor (the account has one on). */
  isOn(userId: string): Promise<boolean>
  /**
   * Resolves when adding the browser may go on: the account has no factor, or `code` (the app's 6
   * digits or a recovery code) answers this approval's check. Throws TWO_STEP_REQUIRED (no code),
   * TWO_STEP_CODE_INVALID with the attempts left, TWO_STEP_ATTEMPTS_EXCEEDED (the 5th wrong
   * code: the caller ends the request), or 429 while the factor or the IP is locked.
   */
  require(approval: PendingApproval, token: string, code: string | undefined, ip: string): Promise<void>
}

/**
 * Adding a device (issue 31 item 2) asks for the second factor on the approval link's page, on the
 * secure origin. The page has no frame session, so the check belongs to the approval (its id in
 * place of the session's, its link token as the binding): one check per approval, whose wrong
 * codes count as any check's (5 end it, 10 an hour lock the factor, the IP's count shared with
 * e-mail codes); a TOTP step or a recovery code is used once, as in the frame.
 */
export function approvalSecondFactor(db: Database, twoStep: TwoStepService): ApprovalSecondFactor {
  return {
    isOn: (userId) => twoStep.isOn(userId),
    async require(approval, token, code, ip) {
      if (!(await twoStep.isOn(approval.userId))) return
      const typed = (code ?? '').trim()
      if (!typed) throw new SecureSiteError(403, 'TWO_STEP_REQUIRED')
      const holder = { userId: approval.userId, sessionId: approval.id }
      // The approval's one check, however many times the page is posted: its wrong codes add up.
      const [open] = await db.query("SELECT id FROM second_factor_challenges WHERE user_id = $1 AND session_id = $2 AND action = 'add_device'", [
        approval.userId,
        approval.id,
      ])
      const challengeId = open ? String(open.id) : (await twoStep.challenge(holder, 'add_device', token)).challengeId
      const digits = typed.replace(/\s/g, '')
      const answer = /^\d{6}$/.test(digits) ? { factor: 'totp', code: digits } : { factor: 'recovery', code: typed }
      await twoStep.verify(holder, { challengeId, binding: token, ...answer }, ip)
      await twoStep.useGrant(holder, 'add_device', challengeId)
    },
  }
}
