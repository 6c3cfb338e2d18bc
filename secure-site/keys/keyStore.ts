import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import type { Clock } from '../clock.js'
import type { Database } from '../db/database.js'
import { SecureSiteError } from '../errors.js'

/**
 * Which share a row holds: the one served to the user's frames, the one kept for recovery, or
 * (`device:<id>`) the server half of one browser's own split (table device_key_shares).
 */
export type ShareKind = 'server' | 'recovery' | `device:${string}`

/** The version of the share-encryption key; rows keep it so the key can be rotated later. */
const KEY_VERSION = 1

/**
 * The secure site's key shares, encrypted with AES-256-GCM under a key given in the configuration
 * (never stored in the database), each bound to its user, namespace and kind as associated data
 * so a row copied onto another user does not decrypt.
 */
export class KeyStore {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly key: Uint8Array,
  ) {}

  private seal(userId: string, namespace: string, kind: ShareKind, share: string) {
    const iv = randomBytes(12)
    const cipher = createCipheriv('aes-256-gcm', this.key, iv)
    cipher.setAAD(Buffer.from(`${userId}:${namespace}:${kind}`))
    const body = Buffer.concat([cipher.update(share, 'utf8'), cipher.final(), cipher.getAuthTag()])
    return { iv: iv.toString('base64'), ciphertext: body.toString('base64') }
  }

  private open(userId: string, namespace: string, kind: ShareKind, iv: string, ciphertext: string): string {
    const body = Buffer.from(ciphertext, 'base64')
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64'))
    decipher.setAAD(Buffer.from(`${userId}:${namespace}:${kind}`))
    decipher.setAuthTag(body.subarray(body.length - 16))
    return Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()]).toString('utf8')
  }

  /** Stores a new account's server and recovery shares; 409 when the user already has one. */
  async create(userId: string, namespace: 'eip155' | 'solana', address: string, shares: Record<ShareKind, string>): Promise<void> {
    const now = this.clock.now()
    await this.db.transaction(async (tx) => {
      const rows = []
      for (const kind of ['server', 'recovery'] as const) {
        const sealed = this.seal(userId, namespace, kind, shares[kind])
        rows.push(
          ...(await tx.query(
            `INSERT INTO key_shares (user_id, namespace, kind, address, ciphertext, iv, key_version, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING RETURNING kind`,
            [userId, namespace, kind, address, sealed.ciphertext, sealed.iv, KEY_VERSION, now],
          )),
        )
      }
      if (rows.length !== 2) throw new SecureSiteError(409, 'SECURE_SITE_BAD_REQUEST', { issue: `this account already has a ${namespace} key` })
    })
  }

  /**
   * The server share a browser combines with its own: the one of its own split when it re-split the
   * key after approval (`deviceId`), else the account's first server share. Undefined: no key.
   */
  async serverShare(userId: string, namespace: 'eip155' | 'solana', deviceId?: string): Promise<{ address: string; share: string } | undefined> {
    if (deviceId) {
      const [own] = await this.db.query('SELECT address, iv, ciphertext FROM device_key_shares WHERE user_id = $1 AND namespace = $2 AND device_id = $3', [userId, namespace, deviceId])
      if (own) return { address: String(own.address), share: this.open(userId, namespace, `device:${deviceId}`, String(own.iv), String(own.ciphertext)) }
    }
    const [row] = await this.db.query("SELECT address, iv, ciphertext FROM key_shares WHERE user_id = $1 AND namespace = $2 AND kind = 'server'", [userId, namespace])
    if (!row) return undefined
    return { address: String(row.address), share: this.open(userId, namespace, 'server', String(row.iv), String(row.ciphertext)) }
  }

  /**
   * Keeps the server half of a browser's own split (made in the frame after it rebuilt the key from
   * the recovery share): from then on that browser signs with a pair no other browser holds, and
   * removing this row (or the device) ends its ability to sign. 400 when `address` is not the
   * account's; 409 when the browser already has its own share.
   */
  async saveDeviceShare(userId: string, namespace: 'eip155' | 'solana', deviceId: string, address: string, share: string): Promise<void> {
    const now = this.clock.now()
    await this.db.transaction(async (tx) => {
      const [account] = await tx.query("SELECT address FROM key_shares WHERE user_id = $1 AND namespace = $2 AND kind = 'server'", [userId, namespace])
      if (!account || String(account.address) !== address) throw new SecureSiteError(400, 'SECURE_SITE_BAD_REQUEST', { issue: `address is not this account's ${namespace} address` })
      const sealed = this.seal(userId, namespace, `device:${deviceId}`, share)
      const inserted = await tx.query(
        `INSERT INTO device_key_shares (user_id, namespace, device_id, address, ciphertext, iv, key_version, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING RETURNING device_id`,
        [userId, namespace, deviceId, address, sealed.ciphertext, sealed.iv, KEY_VERSION, now],
      )
      if (!inserted.length) throw new SecureSiteError(409, 'SECURE_SITE_BAD_REQUEST', { issue: `this browser already has its own ${namespace} share` })
    })
  }

  /** The user's recovery share and address (released only to an approved new device). */
  async recoveryShare(userId: string, namespace: 'eip155' | 'solana'): Promise<{ address: string; share: string } | undefined> {
    const [row] = await this.db.query("SELECT address, iv, ciphertext FROM key_shares WHERE user_id = $1 AND namespace = $2 AND kind = 'recovery'", [userId, namespace])
    if (!row) return undefined
    return { address: String(row.address), share: this.open(userId, namespace, 'recovery', String(row.iv), String(row.ciphertext)) }
  }

  /** Addresses of the user's accounts, by namespace. */
  async accounts(userId: string): Promise<{ namespace: string; address: string }[]> {
    const rows = await this.db.query("SELECT namespace, address FROM key_shares WHERE user_id = $1 AND kind = 'server' ORDER BY namespace", [userId])
    return rows.map((r) => ({ namespace: String(r.namespace), address: String(r.address) }))
  }
}
