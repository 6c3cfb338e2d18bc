import * as v from 'valibot'
import type { HatchContext } from '../../kernel/index.js'
import { isHatchErrorLike } from '../../kernel/lazy.js'

/** What the endpoint is sent. */
export interface CapturedEmail {
  email: string
  address: string
  chainId: string
}

/**
 * Sends the address to the endpoint through the data service's client (so it carries projectId,
 * st and sv, times out and reports 'HTTP status code: N'). Any 2xx answer, with or without a body,
 * counts as saved.
 */
export async function sendEmail(ctx: Pick<HatchContext, 'data'>, endpoint: string, entry: CapturedEmail): Promise<void> {
  await ctx.data.post({ path: endpoint, body: entry, schema: v.unknown() })
}

/**
 * Why a save failed, in words for the visitor: the endpoint's first reason description when its
 * error body has one (as the name service answers), else the client's message
 * ('HTTP status code: 503', 'Request to … timed out after 10000 ms').
 */
export function failureReason(error: unknown): string {
  if (isHatchErrorLike(error, 'HTTP_STATUS') && error.details) {
    const start = error.details.indexOf('{')
    if (start !== -1) {
      try {
        const first = firstReason(JSON.parse(error.details.slice(start)))
        if (typeof first === 'string' && first.trim() !== '') return first
      } catch {
        // Not JSON: the status says enough.
      }
    }
  }
  // A HatchError's message goes on with Details and Docs lines, meant for developers.
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? ''
}

/** `body.reasons[0].description` of an error body, whatever its shape (read, not trusted). */
function firstReason(body: unknown): unknown {
  const reasons: unknown = typeof body === 'object' && body !== null && 'reasons' in body ? body.reasons : undefined
  const first: unknown = Array.isArray(reasons) ? reasons[0] : undefined
  return typeof first === 'object' && first !== null && 'description' in first ? first.description : undefined
}
