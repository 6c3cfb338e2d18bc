import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import type { Clock } from '../clock.js'
import type { Database } from '../db/database.js'
import { SecureSiteError } from '../errors.js'

/**
 * Which share a row holds: the server half of the first browser's split (served to that browser
 * only), the two halves of the recovery split (released together, once, to each newly approved
 * browser), or (`device:<id>`) the server half of one approved browser's own split (table
 * device_key_shares).
 */
export type ShareKind = 'server' | 'recovery' | 'recovery-server' | `device:${string}`

/** The shares a new account's key arrives with (the frame keeps the first browser's other half). */
export type NewKeyShares = Record<'server' | 'recovery' | 'recovery-server', string>

/** The key_version of rows written before keys had ids (all under the one configured key). */
const LEGACY_VERSION = 1

/**
 * A share key's id as stored in `key_version`: 31 bits of a hash of the key (never the key, and
 * nothing that helps find it), so a row says which key sealed it and a rotation finds the rows
 * still under an older key.
 */
export function shareKeyVersion(key: Uint8Array): number {
  const id = createHash('sha256').update('hatch secure-site share key id\0').update(key).digest().readUInt32BE(0) >>> 1
  return id === LEGACY_VERSION ? 2 : id
}

/** What a rotation did. */
export interface RotationResult {
  /** Shares re-sealed under the current key. */
  reencrypted: number
  /** Second-factor secrets (TOTP) re-sealed under the current key. */
  secrets: number
  /** Shares and secrets none of the configured keys opens (their key is missing from the configuration). */
  unreadable: number
}

interface SealedRow {
  user_id: unknown
  namespace?: unknown
  kind?: unknown
  device_id?: unknown
  iv: unknown
  ciphertext: unknown
  key_version: unknown
  [column: string]: unknown
}

/**
 * The secure site's key shares, encrypted with AES-256-GCM under a key given in the configuration
 * (never stored in the database), each bound to its user, namespace and kind as associated data
 * so a row copied onto another user does not decrypt. New rows are sealed under the current key;
 * rows under an earlier key (listed during a rotation) are still read, and {@link rotate}
 * re-seals them.
 */
