/**
 * Two secure-site processes on one database serve one visitor interchangeably: every piece of
 * state (challenges, cooldowns, counters, sessions) is in the database.
 */
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { type Database, type RunningSecureSite } from '../../../secure-site/index.js'
import { openMigratedDatabase } from '../../fixtures/migratedDatabase.js'
import { MIGRATIONS } from '../../../secure-site/db/migrations.js'
import { ManualClock, frameSecret, getWithToken, post, requestCode, startTestSite, uniqueEmail } from './secureSiteClient.js'

const info = inject('sandbox')
const clock = new ManualClock()
let db: Database
let a: RunningSecureSite
let b: RunningSecureSite

beforeAll(async () => {
  db = await openMigratedDatabase()
  // Same secrets on both, as two replicas of one deployment have.
  const secrets = { otpPepper: '1f'.repeat(32), shareEncryptionKey: '2e'.repeat(32) }
  ;[a, b] = await Promise.all([startTestSite(info, { secrets }, { clock, db }), startTestSite(info, { secrets }, { clock, db })])
})
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()])
  await db?.close()
})

it('takes the code request on one process and the code on the other; the session works on both', async () => {
  const email = uniqueEmail('replicas')
  const binding = frameSecret()
  const { challengeId, code } = await requestCode(a, info, email, binding)
  const login = await post(b, '/email/verify', { challengeId, code, binding, deviceKey: frameSecret() })
  expect(login.status).toBe(200)
  expect((await getWithToken(a, '/me', login.body.accessToken as string)).body.email).toBe(email)
  await fetch(`${a.url}/api/v1/session/sign-out`, { method: 'POST', headers: { authorization: `Bearer ${login.body.accessToken as string}` } })
  expect((await getWithToken(b, '/me', login.body.accessToken as string)).status).toBe(401)
})

it('holds the 30 s resend limit across both processes', async () => {
  const email = uniqueEmail('replica-cooldown')
  await requestCode(a, info, email, frameSecret())
  clock.advance(5_000)
  const viaB = await post(b, '/email/code', { email, binding: frameSecret() })
  expect(viaB.status).toBe(429)
  expect(viaB.body.error?.message).toBe('Please try again after 25 seconds')
})

it('counts wrong codes across both processes', async () => {
  const email = uniqueEmail('replica-attempts')
  const binding = frameSecret()
  const { challengeId, code } = await requestCode(a, info, email, binding)
  const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0')
  const sites = [a, b, a, b]
  const left = []
  for (const site of sites)
    left.push((await post(site, '/email/verify', { challengeId, code: wrong, binding, deviceKey: frameSecret() })).body.error?.attemptsLeft)
  expect(left).toEqual([4, 3, 2, 1])
})

it('applies the migrations once when both open the same database', async () => {
  const rows = await db.query('SELECT version FROM schema_migrations')
  expect(rows).toHaveLength(MIGRATIONS.length)
})
