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
  if (isHatchErrorLike(error)) {
    // The Bitcoin adapter's parameter check names the recipient's dust limit: the visitor reads it as a rule, not as the call's fine print.
    const dust = error.params['dustSats']
    if (error.code === 'INVALID_PARAMETERS' && typeof dust === 'string') return { code: 'SEND_BELOW_DUST', params: { dust } }
    // A wallet's (or its node's) own reason travels as `params.reason` when the catalogue text has no place for it.
    const reason = error.params['reason']
    const own = typeof reason === 'string' && reason !== '' && !error.shortMessage.includes(reason)
    return { code: error.code, params: { ...error.params }, text: error.shortMessage, ...(own ? { walletReason: reason } : {}) }
  }
  return { code: 'UNKNOWN_ERROR' }
}
