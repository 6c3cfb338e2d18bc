/**
 * A real PostgreSQL server for tests, from Debian's `postgresql` package: a fresh cluster in a
 * temporary folder on a free loopback port, removed on stop. As root, runs as the `postgres`
 * user (initdb and postgres refuse root).
 * If the test process dies, the server dies with it: it is our child, and stop() waits for its exit.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync, chmodSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** A running throwaway server. */
export interface PostgresServer {
  /** `postgres://hatch@127.0.0.1:<port>/postgres` */
  url: string
  stop(): Promise<void>
}

function binDir(): string {
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', 'postgres')))
        .sort((a, b) => Number(b) - Number(a))
    : []
  if (!versions.length)
    throw new Error(
      "PostgreSQL server binaries not found under /usr/lib/postgresql: install Debian's package (apt-get install -y postgresql); .ci/run installs it",
    )
  return join(root, versions[0] as string, 'bin')
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/** Starts a fresh cluster; resolves once it accepts connections. */
export async function startPostgresServer(): Promise<PostgresServer> {
  const bin = binDir()
  const asRoot = process.getuid?.() === 0
  // Spawned with the postgres user's ids directly (no runuser in between), so signals reach postgres.
  const user = asRoot ? { uid: Number(execFileSync('id', ['-u', 'postgres']).toString()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString()) } : {}
  const dir = mkdtempSync(join(tmpdir(), 'hatch-pg-'))
  if (asRoot) {
    execFileSync('chown', ['postgres:postgres', dir])
    chmodSync(dir, 0o700)
  }
  const data = join(dir, 'data')
  execFileSync(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'hatch', '--no-sync', '-E', 'UTF8'], { stdio: 'pipe', cwd: dir, ...user })
  const port = await freePort()
  const child: ChildProcess = spawn(join(bin, 'postgres'), ['-D', data, '-h', '127.0.0.1', '-p', String(port), '-k', dir, '-F'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    cwd: dir,
    ...user,
  })
  let log = ''
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  const url = `postgres://hatch@127.0.0.1:${port}/postgres`
  const { default: pg } = await import('pg')
  const deadline = Date.now() + 30_000
  for (;;) {
    const client = new pg.Client({ connectionString: url })
    try {
      await client.connect()
      await client.end()
      break
    } catch (error) {
      await client.end().catch(() => undefined)
      if (child.exitCode !== null || Date.now() > deadline) {
        child.kill('SIGKILL')
        rmSync(dir, { recursive: true, force: true })
        throw new Error(`postgres did not start: ${(error as Error).message}\n${log}`)
      }
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r))
        child.kill('SIGINT') // fast shutdown
        await exited
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
