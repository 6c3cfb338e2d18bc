import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { SecureSiteError } from '../errors.js'
import { formatMessage } from '../siteMessages.js'
import { apiRoutes, type ApiServices } from './api.js'
import { IMMUTABLE, securityHeaders, type CspInputs } from './securityHeaders.js'
import { deviceApprovalRoutes } from './deviceApprovalPages.js'
import { oauthApiRoutes } from '../oauth/oauthRoutes.js'
import { oauthPageRoutes } from '../oauth/callbackPages.js'
import type { SocialLoginService } from '../oauth/socialLogin.js'
import type { FarcasterLoginService } from '../oauth/farcasterLogin.js'
import { farcasterApiRoutes } from '../oauth/farcasterRoutes.js'
import { twoStepRoutes } from '../twoStep/twoStepRoutes.js'
import { passkeyRoutes } from '../passkeys/passkeyRoutes.js'
import type { PasskeyService } from '../passkeys/passkeyService.js'

/** Files of the frame application, by path (`/frame`, `/frame.js` ...); `/frame` is rendered per project. */
export interface FrameAssets {
  /** `immutable`: the path names its content (a chunk's hash), so browsers may keep it for good. */
  get(path: string, projectId?: string | null): { contentType: string; body: string | Uint8Array; immutable?: boolean } | undefined
}

/** What {@link createSecureSiteApp} is built from. */
export interface SecureSiteAppDeps extends ApiServices {
  csp: CspInputs
  frameAssets: FrameAssets
  /** Reports unexpected errors (the visitor gets a generic 500). */
  onUnexpectedError?: (error: unknown) => void
  health: () => Promise<Record<string, unknown>>
  /** The page origins allowed for a project's frame (configuration), undefined when none. */
  originsFor: (projectId: string | null | undefined) => readonly string[] | undefined
  /** Social login (secure-site/oauth). */
  social: SocialLoginService
  /** Sign In With Farcaster, when configured. */
  farcaster?: FarcasterLoginService
  /** Passkeys (secure-site/passkeys). */
  passkeys: PasskeyService
}

/** The largest request body any route reads (the API's JSON, the device-approval form). */
export const MAX_BODY_BYTES = 16 * 1024

/** The only documents other origins may embed. */
const EMBEDDABLE = new Set(['/frame'])

/**
 * The secure site as a Hono application: security headers on every response, the frame's files,
 * the API under `/api/v1`, and errors as `{ error: { code, message, ... } }` with the status they carry.
 */
export function createSecureSiteApp(deps: SecureSiteAppDeps): Hono {
  const app = new Hono()
  app.use('*', async (c, next) => {
    await next()
    const https = deps.publicOrigin().startsWith('https:')
    // The approval page, and its answer to a wrong second-factor code (which shows the form again).
    const postsForm = c.req.path === '/device/approve'
    const frameAncestors = EMBEDDABLE.has(c.req.path) && c.res.status === 200 ? (deps.originsFor(c.req.query('projectId')) ?? []) : []
    // Only the frame's asset route marks a file whose path names its content (a hashed chunk).
    const immutable = c.res.status === 200 && c.res.headers.get('Cache-Control') === IMMUTABLE
    for (const [name, value] of Object.entries(securityHeaders(deps.csp, { frameAncestors, https, postsForm, immutable }))) c.res.headers.set(name, value)
  })

  // One limit for every route, checked before routing and while the body is read: a declared
  // Content-Length over it is refused unread, a chunked body is cut off at the limit.
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new SecureSiteError(413, 'SECURE_SITE_BAD_REQUEST', { issue: 'the body is larger than 16 KiB' })
      },
    }),
  )

  app.onError((error, c) => {
    if (error instanceof SecureSiteError) {
      if (error.status === 429 && error.extra.retryAfterSeconds) c.header('Retry-After', String(error.extra.retryAfterSeconds))
      // The rest of a refused body is not worth reading: the connection ends with this answer.
      if (error.status === 413) c.header('Connection', 'close')
      return c.json({ error: { code: error.code, message: error.message, ...error.extra } }, error.status)
    }
    deps.onUnexpectedError?.(error)
    return c.json({ error: { code: 'UNKNOWN_ERROR', message: formatMessage('UNKNOWN_ERROR') } }, 500)
  })
  app.notFound((c) => c.json({ error: { code: 'NOT_FOUND', message: `Nothing at ${c.req.path}` } }, 404))

  app.get('/healthz', async (c) => c.json({ ok: true, ...(await deps.health()) }))
  app.route('/api/v1', apiRoutes(deps))
  // After the API's routes, so its same-origin gate and body limit run first for these too.
  app.route('/api/v1/oauth', oauthApiRoutes(deps))
  app.route(
    '/api/v1/farcaster',
    farcasterApiRoutes({ farcaster: deps.farcaster, social: deps.social, trustProxy: deps.trustProxy, originsFor: deps.originsFor }),
  )
  if (deps.twoStep) app.route('/api/v1/two-step', twoStepRoutes({ ...deps, twoStep: deps.twoStep }))
  app.route('/api/v1/passkeys', passkeyRoutes(deps))
  app.route('/device', deviceApprovalRoutes(deps))
  app.route('/oauth', oauthPageRoutes(deps))
  app.get('*', (c) => {
    const asset = deps.frameAssets.get(c.req.path, c.req.query('projectId'))
    if (!asset) return c.notFound()
    return c.body(typeof asset.body === 'string' ? asset.body : new Uint8Array(asset.body), 200, {
      'Content-Type': asset.contentType,
      ...(asset.immutable ? { 'Cache-Control': IMMUTABLE } : {}),
    })
  })
  return app
}
