import type { SqlRunner } from './database.js'

const HOUR = 3_600_000
const DAY = 24 * HOUR

/**
 * Deletes state nothing can use any more, so the tables stay small: rate-limit windows older than
 * two hours, lapsed cooldowns and locks, device-key proofs past their window, and challenges, approvals and sessions that ended over a
 * day ago. Safe to run from every process at once (plain deletes).
 */
export async function pruneExpired(db: SqlRunner, now: number): Promise<void> {
  await db.query('DELETE FROM rate_limit_counters WHERE window_start < $1', [now - 2 * HOUR])
  await db.query('DELETE FROM rate_limit_blocks WHERE until_at < $1', [now])
  await db.query(
    'DELETE FROM otp_challenges WHERE expires_at < $1 AND id NOT IN (SELECT parent_id FROM otp_challenges WHERE parent_id IS NOT NULL AND expires_at >= $1)',
    [now - DAY],
  )
  await db.query('DELETE FROM device_approvals WHERE expires_at < $1 AND approved_at IS NULL', [now - DAY])
  await db.query('DELETE FROM sessions WHERE refresh_expires_at < $1 OR revoked_at < $1', [now - DAY])
  await db.query('DELETE FROM oauth_flows WHERE expires_at < $1', [now - DAY])
  await db.query('DELETE FROM device_proofs WHERE expires_at < $1', [now])
  await db.query('DELETE FROM passkey_challenges WHERE expires_at < $1', [now - DAY])
}
