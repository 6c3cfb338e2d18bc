import type { HatchContext } from '../../../kernel/contracts/context.js'
import type { ErrorCode } from '../../../kernel/errors/catalogue.js'
import { errorTemplate } from '../../../kernel/errors/errorTexts.js'
import { HatchError, isHatchError } from '../../../kernel/errors/HatchError.js'
import { raiseAlert } from '../../../kernel/toasts/alerts.js'
import { FrameReplyError } from '../portClient.js'

/** EIP-1193 codes the frame answers with, and what they mean here. */
const RPC_CODES: Record<number, ErrorCode> = {
  4001: 'WALLET_REQUEST_REJECTED',
  4100: 'NOT_CONNECTED_EMAIL_SOCIAL',
  4200: 'RPC_NOT_ALLOWED',
  4901: 'UNSUPPORTED_CHAIN',
}

/** Frame codes that are not catalogue codes themselves. */
const FRAME_CODES: Record<string, ErrorCode> = {
  DEVICE_NOT_VERIFIED: 'FRAME_DEVICE_NOT_VERIFIED',
  DUPLICATE_REQUEST: 'FRAME_DUPLICATE_REQUEST',
  unverified_domain: 'UNVERIFIED_DOMAIN',
}

// The catalogue's texts through the page's loader (the adapter's factories wait for them): importing
// the catalogue module would pull every text into the chunk shared with the page's entry.
const textOf = (code: ErrorCode): string => errorTemplate(code) ?? ''
const hasPlaceholder = (code: ErrorCode) => textOf(code).includes('{')

/**
 * The placeholder values of a catalogue text the frame already filled in ('You declined to sign
 * in with Google' → `{ provider: 'Google' }`), or undefined when `message` is not that text.
 */
export function paramsFromMessage(code: ErrorCode, message: string): Record<string, string> | undefined {
  const parts = textOf(code).split(/\{(\w+)\}/)
  const names = parts.filter((_, i) => i % 2 === 1)
  const pattern = parts.map((part, i) => (i % 2 === 1 ? '([\\s\\S]+?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('')
  const match = new RegExp(`^${pattern}$`).exec(message)
  return match ? Object.fromEntries(names.map((name, i) => [name, match[i + 1] as string])) : undefined
}

/**
 * Turns what a frame request rejected with into a catalogue HatchError, raising the spec's alerts
 * (§8): a frame that never got ready → APKT003 and 'Unable to load email login dependency'; a
 * request timeout → APKT004; an unverified domain → APKT005. The frame's own text is kept as details.
 */
export function frameError(ctx: HatchContext, error: unknown, what: string): HatchError {
  if (isHatchError(error)) {
    if (error.code === 'IFRAME_LOAD_FAILED') {
      raiseAlert(ctx.store, ctx.events, 'APKT003')
      return new HatchError('EMAIL_DEPENDENCY_LOAD_FAILED', { cause: error, ...(error.details ? { details: error.details } : {}) })
    }
    if (error.code === 'IFRAME_REQUEST_TIMEOUT') raiseAlert(ctx.store, ctx.events, 'APKT004')
    return error
  }
  if (!(error instanceof FrameReplyError)) return new HatchError('FRAME_ERROR', { cause: error, details: `${what}: ${String(error)}` })
  const { code, message } = error
  const details = `${what}: ${message}`
  if (code === 'EMAIL_COOLDOWN') return new HatchError('EMAIL_COOLDOWN', { cause: error, params: { seconds: Number(/(\d+)/.exec(message)?.[1] ?? 30) } })
  if (typeof code === 'number') {
    if (code === -32602) return new HatchError('INVALID_PARAMETERS', { cause: error, params: { method: what, issue: message } })
    const mapped = RPC_CODES[code]
    // An unmapped failure keeps the wallet's (or its node's) own words for the visitor: `params.reason`.
    return new HatchError(mapped ?? 'FRAME_ERROR', { cause: error, details, ...(mapped || !message ? {} : { params: { reason: message } }) })
  }
  const mapped = code === undefined ? undefined : (FRAME_CODES[code] ?? (errorTemplate(code) !== undefined ? (code as ErrorCode) : undefined))
  if (mapped === 'UNVERIFIED_DOMAIN') raiseAlert(ctx.store, ctx.events, 'APKT005')
  if (mapped && !hasPlaceholder(mapped)) return new HatchError(mapped, { cause: error, details })
  // A catalogue text with placeholders the frame filled in (the social sign-in's errors) keeps its values.
  const params = mapped ? paramsFromMessage(mapped, message) : undefined
  if (mapped && params) return new HatchError(mapped, { cause: error, params, details })
  // Spec §8: a frame error with no message gives 'An error occurred'.
  return new HatchError('FRAME_ERROR', { cause: error, ...(message ? { details, params: { reason: message } } : {}) })
}
