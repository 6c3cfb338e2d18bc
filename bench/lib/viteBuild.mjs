// Builds one bench page with Vite 8 (the bundler the anchors' apps used, default production
// settings plus `build.manifest`), resolving `hatch*` imports to this repository's sources, then
// measures its JS exactly as the anchors do: entry chunk + static-import closure from the
// manifest = "initial", everything else "lazy", each file gzip level 9 on its own.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'
import { packageEntries, repoRoot } from '../../scripts/package/entries.mjs'

/** Placeholder in index.html replaced by the page's runtime config (see withConfig). */
export const CONFIG_PLACEHOLDER = '__BENCH_CONFIG__'

const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/** Vite aliases: each package specifier of `exports` to its source entry. */
function hatchAliases() {
  return packageEntries()
    .filter((e) => e.exists)
    .map((e) => ({ find: new RegExp(`^${escapeRegExp(e.specifier)}$`), replacement: e.source }))
}

const listFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? listFiles(join(dir, d.name)) : [join(dir, d.name)]))

/**
 * @param {{ name: string, source: string, title: string }} app
 * @returns {Promise<ReturnType<typeof measureDist> & { buildMs: number }>}
 */
export async function buildPage({ name, source, title }) {
  const root = join(repoRoot, '.cache', 'bench', name)
  rmSync(root, { recursive: true, force: true })
  mkdirSync(root, { recursive: true })
  writeFileSync(
    join(root, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>${title}</title>
    <link rel="icon" href="data:," />
    <script type="application/json" id="bench-config">${CONFIG_PLACEHOLDER}</script>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/main.jsx"></script>
  </body>
</html>
`,
  )
  writeFileSync(join(root, 'main.jsx'), source)
  const dist = join(root, 'dist')
  const started = Date.now()
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    resolve: { alias: hatchAliases() },
    build: { outDir: dist, emptyOutDir: true, manifest: true },
  })
  const buildMs = Date.now() - started
  return { ...measureDist(dist, name), buildMs }
}

/**
 * The JS of a built Vite app, as the anchors measure it: the manifest's entry chunk and its
 * static-import closure are "initial", every other .js file "lazy"; each file gzip level 9 on its
 * own. Used for our pages and for the rivals' builds alike.
 * @param {string} dist
 * @param {string} name
 * @returns {{ dist: string, files: Record<string, { raw: number, gzip: number, initial: boolean }>, initialGzip: number, lazyGzip: number }}
 */
export function measureDist(dist, name) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'))
  const entries = Object.entries(manifest).filter(([, c]) => c.isEntry)
  if (entries.length !== 1) throw new Error(`${name}: expected one entry in the Vite manifest, got ${entries.length}`)
  const initial = new Set()
  const visit = (key) => {
    const chunk = manifest[key]
    if (!chunk || initial.has(chunk.file)) return
    initial.add(chunk.file)
    for (const k of chunk.imports ?? []) visit(k)
  }
  visit(entries[0][0])

  const files = {}
  let initialGzip = 0
  let lazyGzip = 0
  for (const abs of listFiles(dist)) {
    const file = relative(dist, abs).split('\\').join('/')
    if (!file.endsWith('.js')) continue
    const bytes = readFileSync(abs)
    const gzip = gzipSync(bytes, { level: 9 }).length
    files[file] = { raw: bytes.length, gzip, initial: initial.has(file) }
    if (initial.has(file)) initialGzip += gzip
    else lazyGzip += gzip
  }
  return { dist, files, initialGzip, lazyGzip }
}

/** Writes the page's runtime config into the built index.html (JS bytes are unaffected). */
export function withConfig(dist, config) {
  const file = join(dist, 'index.html')
  const json = JSON.stringify(config).replace(/</g, '\\u003c')
  writeFileSync(file, readFileSync(file, 'utf8').replace(CONFIG_PLACEHOLDER, json))
}
