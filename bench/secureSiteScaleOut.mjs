// `npm run bench:secure-site`: does the secure site scale out? OTP logins and signatures against two
// secure-site processes on one real Postgres, then against one, on 127.0.0.1 only, bounded in count
// and in time. Prints logins/s, signatures/s and p50/p99 latency for both, checks that no request
// failed, and that the rate limits count exactly across the two processes under concurrency.
//
//   npm run bench:secure-site [-- --logins 300] [--signatures 3000] [--connections 16] [--max-seconds 60]
//
// Each topology gets a fresh database on one Postgres server (Debian's binaries, as the Postgres
// test starts them) and the sandbox's SMTP server in this process; the secure-site processes are
// `secure-site/main.ts` configured from the environment, as an operator runs them, trusting one
// proxy so every simulated visitor has an address of its own. Exit code 1 on any failed request or
// miscounted limit. Run it with tsx (the npm script does): it imports TypeScript modules.
import { randomBytes } from 'node:crypto'
import { availableParallelism, loadavg } from 'node:os'
import pg from 'pg'
import { startMailService } from '../sandbox/mail/startMailService.ts'
import { startPostgresServer } from '../test/integration/secure-site/postgresServer.ts'
import { checkLimits } from './secureSite/limitsAcrossProcesses.mjs'
import { runLogins, runSignatures } from './secureSite/loginAndSign.mjs'
import { cpuMsOf, startSiteProcess } from './secureSite/siteProcess.mjs'

const argv = process.argv.slice(2)
/** A positive whole number flag, at most `max` (the test stays bounded). */
const intFlag = (name, fallback, max) => {
  const i = argv.indexOf(name)
  if (i < 0) return fallback
  const value = Number(argv[i + 1])
  if (!Number.isInteger(value) || value < 1 || value > max) throw new Error(`${name} must be a whole number from 1 to ${max}, got ${argv[i + 1]}`)
  return value
}
const LOGINS = intFlag('--logins', 300, 5_000)
const SIGNATURES = intFlag('--signatures', 3_000, 50_000)
const CONNECTIONS = intFlag('--connections', 16, 256)
const MAX_SECONDS = intFlag('--max-seconds', 60, 300)
/** Load average (1 min) above which a run is marked noisy, as in `npm run bench`. */
const NOISY_LOAD = 1.5

const log = (line) => console.error(line)
const stops = []
const stopAll = async () => {
  for (const stop of stops.splice(0).reverse()) await stop().catch((e) => log(`stop: ${e.message}`))
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    void stopAll().then(() => process.exit(130))
  })

const f = (x, digits = 0) => (x === null || x === undefined ? '—' : x.toFixed(digits))
const load = () => loadavg()[0]

