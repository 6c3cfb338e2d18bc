import type { ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { spawnTiedToParent, stopTiedChild } from './tiedChild.js'

/** A running anvil node. */
export interface AnvilNode {
  /** JSON-RPC URL, e.g. `http://127.0.0.1:40341`. */
  readonly url: string
  readonly port: number
  readonly pid: number
  /** Stops the node and resolves once the process has exited. */
  stop(): Promise<void>
}

/** Options for {@link startAnvil}. */
export interface StartAnvilOptions {
  chainId: number
  /** 0 lets the OS choose a free port (the default). */
  port?: number
  host?: string
  /** How long to wait for the node to print its address. */
  startTimeoutMs?: number
}

const ARCH: Record<string, string> = { x64: 'amd64', arm64: 'arm64' }

/**
 * Finds the anvil binary shipped inside the per-platform npm package, so we spawn it directly
 * (the `bin.mjs` wrapper would add a node process between us and anvil).
 */
export function resolveAnvilBinary(): string {
  const arch = ARCH[process.arch]
  if (!arch) throw new Error(`anvil: no npm build for CPU architecture ${process.arch}`)
  const pkg = `@foundry-rs/anvil-${process.platform}-${arch}`
  const require = createRequire(import.meta.url)
  let manifest: string
  try {
    manifest = require.resolve(`${pkg}/package.json`)
  } catch {
    throw new Error(`anvil: package ${pkg} is not installed (run npm install; it is an optional dependency of @foundry-rs/anvil)`)
  }
  return join(dirname(manifest), 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil')
}

/**
 * Starts one anvil node on 127.0.0.1 and resolves once it listens.
 * The port is read from anvil's own "Listening on host:port" line, so port 0 works.
 */
export function startAnvil(options: StartAnvilOptions): Promise<AnvilNode> {
  const host = options.host ?? '127.0.0.1'
  const args = ['--host', host, '--port', String(options.port ?? 0), '--chain-id', String(options.chainId)]
  // Tied to this process: even a SIGKILL of the sandbox cannot leave the node running.
  const child = spawnTiedToParent(resolveAnvilBinary(), args)
  const killOnExit = (): void => {
    if (child.exitCode === null) child.stdin?.end()
  }
  process.once('exit', killOnExit)

  return new Promise<AnvilNode>((resolve, reject) => {
    let output = ''
    let settled = false
    const timer = setTimeout(
      () => fail(new Error(`anvil (chain ${options.chainId}) did not start within ${options.startTimeoutMs ?? 15_000} ms. Output:\n${output}`)),
      options.startTimeoutMs ?? 15_000,
    )
    const fail = (error: Error): void => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      killOnExit()
      process.removeListener('exit', killOnExit)
      reject(error)
    }
    const onData = (chunk: Buffer): void => {
      if (settled) return // keep draining the pipe so anvil never blocks on a full buffer
      output += chunk.toString('utf8')
      const match = /Listening on ([\d.]+):(\d+)/.exec(output)
      if (!match) return
      settled = true
      clearTimeout(timer)
      const port = Number(match[2])
      resolve({ url: `http://${host}:${port}`, port, pid: child.pid ?? -1, stop: () => stopChild(child, killOnExit) })
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('error', (error) => fail(new Error(`anvil could not be spawned: ${error.message}`)))
    child.once('exit', (code, signal) => {
      fail(new Error(`anvil (chain ${options.chainId}) exited before listening (code ${code}, signal ${signal}). Output:\n${output}`))
    })
  })
}

function stopChild(child: ChildProcess, killOnExit: () => void): Promise<void> {
  process.removeListener('exit', killOnExit)
  return stopTiedChild(child)
}
