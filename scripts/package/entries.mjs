// The public entries of the package, read from package.json `exports` (the single source of
// truth) and mapped back to their TypeScript sources: `./dist/ui/index.js` <- `ui/index.ts`.
// Shared by the build, the package tests and the bench so they can never disagree.
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Absolute path of the repository root. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url)).replace(/\/$/, '')

/** Reads the repository's package.json. */
export function readPackageJson(root = repoRoot) {
  return JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
}

const DIST_JS = /^\.\/dist\/(.+)\.js$/

/**
 * Every code entry of `exports` (non-code subpaths such as `./package.json` are left out), each with
 * its import specifier, built file, declaration file and source file. `exists` tells whether the
 * source is there yet (entries for code still being written are skipped by the build).
 * @returns {{ subpath: string, specifier: string, name: string, importPath: string, typesPath: string, source: string, exists: boolean }[]}
 */
export function packageEntries(root = repoRoot) {
  const pkg = readPackageJson(root)
  const out = []
  for (const [subpath, target] of Object.entries(pkg.exports ?? {})) {
    if (typeof target === 'string') continue
    const importPath = target.import ?? target.default
    const match = typeof importPath === 'string' ? DIST_JS.exec(importPath) : null
    if (!match) throw new Error(`package.json exports["${subpath}"].import must look like ./dist/<path>.js, got ${JSON.stringify(importPath)}`)
    const keys = Object.keys(target)
    if (keys[0] !== 'types') throw new Error(`package.json exports["${subpath}"]: "types" must be the first condition (got ${keys.join(', ')})`)
    const name = match[1]
    const ts = join(root, `${name}.ts`)
    const tsx = join(root, `${name}.tsx`)
    const source = existsSync(tsx) && !existsSync(ts) ? tsx : ts
    out.push({
      subpath,
      specifier: subpath === '.' ? pkg.name : `${pkg.name}/${subpath.slice(2)}`,
      name,
      importPath,
      typesPath: target.types,
      source,
      exists: existsSync(source),
    })
  }
  return out
}

/**
 * The public entries that exist on disk, by convention: kernel/index.ts, kernel/lazy.ts, kernel/ssr.ts, ui/index.ts, ui/primitives/index.ts, ui/viem/index.ts, element/index.ts, wagmi/index.ts, solana/kit/index.ts, solana/wallet-adapter/index.ts, testing/index.ts, testing/browser/index.ts,
 * adapters/<name>/index.ts, plugins/<name>/index.ts, plugins/<name>/server/index.ts. Used to check that `exports` lists them all.
 * @returns {{ subpath: string, name: string }[]}
 */
export function discoverSourceEntries(root = repoRoot) {
  const found = []
  const has = (name) => existsSync(join(root, `${name}.ts`)) || existsSync(join(root, `${name}.tsx`))
  if (has('kernel/index')) found.push({ subpath: '.', name: 'kernel/index' })
  if (has('kernel/lazy')) found.push({ subpath: './lazy', name: 'kernel/lazy' })
  if (has('kernel/ssr')) found.push({ subpath: './ssr', name: 'kernel/ssr' })
  if (has('ui/index')) found.push({ subpath: './react', name: 'ui/index' })
  if (has('ui/primitives/index')) found.push({ subpath: './react/primitives', name: 'ui/primitives/index' })
  if (has('ui/viem/index')) found.push({ subpath: './react/viem', name: 'ui/viem/index' })
  if (has('element/index')) found.push({ subpath: './element', name: 'element/index' })
  if (has('wagmi/index')) found.push({ subpath: './wagmi', name: 'wagmi/index' })
  if (has('solana/kit/index')) found.push({ subpath: './solana-kit', name: 'solana/kit/index' })
  if (has('solana/wallet-adapter/index')) found.push({ subpath: './solana-wallet-adapter', name: 'solana/wallet-adapter/index' })
  // hatch/testing (Node: the local stack) and hatch/testing/browser (test wallets and helpers): for integrators' tests.
  if (has('testing/index')) found.push({ subpath: './testing', name: 'testing/index' })
  if (has('testing/browser/index')) found.push({ subpath: './testing/browser', name: 'testing/browser/index' })
  for (const group of ['adapters', 'plugins']) {
    const dir = join(root, group)
    if (!existsSync(dir)) continue
    for (const d of readdirSync(dir, { withFileTypes: true })) {
      if (d.isDirectory() && has(`${group}/${d.name}/index`)) found.push({ subpath: `./${group}/${d.name}`, name: `${group}/${d.name}/index` })
      // A plugin may ship a server-side entry beside its descriptor (plugins/siwx/server: no React, no DOM).
      if (group === 'plugins' && d.isDirectory() && has(`plugins/${d.name}/server/index`))
        found.push({ subpath: `./plugins/${d.name}/server`, name: `plugins/${d.name}/server/index` })
    }
  }
  return found
}

/** Path relative to the repository root, with forward slashes. */
export const rel = (abs, root = repoRoot) => relative(root, abs).split('\\').join('/')
