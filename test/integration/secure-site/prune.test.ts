/** Expired state is deleted; live state is kept (secure-site/db/prune.ts), on PGlite. */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type Database } from '../../../secure-site/index.js'
import { openMigratedDatabase } from '../../fixtures/migratedDatabase.js'
import { pruneExpired } from '../../../secure-site/db/prune.js'

let db: Database
beforeAll(async () => {
  db = await openMigratedDatabase()
})
afterAll(() => db?.close())

const now = Date.UTC(2026, 10, 25, 12)
const HOUR = 3_600_000

it('deletes old rate-limit windows, lapsed blocks and long-expired challenges, and keeps live ones', async () => {
  await db.query('INSERT INTO rate_limit_counters (key, window_start, hits) VALUES ($1, $2, 1), ($3, $4, 1)', ['old', now - 3 * HOUR, 'live', now - HOUR])
  await db.query('INSERT INTO rate_limit_blocks (key, until_at) VALUES ($1, $2), ($3, $4)', ['lapsed', now - 1, 'active', now + 1000])
  const challenge = (id: string, expiresAt: number) =>
    db.query(
      "INSERT INTO otp_challenges (id, purpose, email, code_hash, binding_hash, created_at, expires_at) VALUES ($1, 'login', 'a@b.test', 'x', 'y', $2, $3)",
      [id, expiresAt - 600_000, expiresAt],
    )
  await challenge('00000000-0000-4000-8000-000000000001', now - 25 * HOUR)
  await challenge('00000000-0000-4000-8000-000000000002', now - HOUR)
  await pruneExpired(db, now)
  expect((await db.query('SELECT key FROM rate_limit_counters')).map((r) => r.key)).toEqual(['live'])
  expect((await db.query('SELECT key FROM rate_limit_blocks')).map((r) => r.key)).toEqual(['active'])
  expect((await db.query('SELECT id FROM otp_challenges')).map((r) => r.id)).toEqual(['00000000-0000-4000-8000-000000000002'])
})
