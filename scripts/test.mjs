// `npm test`: every vitest project (unit + stack), with vitest's own progress on the terminal and a
// JSON report in .cache/test-results.json, then one plain final line `N passed, N failed` that CI
// reads (vitest's summary is not a format CI recognises). Exit code 1 on any failure, on a test file
// that failed to load, or when no test ran. Extra arguments go to vitest (`npm test -- --project unit`);
// without any, `npm run lint` runs first and counts as one more check. A run stops after 25 failed
// tests, and at HATCH_TEST_DEADLINE_MINUTES (60) naming the files still running (scripts/test/watchReporter.mjs).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from './package/entries.mjs'

const reportFile = join(repoRoot, '.cache', 'test-results.json')
const progressFile = join(repoRoot, '.cache', 'test-progress.json')

/** What the tests need on this machine, each with how to get it. */
const prerequisites = [
  { what: 'Debian Chromium at /usr/bin/chromium (browser tests)', ok: () => existsSync('/usr/bin/chromium'), fix: 'apt-get install -y chromium' },
  {
    what: "Debian's Firefox ESR at /usr/bin/firefox-esr (test/e2e/firefox)",
    ok: () => existsSync('/usr/bin/firefox-esr'),
    fix: 'apt-get install -y firefox-esr',
  },
  { what: 'npm dependencies (node_modules/vitest)', ok: () => existsSync(join(repoRoot, 'node_modules/vitest/package.json')), fix: 'npm install' },
  { what: 'the anvil binary (node_modules/.bin/anvil)', ok: () => existsSync(join(repoRoot, 'node_modules/.bin/anvil')), fix: 'npm install' },
  {
    what: "Debian's PostgreSQL server under /usr/lib/postgresql (the secure site's Postgres test)",
    ok: hasPostgresServer,
    fix: 'apt-get install -y postgresql',
  },
]

/** Whether Debian's PostgreSQL server binaries are installed (the secure site's Postgres test starts one). */
function hasPostgresServer() {
  return existsSync('/usr/lib/postgresql') && readdirSync('/usr/lib/postgresql').some((v) => existsSync(join('/usr/lib/postgresql', v, 'bin', 'postgres')))
}

