/**
 * Two secure-site processes on one database complete one social sign-in interchangeably: the
 * flow begins on one and completes on the other, its single use holds across both, and both map
 * the provider's account to the same user.
 */
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { randomBytes } from 'node:crypto'
import { type Database, type RunningSecureSite } from '../../../secure-site/index.js'
import { openMigratedDatabase } from '../../fixtures/migratedDatabase.js'
import { complete, registerClient, providerUrls, signInTrip, startOAuthTestSite } from './oauthSignIn.js'

const info = inject('sandbox')
let db: Database
let a: RunningSecureSite
let b: RunningSecureSite

beforeAll(async () => {
  db = await openMigratedDatabase()
  // Replicas of one deployment share the public origin; here each has its own, so the test
  // registers both callbacks with the providers and gives both the same client.
  const client = { clientId: `hatch-replicas-${randomBytes(4).toString('hex')}`, clientSecret: randomBytes(24).toString('base64url') }
  const secrets = { otpPepper: '1f'.repeat(32), shareEncryptionKey: '2e'.repeat(32) }
  a = await startOAuthTestSite(info, { secrets }, { db }, client)
  b = await startOAuthTestSite(info, { secrets, publicOrigin: a.origin }, { db }, client)
  await registerClient(providerUrls(info), client, a.origin)
})
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()])
  await db?.close()
})

it('begins a sign-in on one process and completes it on the other; a replay on the first is refused', async () => {
  const trip = await signInTrip(a, 'github', 'Ken Thompson')
  const onB = await complete(b, trip)
  expect(onB.status, JSON.stringify(onB.body)).toBe(200)
  const replay = await complete(a, trip)
  expect(replay.body.error?.message).toBe('This sign-in cannot be completed: it was already used. Start again')

  const again = await complete(a, await signInTrip(b, 'github', 'Ken Thompson'))
  expect(again.body.userId).toBe(onB.body.userId)
})

it('one of two racing completions of one flow wins, on two processes', async () => {
  const trip = await signInTrip(a, 'google', 'Alan Turing')
  const replies = await Promise.all([complete(a, trip), complete(b, trip)])
  expect(replies.map((r) => r.status).sort()).toEqual([200, 400])
})
