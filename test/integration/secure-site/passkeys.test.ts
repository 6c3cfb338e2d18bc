/**
 * Issue 31 item 1: passkeys on the secure site, against the real server with a software
 * authenticator (softAuthenticator.ts). An account made with a passkey and no e-mail; login with it
 * (the same account, a new browser approved by the passkey and given the recovery pair once); a
 * passkey added to an e-mail account; the step-up check; and every refusal: a replayed or expired
 * challenge, another frame session's challenge, another origin, RP ID or top origin, an unknown
 * passkey, no user verification, a counter that went back, the per-IP limits, and a secure site on
 * an IP address.
 */
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server'
import type { RunningSecureSite } from '../../../secure-site/index.js'
import {
  ManualClock,
  frameSecret,
  getWithToken,
  newDevice,
  post,
  provenCall,
  requestCode,
  startTestSite,
  uniqueEmail,
  verifyAsDevice,
  type TestDevice,
} from './secureSiteClient.js'
import { SoftAuthenticator } from './softAuthenticator.js'

const info = inject('sandbox')
const clock = new ManualClock()
/** The page allowed to embed the test site's frame (startTestSite). */
const PAGE = 'http://127.0.0.1:5173'
let site: RunningSecureSite

beforeAll(async () => {
  // Reached as http://localhost:<port>: the RP ID is a host name. Low limits, so the lock is reached quickly.
  site = await startTestSite(info, { passkeys: { failuresPerHourPerIpBeforeLock: 1_000, beginsPerHourPerIp: 1_000 } }, { clock, publicHostname: 'localhost' })
})
afterAll(() => site?.stop())

type Creation = { challengeId: string; expiresAt: number; options: PublicKeyCredentialCreationOptionsJSON }
type Request = { challengeId: string; expiresAt: number; options: PublicKeyCredentialRequestOptionsJSON }

const begin = async <T>(path: string, binding: string): Promise<T> => {
  const reply = await post(site, path, { binding })
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  return reply.body as T
}

/** Creates an account with a new passkey of `authenticator` in `device`; returns the login reply. */
async function register(authenticator: SoftAuthenticator, device: TestDevice, context: { origin?: string; topOrigin?: string } = {}) {
  const binding = frameSecret()
  const { challengeId, options } = await begin<Creation>('/passkeys/register/options', binding)
  const response = authenticator.create(options, { origin: context.origin ?? site.origin, ...(context.topOrigin ? { topOrigin: context.topOrigin } : {}) })
  return post(site, '/passkeys/register', { challengeId, binding, response, deviceKey: device.deviceKey, devicePublicKey: device.publicKey })
}

/** Logs in with a passkey of `authenticator` in `device`. */
async function logIn(authenticator: SoftAuthenticator, device: TestDevice, context: Parameters<SoftAuthenticator['get']>[1] | Record<string, never> = {}) {
  const binding = frameSecret()
  const { challengeId, options } = await begin<Request>('/passkeys/login/options', binding)
  const response = authenticator.get(options, { ...context, origin: 'origin' in context && context.origin ? context.origin : site.origin })
  return post(site, '/passkeys/login', { challengeId, binding, response, deviceKey: device.deviceKey, devicePublicKey: device.publicKey })
}

/** Fake key shares of the right shape (the server stores them sealed, never reads them). */
const share = () => randomBytes(33).toString('base64')

