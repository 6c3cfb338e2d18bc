import { Hono, type Context } from 'hono'
import { body } from '../http/api.js'
import { provenSession } from '../http/provenSession.js'
import { clientIp } from '../http/clientIp.js'
import { browserName } from '../mail/whenAndWhere.js'
import type { ActiveSession, Sessions } from '../auth/sessions.js'
import type { DeviceProofs } from '../auth/deviceProofs.js'
import type { DeviceRegistry } from '../auth/deviceRegistry.js'
import { BeginCeremonyBody, FinishAddBody, FinishLoginBody, FinishRegistrationBody, FinishVerifyBody } from './passkeySchemas.js'
import type { PasskeyService } from './passkeyService.js'

/** What the passkey routes use. */
export interface PasskeyRouteDeps {
  passkeys: PasskeyService
  sessions: Sessions
  proofs: DeviceProofs
  registry: DeviceRegistry
  /** How many proxies of your own stand before the site (0: none; X-Forwarded-For is ignored). */
  trustProxy: number
}

/**
 * The passkey API the frame calls (mounted under `/api/v1/passkeys`, behind the API's same-origin
 * gate and body limit; docs/secure-site.md "Passkeys"):
 *
 * - `POST /register/options`, `POST /register`: a new account with a new passkey;
 * - `POST /login/options`, `POST /login`: log in with a passkey (any of this site's: discoverable);
 * - `GET /`, `POST /add/options`, `POST /add`: the signed-in account's passkeys, and another one;
 * - `POST /verify/options`, `POST /verify`: a fresh assertion of the signed-in account's passkey (step-up check).
 *
 * Calls for a signed-in account carry the bearer token and the proof of the browser's device key,
 * as key-share calls do: adding a passkey gives a way to approve new browsers.
 */
export function passkeyRoutes(deps: PasskeyRouteDeps): Hono {
  const api = new Hono()
  const ip = (c: Context) => clientIp(c, deps.trustProxy)
  const browser = (c: Context) => browserName(c.req.header('user-agent'))

  /** The session of a call proven with the browser's device key (as secure-site/http/api.ts's key-share calls). */
  const proven = (c: Context, raw = ''): Promise<ActiveSession> => provenSession(deps, c, raw)

  api.post('/register/options', async (c) => {
    const input = await body(c, BeginCeremonyBody)
    return c.json(await deps.passkeys.beginRegistration({ ...input, ip: ip(c) }))
  })

  api.post('/register', async (c) => {
    const input = await body(c, FinishRegistrationBody)
    return c.json(await deps.passkeys.finishRegistration({ ...input, ip: ip(c) }, { publicKey: input.devicePublicKey, browser: browser(c) }))
  })

  api.post('/login/options', async (c) => {
    const input = await body(c, BeginCeremonyBody)
    return c.json(await deps.passkeys.beginLogin({ ...input, ip: ip(c) }))
  })

  api.post('/login', async (c) => {
    const input = await body(c, FinishLoginBody)
    return c.json(await deps.passkeys.finishLogin({ ...input, ip: ip(c) }, { publicKey: input.devicePublicKey, browser: browser(c) }))
  })

  api.get('/', async (c) => {
    const session = await proven(c)
    return c.json({ passkeys: await deps.passkeys.list(session.userId) })
  })

  api.post('/add/options', async (c) => {
    const session = await proven(c, await c.req.text())
    const input = await body(c, BeginCeremonyBody)
    return c.json(await deps.passkeys.beginAdd(session, { ...input, ip: ip(c) }))
  })

  api.post('/add', async (c) => {
    const session = await proven(c, await c.req.text())
    const input = await body(c, FinishAddBody)
    return c.json({ passkey: await deps.passkeys.finishAdd(session, { ...input, ip: ip(c) }, browser(c)) }, 201)
  })

  api.post('/verify/options', async (c) => {
    const session = await proven(c, await c.req.text())
    const input = await body(c, BeginCeremonyBody)
    return c.json(await deps.passkeys.beginVerify(session, { ...input, ip: ip(c) }))
  })

  api.post('/verify', async (c) => {
    const session = await proven(c, await c.req.text())
    const input = await body(c, FinishVerifyBody)
    return c.json({ verified: true, ...(await deps.passkeys.verifyForUser(session.userId, { ...input, ip: ip(c) })) })
  })

  return api
}
