/**
 * Passkeys (issue 31) on a real PostgreSQL server (Debian's `postgresql`), across two secure-site
 * processes on it: a ceremony begun on one finishes on the other, its challenge used once whichever
 * answers, and the signature counter holds across both (the same SQL as PGlite, where the other
 * passkey tests run).
 */
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server'
import { configFromEnv, startSecureSite, type RunningSecureSite } from '../../../secure-site/index.js'
import { frameSecret, newDevice, post, sandboxSmtp } from './secureSiteClient.js'
import { startPostgresServer, type PostgresServer } from './postgresServer.js'
import { SoftAuthenticator } from './softAuthenticator.js'

const info = inject('sandbox')
let server: PostgresServer
let a: RunningSecureSite
let b: RunningSecureSite

beforeAll(async () => {
  server = await startPostgresServer()
  const smtp = sandboxSmtp(info)
  const config = configFromEnv({
    SECURE_SITE_PORT: '0',
    SECURE_SITE_ALLOWED_ORIGINS: 'http://127.0.0.1:5173',
    DATABASE_URL: server.url,
    SMTP_HOST: smtp.host,
    SMTP_PORT: String(smtp.port),
    SMTP_FROM: 'Hatch Wallet <wallet@hatch.sandbox>',
    SECURE_SITE_OTP_PEPPER: '3c'.repeat(32),
    SECURE_SITE_SHARE_KEY: '4d'.repeat(32),
    SECURE_SITE_PASSKEY_RP_NAME: 'Shop Wallet',
    // One public origin for both processes, as behind one proxy: the RP ID is `localhost`.
    SECURE_SITE_PUBLIC_ORIGIN: 'http://localhost:8443',
  })
  ;[a, b] = await Promise.all([startSecureSite(config), startSecureSite(config)])
}, 60_000)
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()])
  await server?.stop()
})

it('begins a ceremony on one process and finishes it on the other; a challenge answers once, and the counter holds across both', async () => {
  expect(a.db.driver).toBe('postgres')
  const authenticator = new SoftAuthenticator()
  const device = await newDevice()
  const binding = frameSecret()
  const created = (await post(a, '/passkeys/register/options', { binding })).body as { challengeId: string; options: PublicKeyCredentialCreationOptionsJSON }
  expect(created.options.rp.name).toBe('Shop Wallet')
  const origin = a.origin
  expect(b.origin).toBe(origin)
  const response = authenticator.create(created.options, { origin })
  const made = await post(b, '/passkeys/register', {
    challengeId: created.challengeId,
    binding,
    deviceKey: device.deviceKey,
    devicePublicKey: device.publicKey,
    response,
  })
  expect(made.status, JSON.stringify(made.body)).toBe(200)
  // The same answer on the first process: the challenge was used on the other.
  const again = await post(a, '/passkeys/register', { challengeId: created.challengeId, binding, deviceKey: device.deviceKey, response })
  expect(again.body.error?.code).toBe('PASSKEY_CHALLENGE_INVALID')

  const asked = (await post(b, '/passkeys/login/options', { binding })).body as { challengeId: string; options: PublicKeyCredentialRequestOptionsJSON }
  const login = await post(a, '/passkeys/login', {
    challengeId: asked.challengeId,
    binding,
    deviceKey: device.deviceKey,
    response: authenticator.get(asked.options, { origin }),
  })
  expect(login.body).toMatchObject({ userId: made.body.userId, newUser: false })
  // An answer with the counter the other process already stored is refused.
  const stale = (await post(a, '/passkeys/login/options', { binding })).body as { challengeId: string; options: PublicKeyCredentialRequestOptionsJSON }
  const counter = [...authenticator.credentials.values()][0]!.counter
  const replay = await post(a, '/passkeys/login', {
    challengeId: stale.challengeId,
    binding,
    deviceKey: device.deviceKey,
    response: authenticator.get(stale.options, { origin, counter }),
  })
  expect(replay.body.error?.message).toContain('its use count did not grow')
})
