// `npm run test:loaded`: the browser suites (vitest's stack project) while a CPU hog competes for
// every core, as on a CI machine another job keeps busy. One busy child process per core spins until
// the run ends; the hog is bounded in time (--hog-minutes, default 40) and stopped when vitest exits,
// fails, or this script is interrupted (SIGINT/SIGTERM/SIGHUP), so no spinner outlives the run.
//
//   npm run test:loaded [-- --hog-minutes 40] [-- <vitest args, e.g. test/e2e/a11y>]
//
// Extra arguments go to `vitest run --project stack` (a folder or file narrows the run). Exit code:
// vitest's (1 when a test failed), 130/143 when interrupted.
import { spawn } from 'node:child_process'
import { availableParallelism, loadavg } from 'node:os'
import { join } from 'node:path'
import { repoRoot } from './package/entries.mjs'

const argv = process.argv.slice(2)
const hogArg = argv.indexOf('--hog-minutes')
const HOG_MINUTES = hogArg >= 0 ? Number(argv[hogArg + 1]) : 40
if (!(HOG_MINUTES > 0 && HOG_MINUTES <= 120)) throw new Error(`--hog-minutes must be a number of minutes in (0, 120], got ${argv[hogArg + 1]}`)
const vitestArgs = hogArg >= 0 ? [...argv.slice(0, hogArg), ...argv.slice(hogArg + 2)] : argv
const cores = availableParallelism()

// Each spinner stops itself at its deadline even if this process is killed with SIGKILL.
const spinner = `const end = Date.now() + ${Math.round(HOG_MINUTES * 60_000)}; let x = 0; while (Date.now() < end) { for (let i = 0; i < 1e6; i++) x += i }`
const hogs = Array.from({ length: cores }, () => spawn(process.execPath, ['-e', spinner], { stdio: 'ignore' }))
const stopHogs = () => {
  for (const hog of hogs) if (hog.exitCode === null && hog.signalCode === null) hog.kill('SIGKILL')
}
process.on('exit', stopHogs)

const started = Date.now()
console.error(
  `test:loaded: ${cores} busy processes (pids ${hogs.map((h) => h.pid).join(', ')}, at most ${HOG_MINUTES} min); load average ${loadavg()[0].toFixed(2)}`,
)
const vitest = spawn(process.execPath, [join(repoRoot, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'stack', ...vitestArgs], {
  cwd: repoRoot,
  stdio: 'inherit',
})

let interrupted
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    interrupted = signal
    stopHogs()
    if (vitest.exitCode === null) vitest.kill(signal)
  })
}

vitest.on('close', (code, signal) => {
  const load = loadavg()[0]
  stopHogs()
  console.error(
    `test:loaded: vitest ${code === 0 ? 'passed' : `exited ${code ?? signal}`} after ${((Date.now() - started) / 1000).toFixed(0)} s under the hog; load average ${load.toFixed(2)}`,
  )
  process.exit(interrupted ? (interrupted === 'SIGINT' ? 130 : 143) : (code ?? 1))
})
vitest.on('error', (error) => {
  stopHogs()
  console.error(`test:loaded: could not start vitest: ${error.message}`)
  process.exit(1)
})
