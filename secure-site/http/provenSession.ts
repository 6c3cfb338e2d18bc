import type { Context } from 'hono'
import { SecureSiteError } from '../errors.js'
import type { ActiveSession, Sessions } from '../auth/sessions.js'
import type { DeviceProofs } from '../auth/deviceProofs.js'
import type { DeviceRegistry } from '../auth/deviceRegistry.js'
import { DEVICE_PROOF_HEADER } from '../frame/deviceProof.js'

/** The bearer token of a request; 401 EMBEDDED_SESSION_ENDED when there is none. */
export function bearer(c: Context): string {
  const header = c.req.header('authorization') ?? ''
  const match = /^Bearer ([A-Za-z0-9_-]{43})$/.exec(header)
  if (!match) throw new SecureSiteError(401, 'EMBEDDED_SESSION_ENDED')
  return match[1] as string
}

/** What {@link provenSession} checks with. */
export interface ProvenSessionServices {
  sessions: Sessions
  proofs: DeviceProofs
  registry: DeviceRegistry
}

/**
 * The session of a call that touches key shares, devices or the second factor, proven with the
 * browser's device key (the bearer token alone is not enough: see deviceProofs.ts). `raw` is the
 * body as sent (its hash is signed).
 */
export async function provenSession(services: ProvenSessionServices, c: Context, raw = ''): Promise<ActiveSession> {
  const token = bearer(c)
  const session = await services.sessions.authenticate(token)
  const url = new URL(c.req.url)
  await services.proofs.check({
    publicKey: session.publicKey,
    proof: c.req.header(DEVICE_PROOF_HEADER),
    method: c.req.method,
    path: url.pathname + url.search,
    body: raw,
    token,
  })
  await services.registry.touch(session.deviceId)
  return session
}