try {
  log('starting Postgres and the SMTP server ...')
  const postgres = await startPostgresServer()
  stops.push(() => postgres.stop())
  const mail = await startMailService()
  stops.push(() => mail.stop())
  const admin = new pg.Client({ connectionString: postgres.url })
  await admin.connect()
  const [{ server_version: postgresVersion }] = (await admin.query('SHOW server_version')).rows
  await admin.end()

  // The same secrets on every process, as replicas of one deployment have.
  const env = {
    SECURE_SITE_ALLOWED_ORIGINS: 'http://127.0.0.1:5173',
    SMTP_HOST: mail.smtp.host,
    SMTP_PORT: String(mail.smtp.port),
    SMTP_FROM: 'Hatch Wallet <wallet@hatch.sandbox>',
    SECURE_SITE_OTP_PEPPER: randomBytes(32).toString('hex'),
    SECURE_SITE_SHARE_KEY: randomBytes(32).toString('hex'),
    SECURE_SITE_TRUST_PROXY: '1',
  }

  const rows = []
  let checks = []
  for (const [run, processes] of [
    [1, 2],
    [2, 1],
  ]) {
    const database = `scale_out_${processes}`
    const admin = new pg.Client({ connectionString: postgres.url })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${database}`)
    await admin.end()
    const url = new URL(postgres.url)
    url.pathname = `/${database}`
    log(`${processes} process(es) on database ${database} ...`)
    const sites = await Promise.all(Array.from({ length: processes }, () => startSiteProcess({ ...env, DATABASE_URL: url.href })))
    const stopSites = () => Promise.all(sites.map((s) => s.stop()))
    stops.push(stopSites)
    const urls = sites.map((s) => s.url)
    // Warm-up (not counted): each process compiles its routes and opens its database pool.
    await runLogins({ urls, visitors: 4 * CONNECTIONS, connections: CONNECTIONS, mailbox: mail.mailbox, run: run + 100, maxSeconds: MAX_SECONDS })
    const loadBefore = load()
    const siteCpu = () => sites.reduce((sum, s) => sum + (cpuMsOf(s.pid) ?? NaN), 0)
    // This process too: autocannon and the SMTP server that receives every code e-mail.
    const ownCpu = () => {
      const { user, system } = process.cpuUsage()
      return (user + system) / 1000
    }
    const cpu0 = siteCpu()
    const own0 = ownCpu()
    const logins = await runLogins({ urls, visitors: LOGINS, connections: CONNECTIONS, mailbox: mail.mailbox, run, maxSeconds: MAX_SECONDS })
    log(
      `  logins: ${logins.logins} in ${f(logins.seconds, 1)} s = ${f(logins.perSecond, 1)}/s, p50 ${f(logins.p50)} ms, p99 ${f(logins.p99)} ms; failed ${logins.failed}; ${JSON.stringify(logins.statuses)}`,
    )
    const cpu1 = siteCpu()
    const own1 = ownCpu()
    const signatures = await runSignatures({ urls, signatures: SIGNATURES, connections: CONNECTIONS, sessions: logins.sessions, maxSeconds: MAX_SECONDS })
    log(
      `  signatures: ${signatures.signatures} in ${f(signatures.seconds, 1)} s = ${f(signatures.perSecond, 1)}/s, p50 ${f(signatures.p50, 1)} ms, p99 ${f(signatures.p99, 1)} ms; failed ${signatures.failed}; ${JSON.stringify(signatures.statuses)}`,
    )
    const cpu2 = siteCpu()
    const own2 = ownCpu()
    const loadAfter = load()
    if (processes > 1) checks = await checkLimits({ urls, mailbox: mail.mailbox })
    const crashed = sites.filter((s) => /Error|failed/i.test(s.stderr())).map((s) => `process ${s.pid}: ${s.stderr().slice(0, 400)}`)
    await stopSites()
    stops.splice(stops.indexOf(stopSites), 1)
    rows.push({
      processes,
      logins,
      signatures,
      load: Math.max(loadBefore, loadAfter),
      crashed,
      cpuPerLogin: (cpu1 - cpu0) / logins.logins,
      cpuPerSignature: (cpu2 - cpu1) / signatures.signatures,
      driverCpuPerLogin: (own1 - own0) / logins.logins,
      driverCpuPerSignature: (own2 - own1) / signatures.signatures,
    })
  }
  await stopAll()

  const [two, one] = rows
  console.log(
    `\nSecure site scale-out: OTP login + sign on one Postgres ${postgresVersion}, ${availableParallelism()} CPUs, ${CONNECTIONS} connections, ${LOGINS} logins and ${SIGNATURES} signatures per topology\n`,
  )
  console.log(
    '| processes | logins/s | login p50 / p99, ms | signatures/s | signature p50 / p99, ms | CPU per login / per signature, ms: secure sites; load driver + SMTP | failed requests | load average |',
  )
  console.log('|---|---|---|---|---|---|---|---|')
  for (const r of rows)
    console.log(
      `| ${r.processes} | ${f(r.logins.perSecond, 1)} | ${f(r.logins.p50)} / ${f(r.logins.p99)} | ${f(r.signatures.perSecond, 0)} | ${f(r.signatures.p50, 1)} / ${f(r.signatures.p99, 1)} | ${f(r.cpuPerLogin, 1)} / ${f(r.cpuPerSignature, 2)}; ${f(r.driverCpuPerLogin, 1)} / ${f(r.driverCpuPerSignature, 2)} | ${r.logins.failed + r.signatures.failed} | ${f(r.load, 2)}${r.load > NOISY_LOAD ? ' NOISY' : ''} |`,
    )
  console.log(
    `\ntwo processes ÷ one: logins ${f(two.logins.perSecond / one.logins.perSecond, 2)}×, signatures ${f(two.signatures.perSecond / one.signatures.perSecond, 2)}× (goal ≥ 1.5×; on a machine with other work the cores are shared, see the load average)`,
  )
  console.log('\nRate limits across the two processes (bursts spread round robin over both):')
  for (const c of checks) console.log(`  ${c.ok ? 'ok' : 'MISCOUNTED'}: ${c.what}: expected ${JSON.stringify(c.expected)}, got ${JSON.stringify(c.seen)}`)
  const noisy = rows.filter((r) => r.load > NOISY_LOAD)
  if (noisy.length)
    console.log(`\nnoisy: load average above ${NOISY_LOAD} during ${noisy.map((r) => `the ${r.processes}-process run (${f(r.load, 2)})`).join(' and ')}`)
  const failed = rows.reduce((sum, r) => sum + r.logins.failed + r.signatures.failed, 0)
  const short = rows.filter((r) => r.logins.logins < LOGINS * 0.9 || r.signatures.signatures < SIGNATURES * 0.9)
  for (const r of rows) for (const line of r.crashed) console.log(`secure-site stderr: ${line}`)
  if (failed) console.log(`FAILED: ${failed} request(s) failed`)
  if (short.length)
    console.log(`FAILED: ${short.map((r) => `${r.processes} process(es)`).join(', ')} did not finish the load within ${MAX_SECONDS} s per phase`)
  if (checks.some((c) => !c.ok)) console.log('FAILED: a rate limit was miscounted across the processes')
  process.exitCode = failed || short.length || checks.some((c) => !c.ok) || !checks.length ? 1 : 0
} catch (error) {
  console.error(`bench:secure-site: ${error instanceof Error ? error.stack : String(error)}`)
  process.exitCode = 1
} finally {
  await stopAll()
}