// A newcomer's fresh Debian machine has no Chromium, Firefox ESR or PostgreSQL server: as root, install
// Debian's packages (never a browser download) so the README's one test command works there.
const debianPackages = [
  !existsSync('/usr/bin/chromium') && 'chromium',
  !existsSync('/usr/bin/firefox-esr') && 'firefox-esr',
  !hasPostgresServer() && 'postgresql',
].filter(Boolean)
if (debianPackages.length && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  console.error(`installing Debian packages for the tests (apt-get install -y ${debianPackages.join(' ')})`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  spawnSync('apt-get', ['update'], { stdio: 'inherit', env })
  spawnSync('apt-get', ['install', '-y', ...debianPackages], { stdio: 'inherit', env })
}

const missing = prerequisites.filter((p) => !p.ok())
if (missing.length) {
  for (const m of missing) console.error(`missing: ${m.what}; run \`${m.fix}\``)
  console.log('0 passed, 0 failed')
  process.exit(1)
}

mkdirSync(join(repoRoot, '.cache'), { recursive: true })
rmSync(reportFile, { force: true })

// The full run (no extra arguments, as CI runs it) also runs `npm run lint` (scripts/lint.mjs: ESLint
// and prettier --check), counted as one check in the last line, so a clean clone reports it. It runs
// beside the tests at the lowest CPU priority (`nice`), so it takes the cores only when the browser
// tests leave them idle (they wait on nodes and relays about a third of the time): about 100 s of
// type-aware ESLint no longer adds to the run. Its output is held and printed after the tests'.
// Once the tests end, its process group goes back to normal priority: on a machine another job keeps
// busy, nice 19 gets almost no CPU, and lint would otherwise trail the tests by minutes.
let lintChild
const lint =
  process.argv.length > 2
    ? undefined
    : new Promise((resolve) => {
        const niceBin = ['/usr/bin/nice', '/bin/nice'].find((path) => existsSync(path))
        const command = niceBin ? [niceBin, '-n', '19', process.execPath] : [process.execPath]
        // Its own process group, so ESLint and prettier (its children) can be reniced and stopped with it.
        lintChild = spawn(command[0], [...command.slice(1), join(repoRoot, 'scripts/lint.mjs')], {
          cwd: repoRoot,
          stdio: ['ignore', 'pipe', 'pipe'],
          detached: true,
        })
        const output = []
        lintChild.stdout.on('data', (chunk) => output.push(chunk))
        lintChild.stderr.on('data', (chunk) => output.push(chunk))
        lintChild.on('close', (code) => resolve({ ok: code === 0, output: Buffer.concat(output).toString('utf8') }))
      })

// The full run stops after BAIL_AFTER failed tests: when something the whole stack shares breaks
// (a node, the secure site), every later browser test would wait out its timeout and its retry, and
// the run would pass CI's time limit instead of reporting what failed.
const BAIL_AFTER = 25
// However a run gets stuck, it ends here with the stuck files named, well inside CI's time limit.
const deadlineMinutes = Number(process.env.HATCH_TEST_DEADLINE_MINUTES || 60)
const args = [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--reporter=${join(repoRoot, 'scripts/test/watchReporter.mjs')}`,
  `--outputFile.json=${reportFile}`,
  ...(lint ? [`--bail=${BAIL_AFTER}`] : []),
  ...process.argv.slice(2),
]
rmSync(progressFile, { force: true })
const child = spawn(process.execPath, [join(repoRoot, 'node_modules/vitest/vitest.mjs'), ...args], {
  cwd: repoRoot,
  stdio: ['ignore', 'inherit', 'inherit'],
  // Its own process group, so a run stopped at the deadline takes its workers and browsers with it.
  detached: true,
  // No colour codes in CI logs.
  env: { ...process.env, HATCH_TEST_PROGRESS_FILE: progressFile, ...(process.env.CI ? { FORCE_COLOR: '0' } : {}) },
})
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    child.kill(signal)
    if (lintChild) killGroup(lintChild.pid, signal)
  })
let timedOut = false
const deadline = setTimeout(() => {
  timedOut = true
  reportStuck()
  killGroup(child.pid, 'SIGTERM')
  setTimeout(() => killGroup(child.pid, 'SIGKILL'), 15_000).unref()
}, deadlineMinutes * 60_000)
const exitCode = await new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))))
clearTimeout(deadline)
if (timedOut) {
  killGroup(child.pid, 'SIGKILL')
  if (lintChild) killGroup(lintChild.pid, 'SIGKILL')
  const progress = readProgress()
  // A run stopped at its deadline fails, even when it stopped between files.
  const stuck = Math.max(1, progress?.running.length ?? 1)
  console.log(`${progress?.passed ?? 0} passed, ${(progress?.failed ?? 0) + stuck} failed`)
  process.exit(1)
}
// Lowering a nice value needs root (CI runs as root); elsewhere renice refuses and lint stays at 19.
if (lintChild && lintChild.exitCode === null) spawnSync('renice', ['-n', '0', '-g', String(lintChild.pid)], { stdio: 'ignore' })
const linted = await lint
if (linted) process.stdout.write(`\n== npm run lint (ran beside the tests)\n${linted.output}`)
const lintOk = linted?.ok

/** What scripts/test/watchReporter.mjs last wrote: counts so far and where each running file is. */
function readProgress() {
  try {
    return JSON.parse(readFileSync(progressFile, 'utf8'))
  } catch {
    return null
  }
}

/** Prints which files (and which test in each) were still running when the deadline struck. */
function reportStuck() {
  const progress = readProgress()
  const now = Date.now()
  console.error(`\nnpm test: the run passed its ${deadlineMinutes}-minute deadline (HATCH_TEST_DEADLINE_MINUTES) and is stopped.`)
  if (!progress) return console.error(`no progress was recorded in ${progressFile}`)
  console.error(`${progress.passed} passed and ${progress.failed} failed before it; each file still running counts as one failure:`)
  for (const at of progress.running) {
    const inTest = at.test ? `; in "${at.test}" for ${Math.round((now - at.testSince) / 1000)} s` : '; before its first test'
    console.error(`  ${at.file}: running for ${Math.round((now - at.since) / 1000)} s${inTest}`)
  }
}

/** Signals a whole process group, which may already be gone. */
function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal)
  } catch {
    // the group has exited
  }
}

/** Counts from vitest's JSON report; a file that failed to load counts as one failure. */
function countResults() {
  if (!existsSync(reportFile)) return null
  const report = JSON.parse(readFileSync(reportFile, 'utf8'))
  let passed = 0
  let failed = 0
  let skipped = 0
  const brokenFiles = []
  const retried = []
  for (const file of report.testResults ?? []) {
    const results = file.assertionResults ?? []
    passed += results.filter((r) => r.status === 'passed').length
    // A test that passed on its retry keeps the errors of the attempt that failed.
    for (const r of results)
      if (r.status === 'passed' && r.failureMessages?.length)
        retried.push(`${file.name.slice(repoRoot.length + 1)} > ${r.fullName}: ${r.failureMessages[0].split('\n')[0]}`)
    const failedHere = results.filter((r) => r.status === 'failed').length
    failed += failedHere
    skipped += results.filter((r) => ['skipped', 'pending', 'todo', 'disabled'].includes(r.status)).length
    if (file.status === 'failed' && failedHere === 0) {
      failed += 1
      brokenFiles.push(`${file.name}: ${(file.message || 'failed to run').split('\n')[0]}`)
    }
  }
  return { passed, failed, skipped, brokenFiles, retried }
}

const counts = countResults()
if (!counts) {
  console.error(`\nvitest exited with code ${exitCode} without writing ${reportFile}: counting the run as one failure`)
  console.log(`${lintOk ? 1 : 0} passed, ${lintOk === false ? 2 : 1} failed`)
  process.exit(1)
}
const testsRan = counts.passed + counts.failed
if (lintOk === false) console.error('lint failed: `npm run lint` reported problems (see its output above); counted as one failure')
if (lintOk !== undefined) counts[lintOk ? 'passed' : 'failed'] += 1
for (const line of counts.brokenFiles) console.error(`test file failed to run: ${line}`)
if (counts.retried.length)
  console.error(`${counts.retried.length} test(s) passed only on their retry (flaky; see vitest.config.ts):\n${counts.retried.map((l) => `  ${l}`).join('\n')}`)
if (counts.skipped) console.error(`${counts.skipped} test(s) skipped or todo`)
if (testsRan === 0) console.error('no test ran')
if (exitCode !== 0 && counts.failed === 0 && counts.passed > 0) {
  // e.g. an unhandled error or rejection outside any test: vitest fails the run, so do we.
  console.error(`vitest exited with code ${exitCode} although no test failed (see errors above): counted as one failure`)
  counts.failed = 1
}
console.log(`${counts.passed} passed, ${counts.failed} failed`)
process.exit(counts.failed > 0 || testsRan === 0 || exitCode !== 0 ? 1 : 0)
