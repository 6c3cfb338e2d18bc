import type { ErrorCode } from '../../kernel/index.js'
import { isHatchErrorLike } from '../../kernel/lazy.js'

/** A failure the names view shows: a catalogue code with its params, the name service's own reason, or a wallet's words. */
export interface NamesError {
  code: ErrorCode
  params?: Record<string, string | number>
  /** The name service's first reason description (spec §8), shown instead of the catalogue text. */
  reason?: string
  /** What the wallet or network said, shown under the catalogue text. */
  detail?: string
  /** The code of the Hatch error `detail` is the English text of: a locale's text for it is shown instead. */
  detailCode?: string
  /** That error's values, for its locale text. */
  detailParams?: Record<string, string | number>
}

/** The HTTP status of an 'HTTP status code: N' error, else undefined. */
export function httpStatus(error: unknown): number | undefined {
  return isHatchErrorLike(error, 'HTTP_STATUS') ? Number(error.params.status) : undefined
}

/**
 * The name service's first reason description, when its error body has one (spec §8: "Name API
 * errors use the server's first reason description when present"). The client keeps the body
 * after the URL in `details` (`POST <url>: <body>`).
 */
export function serverReason(error: unknown): string | undefined {
  if (!isHatchErrorLike(error, 'HTTP_STATUS') || !error.details) return undefined
  const start = error.details.indexOf('{')
  if (start === -1) return undefined
  try {
    const first = firstReason(JSON.parse(error.details.slice(start)))
    return typeof first === 'string' && first.trim() !== '' ? first : undefined
  } catch {
    return undefined
  }
}

/** A short description of a wallet's or network's error, for the line under the catalogue text. */
export function detailOf(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined
  const short = 'shortMessage' in error ? error.shortMessage : undefined
  const text = typeof short === 'string' ? short : error.message
  return text.split('\n')[0]?.slice(0, 200) || undefined
}

/** `body.reasons[0].description` of an error body, whatever its shape (read, not trusted). */
function firstReason(body: unknown): unknown {
  const reasons: unknown = typeof body === 'object' && body !== null && 'reasons' in body ? body.reasons : undefined
  const first: unknown = Array.isArray(reasons) ? reasons[0] : undefined
  return typeof first === 'object' && first !== null && 'description' in first ? first.description : undefined
}
