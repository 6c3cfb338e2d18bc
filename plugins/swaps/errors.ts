import type { HatchError } from '../../kernel/index.js'
import { isHatchErrorLike } from '../../kernel/lazy.js'
import type { SwapError } from './types.js'

/**
 * A failure the swap flow raises itself, carrying what the form shows. (The lazy code imports
 * values only from `hatch/lazy`, never from `hatch`: see kernel/lazy.ts.)
 */
export class SwapFailure extends Error {
  override name = 'SwapFailure'
  constructor(readonly swapError: SwapError) {
    super(swapError.code)
  }
}

/**
 * The data service's own message from an 'HTTP status code: N' error: the shared client keeps the
 * start of the body in `details` (`GET <url>: {"message": …}`).
 */
export function serviceMessage(error: HatchError): string | undefined {
  const body = /: (\{[\s\S]*)$/.exec(error.details ?? '')?.[1]
  if (!body) return undefined
  try {
    const parsed: unknown = JSON.parse(body)
    return typeof parsed === 'object' && parsed !== null && 'message' in parsed && typeof parsed.message === 'string' ? parsed.message : undefined
  } catch {
    return undefined
  }
}

/** What the form shows for a thrown error. */
export function toSwapError(error: unknown): SwapError {
  if (error instanceof SwapFailure) return error.swapError
  if (isHatchErrorLike(error)) return { code: error.code, params: { ...error.params }, text: error.shortMessage }
  return { code: 'UNKNOWN_ERROR' }
}
