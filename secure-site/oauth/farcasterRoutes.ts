import { Hono } from 'hono'
import { body } from '../http/api.js'
import { clientIp } from '../http/clientIp.js'
import { browserName } from '../mail/whenAndWhere.js'
import { SecureSiteError } from '../errors.js'
import type { FarcasterLoginService } from './farcasterLogin.js'
import type { SocialLoginService } from './socialLogin.js'
import { BeginFarcasterBody, PollFarcasterBody } from './oauthSchemas.js'

/**
 * Sign In With Farcaster for the frame (mounted under `/api/v1/farcaster`, behind the API's gate):
 * `POST /flows` → `{ flowId, url, expiresAt }`; `POST /complete` → 202 `{ state: 'pending' }` or
 * 200 the login. 404 SOCIAL_PROVIDER_UNAVAILABLE when Farcaster is not configured.
 */
export function farcasterApiRoutes(deps: {
  farcaster: FarcasterLoginService | undefined
  social: SocialLoginService
  trustProxy: number
  originsFor: (projectId: string | null | undefined) => readonly string[] | undefined
}): Hono {
  const api = new Hono()
  const service = () => {
    if (!deps.farcaster) throw new SecureSiteError(404, 'SOCIAL_PROVIDER_UNAVAILABLE', { provider: 'Farcaster' })
    return deps.farcaster
  }
  api.post('/flows', async (c) => {
    const farcaster = service()
    const input = await body(c, BeginFarcasterBody)
    if (!(deps.originsFor(input.projectId) ?? []).includes(input.pageOrigin)) {
      throw new SecureSiteError(400, 'SECURE_SITE_BAD_REQUEST', { issue: `pageOrigin ${input.pageOrigin} is not allowed to embed this wallet` })
    }
    await deps.social.countBegin(clientIp(c, deps.trustProxy))
    return c.json(await farcaster.begin(input))
  })
  api.post('/complete', async (c) => {
    const farcaster = service()
    const result = await farcaster.poll(await body(c, PollFarcasterBody), browserName(c.req.header('user-agent')))
    return c.json(result, result.state === 'pending' ? 202 : 200)
  })
  return api
}
