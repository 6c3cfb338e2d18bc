/**
 * Issue 33's "done when": a project outside this repository, with only the packed tarball of the
 * built package, vitest and playwright-core installed, runs an integrator's test written with
 * hatch/testing (test/e2e/testing/fresh-project/wallet-flows.spec.ts: .spec, so only that project runs it): the modal connects the EVM test wallet and
 * sends USDC the chain shows, logs in by e-mail with the mailbox's code, and pairs the phone
 * wallet over WalletConnect. Needs `npm run build` first (CI builds before the tests).
 */
import { execFile } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify, stripVTControlCharacters } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { repoRoot } from '../../../scripts/package/entries.mjs'

const run = promisify(execFile)
const version = (name: string) => (createRequire(join(repoRoot, 'package.json'))(`${name}/package.json`) as { version: string }).version
/** The environment of a process outside this test run (no VITEST_* of ours). */
const outsideEnv = () => Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && key !== 'NODE_OPTIONS'))

let dir: string
beforeAll(async () => {
  if (!existsSync(join(repoRoot, 'dist/testing/index.js')) || !existsSync(join(repoRoot, 'dist/browser')))
    throw new Error('dist/ has no hatch/testing or browser script: run `npm run build` first (CI does)')
  dir = mkdtempSync(join(tmpdir(), 'hatch-fresh-project-'))
  await run('npm', ['pack', '--ignore-scripts', '--pack-destination', dir], { cwd: repoRoot, env: outsideEnv() })
  const tarball = readdirSync(dir).find((f) => f.endsWith('.tgz'))
  if (!tarball) throw new Error('npm pack wrote no tarball')
  cpSync(join(repoRoot, 'test/e2e/testing/fresh-project'), join(dir, 'app'), { recursive: true })
  // From the npm cache the repository's install filled; the registry only for what it lacks.
  await run(
    'npm',
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      join(dir, tarball),
      `vitest@${version('vitest')}`,
      `playwright-core@${version('playwright-core')}`,
    ],
    { cwd: join(dir, 'app'), env: outsideEnv(), maxBuffer: 16 * 1024 * 1024 },
  )
}, 300_000)
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
})

describe('a fresh project with only hatch (packed), vitest and playwright-core', () => {
  it('runs its own wallet tests with hatch/testing: EVM send checked on the chain, e-mail login, WalletConnect pairing', async () => {
    const app = join(dir, 'app')
    expect(readdirSync(join(app, 'node_modules')).includes('hatch')).toBe(true)
    const result = await run(process.execPath, [join(app, 'node_modules/vitest/vitest.mjs'), 'run', '--reporter=verbose'], {
      cwd: app,
      env: outsideEnv(),
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: { stdout?: string; stderr?: string; message: string }) => {
      throw new Error(`the fresh project's tests failed:\n${error.stdout ?? ''}\n${error.stderr ?? error.message}`)
    })
    const stdout = stripVTControlCharacters(result.stdout)
    expect(stdout).toContain('connects the EVM test wallet and sends 1.5 USDC, which the chain shows')
    expect(stdout).toContain('logs in by e-mail with the code from the mailbox')
    expect(stdout).toContain('pairs the phone wallet over WalletConnect')
    expect(stdout).toMatch(/Tests\s+3 passed \(3\)/)
  }, 300_000)
})
