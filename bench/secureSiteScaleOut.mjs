// `npm run bench:secure-site`: does the secure site scale out? OTP logins and signatures against two
// secure-site processes on one real Postgres, then against one, on 127.0.0.1 only, bounded in count
// and in time. Prints logins/s, signatures/s and p50/p99 latency for both, checks that no request
// failed, and that the rate limits count exactly across the two processes under concurrency.
//
//   npm run bench:secure-site [-- --logins 600] [--signatures 6000] [--connections 16,64] [--max-seconds 60]
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
import { cpuMeter } from './secureSite/machineCpu.mjs'
import { startSiteProcess } from './secureSite/siteProcess.mjs'

const argv = process.argv.slice(2)
/** A positive whole number flag, at most `max` (the test stays bounded). */
const intFlag = (name, fallback, max) => {
  const i = argv.indexOf(name)
  if (i < 0) return fallback
  const value = Number(argv[i + 1])
  if (!Number.isInteger(value) || value < 1 || value > max) throw new Error(`${name} must be a whole number from 1 to ${max}, got ${argv[i + 1]}`)
  return value
}
const LOGINS = intFlag('--logins', 600, 5_000)
const SIGNATURES = intFlag('--signatures', 6_000, 50_000)
/** A comma-separated list of connection counts, each a step of the load (e.g. `16,64`). */
const listFlag = (name, fallback, max) => {
  const i = argv.indexOf(name)
  if (i < 0) return fallback
  const values = String(argv[i + 1])
    .split(',')
    .map(Number)
  if (!values.length || values.some((value) => !Number.isInteger(value) || value < 1 || value > max))
    throw new Error(`${name} must be whole numbers from 1 to ${max}, comma-separated, got ${argv[i + 1]}`)
  return values
}
/** The load steps: a light one, then one that saturates the machine's cores. */
const CONNECTIONS = listFlag('--connections', [16, 64], 256)
const MAX_SECONDS = intFlag('--max-seconds', 60, 300)
/**
 * A step is marked noisy when work other than this test's (its secure sites, Postgres, this process)
 * held more than this many cores on average: the load average cannot say it, since the test's own
 * load raises it.
 */
