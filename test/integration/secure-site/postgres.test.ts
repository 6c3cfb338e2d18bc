/**
 * The secure site on a real PostgreSQL server (Debian's `postgresql`), as with DATABASE_URL: the
 * same migrations and SQL as PGlite, a login over real SMTP, and two processes sharing the server.
 */
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { configFromEnv, openDatabase, startSecureSite, type RunningSecureSite } from '../../../secure-site/index.js'
import { redact } from '../../../secure-site/db/postgres.js'
import { frameSecret, getWithToken, post, requestCode, sandboxSmtp, uniqueEmail } from './secureSiteClient.js'
import { startPostgresServer, type PostgresServer } from './postgresServer.js'
import { MIGRATIONS } from '../../../secure-site/db/migrations.js'

const info = inject('sandbox')
let server: PostgresServer
const sites: RunningSecureSite[] = []

beforeAll(async () => {
  server = await startPostgresServer()
}, 60_000)
afterAll(async () => {
  await Promise.all(sites.map((s) => s.stop()))
  await server?.stop()
})

/** A secure site configured from environment variables, as `secure-site/main.ts` is. */
async function startFromEnv(): Promise<RunningSecureSite> {
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
  })
  const site = await startSecureSite(config)
  sites.push(site)
  return site
}

let pair: Promise<RunningSecureSite[]> | undefined
/** Two processes on the server, started together once for the tests that need two. */
const twoSites = () => (pair ??= Promise.all([startFromEnv(), startFromEnv()]))

it('migrates once when two processes start together, then serves a login through either', async () => {
  const [a, b] = (await twoSites()) as [RunningSecureSite, RunningSecureSite]
  expect(a.db.driver).toBe('postgres')
  expect(await a.db.query('SELECT version FROM schema_migrations ORDER BY version')).toEqual(MIGRATIONS.map((m) => ({ version: m.version })))
  const health = await (await fetch(`${b.url}/healthz`)).json()
  expect(health).toEqual({ ok: true, database: 'postgres' })

  const email = uniqueEmail('postgres')
  const binding = frameSecret()
  const { challengeId, code } = await requestCode(a, info, email, binding)
  const again = await post(b, '/email/code', { email, binding: frameSecret() })
  expect(again.body.error?.message).toMatch(/^Please try again after (29|30) seconds$/)
  const login = await post(b, '/email/verify', { challengeId, code, binding, deviceKey: frameSecret() })
  expect(login.status).toBe(200)
  expect((await getWithToken(a, '/me', login.body.accessToken as string)).body.email).toBe(email)
})

it('counts limits exactly when requests hit both processes at once (npm run bench:secure-site does this under load)', async () => {
  const [a, b] = (await twoSites()) as [RunningSecureSite, RunningSecureSite]
  // Ten code requests for one address at once, spread over both: the 30 s cooldown lets one through.
  const email = uniqueEmail('postgres-burst')
  const burst = await Promise.all(Array.from({ length: 10 }, (_, i) => post(i % 2 ? a : b, '/email/code', { email, binding: frameSecret() })))
  expect(burst.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(429)])

  // Twelve wrong codes at once for one challenge: exactly five count (4, 3, 2, 1 left, then exceeded), the rest find it spent.
  const binding = frameSecret()
  const guessed = uniqueEmail('postgres-guesses')
  const { challengeId, code } = await requestCode(a, info, guessed, binding)
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
  const guesses = await Promise.all(
    Array.from({ length: 12 }, (_, i) => post(i % 2 ? a : b, '/email/verify', { challengeId, code: wrong, binding, deviceKey: frameSecret() })),
  )
  const codes = guesses.map((r) => r.body.error?.code).sort()
  expect(codes).toEqual([...Array(1).fill('OTP_ATTEMPTS_EXCEEDED'), ...Array(7).fill('OTP_EXPIRED'), ...Array(4).fill('OTP_INVALID')])
  expect(
    guesses
      .map((r) => r.body.error?.attemptsLeft)
      .filter((n) => n !== undefined)
      .sort(),
  ).toEqual([1, 2, 3, 4])
  expect((await post(b, '/email/verify', { challengeId, code, binding, deviceKey: frameSecret() })).body.error?.code).toBe('OTP_EXPIRED')
})

