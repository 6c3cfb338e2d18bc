// First-load JS of a Next.js page, read from the build output. `next build` printed it per route
// until Next.js 16 with Turbopack; now the manifests in .next say which files a first load fetches:
// the root main files (build-manifest.json: React, the router, Turbopack's runtime) and the entry
// chunks of the route's layouts and page (server/app/<route>_client-reference-manifest.js, the
// scripts the server writes into the page's HTML). Chunks a page loads later through import()
// are not in it, as they were not in Next's own figure.
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { runInNewContext } from 'node:vm'
import { gzipSync } from 'node:zlib'
import { repoRoot } from '../../scripts/package/entries.mjs'

/** The two apps the bench compares: the example with the button, and a bare page. */
export const NEXT_APPS = {
  'next-wagmi': { dir: join(repoRoot, 'examples/next-wagmi'), title: 'examples/next-wagmi: Hatch + wagmi, the connected button' },
  'next-bare': { dir: join(repoRoot, 'bench/next-bare'), title: 'bench/next-bare: a bare Next.js page' },
}

/** The JS files (relative to the build directory) a first load of `route` fetches; `route` as Next names it (`/page` for `/`). */
export function firstLoadFiles(distDir, route = '/page') {
  const build = JSON.parse(readFileSync(join(distDir, 'build-manifest.json'), 'utf8'))
  const manifestFile = join(distDir, 'server/app', `${route}_client-reference-manifest.js`)
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: not an App Router build of ${route}`)
  const scope = {}
  scope.globalThis = scope
  runInNewContext(readFileSync(manifestFile, 'utf8'), scope)
  const rsc = scope.__RSC_MANIFEST?.[route]
  if (!rsc?.entryJSFiles) throw new Error(`${manifestFile} holds no entryJSFiles for ${route}`)
  // The app's own layouts and page; Next's built-in global-error boundary loads only on an error.
  const entries = Object.entries(rsc.entryJSFiles)
    .filter(([key]) => !key.includes('/node_modules/') && /\/app(\/.*)?\/(layout|page)$/.test(key))
    .flatMap(([, files]) => files)
  return [...new Set([...(build.rootMainFiles ?? []), ...entries])]
}

/** Bytes and gzip (zlib level 9 per file, as the rest of the bench measures) of a route's first-load JS. */
export function firstLoadJs(distDir, route = '/page') {
  const files = firstLoadFiles(distDir, route).map((file) => {
    const bytes = readFileSync(join(distDir, file))
    return { file, bytes: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }
  })
  return { files, bytes: files.reduce((sum, f) => sum + f.bytes, 0), gzip: files.reduce((sum, f) => sum + f.gzip, 0) }
}

// Build output, dependencies, and what `next build` itself writes after its manifests.
const generated = new Set(['.next', 'node_modules', 'next-env.d.ts'])

/** The newest modification time under `dir`, of what a build reads. */
function newest(dir) {
  let latest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (generated.has(entry.name) || entry.name.endsWith('.tsbuildinfo')) continue
    const path = join(dir, entry.name)
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs)
  }
  return latest
}

/**
 * Whether the app's build in `.next` is newer than its sources and the package it uses (dist/, by
 * `npm run build`): the e2e run's build of the example is then measured as it is.
 */
export function isBuildFresh(appDir) {
  const manifest = join(appDir, '.next', 'build-manifest.json')
  if (!existsSync(manifest)) return false
  const built = statSync(manifest).mtimeMs
  const dist = join(repoRoot, 'dist')
  return built > newest(appDir) && (!existsSync(dist) || built > newest(dist))
}

/** `next build` in `appDir`, against the package built in this repository (as test/e2e/examples/nextApp.ts builds it). */
export function nextBuild(appDir) {
  const env = { ...process.env, HATCH_PACKAGE_DIR: repoRoot, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' }
  return new Promise((resolve, reject) => {
    const child = spawn(join(repoRoot, 'node_modules/.bin/next'), ['build'], { cwd: appDir, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`next build in ${appDir} exited with ${code}:\n${output.slice(-2000)}`))))
  })
}

/**
 * The first-load JS of `/` in each of {@link NEXT_APPS}: a build that is up to date is reused
 * (the e2e run builds the example), otherwise the app is built first. The example needs
 * `npm run build` (dist/) before.
 */
export async function measureNextApps(log = () => undefined) {
  if (!existsSync(join(repoRoot, 'dist'))) throw new Error('dist/ is missing: run npm run build first (examples/next-wagmi uses the built package)')
  const results = {}
  for (const [name, app] of Object.entries(NEXT_APPS)) {
    const reused = isBuildFresh(app.dir)
    if (!reused) {
      log(`  ${name}: next build ...`)
      const started = Date.now()
      await nextBuild(app.dir)
      log(`  ${name}: built in ${((Date.now() - started) / 1000).toFixed(0)} s`)
    } else log(`  ${name}: reusing the build in ${join(app.dir, '.next')}`)
    results[name] = { title: app.title, reused, ...firstLoadJs(join(app.dir, '.next')) }
  }
  return results
}

/** The lines the bench prints: each app's first-load JS of `/`, and what the button's page adds to the bare one. */
export function nextReport(results) {
  const kib = (bytes) => (bytes / 1024).toFixed(1)
  const lines = Object.values(results).map((r) => `  ${r.title.padEnd(58)} ${kib(r.gzip).padStart(6)} KiB gz (${kib(r.bytes)} KiB, ${r.files.length} files)`)
  const { 'next-wagmi': example, 'next-bare': bare } = results
  if (example && bare) lines.push(`  added to the bare page by Hatch + wagmi + viem + react-query: ${kib(example.gzip - bare.gzip)} KiB gz`)
  return ['Next.js first-load JS of / (from the build manifests, Next.js 16 + Turbopack):', ...lines].join('\n')
}