const NOISY_OTHER_CORES = 0.2

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
    const pids = () => sites.map((s) => s.pid)
    // Warm-up (not counted): each process compiles its routes and opens its database pool.
    await runLogins({ urls, visitors: 4 * CONNECTIONS[0], connections: CONNECTIONS[0], mailbox: mail.mailbox, run: run + 100, maxSeconds: MAX_SECONDS })
    for (const [step, connections] of CONNECTIONS.entries()) {
      const loadBefore = load()
      const loginMeter = cpuMeter(pids)
      const logins = await runLogins({ urls, visitors: LOGINS, connections, mailbox: mail.mailbox, run: run * 10 + step, maxSeconds: MAX_SECONDS })
      const loginCpu = loginMeter.read()
      log(
        `  ${connections} connections: logins: ${logins.logins} in ${f(logins.seconds, 1)} s = ${f(logins.perSecond, 1)}/s, p50 ${f(logins.p50)} ms, p99 ${f(logins.p99)} ms; failed ${logins.failed}; ${JSON.stringify(logins.statuses)}; p50 per request, ms: ${JSON.stringify(logins.p50ByRequest)}`,
      )
      const signMeter = cpuMeter(pids)
      const signatures = await runSignatures({ urls, signatures: SIGNATURES, connections, sessions: logins.sessions, maxSeconds: MAX_SECONDS })
      const signCpu = signMeter.read()
      log(
        `  ${connections} connections: signatures: ${signatures.signatures} in ${f(signatures.seconds, 1)} s = ${f(signatures.perSecond, 1)}/s, p50 ${f(signatures.p50, 1)} ms, p99 ${f(signatures.p99, 1)} ms; failed ${signatures.failed}; ${JSON.stringify(signatures.statuses)}`,
      )
      rows.push({
        processes,
        connections,
        logins,
        signatures,
        loadBefore,
        loginCpu,
        signCpu,
        cpuPerLogin: loginCpu.sitesMs / logins.logins,
        cpuPerSignature: signCpu.sitesMs / signatures.signatures,
        driverCpuPerLogin: loginCpu.driverMs / logins.logins,
        driverCpuPerSignature: signCpu.driverMs / signatures.signatures,
      })
    }
    if (processes > 1) checks = await checkLimits({ urls, mailbox: mail.mailbox })
    const crashed = sites.filter((s) => /Error|failed/i.test(s.stderr())).map((s) => `process ${s.pid}: ${s.stderr().slice(0, 400)}`)
    for (const r of rows) if (r.processes === processes) r.crashed = crashed
    await stopSites()
    stops.splice(stops.indexOf(stopSites), 1)
  }
  await stopAll()

  const noisyRow = (r) => [r.loginCpu.otherCores, r.signCpu.otherCores].some((x) => x !== null && x > NOISY_OTHER_CORES)
  console.log(
    `\nSecure site scale-out: OTP login + sign on one Postgres ${postgresVersion}, ${availableParallelism()} CPUs, ${LOGINS} logins and ${SIGNATURES} signatures per step, ${CONNECTIONS.join(' then ')} connections\n`,
  )
  console.log(
    '| processes | connections | logins/s | login p50 / p99, ms | signatures/s | signature p50 / p99, ms | cores busy, logins / signatures (other work) | CPU per login / per signature, ms: secure sites; load driver + SMTP | failed requests | load average before |',
  )
  console.log('|---|---|---|---|---|---|---|---|---|---|')
  const cores = (c) => `${f(c.busyCores, 2)} (${f(c.otherCores, 2)})`
  for (const r of rows)
    console.log(
      `| ${r.processes} | ${r.connections} | ${f(r.logins.perSecond, 1)} | ${f(r.logins.p50)} / ${f(r.logins.p99)} | ${f(r.signatures.perSecond, 0)} | ${f(r.signatures.p50, 1)} / ${f(r.signatures.p99, 1)} | ${cores(r.loginCpu)} / ${cores(r.signCpu)}${noisyRow(r) ? ' NOISY' : ''} | ${f(r.cpuPerLogin, 1)} / ${f(r.cpuPerSignature, 2)}; ${f(r.driverCpuPerLogin, 1)} / ${f(r.driverCpuPerSignature, 2)} | ${r.logins.failed + r.signatures.failed} | ${f(r.loadBefore, 2)} |`,
    )
  console.log('')
  for (const connections of CONNECTIONS) {
    const [two, one] = [2, 1].map((p) => rows.find((r) => r.processes === p && r.connections === connections))
    console.log(
      `two processes ÷ one at ${connections} connections: logins ${f(two.logins.perSecond / one.logins.perSecond, 2)}×, signatures ${f(two.signatures.perSecond / one.signatures.perSecond, 2)}× ` +
        `(goal ≥ 1.5× where one process saturates; on ${availableParallelism()} cores the test's own Postgres and load driver share the cores with the secure sites, see "cores busy")`,
    )
    // What the cores allow: the work done per busy core-second, which a second process should not lower.
    const perCore = (r) => `${f(r.logins.perSecond / r.loginCpu.busyCores, 0)} logins, ${f(r.signatures.perSecond / r.signCpu.busyCores, 0)} signatures`
    console.log(`  per busy core-second at ${connections} connections: two processes ${perCore(two)}; one process ${perCore(one)}`)
  }
  console.log('\nRate limits across the two processes (bursts spread round robin over both):')
  for (const c of checks) console.log(`  ${c.ok ? 'ok' : 'MISCOUNTED'}: ${c.what}: expected ${JSON.stringify(c.expected)}, got ${JSON.stringify(c.seen)}`)
  const noisy = rows.filter(noisyRow)
  if (noisy.length)
    console.log(
      `\nnoisy: work other than this test's held more than ${NOISY_OTHER_CORES} of a core during ${noisy.map((r) => `the ${r.processes}-process run at ${r.connections} connections`).join(', ')}`,
    )
  const failed = rows.reduce((sum, r) => sum + r.logins.failed + r.signatures.failed, 0)
  const short = rows.filter((r) => r.logins.logins < LOGINS * 0.9 || r.signatures.signatures < SIGNATURES * 0.9)
  for (const line of new Set(rows.flatMap((r) => r.crashed ?? []))) console.log(`secure-site stderr: ${line}`)
  if (failed) console.log(`FAILED: ${failed} request(s) failed`)
  if (short.length)
    console.log(
      `FAILED: ${short.map((r) => `${r.processes} process(es) at ${r.connections} connections`).join(', ')} did not finish the load within ${MAX_SECONDS} s per phase`,
    )
  if (checks.some((c) => !c.ok)) console.log('FAILED: a rate limit was miscounted across the processes')
  process.exitCode = failed || short.length || checks.some((c) => !c.ok) || !checks.length ? 1 : 0
} catch (error) {
  console.error(`bench:secure-site: ${error instanceof Error ? error.stack : String(error)}`)
  process.exitCode = 1
} finally {
  await stopAll()
}
