import type { ErrorCode } from '../kernel/errors/catalogue.js'
import { formatMessage } from './siteMessages.js'

/**
 * An error the secure site answers with: an HTTP status, a code of the one catalogue
 * (kernel/errors/catalogue.ts) and its text, plus fields the frame shows (seconds to wait,
 * attempts left). Serialised by the HTTP layer as `{ error: { code, message, ... } }`.
 */
export class SecureSiteError extends Error {
  override name = 'SecureSiteError'
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 502,
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    /** Extra JSON fields of the reply (`retryAfterSeconds`, `attemptsLeft`). */
    readonly extra: Record<string, number> = {},
  ) {
    super(formatMessage(code, params))
  }
}

/** 429 'Please try again after N seconds' (spec §5), N rounded up, at least 1. */
export function tryAgainAfter(ms: number): SecureSiteError {
  const seconds = Math.max(1, Math.ceil(ms / 1000))
  return new SecureSiteError(429, 'EMAIL_COOLDOWN', { seconds }, { retryAfterSeconds: seconds })
}
