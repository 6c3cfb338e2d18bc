import * as v from 'valibot'

/**
 * The shapes of the secure site's successful replies, as the frame relies on them. A reply that
 * does not match (a proxy's page, a changed API) is refused before anything is stored or shown:
 * the frame never keeps a session with missing tokens or hands the page an undefined challenge.
 */
const text = v.pipe(v.string(), v.nonEmpty())
const time = v.pipe(v.number(), v.integer())

/** The one answer to a code request, whatever the address (an approval link's code comes under this challenge too). */
export const CodeReplySchema = v.object({ action: v.literal('VERIFY_OTP'), challengeId: text, resendAt: time })

export const SessionReplySchema = v.object({
  accessToken: text,
  accessExpiresAt: time,
  refreshToken: text,
  refreshExpiresAt: time,
  userId: text,
  email: v.nullable(v.string()),
})

export const RefreshReplySchema = v.object({ accessToken: text, accessExpiresAt: time, refreshToken: text, refreshExpiresAt: time })

export const ServerKeySchema = v.object({ address: text, serverShare: text })

export const MeReplySchema = v.object({ accounts: v.array(v.object({ namespace: text, address: text })) })

export const RecoverySharesSchema = v.object({
  shares: v.array(v.object({ namespace: v.picklist(['eip155', 'solana']), address: text, recoveryShare: text, serverShare: text })),
})

/** The account's browsers (GET /devices), most recently used first. */
export const DevicesReplySchema = v.object({
  devices: v.array(v.object({ id: text, browser: text, firstUsedAt: time, lastUsedAt: time, current: v.boolean() })),
})

export const RemovedDevicesSchema = v.object({ removed: v.pipe(v.number(), v.integer(), v.minValue(0)) })

export const EmailUpdateSchema = v.object({ challengeId: v.optional(text), email: v.optional(text) })

/** `path: message` of the first issue, as the page's HTTP client words INVALID_RESPONSE. */
export function firstIssue(issues: readonly v.BaseIssue<unknown>[]): string {
  const first = issues[0]
  if (!first) return 'invalid body'
  const path = v.getDotPath(first)
  return path ? `${path}: ${first.message}` : first.message
}
