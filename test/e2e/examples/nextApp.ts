import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { repoRoot } from '../../../scripts/package/entries.mjs'

/** A built Next.js example, served by `next start` on 127.0.0.1. */
export interface ServedNextApp {
  url: string
  stop(): Promise<void>
}

const nextBin = join(repoRoot, 'node_modules', '.bin', 'next')

/** Runs `next <args>` in `cwd`; resolves with its output when it exits 0. */
function run(args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(nextBin, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`next ${args.join(' ')} exited with ${code}:\n${output}`))))
  })
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })

/**
 * Builds `examples/<name>` once with `next build` against the package built in this repository
 * (`npm run build` first: `hatch` resolves to dist/ through package.json `exports`, see the example's
 * next.config.mjs), then serves it with `next start`, pointed at the sandbox's admin service.
 */
export async function buildAndStartNextApp(name: string, sandboxAdmin: string): Promise<ServedNextApp> {
  const cwd = join(repoRoot, 'examples', name)
  const env = { ...process.env, HATCH_PACKAGE_DIR: repoRoot, HATCH_SANDBOX: sandboxAdmin, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' }
  await run(['build'], cwd, env)
  const port = await freePort()
  const child: ChildProcess = spawn(nextBin, ['start', '-p', String(port), '-H', '127.0.0.1'], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const url = `http://127.0.0.1:${port}`
  const exited = new Promise<never>((_, reject) => child.on('exit', (code) => reject(new Error(`next start exited with ${code}:\n${output}`))))
  exited.catch(() => undefined)
  // Ready once it answers; a crash on start fails at once with its output.
  for (;;) {
    const ready = await Promise.race([
      fetch(url).then(
        (response) => response.status < 500,
        () => false,
      ),
      exited,
    ])
    if (ready) break
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
