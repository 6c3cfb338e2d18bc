import { Hono } from 'hono'
import { body } from '../http/api.js'
import { clientIp } from '../http/clientIp.js'
import { browserName } from '../mail/whenAndWhere.js'
import { SecureSiteError } from '../errors.js'
import { BeginFlowBody, CompleteFlowBody } from './oauthSchemas.js'
import type { SocialLoginService } from './socialLogin.js'

/**
 * The social-login API the frame calls (mounted under `/api/v1/oauth`, behind the API's
 * same-origin gate and body limit): `GET /providers`, `POST /flows`, `POST /complete`.
 */
export function oauthApiRoutes(deps: {
  social: SocialLoginService
  farcaster?: unknown
  trustProxy: number
  originsFor: (projectId: string | null | undefined) => readonly string[] | undefined
}): Hono {
  const api = new Hono()
  api.get('/providers', (c) => c.json({ providers: deps.social.enabled(), farcaster: Boolean(deps.farcaster) }))

  api.post('/flows', async (c) => {
    const input = await body(c, BeginFlowBody)
    // The result is posted only to this origin: it must be a page allowed to embed the frame.
    if (!(deps.originsFor(input.projectId) ?? []).includes(input.pageOrigin)) {
      throw new SecureSiteError(400, 'SECURE_SITE_BAD_REQUEST', { issue: `pageOrigin ${input.pageOrigin} is not allowed to embed this wallet` })
    }
    await deps.social.countBegin(clientIp(c, deps.trustProxy))
    return c.json(await deps.social.begin(input))
  })

  api.post('/complete', async (c) => {
    const input = await body(c, CompleteFlowBody)
    return c.json(await deps.social.complete(input, browserName(c.req.header('user-agent'))))
  })
  return api
}
