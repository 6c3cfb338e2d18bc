import type { Clock } from '../clock.js'
import { toNumber, type Database } from '../db/database.js'
import { SecureSiteError } from '../errors.js'

/** A browser that holds a share of the account's key, as the account's device list shows it. */
export interface DeviceEntry {
  id: string
  /** From its user agent ("Chrome on Linux"). */
  browser: string
  firstUsedAt: number
  lastUsedAt: number
  /** The browser asking. */
  current: boolean
}

/**
 * The browsers of an account ("Devices" in the wallet's Account view) and their removal. Removing
 * a browser ends its sessions, deletes its server half (and, for the browser that made the key,
 * unpairs the first server share from it) in one transaction, so its next call gets
 * DEVICE_REMOVED and nothing it holds signs any more. It must be approved again as a new device.
 */
export class DeviceRegistry {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** Records a proven call of a browser (its "last used"). */
  async touch(deviceId: string): Promise<void> {
    await this.db.query('UPDATE devices SET last_seen_at = $1 WHERE id = $2', [this.clock.now(), deviceId])
  }

  /** The account's approved browsers, most recently used first. */
  async list(userId: string, currentDeviceId: string): Promise<DeviceEntry[]> {
    const rows = await this.db.query<{ id: string; browser: string | null; created_at: unknown; last_seen_at: unknown }>(
      `SELECT id, browser, created_at, last_seen_at FROM devices
       WHERE user_id = $1 AND removed_at IS NULL AND verified_at IS NOT NULL ORDER BY last_seen_at DESC, id`,
      [userId],
    )
    return rows.map((row) => ({
      id: row.id,
      browser: row.browser ?? 'an unknown browser',
      firstUsedAt: toNumber(row.created_at),
      lastUsedAt: toNumber(row.last_seen_at),
      current: row.id === currentDeviceId,
    }))
  }

  /** Removes browsers of `userId`: `which` names one (404 when it is not the account's), or every one but `keep`. */
  async remove(userId: string, which: { id: string } | { allBut: string }): Promise<number> {
    const now = this.clock.now()
    return this.db.transaction(async (tx) => {
      const removed = await tx.query<{ id: string }>(
        'id' in which
          ? 'UPDATE devices SET removed_at = $1, verified_at = NULL WHERE user_id = $2 AND id = $3 AND removed_at IS NULL RETURNING id'
          : 'UPDATE devices SET removed_at = $1, verified_at = NULL WHERE user_id = $2 AND id <> $3 AND removed_at IS NULL RETURNING id',
        [now, userId, 'id' in which ? which.id : which.allBut],
      )
      if ('id' in which && !removed.length) throw new SecureSiteError(404, 'SECURE_SITE_BAD_REQUEST', { issue: 'no such browser on this account' })
      const ids = removed.map((row) => row.id)
      if (ids.length) {
        await tx.query("UPDATE sessions SET revoked_at = $1, ended_reason = 'device_removed' WHERE device_id = ANY($2::uuid[]) AND revoked_at IS NULL", [
          now,
          ids,
        ])
        await tx.query('DELETE FROM device_key_shares WHERE device_id = ANY($1::uuid[])', [ids])
        await tx.query("UPDATE key_shares SET device_id = NULL WHERE user_id = $1 AND kind = 'server' AND device_id = ANY($2::uuid[])", [userId, ids])
      }
      return ids.length
    })
  }
}
