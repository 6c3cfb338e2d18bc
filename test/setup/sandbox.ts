/**
 * Global setup of the `stack` project: starts one sandbox for the whole run and gives every test
 * file its info with `inject('sandbox')` (URLs, networks, accounts, project id). Tests in workers
 * change the sandbox through the admin service (`createSandboxAdmin(inject('sandbox').urls.admin)`).
 * Faults are shared by every file running in parallel: scope them to a project id of your own
 * (`setProject('my-file-project')`, then `setFault(service, { ..., projectId })`) and clear them.
 *
 * The sandbox runs in a child process (test/setup/sandboxProcess.mjs), not in vitest's main one,
 * whose event loop is busy transforming modules for the workers.
 */
import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import type { SandboxInfo } from '../../sandbox/index.js'
import './sandboxContext.js'

type Started = { info: SandboxInfo; demoBuildError?: string } | { error: string }

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const child = fork(fileURLToPath(new URL('./sandboxProcess.mjs', import.meta.url)), [], { stdio: 'inherit', serialization: 'advanced' })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const started = await Promise.race([
    new Promise<Started>((resolve) => child.once('message', (message) => resolve(message as Started))),
    exited.then((code): Started => ({ error: `the sandbox process exited (code ${code}) before it started` })),
  ])
  if ('error' in started) {
    child.kill('SIGKILL')
    throw new Error(`the sandbox failed to start: ${started.error}`)
  }
  if (started.demoBuildError) console.warn(`[sandbox] the demo app failed to build:\n${started.demoBuildError}`)
  project.provide('sandbox', started.info)
  return async () => {
    child.send('stop')
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
    await exited
    clearTimeout(timer)
  }
}