describe('a passkey account', () => {
  const authenticator = new SoftAuthenticator()
  let first: TestDevice
  let userId: string
  let token: string

  it('offers discoverable, user-verified creation options bound to the secure site (RP ID = its host)', async () => {
    const { options, expiresAt } = await begin<Creation>('/passkeys/register/options', frameSecret())
    expect(options.rp).toEqual({ id: 'localhost', name: 'localhost' })
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' })
    expect(options.user.name).toMatch(/^Wallet created \d{1,2} \w{3} \d{4}$/)
    expect(options.attestation).toBe('none')
    expect(expiresAt).toBe(clock.now() + 300_000)
  })

  it('creates an account with no e-mail and logs it in on this browser', async () => {
    first = await newDevice()
    const reply = await register(authenticator, first)
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    expect(reply.body).toMatchObject({ email: null, newUser: true, newDevice: false })
    userId = reply.body.userId as string
    token = reply.body.accessToken as string
    const me = await getWithToken(site, '/me', token)
    expect(me.body).toEqual({ userId, email: null, accounts: [] })
    const listed = await provenCall(site, first, token, 'GET', '/passkeys', undefined, clock.now())
    expect(listed.body.passkeys).toEqual([
      { id: [...authenticator.credentials.keys()][0], createdAt: clock.now(), lastUsedAt: null, synced: true, browser: expect.any(String) },
    ])
  })

  it('logs the same account in again with the same passkey, and the browser keeps its device', async () => {
    const reply = await logIn(authenticator, first)
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    expect(reply.body).toMatchObject({ userId, email: null, newUser: false, newDevice: false })
    // The browser stores its keys (as the frame does after a first login).
    const stored = await provenCall(
      site,
      first,
      reply.body.accessToken as string,
      'PUT',
      '/keys/eip155',
      {
        address: `0x${randomBytes(20).toString('hex')}`,
        serverShare: share(),
        recoveryShare: share(),
        recoveryServerShare: share(),
      },
      clock.now(),
    )
    expect(stored.status).toBe(201)
  })

  it('approves a new browser by the passkey (a synced copy): it gets the recovery pair once, as a browser approved from the mailbox', async () => {
    const second = await newDevice()
    const reply = await logIn(authenticator.clone(), second)
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    expect(reply.body).toMatchObject({ userId, newUser: false, newDevice: true })
    const secondToken = reply.body.accessToken as string
    const released = await provenCall(site, second, secondToken, 'GET', '/keys/recovery', undefined, clock.now())
    expect(released.status).toBe(200)
    expect((released.body.shares as unknown[]).length).toBe(1)
    expect((await provenCall(site, second, secondToken, 'GET', '/keys/recovery', undefined, clock.now())).status).toBe(403)
    // The first browser was not new: it has no approval to use.
    expect((await provenCall(site, first, token, 'GET', '/keys/recovery', undefined, clock.now())).status).toBe(403)
    // Both are the account's devices.
    const devices = await provenCall(site, first, token, 'GET', '/devices', undefined, clock.now())
    expect((devices.body.devices as unknown[]).length).toBe(2)
  })

  it('refuses a replayed challenge: the first answer uses it up', async () => {
    const binding = frameSecret()
    const device = await newDevice()
    const { challengeId, options } = await begin<Request>('/passkeys/login/options', binding)
    const response = authenticator.get(options, { origin: site.origin })
    const body = { challengeId, binding, response, deviceKey: device.deviceKey, devicePublicKey: device.publicKey }
    expect((await post(site, '/passkeys/login', body)).status).toBe(200)
    const again = await post(site, '/passkeys/login', body)
    expect(again.status).toBe(400)
    expect(again.body.error).toEqual({ code: 'PASSKEY_CHALLENGE_INVALID', message: 'This passkey request expired or was used. Try again' })
  })

  it('refuses an assertion replayed against a fresh challenge (the signed challenge is the old one)', async () => {
    const device = await newDevice()
    const binding = frameSecret()
    const old = await begin<Request>('/passkeys/login/options', binding)
    const response = authenticator.get(old.options, { origin: site.origin })
    const fresh = await begin<Request>('/passkeys/login/options', binding)
    const reply = await post(site, '/passkeys/login', { challengeId: fresh.challengeId, binding, response, deviceKey: device.deviceKey })
    expect(reply.status).toBe(400)
    expect(reply.body.error?.code).toBe('PASSKEY_VERIFICATION_FAILED')
    expect(reply.body.error?.message).toMatch(/^The passkey could not be verified: .*challenge/i)
  })

  it("refuses another frame session's answer and leaves the challenge to the frame that asked", async () => {
    const device = await newDevice()
    const binding = frameSecret()
    const { challengeId, options } = await begin<Request>('/passkeys/login/options', binding)
    const response = authenticator.get(options, { origin: site.origin })
    const stolen = await post(site, '/passkeys/login', { challengeId, binding: frameSecret(), response, deviceKey: device.deviceKey })
    expect(stolen.body.error?.code).toBe('PASSKEY_CHALLENGE_INVALID')
    const own = await post(site, '/passkeys/login', { challengeId, binding, response, deviceKey: device.deviceKey, devicePublicKey: device.publicKey })
    expect(own.status, JSON.stringify(own.body)).toBe(200)
  })

  it('refuses a challenge answered after its 5 minutes', async () => {
    const device = await newDevice()
    const binding = frameSecret()
    const { challengeId, options } = await begin<Request>('/passkeys/login/options', binding)
    clock.advance(300_001)
    const reply = await post(site, '/passkeys/login', {
      challengeId,
      binding,
      response: authenticator.get(options, { origin: site.origin }),
      deviceKey: device.deviceKey,
    })
    expect(reply.body.error?.code).toBe('PASSKEY_CHALLENGE_INVALID')
  })

  it('refuses a ceremony run on another origin, for another RP ID, or in a frame on a page that may not embed the wallet', async () => {
    const device = await newDevice()
    const wrongOrigin = await logIn(authenticator, device, { origin: 'http://localhost:1' })
    expect(wrongOrigin.body.error?.code).toBe('PASSKEY_VERIFICATION_FAILED')
    expect(wrongOrigin.body.error?.message).toContain('origin "http://localhost:1"')
    const wrongRp = await logIn(authenticator, device, { origin: site.origin, rpId: 'wallet.example' })
    expect(wrongRp.body.error?.code).toBe('PASSKEY_VERIFICATION_FAILED')
    expect(wrongRp.body.error?.message).toMatch(/RP ID/i)
    const foreignPage = await logIn(authenticator, device, { origin: site.origin, topOrigin: 'https://attacker.example' })
    expect(foreignPage.body.error).toEqual({
      code: 'PASSKEY_VERIFICATION_FAILED',
      message: 'The passkey could not be verified: the passkey was used on https://attacker.example, which may not embed this wallet',
    })
    // Inside the frame on an allowed page, it is accepted.
    const framed = await logIn(authenticator, device, { origin: site.origin, topOrigin: PAGE })
    expect(framed.status, JSON.stringify(framed.body)).toBe(200)
    expect(framed.body.userId).toBe(userId)
  })

  it('refuses a passkey this wallet does not know, and one used without user verification', async () => {
    const device = await newDevice()
    const stranger = new SoftAuthenticator()
    stranger.create((await begin<Creation>('/passkeys/register/options', frameSecret())).options, { origin: site.origin })
    const unknown = await logIn(stranger, device)
    expect(unknown.body.error).toEqual({ code: 'PASSKEY_NOT_REGISTERED', message: 'This passkey is not registered with this wallet' })
    const unverified = await logIn(authenticator, device, { origin: site.origin, userVerified: false })
    expect(unverified.body.error?.code).toBe('PASSKEY_VERIFICATION_FAILED')
    expect(unverified.body.error?.message).toContain('User verification required')
  })

  it('refuses a signature counter that went back (a copied authenticator), and a repeated one', async () => {
    const device = await newDevice()
    // The counter the site stored at the last accepted login (refused answers moved only the authenticator's).
    const [stored] = await site.db.query('SELECT counter FROM passkey_credentials WHERE id = $1', [[...authenticator.credentials.keys()][0]])
    const counter = Number(stored?.counter)
    expect(counter).toBeGreaterThan(0)
    const back = await logIn(authenticator, device, { origin: site.origin, counter: counter - 1 })
    expect(back.body.error).toEqual({
      code: 'PASSKEY_VERIFICATION_FAILED',
      message: 'The passkey could not be verified: its use count did not grow since its last use, as a copied authenticator’s does',
    })
    const same = await logIn(authenticator, device, { origin: site.origin, counter: counter })
    expect(same.body.error?.message).toContain('its use count did not grow')
    expect((await logIn(authenticator, device, { origin: site.origin, counter: counter + 5 })).status).toBe(200)
  })

  it('refuses a creation without user verification, or for another RP ID', async () => {
    const device = await newDevice()
    const binding = frameSecret()
    const { challengeId, options } = await begin<Creation>('/passkeys/register/options', binding)
    const response = new SoftAuthenticator().create(options, { origin: site.origin, userVerified: false })
    const reply = await post(site, '/passkeys/register', { challengeId, binding, response, deviceKey: device.deviceKey })
    expect(reply.body.error?.code).toBe('PASSKEY_VERIFICATION_FAILED')
    const other = await begin<Creation>('/passkeys/register/options', binding)
    const foreign = new SoftAuthenticator().create(other.options, { origin: site.origin, rpId: 'wallet.example' })
    const refused = await post(site, '/passkeys/register', { challengeId: other.challengeId, binding, response: foreign, deviceKey: device.deviceKey })
    expect(refused.body.error?.code).toBe('PASSKEY_VERIFICATION_FAILED')
  })

  it('keeps no challenge in clear', async () => {
    const { options } = await begin<Request>('/passkeys/login/options', frameSecret())
    const dump = JSON.stringify(await site.db.query('SELECT * FROM passkey_challenges'))
    expect(dump).not.toContain(options.challenge)
  })
})