export class KeyStore {
  private readonly version: number
  private readonly keys: Map<number, Uint8Array>

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly key: Uint8Array,
    previousKeys: readonly Uint8Array[] = [],
  ) {
    this.version = shareKeyVersion(key)
    this.keys = new Map([...previousKeys, key].map((k) => [shareKeyVersion(k), k]))
  }

  private seal(userId: string, namespace: string, kind: ShareKind | `secret:${string}`, share: string) {
    const iv = randomBytes(12)
    const cipher = createCipheriv('aes-256-gcm', this.key, iv)
    cipher.setAAD(Buffer.from(`${userId}:${namespace}:${kind}`))
    const body = Buffer.concat([cipher.update(share, 'utf8'), cipher.final(), cipher.getAuthTag()])
    return { iv: iv.toString('base64'), ciphertext: body.toString('base64'), version: this.version }
  }

  /** Opens a row with the key its version names (legacy rows: whichever configured key opens it). */
  private open(userId: string, namespace: string, kind: ShareKind | `secret:${string}`, iv: string, ciphertext: string, version: number): string {
    const byId = this.keys.get(version)
    const candidates = byId ? [byId] : version === LEGACY_VERSION ? [...this.keys.values()].reverse() : []
    const body = Buffer.from(ciphertext, 'base64')
    for (const key of candidates) {
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'))
        decipher.setAAD(Buffer.from(`${userId}:${namespace}:${kind}`))
        decipher.setAuthTag(body.subarray(body.length - 16))
        return Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()]).toString('utf8')
      } catch {
        // The next configured key, if any (GCM authentication tells a wrong key).
      }
    }
    throw new Error(
      `a ${namespace} key share (key version ${version}) opens with none of the configured share keys: add the key it was sealed with to SECURE_SITE_SHARE_KEY_PREVIOUS`,
    )
  }

  /**
   * Seals another secret of a user (a second factor's TOTP secret) as the shares are: the same
   * key and versions, bound to the user and `purpose` as associated data.
   */
  sealSecret(userId: string, purpose: string, secret: string): { iv: string; ciphertext: string; version: number } {
    return this.seal(userId, 'secret', `secret:${purpose}`, secret)
  }

  /** Opens what {@link sealSecret} sealed. */
  openSecret(userId: string, purpose: string, sealed: { iv: string; ciphertext: string; version: number }): string {
    return this.open(userId, 'secret', `secret:${purpose}`, sealed.iv, sealed.ciphertext, sealed.version)
  }

  /**
   * Re-seals every share not under the current key (rows of earlier keys, and rows written before
   * keys had ids), and the second factors' secrets (TOTP) sealed by {@link sealSecret}, in batches,
   * each row in its own statement guarded by its old version so a concurrent rotation never
   * overwrites a newer seal. Safe while the site serves: both keys are configured during a
   * rotation. Run it with `npx tsx secure-site/rotateShareKeys.ts`.
   */
  async rotate(batchSize = 200): Promise<RotationResult> {
    const result: RotationResult = { reencrypted: 0, secrets: 0, unreadable: 0 }
    // Each table: the columns after user_id that name a row, and the namespace and kind its seal is bound to.
    const tables: { table: string; keys: string[]; bound: (row: SealedRow) => [string, ShareKind | `secret:${string}`]; count: 'reencrypted' | 'secrets' }[] = [
      { table: 'key_shares', keys: ['namespace', 'kind'], bound: (row) => [String(row.namespace), String(row.kind) as ShareKind], count: 'reencrypted' },
      {
        table: 'device_key_shares',
        keys: ['namespace', 'device_id'],
        bound: (row) => [String(row.namespace), `device:${String(row.device_id)}`],
        count: 'reencrypted',
      },
      { table: 'second_factors', keys: ['kind'], bound: (row) => ['secret', `secret:${String(row.kind)}`], count: 'secrets' },
    ]
    for (const { table, keys, bound, count } of tables) {
      const named = keys.map((k) => `${k}::text`).join(', ')
      const after = (n: number) => keys.map((_, i) => `$${n + i}`).join(', ')
      let last: string[] = ['00000000-0000-0000-0000-000000000000', ...keys.map(() => '')]
      for (;;) {
        const rows = (await this.db.query(
          `SELECT user_id, ${keys.join(', ')}, iv, ciphertext, key_version FROM ${table}
           WHERE key_version <> $1 AND (user_id, ${named}) > ($2::uuid, ${after(3)})
           ORDER BY user_id, ${named} LIMIT $${3 + keys.length}`,
          [this.version, ...last, batchSize],
        )) as unknown as SealedRow[]
        if (!rows.length) break
        for (const row of rows) {
          const [namespace, kind] = bound(row)
          let secret: string
          try {
            secret = this.open(String(row.user_id), namespace, kind, String(row.iv), String(row.ciphertext), Number(row.key_version))
          } catch {
            result.unreadable++
            continue
          }
          const sealed = this.seal(String(row.user_id), namespace, kind, secret)
          const updated = await this.db.query(
            `UPDATE ${table} SET ciphertext = $1, iv = $2, key_version = $3
             WHERE user_id = $4 AND ${keys.map((k, i) => `${k}::text = $${6 + i}`).join(' AND ')} AND key_version = $5 RETURNING user_id`,
            [sealed.ciphertext, sealed.iv, sealed.version, row.user_id, row.key_version, ...keys.map((k) => String(row[k]))],
          )
          result[count] += updated.length
        }
        const end = rows[rows.length - 1] as SealedRow
        last = [String(end.user_id), ...keys.map((k) => String(end[k]))]
      }
    }
    return result
  }

  /**
   * Stores a new account's shares: the server half of the first browser's split, paired with
   * `deviceId` (the browser that made the key; only it is served that share), and both halves of
   * the recovery split. 409 when the user already has a key in `namespace`.
   */
  async create(userId: string, namespace: 'eip155' | 'solana', address: string, shares: NewKeyShares, deviceId: string): Promise<void> {
    const now = this.clock.now()
    await this.db.transaction(async (tx) => {
      const rows = []
      for (const kind of ['server', 'recovery', 'recovery-server'] as const) {
        const sealed = this.seal(userId, namespace, kind, shares[kind])
        rows.push(
          ...(await tx.query(
            `INSERT INTO key_shares (user_id, namespace, kind, address, ciphertext, iv, key_version, created_at, device_id)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING RETURNING kind`,
            [userId, namespace, kind, address, sealed.ciphertext, sealed.iv, sealed.version, now, kind === 'server' ? deviceId : null],
          )),
        )
      }
      if (rows.length !== 3) throw new SecureSiteError(409, 'SECURE_SITE_BAD_REQUEST', { issue: `this account already has a ${namespace} key` })
    })
  }

  /**
   * The server share a browser combines with its own: the one of its own split when it re-split the
   * key after approval, else the account's first server share, only to the browser that made the
   * key (never to another: with the recovery share it would rebuild the key). Undefined: none for
   * this browser.
   */
  async serverShare(userId: string, namespace: 'eip155' | 'solana', deviceId: string): Promise<{ address: string; share: string } | undefined> {
    const [own] = await this.db.query(
      'SELECT address, iv, ciphertext, key_version FROM device_key_shares WHERE user_id = $1 AND namespace = $2 AND device_id = $3',
      [userId, namespace, deviceId],
    )
    if (own)
      return {
        address: String(own.address),
        share: this.open(userId, namespace, `device:${deviceId}`, String(own.iv), String(own.ciphertext), Number(own.key_version)),
      }
    const [row] = await this.db.query(
      "SELECT address, iv, ciphertext, key_version FROM key_shares WHERE user_id = $1 AND namespace = $2 AND kind = 'server' AND device_id = $3",
      [userId, namespace, deviceId],
    )
    if (!row) return undefined
    return { address: String(row.address), share: this.open(userId, namespace, 'server', String(row.iv), String(row.ciphertext), Number(row.key_version)) }
  }

  /**
   * The first browser's server share. Only an account made before migration 10 (no recovery split
   * of its own) enrols a new browser with it; see {@link recoveryPair}.
   */
  async firstServerShare(userId: string, namespace: 'eip155' | 'solana'): Promise<string | undefined> {
    return (await this.accountShare(userId, namespace, 'server'))?.share
  }

  /** One of the account's shares in key_shares, opened, with the address it belongs to. */
  private async accountShare(
    userId: string,
    namespace: 'eip155' | 'solana',
    kind: 'server' | 'recovery' | 'recovery-server',
  ): Promise<{ address: string; share: string } | undefined> {
    const [row] = await this.db.query('SELECT address, iv, ciphertext, key_version FROM key_shares WHERE user_id = $1 AND namespace = $2 AND kind = $3', [
      userId,
      namespace,
      kind,
    ])
    if (!row) return undefined
    return { address: String(row.address), share: this.open(userId, namespace, kind, String(row.iv), String(row.ciphertext), Number(row.key_version)) }
  }

  /** Whether the user has a key in some namespace. */
  async hasKey(userId: string): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM key_shares WHERE user_id = $1 LIMIT 1', [userId])).length > 0
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
      if (!account || String(account.address) !== address)
        throw new SecureSiteError(400, 'SECURE_SITE_BAD_REQUEST', { issue: `address is not this account's ${namespace} address` })
      const sealed = this.seal(userId, namespace, `device:${deviceId}`, share)
      const inserted = await tx.query(
        `INSERT INTO device_key_shares (user_id, namespace, device_id, address, ciphertext, iv, key_version, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING RETURNING device_id`,
        [userId, namespace, deviceId, address, sealed.ciphertext, sealed.iv, sealed.version, now],
      )
      if (!inserted.length) throw new SecureSiteError(409, 'SECURE_SITE_BAD_REQUEST', { issue: `this browser already has its own ${namespace} share` })
    })
  }

  /** The user's recovery share and address (released only to an approved new device). */
  async recoveryShare(userId: string, namespace: 'eip155' | 'solana'): Promise<{ address: string; share: string } | undefined> {
    return this.accountShare(userId, namespace, 'recovery')
  }

  /**
   * The two shares an approved new browser rebuilds the key from, once: the recovery share and the
   * server half of the recovery split. Never the first browser's server share, so no browser but
   * the first ever holds a share that pairs with the first browser's own. An account made before
   * migration 10 has no recovery split of its own; its recovery share pairs with the first server
   * share, which is then the only way in.
   */
  async recoveryPair(userId: string, namespace: 'eip155' | 'solana'): Promise<{ address: string; recoveryShare: string; serverShare: string } | undefined> {
    const recovery = await this.recoveryShare(userId, namespace)
    if (!recovery) return undefined
    const serverShare = (await this.accountShare(userId, namespace, 'recovery-server'))?.share ?? (await this.firstServerShare(userId, namespace))
    return serverShare === undefined ? undefined : { address: recovery.address, recoveryShare: recovery.share, serverShare }
  }

  /** Addresses of the user's accounts, by namespace. */
  async accounts(userId: string): Promise<{ namespace: string; address: string }[]> {
    const rows = await this.db.query("SELECT namespace, address FROM key_shares WHERE user_id = $1 AND kind = 'server' ORDER BY namespace", [userId])
    return rows.map((r) => ({ namespace: String(r.namespace), address: String(r.address) }))
  }
}
