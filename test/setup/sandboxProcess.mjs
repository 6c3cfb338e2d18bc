// The `stack` project's sandbox, in a process of its own (forked by test/setup/sandbox.ts). In
// vitest's main process its servers (the secure site's PGlite, the mail server, the relays) waited
// behind the module transforms vitest runs there for every worker, and on a loaded 2-core machine a
// login could stall for seconds; here the OS schedules them on their own.
// Protocol over the IPC channel: this process sends `{ info, demoBuildError }` once started (or
// `{ error }` and exits 1); it stops every node and server on `'stop'` or when the channel closes.
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { register } from 'tsx/esm/api'

register()
const { startSandbox } = await import('../../sandbox/index.ts')

let sandbox
try {
  sandbox = await startSandbox()
} catch (error) {
  process.send?.({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) })
  process.exit(1)
}
const loop = monitorEventLoopDelay({ resolution: 20 })
loop.enable()

let stopping
const stop = () => {
  stopping ??= (async () => {
    loop.disable()
    const ms = (ns) => Math.round(ns / 1e6)
    // How long a request could wait for this process in the run: a stalled-login clue.
    console.log(`[sandbox] event loop delay over the run: p50 ${ms(loop.percentile(50))} ms, p99 ${ms(loop.percentile(99))} ms, max ${ms(loop.max)} ms`)
    await sandbox.stop()
    process.exit(0)
  })()
  return stopping
}
process.on('message', (message) => message === 'stop' && void stop())
process.on('disconnect', () => void stop())
process.on('SIGTERM', () => void stop())
process.send?.({ info: sandbox.info, demoBuildError: sandbox.demoBuildError })
