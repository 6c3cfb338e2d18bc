// `npm run build`: JavaScript with Rollup (rollup.config.mjs), then declarations with
// `tsc -p tsconfig.build.json`, then a check that every path package.json `exports` names exists
// and that importing each built entry has no side effect (hatch/testing's run-time files are copied
// after Rollup: scripts/package/testingAssets.mjs), then the browser script of <hatch-button>
// (dist/browser/, scripts/package/buildBrowser.mjs). Exits non-zero on any failure.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { BROWSER_FILE, buildBrowserBundle, loadedOnStart } from './package/buildBrowser.mjs'
import { buildJs } from './package/buildJs.mjs'
import { describeSideEffects, importInFreshNode } from './package/checkSideEffects.mjs'
import { repoRoot } from './package/entries.mjs'
import { copyTestingAssets } from './package/testingAssets.mjs'

const outDir = join(repoRoot, 'dist')
const fail = (message) => {
  console.error(`build failed: ${message}`)
  process.exit(1)
}

const started = Date.now()
const { built, skipped, files } = await buildJs({ outDir, log: (line) => console.warn(line) }).catch((e) =>
  fail(`rollup: ${e.message}${e.loc ? ` at ${e.loc.file}:${e.loc.line}:${e.loc.column}` : ''}`),
)
console.log(`rollup: ${files.length} modules written to dist/ (${((Date.now() - started) / 1000).toFixed(1)} s)`)
// hatch/testing's run-time files: data it reads and the page sources it bundles when a stack starts.
const testingAssets = await copyTestingAssets({ root: repoRoot, outDir }).catch((e) => fail(`hatch/testing assets: ${e.message}`))
console.log(`testing: ${testingAssets.length} run-time files copied to dist/`)

const tscStarted = Date.now()
const tsc = spawnSync(process.execPath, [join(repoRoot, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json', '--emitDeclarationOnly'], {
  cwd: repoRoot,
  stdio: 'inherit',
})
if (tsc.status !== 0) fail('tsc -p tsconfig.build.json reported errors (see above)')
console.log(`tsc: declarations written (${((Date.now() - tscStarted) / 1000).toFixed(1)} s)`)

const problems = []
for (const entry of built) {
  for (const p of [entry.importPath, entry.typesPath]) {
    const abs = join(repoRoot, p)
    if (!existsSync(abs) || !statSync(abs).isFile()) problems.push(`exports["${entry.subpath}"] names ${p} but the build did not produce it`)
  }
}
if (problems.length) fail(problems.join('\n'))

for (const entry of built) problems.push(...describeSideEffects(entry.specifier, await importInFreshNode(join(repoRoot, entry.importPath))))
if (problems.length) fail(`importing a built entry has side effects ("sideEffects": false would be false):\n${problems.join('\n')}`)

console.log('\nentry                          file                                gzip of the entry module')
for (const entry of built) {
  const gz = gzipSync(readFileSync(join(repoRoot, entry.importPath)), { level: 9 }).length
  console.log(`${entry.specifier.padEnd(30)} ${entry.importPath.padEnd(35)} ${(gz / 1024).toFixed(1)} KiB`)
}
// The page script of <hatch-button> (docs/web-component.md): React and Hatch in one ES module.
const browserStarted = Date.now()
const browserFiles = await buildBrowserBundle({ outdir: join(outDir, 'browser') }).catch((e) => fail(`browser bundle (esbuild): ${e.message}`))
if (!browserFiles.has(BROWSER_FILE)) fail(`the browser bundle has no ${BROWSER_FILE}`)
const onStart = loadedOnStart(browserFiles)
const gzipOf = (paths) => paths.reduce((sum, path) => sum + gzipSync(browserFiles.get(path), { level: 9 }).length, 0)
const onStartGzip = gzipOf(onStart)
// The script imports react-dom's client with import() as it starts (element/browser/hatchElement.ts), so
// a page fetches that chunk (esbuild names it after client.js) right beside the static imports: count it.
const reactDomChunk = [...browserFiles.keys()].find((k) => /^chunks\/client-[^/]+\.js$/.test(k))
const withReactDom = reactDomChunk ? loadedOnStart(browserFiles, reactDomChunk).filter((path) => !onStart.includes(path)) : []
const chunkCount = [...browserFiles.keys()].filter((k) => k.startsWith('chunks/')).length
console.log(
  `${'browser script'.padEnd(30)} ${`dist/browser/${BROWSER_FILE}`.padEnd(35)} ${((onStartGzip + gzipOf(withReactDom)) / 1024).toFixed(1)} KiB on load: ${(onStartGzip / 1024).toFixed(1)} KiB script + static imports (${onStart.length} files: React, the kernel, the element) + ${(gzipOf(withReactDom) / 1024).toFixed(1)} KiB react-dom client fetched at once beside it (${withReactDom.length} files)${reactDomChunk ? '' : ' NOT FOUND'}; ${chunkCount} chunks in all, ${((Date.now() - browserStarted) / 1000).toFixed(1)} s`,
)
if (skipped.length) console.warn(`\nskipped (no source yet): ${skipped.map((e) => e.subpath).join(', ')}`)
console.log(`\nbuild ok: ${built.length} entries, ${((Date.now() - started) / 1000).toFixed(1)} s`)
