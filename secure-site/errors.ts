import type { ErrorCode } from '../kernel/errors/catalogue.js'
import { fillErrorText } from '../kernel/errors/fillErrorText.js'
import { formatMessage } from './siteMessages.js'

/**
 * The second factor's errors (issue 31 item 2). The frame shows them in its own document (the
 * code form), never the page: a page request the visitor gives up on ends with 4001.
 */
export const twoStepErrorTexts = {
  TWO_STEP_CODE_INVALID: 'Wrong code',
  TWO_STEP_ATTEMPTS_EXCEEDED: 'Too many wrong codes. Start again',
  TWO_STEP_EXPIRED: 'This check has expired or was already used. Start again',
  TWO_STEP_NOT_ON: 'Two-step verification is not turned on for this account',
  TWO_STEP_ALREADY_ON: 'Two-step verification is already on for this account',
  TWO_STEP_REQUIRED: 'Confirm it is you with your authenticator app or a recovery code first',
} as const

/** A code of {@link twoStepErrorTexts}. */
export type TwoStepErrorCode = keyof typeof twoStepErrorTexts

/**
 * An error the secure site answers with: an HTTP status, a code of the one catalogue
 * (kernel/errors/catalogue.ts) and its text, plus fields the frame shows (seconds to wait,
 * attempts left). Serialised by the HTTP layer as `{ error: { code, message, ... } }`.
 */
export class SecureSiteError extends Error {
  override name = 'SecureSiteError'
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 502,
    readonly code: ErrorCode | TwoStepErrorCode,
    readonly params: Record<string, string | number> = {},
    /** Extra JSON fields of the reply (`retryAfterSeconds`, `attemptsLeft`). */
    readonly extra: Record<string, number> = {},
  ) {
    super(
      Object.hasOwn(twoStepErrorTexts, code) ? fillErrorText(twoStepErrorTexts[code as TwoStepErrorCode], params) : formatMessage(code as ErrorCode, params),
    )
  }
}

/** 429 'Please try again after N seconds' (spec §5), N rounded up, at least 1. */
export function tryAgainAfter(ms: number): SecureSiteError {
  const seconds = Math.max(1, Math.ceil(ms / 1000))
  return new SecureSiteError(429, 'EMAIL_COOLDOWN', { seconds }, { retryAfterSeconds: seconds })
}
