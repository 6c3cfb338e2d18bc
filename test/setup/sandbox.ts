/**
 * Global setup of the `stack` project: starts one sandbox for the whole run and gives every test
 * file its info with `inject('sandbox')` (URLs, networks, accounts, project id). Tests in workers
 * change the sandbox through the admin service (`createSandboxAdmin(inject('sandbox').urls.admin)`).
 * Faults are shared by every file running in parallel: scope them to a project id of your own
 * (`setProject('my-file-project')`, then `setFault(service, { ..., projectId })`) and clear them.
 */
import type { TestProject } from 'vitest/node'
import { startSandbox } from '../../sandbox/index.js'
import './sandboxContext.js'

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const sandbox = await startSandbox()
  if (sandbox.demoBuildError) console.warn(`[sandbox] the demo app failed to build:\n${sandbox.demoBuildError}`)
  project.provide('sandbox', sandbox.info)
  return () => sandbox.stop()
}
