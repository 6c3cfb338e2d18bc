import type { Clock } from '../clock.js'
import { toNumber, type SqlRunner } from '../db/database.js'

/**
 * Counters and blocks kept in the database, updated with single atomic statements, so limits hold
 * across every secure-site process on the same database.
 */
export class RateLimits {
  constructor(
    private readonly db: SqlRunner,
    private readonly clock: Clock,
  ) {}

  /**
   * Counts one hit of `key` in the current fixed window of `windowMs` and returns the count so far
   * with the end of the window.
   */
  async hit(key: string, windowMs: number): Promise<{ hits: number; windowEndsAt: number }> {
    const now = this.clock.now()
    const windowStart = now - (now % windowMs)
    const [row] = await this.db.query(
      `INSERT INTO rate_limit_counters (key, window_start, hits) VALUES ($1, $2, 1)
       ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limit_counters.hits + 1
       RETURNING hits`,
      [key, windowStart],
    )
    return { hits: toNumber(row?.hits), windowEndsAt: windowStart + windowMs }
  }

  /**
   * Takes the cooldown `key` for `ms` if it is free. Returns 0 when taken, else the milliseconds
   * left on the cooldown somebody else holds (another process included).
   */
  async claim(key: string, ms: number): Promise<number> {
    const now = this.clock.now()
    const claimed = await this.db.query(
      `INSERT INTO rate_limit_blocks (key, until_at) VALUES ($1, $2)
       ON CONFLICT (key) DO UPDATE SET until_at = EXCLUDED.until_at WHERE rate_limit_blocks.until_at <= $3
       RETURNING until_at`,
      [key, now + ms, now],
    )
    if (claimed.length) return 0
    return Math.max(1, (await this.blockedUntil(key)) - now)
  }

  /** Blocks `key` until `untilAt` (extends, never shortens, an existing block). */
  async block(key: string, untilAt: number): Promise<void> {
    await this.db.query(
      `INSERT INTO rate_limit_blocks (key, until_at) VALUES ($1, $2)
       ON CONFLICT (key) DO UPDATE SET until_at = GREATEST(rate_limit_blocks.until_at, EXCLUDED.until_at)`,
      [key, untilAt],
    )
  }

  /** Frees a cooldown taken by {@link claim} (after a send that failed). */
  async release(key: string): Promise<void> {
    await this.db.query('DELETE FROM rate_limit_blocks WHERE key = $1', [key])
  }

  /** Epoch ms until which `key` is blocked; 0 when it is not. */
  async blockedUntil(key: string): Promise<number> {
    const [row] = await this.db.query('SELECT until_at FROM rate_limit_blocks WHERE key = $1', [key])
    const until = row ? toNumber(row.until_at) : 0
    return until > this.clock.now() ? until : 0
  }
}
