import { isHatchErrorLike } from '../../kernel/lazy.js'
import type { SendError } from './types.js'

/**
 * A failure the send flow raises itself, carrying what the form shows. (The plugin's lazy code
 * imports values only from `hatch/lazy`, never from `hatch`: see kernel/lazy.ts.)
 */
export class SendFailure extends Error {
  override name = 'SendFailure'
  constructor(readonly sendError: SendError) {
    super(sendError.code)
  }
}

/** What the form shows for a thrown error: its code and params, and the catalogue's English text as a fallback. */
export function toSendError(error: unknown): SendError {
  if (error instanceof SendFailure) return error.sendError
  if (isHatchErrorLike(error)) return { code: error.code, params: { ...error.params }, text: error.shortMessage }
  return { code: 'UNKNOWN_ERROR' }
}
