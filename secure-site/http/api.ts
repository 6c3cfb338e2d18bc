import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import { SecureSiteError } from '../errors.js'
import { clientIp } from './clientIp.js'
import { browserName } from '../mail/whenAndWhere.js'
import { chooseLocale, shippedTag, type SiteLocale } from '../i18n/siteLocale.js'
import { localBrowser } from '../i18n/localFacts.js'
import type { OtpService } from '../otp/otpService.js'
import type { ActiveSession, Sessions } from '../auth/sessions.js'
import type { KeyStore } from '../keys/keyStore.js'
import type { DeviceApprovals } from '../auth/deviceApprovals.js'
import type { DeviceProofs } from '../auth/deviceProofs.js'
import type { DeviceRegistry } from '../auth/deviceRegistry.js'
import { bearer, provenSession } from './provenSession.js'
import type { EmailUpdates } from '../auth/emailUpdates.js'
import { normaliseEmail } from '../otp/otpService.js'
import type { TwoStepService } from '../twoStep/twoStepService.js'
import {
  ADDRESS_PATTERNS,
  CreateKeyBody,
  DeviceShareBody,
  KeyNamespaceParam,
  RefreshBody,
  RemoveDevicesBody,
  SignOutBody,
  RequestCodeBody,
  UpdateEmailBody,
  UpdateEmailCodeBody,
  VerifyCodeBody,
} from './apiSchemas.js'

/** What the API routes use. */
export interface ApiServices {
  otp: OtpService
  sessions: Sessions
  keys: KeyStore
  devices: DeviceApprovals
  /** Proof of possession of a browser's device key (every call that reads or writes key shares or devices). */
  proofs: DeviceProofs
  /** The account's browsers ("Devices"). */
  registry: DeviceRegistry
  emailUpdates: EmailUpdates
  /** The secure site's own origin: the only one whose calls are served. */
  publicOrigin: () => string
  /** The page origins allowed for a project's frame (named in a device-approval e-mail only when allowed). */
  originsFor: (projectId: string | null | undefined) => readonly string[] | undefined
  /** How many proxies of your own stand before the site (0: none; X-Forwarded-For is ignored). */
  trustProxy: number
  /** The second factor (issue 31 item 2): when the account has one, an e-mail change needs a verified check. */
  twoStep?: TwoStepService
}

/** Parses a JSON body with a valibot schema; 400 naming the field otherwise. */
export async function body<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json')) {
    throw new SecureSiteError(400, 'SECURE_SITE_BAD_REQUEST', { issue: 'the body must be application/json' })
  }
  let json: unknown
  try {
    json = await c.req.json()
  } catch {
    throw new SecureSiteError(400, 'SECURE_SITE_BAD_REQUEST', { issue: 'the body is not valid JSON' })
  }
  const result = v.safeParse(schema, json)
  if (result.success) return result.output
  const issue = result.issues[0]
  const path = v.getDotPath(issue)
  if (path === 'email') throw new SecureSiteError(400, 'INVALID_EMAIL')
  throw new SecureSiteError(400, 'SECURE_SITE_BAD_REQUEST', { issue: `${path ?? 'body'} ${issue.message}` })
}

/** The language of a request's e-mail: its `locale` field, else its Accept-Language, else English. */
const localeOf = (c: Context, asked: SiteLocale | undefined): SiteLocale => chooseLocale(asked, c.req.header('accept-language'))

/**
 * The page a request's e-mail names: the `pageOrigin` the frame sends (its parent origin, pinned at
 * the handshake) when it is one of the project's allowed origins; null for any other or none.
 */
const allowedPage = (services: ApiServices, input: { pageOrigin?: string | undefined; projectId?: string | undefined }): string | null =>
  input.pageOrigin && (services.originsFor(input.projectId) ?? []).includes(input.pageOrigin) ? input.pageOrigin : null

/**
 * The HTTP API the frame calls (same origin; no CORS is ever granted, and a call carrying another
 * Origin, or a browser's cross-site fetch metadata, is refused before it does anything).
 */
