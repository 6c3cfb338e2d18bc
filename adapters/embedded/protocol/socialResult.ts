import * as v from 'valibot'
import { PROTOCOL_VERSION } from './limits.js'

/**
 * Popup → page, on the window: the social sign-in's result, posted by the secure site's callback
 * page (`<secure origin>/oauth/callback/<provider>`) to the page origin its flow recorded.
 */
export const SocialResultMessage = v.strictObject({
  hatch: v.literal(PROTOCOL_VERSION),
  type: v.literal('SOCIAL_RESULT'),
  flowId: v.pipe(v.string(), v.uuid()),
  uri: v.pipe(v.string(), v.maxLength(4096)),
})
export type SocialResultMessage = v.InferOutput<typeof SocialResultMessage>

/** What the page expects of the result: its secure origin, the popup it opened, the flow id the frame gave. */
export interface SocialResultCheck {
  secureOrigin: string
  popup: unknown
  flowId: string
}

/**
 * The page's check of a window message before it relays it to the frame as `CONNECT_SOCIAL`
 * (SECURE-FRAME.md case 18): from exactly the secure origin, from the popup it opened, a valid
 * result carrying the flow id of this sign-in. Anything else is ignored (undefined), and the
 * sign-in keeps waiting: a forged message neither completes nor aborts it.
 */
export function acceptSocialResult(event: Pick<MessageEvent, 'origin' | 'source' | 'data'>, expected: SocialResultCheck): SocialResultMessage | undefined {
  if (event.origin !== expected.secureOrigin || event.source !== expected.popup || expected.popup == null) return undefined
  const parsed = v.safeParse(SocialResultMessage, event.data)
  if (!parsed.success || parsed.output.flowId !== expected.flowId) return undefined
  // The result address must be the secure site's own callback; the frame and the server check again.
  if (!parsed.output.uri.startsWith(`${expected.secureOrigin}/oauth/callback/`)) return undefined
  return parsed.output
}