describe('another passkey for an e-mail account, and the step-up check', () => {
  const authenticator = new SoftAuthenticator()
  const email = uniqueEmail('passkey-add')
  let device: TestDevice
  let token: string
  let userId: string

  beforeAll(async () => {
    device = await newDevice()
    const binding = frameSecret()
    const challenge = await requestCode(site, info, email, binding)
    const login = await verifyAsDevice(site, challenge, binding, device)
    token = login.body.accessToken as string
    userId = login.body.userId as string
  })

  it('needs the proof of the browser’s device key to add one', async () => {
    const reply = await post(site, '/passkeys/add/options', { binding: frameSecret() }, { authorization: `Bearer ${token}` })
    expect(reply.status).toBe(403)
    expect(reply.body.error?.code).toBe('DEVICE_PROOF_INVALID')
  })

  it('adds a passkey named by the e-mail; the passkey then logs in to the e-mail account', async () => {
    const binding = frameSecret()
    const begun = await provenCall(site, device, token, 'POST', '/passkeys/add/options', { binding }, clock.now())
    expect(begun.status, JSON.stringify(begun.body)).toBe(200)
    const { challengeId, options } = begun.body as unknown as Creation
    expect(options.user.name).toBe(email)
    expect(options.excludeCredentials).toEqual([])
    const response = authenticator.create(options, { origin: site.origin, topOrigin: PAGE })
    const added = await provenCall(site, device, token, 'POST', '/passkeys/add', { challengeId, binding, response }, clock.now())
    expect(added.status, JSON.stringify(added.body)).toBe(201)
    const login = await logIn(authenticator, await newDevice())
    expect(login.body).toMatchObject({ userId, email, newUser: false })
    // The next one excludes it, so one authenticator is not registered twice with the same handle.
    const next = await provenCall(site, device, token, 'POST', '/passkeys/add/options', { binding }, clock.now())
    const nextOptions = (next.body as unknown as Creation).options
    expect(nextOptions.excludeCredentials?.map((c) => c.id)).toEqual([...authenticator.credentials.keys()])
    expect(nextOptions.user.id).toBe(options.user.id)
  })

  it('refuses a passkey whose id is already registered (409), for this account or a new one', async () => {
    const known = [...authenticator.credentials.keys()][0] as string
    const binding = frameSecret()
    const begun = (await provenCall(site, device, token, 'POST', '/passkeys/add/options', { binding }, clock.now())).body as unknown as Creation
    const response = new SoftAuthenticator().create(begun.options, { origin: site.origin, credentialId: known })
    const twice = await provenCall(site, device, token, 'POST', '/passkeys/add', { challengeId: begun.challengeId, binding, response }, clock.now())
    expect(twice.status).toBe(409)
    expect(twice.body.error).toEqual({ code: 'PASSKEY_ALREADY_REGISTERED', message: 'This passkey is already on this wallet' })
    const users = Number((await site.db.query('SELECT count(*) AS n FROM users'))[0]?.n)
    const other = await newDevice()
    const newAccount = await begin<Creation>('/passkeys/register/options', binding)
    const copy = new SoftAuthenticator().create(newAccount.options, { origin: site.origin, credentialId: known })
    const refused = await post(site, '/passkeys/register', { challengeId: newAccount.challengeId, binding, response: copy, deviceKey: other.deviceKey })
    expect(refused.status).toBe(409)
    // Nothing of the refused account stays behind.
    expect(Number((await site.db.query('SELECT count(*) AS n FROM users'))[0]?.n)).toBe(users)
  })

  it('verifies a fresh assertion of the account’s own passkey (step-up), and refuses another account’s', async () => {
    const binding = frameSecret()
    const begun = await provenCall(site, device, token, 'POST', '/passkeys/verify/options', { binding }, clock.now())
    expect(begun.status, JSON.stringify(begun.body)).toBe(200)
    const { challengeId, options } = begun.body as unknown as Request
    expect(options.allowCredentials?.map((c) => c.id).sort()).toEqual([...authenticator.credentials.keys()].sort())
    const response = authenticator.get(options, { origin: site.origin })
    const verified = await provenCall(site, device, token, 'POST', '/passkeys/verify', { challengeId, binding, response }, clock.now())
    expect(verified.status, JSON.stringify(verified.body)).toBe(200)
    expect(verified.body).toEqual({ verified: true, credentialId: response.id, verifiedAt: clock.now() })

    const stranger = new SoftAuthenticator()
    await register(stranger, await newDevice())
    const other = (await provenCall(site, device, token, 'POST', '/passkeys/verify/options', { binding }, clock.now())).body as unknown as Request
    const foreign = stranger.get({ ...other.options, allowCredentials: [] }, { origin: site.origin })
    const refused = await provenCall(
      site,
      device,
      token,
      'POST',
      '/passkeys/verify',
      { challengeId: other.challengeId, binding, response: foreign },
      clock.now(),
    )
    expect(refused.body.error?.code).toBe('PASSKEY_NOT_REGISTERED')
  })
})