export function apiRoutes(services: ApiServices): Hono {
  const api = new Hono()
  api.use('*', async (c, next) => {
    const origin = c.req.header('origin')
    if (origin !== undefined && origin !== services.publicOrigin()) throw new SecureSiteError(403, 'SECURE_SITE_ORIGIN_REFUSED', { origin })
    const site = c.req.header('sec-fetch-site')
    if (site !== undefined && site !== 'same-origin' && site !== 'none')
      throw new SecureSiteError(403, 'SECURE_SITE_ORIGIN_REFUSED', { origin: origin ?? `a ${site} page` })
    await next()
  })

  // One answer shape for every address: whether it has an account (or a key) shows only in the
  // mailbox, as a code or as an approval link whose code follows. Limits come before any lookup
  // but the returning browser's own device key (which only that browser holds).
  api.post('/email/code', async (c) => {
    const input = await body(c, RequestCodeBody)
    const email = normaliseEmail(input.email)
    const ip = clientIp(c, services.trustProxy)
    const locale = localeOf(c, input.locale)
    const trusted = await services.devices.trustedDevice(email, input.deviceKey)
    const pageOrigin = allowedPage(services, input)
    const release = await services.otp.admit({ email, purpose: 'login', ip, trusted })
    try {
      const userId = input.deviceKey && !trusted ? await services.devices.userNeedingApproval(email, input.deviceKey) : undefined
      const issued =
        userId && input.deviceKey
          ? await services.devices.start({
              email,
              userId,
              deviceKey: input.deviceKey,
              binding: input.binding,
              pageOrigin,
              browser: browserName(c.req.header('user-agent')),
              locale,
            })
          : await services.otp.issueCode({ email, binding: input.binding, purpose: 'login', locale, pageOrigin })
      return c.json({ action: 'VERIFY_OTP', ...issued })
    } catch (error) {
      await release()
      throw error
    }
  })

  api.post('/email/verify', async (c) => {
    const input = await body(c, VerifyCodeBody)
    const ip = clientIp(c, services.trustProxy)
    const [found] = await services.otp.emailOf(input.challengeId)
    const trusted = found ? await services.devices.trustedDevice(found, input.deviceKey) : undefined
    const verified = await services.otp.verify({ challengeId: input.challengeId, code: input.code, binding: input.binding, purpose: 'login', ip, trusted })
    // A code alone never logs a new browser into an account that has a key: it needs the approval link.
    if (await services.devices.userNeedingApproval(verified.email, input.deviceKey)) throw new SecureSiteError(403, 'FRAME_DEVICE_NOT_VERIFIED')
    const login = await services.sessions.login(verified.email, input.deviceKey, {
      publicKey: input.devicePublicKey,
      browser: browserName(c.req.header('user-agent')),
    })
    return c.json(login)
  })

  // E-mail update: primary code to the current address, then secondary code to the new one.
  api.post('/email/update', async (c) => {
    const session = await services.sessions.authenticate(bearer(c))
    const input = await body(c, UpdateEmailBody)
    if (services.twoStep && (await services.twoStep.isOn(session.userId))) await services.twoStep.useGrant(session, 'email', input.twoStepChallengeId)
    const mail = { locale: localeOf(c, input.locale), pageOrigin: allowedPage(services, input) }
    return c.json(await services.emailUpdates.start(session, input.email, input.binding, clientIp(c, services.trustProxy), mail))
  })

  api.post('/email/update/primary', async (c) => {
    const session = await services.sessions.authenticate(bearer(c))
    const input = await body(c, UpdateEmailCodeBody)
    const { locale, pageOrigin: _page, projectId: _project, ...step } = input
    const mail = { locale: localeOf(c, locale), pageOrigin: allowedPage(services, input) }
    return c.json(await services.emailUpdates.primary(session, step, clientIp(c, services.trustProxy), mail))
  })

  api.post('/email/update/secondary', async (c) => {
    const session = await services.sessions.authenticate(bearer(c))
    const input = await body(c, UpdateEmailCodeBody)
    const { locale: _sendsNothing, pageOrigin: _noMail, projectId: _noProject, ...step } = input
    return c.json(await services.emailUpdates.secondary(session, step, clientIp(c, services.trustProxy)))
  })

  api.post('/session/refresh', async (c) => {
    const input = await body(c, RefreshBody)
    return c.json(await services.sessions.refresh(input.refreshToken))
  })

  api.post('/session/sign-out', async (c) => {
    const session = await services.sessions.authenticate(bearer(c))
    const input = c.req.header('content-type') ? await body(c, SignOutBody) : {}
    if (input.everywhere) await services.sessions.revokeAll(session.userId)
    else await services.sessions.revoke(session.sessionId)
    return c.json({ signedOut: true })
  })

  api.get('/me', async (c) => {
    const session = await services.sessions.authenticate(bearer(c))
    return c.json({ userId: session.userId, email: session.email, accounts: await services.keys.accounts(session.userId) })
  })

  /** The session of a call that touches key shares or devices, proven with the browser's device key (provenSession.ts). */
  const proven = (c: Context, raw = ''): Promise<ActiveSession> => provenSession(services, c, raw)
  /** The raw body of a proven call (its hash is signed) before it is parsed. */
  const rawBody = (c: Context) => c.req.text()

  // Key shares: the frame creates each key and keeps one share; these keep the other two.
  const namespaceOf = (raw: string) => {
    const parsed = v.safeParse(KeyNamespaceParam, raw)
    if (!parsed.success) throw new SecureSiteError(400, 'SECURE_SITE_BAD_REQUEST', { issue: `namespace ${parsed.issues[0].message}` })
    return parsed.output
  }

  api.get('/keys/recovery', async (c) => {
    const session = await proven(c)
    return c.json({ shares: await services.devices.releaseRecoveryShares(session.userId, session.deviceId) })
  })

  api.put('/keys/:namespace', async (c) => {
    const session = await proven(c, await rawBody(c))
    const namespace = namespaceOf(c.req.param('namespace'))
    const input = await body(c, CreateKeyBody)
    if (!ADDRESS_PATTERNS[namespace].test(input.address))
      throw new SecureSiteError(400, 'SECURE_SITE_BAD_REQUEST', { issue: `address is not a ${namespace} address` })
    await services.keys.create(
      session.userId,
      namespace,
      input.address,
      { server: input.serverShare, recovery: input.recoveryShare, 'recovery-server': input.recoveryServerShare },
      session.deviceId,
    )
    return c.json({ address: input.address }, 201)
  })

  api.get('/keys/:namespace', async (c) => {
    const session = await proven(c)
    const namespace = namespaceOf(c.req.param('namespace'))
    const found = await services.keys.serverShare(session.userId, namespace, session.deviceId)
    if (!found && (await services.keys.hasKey(session.userId))) throw new SecureSiteError(403, 'FRAME_DEVICE_NOT_VERIFIED')
    if (!found) return c.json({ error: { code: 'NOT_FOUND', message: `No ${namespace} key for this account` } }, 404)
    return c.json({ address: found.address, serverShare: found.share })
  })

  // An approved browser's own split: it rebuilt the key once from the recovery share and re-split it.
  api.put('/keys/:namespace/device', async (c) => {
    const session = await proven(c, await rawBody(c))
    const namespace = namespaceOf(c.req.param('namespace'))
    const input = await body(c, DeviceShareBody)
    await services.keys.saveDeviceShare(session.userId, namespace, session.deviceId, input.address, input.serverShare)
    return c.json({ address: input.address }, 201)
  })

  // Devices: the browsers that hold a share of the account's key, and their removal.
  // Each browser is named in the visitor's language (`?locale=`, the frame's language; else
  // Accept-Language): the database keeps the English name ("Chrome on Linux").
  api.get('/devices', async (c) => {
    const session = await proven(c)
    const locale = localeOf(c, shippedTag(c.req.query('locale')))
    const devices = await services.registry.list(session.userId, session.deviceId)
    return c.json({ devices: devices.map((device) => ({ ...device, browser: localBrowser(locale, device.browser) })) })
  })

  api.post('/devices/remove', async (c) => {
    const raw = await rawBody(c)
    const session = await proven(c, raw)
    const input = await body(c, RemoveDevicesBody)
    if (input.deviceId === session.deviceId) throw new SecureSiteError(400, 'SECURE_SITE_BAD_REQUEST', { issue: 'deviceId is this browser: sign out instead' })
    const removed = await services.registry.remove(session.userId, input.deviceId ? { id: input.deviceId } : { allBut: session.deviceId })
    return c.json({ removed })
  })

  return api
}
