import * as v from 'valibot'
import type { HatchContext } from '../../kernel/index.js'
import { isHatchErrorLike } from '../../kernel/lazy.js'

/** An error body whose first reason has a description (the rest of the body is not read). */
const FirstReasonBody = v.object({ reasons: v.looseTuple([v.object({ description: v.string() })]) })

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
export async function sendEmail(ctx: HatchContext, endpoint: string, entry: CapturedEmail): Promise<void> {
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
        const body = v.safeParse(FirstReasonBody, JSON.parse(error.details.slice(start)))
        const first = body.success ? body.output.reasons[0].description : undefined
        if (first !== undefined && first.trim() !== '') return first
      } catch {
        // Not JSON: the status says enough.
      }
    }
  }
  // A HatchError's message goes on with Details and Docs lines, meant for developers.
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? ''
}