describe('limits and availability', () => {
  it('locks a client IP out of passkeys after too many refused answers, and caps begins per IP', async () => {
    const strict = await startTestSite(
      info,
      { passkeys: { failuresPerHourPerIpBeforeLock: 3, beginsPerHourPerIp: 6 } },
      { clock: new ManualClock(), publicHostname: 'localhost' },
    )
    try {
      const device = await newDevice()
      const stranger = new SoftAuthenticator()
      stranger.create((await post(strict, '/passkeys/register/options', { binding: frameSecret() })).body.options as PublicKeyCredentialCreationOptionsJSON, {
        origin: strict.origin,
      })
      const codes: string[] = []
      for (let i = 0; i < 3; i++) {
        const binding = frameSecret()
        const { challengeId, options } = (await post(strict, '/passkeys/login/options', { binding })).body as unknown as Request
        const reply = await post(strict, '/passkeys/login', {
          challengeId,
          binding,
          response: stranger.get(options, { origin: strict.origin }),
          deviceKey: device.deviceKey,
        })
        codes.push(String(reply.body.error?.code))
      }
      expect(codes).toEqual(['PASSKEY_NOT_REGISTERED', 'PASSKEY_NOT_REGISTERED', 'PASSKEY_NOT_REGISTERED'])
      const locked = await post(strict, '/passkeys/login/options', { binding: frameSecret() })
      expect(locked.status).toBe(429)
      expect(locked.body.error?.code).toBe('EMAIL_COOLDOWN')
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(3000)
    } finally {
      await strict.stop()
    }
    const capped = await startTestSite(info, { passkeys: { beginsPerHourPerIp: 2 } }, { clock: new ManualClock(), publicHostname: 'localhost' })
    try {
      const statuses = []
      for (let i = 0; i < 3; i++) statuses.push((await post(capped, '/passkeys/login/options', { binding: frameSecret() })).status)
      expect(statuses).toEqual([200, 200, 429])
    } finally {
      await capped.stop()
    }
  })

  it('serves the passkey routes only to the secure site’s own origin, behind the API’s gate', async () => {
    const reply = await post(site, '/passkeys/login/options', { binding: frameSecret() }, { origin: PAGE })
    expect(reply.status).toBe(403)
    expect(reply.body.error?.code).toBe('SECURE_SITE_ORIGIN_REFUSED')
    const unknown = await post(site, '/passkeys/login/options', { binding: frameSecret(), extra: 1 })
    expect(unknown.status).toBe(400)
    expect(unknown.body.error?.code).toBe('SECURE_SITE_BAD_REQUEST')
  })

  it('offers no passkeys on a secure site reached by an IP address, or with passkeys turned off', async () => {
    const onIp = await startTestSite(info, {}, { clock: new ManualClock() })
    try {
      const reply = await post(onIp, '/passkeys/login/options', { binding: frameSecret() })
      expect(reply.status).toBe(404)
      expect(reply.body.error?.message).toBe(
        `Passkeys are not available on this wallet: the wallet is served on an IP address (${onIp.origin}), and passkeys need a host name`,
      )
    } finally {
      await onIp.stop()
    }
    const off = await startTestSite(info, { passkeys: { enabled: false } }, { clock: new ManualClock(), publicHostname: 'localhost' })
    try {
      const reply = await post(off, '/passkeys/register/options', { binding: frameSecret() })
      expect(reply.body.error?.code).toBe('PASSKEY_UNAVAILABLE')
    } finally {
      await off.stop()
    }
  })
})
