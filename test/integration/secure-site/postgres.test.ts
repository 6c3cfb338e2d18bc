/**
 * The secure site on a real PostgreSQL server (Debian's `postgresql`), as with DATABASE_URL: the
 * same migrations and SQL as PGlite, a login over real SMTP, and two processes sharing the server.
 */
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { configFromEnv, openDatabase, startSecureSite, type RunningSecureSite } from '../../../secure-site/index.js'
import { redact } from '../../../secure-site/db/postgres.js'
import { frameSecret, getWithToken, post, requestCode, sandboxSmtp, uniqueEmail } from './secureSiteClient.js'
import { startPostgresServer, type PostgresServer } from './postgresServer.js'

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

it('migrates once when two processes start together, then serves a login through either', async () => {
  const [a, b] = await Promise.all([startFromEnv(), startFromEnv()])
  expect(a.db.driver).toBe('postgres')
  expect(await a.db.query('SELECT version FROM schema_migrations ORDER BY version')).toEqual([{ version: 1 }, { version: 2 }, { version: 3 }])
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

it('names the server (without its password) when it cannot connect', async () => {
  const url = server.url.replace('hatch@', 'hatch:secret@').replace(/:\d+\//, ':1/')
  await expect(openDatabase({ url })).rejects.toThrow(`Cannot connect to Postgres at ${redact(url)}`)
  expect(redact(url)).not.toContain('secret')
})

it('keeps serving after the server drops its idle connections, reporting each drop', async () => {
  const dropped: Error[] = []
  let heard = () => {}
  const db = await openDatabase({ url: server.url, onConnectionError: (error) => { dropped.push(error); heard() } })
  try {
    await Promise.all([db.query('SELECT pg_sleep(0.05)'), db.query('SELECT pg_sleep(0.05)')])
    const allHeard = new Promise<void>((resolve) => (heard = () => dropped.length >= 2 && resolve()))
    const { default: pg } = await import('pg')
    const admin = new pg.Client({ connectionString: server.url })
    await admin.connect()
    const { rows } = await admin.query("SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND backend_type = 'client backend' AND application_name = ''")
    await admin.end()
    expect(rows.length).toBeGreaterThanOrEqual(2)
    await allHeard
    expect(dropped[0]?.message).toMatch(/terminating connection/)
    expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }])
  } finally {
    await db.close()
  }
})
