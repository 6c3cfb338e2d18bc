import { HatchTestingError } from '../errors.js'
import type { StackInfo } from '../stackInfo.js'

/** A code e-mail the stack's mailbox received. */
export interface EmailedCode {
  /** The six-digit code, as the visitor types it. */
  code: string
  subject: string
  /** The message's id: pass it as `after` to wait for the next one (a resend). */
  messageId: number
}

/**
 * Reads the one-time code e-mailed to `to`, as the visitor would in their inbox: waits for the
 * first message to `to` newer than `after` (message id; 0 = any) on the stack's mailbox and takes
 * the six-digit code from its text. Works in Node and in a page (it only fetches).
 *
 * @example
 * const { code } = await readEmailedCode(stack.info, 'visitor@example.test')
 */
export async function readEmailedCode(stack: StackInfo, to: string, options: { after?: number; timeoutMs?: number } = {}): Promise<EmailedCode> {
  const mailbox = stack.urls.mailbox
  if (!mailbox) throw new HatchTestingError('TESTING_PART_NOT_STARTED', { what: 'readEmailedCode', part: 'the mailbox', option: 'mailbox: true' })
  const timeoutMs = options.timeoutMs ?? 20_000
  const deadline = Date.now() + timeoutMs
  // The mailbox answers a long poll (up to 10 s each); ask again until the caller's deadline.
  for (;;) {
    const query = new URLSearchParams({ to, after: String(options.after ?? 0) })
    const response = await fetch(`${mailbox}/api/messages/next?${query}`)
    if (response.ok) {
      const message = (await response.json()) as { id: number; subject: string; text: string }
      const code = /\b(\d{6})\b/.exec(message.text)?.[1]
      if (!code) throw new HatchTestingError('TESTING_NO_CODE', { subject: message.subject, to })
      return { code, subject: message.subject, messageId: message.id }
    }
    if (response.status !== 404 || Date.now() >= deadline) throw new HatchTestingError('TESTING_NO_MAIL', { to, timeoutMs })
  }
}