it('names the server (without its password) when it cannot connect', async () => {
  const url = server.url.replace('hatch@', 'hatch:secret@').replace(/:\d+\//, ':1/')
  await expect(openDatabase({ url })).rejects.toThrow(`Cannot connect to Postgres at ${redact(url)}`)
  expect(redact(url)).not.toContain('secret')
})

it('keeps serving after the server drops its idle connections, reporting each drop', async () => {
  const dropped: Error[] = []
  let heard = () => {}
  const db = await openDatabase({
    url: server.url,
    onConnectionError: (error) => {
      dropped.push(error)
      heard()
    },
  })
  try {
    await Promise.all([db.query('SELECT pg_sleep(0.05)'), db.query('SELECT pg_sleep(0.05)')])
    const allHeard = new Promise<void>((resolve) => (heard = () => dropped.length >= 2 && resolve()))
    const { default: pg } = await import('pg')
    const admin = new pg.Client({ connectionString: server.url })
    await admin.connect()
    const { rows } = await admin.query(
      "SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND backend_type = 'client backend' AND application_name = ''",
    )
    await admin.end()
    expect(rows.length).toBeGreaterThanOrEqual(2)
    await allHeard
    expect(dropped[0]?.message).toMatch(/terminating connection/)
    expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }])
  } finally {
    await db.close()
  }
})

it("rotates the share key with the same SQL: every share (server, the recovery pair, a browser's own half) re-sealed, the new key alone reads them", async () => {
  const { KeyStore, shareKeyVersion } = await import('../../../secure-site/keys/keyStore.js')
  const { randomBytes, randomUUID } = await import('node:crypto')
  const [oldKey, newKey] = [randomBytes(32), randomBytes(32)]
  const clock = { now: () => Date.now() }
  const db = await openDatabase({ url: server.url })
  try {
    const userId = randomUUID()
    const deviceId = randomUUID()
    await db.query('INSERT INTO users (id, created_at) VALUES ($1, $2)', [userId, Date.now()])
    await db.query('INSERT INTO devices (id, user_id, device_key, created_at, last_seen_at) VALUES ($1, $2, $3, $4, $4)', [
      deviceId,
      userId,
      randomUUID(),
      Date.now(),
    ])
    const address = '0x00000000000000000000000000000000000000a1'
    const before = new KeyStore(db, clock, oldKey)
    await before.create(userId, 'eip155', address, { server: 'server-share', recovery: 'recovery-share', 'recovery-server': 'recovery-server-share' }, deviceId)
    await before.saveDeviceShare(userId, 'eip155', deviceId, address, 'device-share')
    expect(await new KeyStore(db, clock, newKey, [oldKey]).rotate(1)).toEqual({ reencrypted: 4, secrets: 0, unreadable: 0 })
    const after = new KeyStore(db, clock, newKey)
    expect(await after.firstServerShare(userId, 'eip155')).toBe('server-share')
    expect(await after.serverShare(userId, 'eip155', deviceId)).toEqual({ address, share: 'device-share' })
    expect(await after.recoveryShare(userId, 'eip155')).toEqual({ address, share: 'recovery-share' })
    expect(await after.recoveryPair(userId, 'eip155')).toEqual({ address, recoveryShare: 'recovery-share', serverShare: 'recovery-server-share' })
    const versions = await db.query(
      'SELECT key_version FROM key_shares WHERE user_id = $1 UNION ALL SELECT key_version FROM device_key_shares WHERE user_id = $1',
      [userId],
    )
    expect(versions.map((r) => Number(r.key_version))).toEqual(Array(4).fill(shareKeyVersion(newKey)))
    await expect(new KeyStore(db, clock, oldKey).firstServerShare(userId, 'eip155')).rejects.toThrow('opens with none of the configured share keys')
  } finally {
    await db.close()
  }
})
