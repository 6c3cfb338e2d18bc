// Builds one bench page with Vite 8 (the bundler the anchors' apps used, default production
// settings plus `build.manifest`), resolving `hatch*` imports to this repository's sources, then
// measures its JS exactly as the anchors do: entry chunk + static-import closure from the
// manifest = "initial", everything else "lazy", each file gzip level 9 on its own.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
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

const listFiles = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? listFiles(join(dir, d.name)) : [join(dir, d.name)]))

/** Removes the page folders of bench processes that have exited. */
function removeDeadRuns(runs) {
  if (!existsSync(runs)) return
  for (const entry of readdirSync(runs)) {
    const pid = Number(/^run-(\d+)$/.exec(entry)?.[1])
    if (!pid || pid === process.pid) continue
    try {
      process.kill(pid, 0)
    } catch (error) {
      if (error.code === 'ESRCH') rmSync(join(runs, entry), { recursive: true, force: true })
    }
  }
}

/**
 * @param {{ name: string, source: string, title: string }} app
 * @returns {Promise<ReturnType<typeof measureDist> & { buildMs: number }>}
 */
export async function buildPage({ name, source, title }) {
  // One folder per process: two bench or size-test runs at once must not rebuild each other's pages
  // (a page rebuilt mid-run loses the runtime config its server was given).
  const runs = join(repoRoot, '.cache', 'bench')
  removeDeadRuns(runs)
  const root = join(runs, `run-${process.pid}`, name)
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
  /** Source modules with bytes in each output file (repository-relative paths), for reports and the size test. */
  const modulesByFile = {}
  // Vite's JSX transform follows process.env.NODE_ENV, not `mode`: under vitest (NODE_ENV=test) it
  // would emit development JSX (jsxDEV with source locations), 0.8 KiB more before the click than
  // the bench's build of the same page. The size test must measure what the bench measures.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await buildWithVite()
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
  const buildMs = Date.now() - started
  return { ...measureDist(dist, name, modulesByFile), buildMs }

  async function buildWithVite() {
    await build({
      root,
      configFile: false,
      logLevel: 'warn',
      // Production, also under vitest (which sets NODE_ENV=test and would get React's development build).
      mode: 'production',
      define: { 'process.env.NODE_ENV': '"production"' },
      resolve: { alias: hatchAliases() },
      build: { outDir: dist, emptyOutDir: true, manifest: true },
      plugins: [
        {
          // Reads what went where; changes nothing in the output.
          name: 'hatch-bench-modules',
          generateBundle(_options, bundle) {
            for (const [file, out] of Object.entries(bundle)) {
              if (out.type !== 'chunk') continue
              modulesByFile[file] = Object.entries(out.modules)
                .filter(([, info]) => info.renderedLength > 0)
                .map(([id, info]) => [relative(repoRoot, id.replace(/^\0/, '')).split('\\').join('/'), info.renderedLength])
            }
          },
        },
      ],
    })
  }
}

/**
 * The JS of a built Vite app, as the anchors measure it: the manifest's entry chunk and its
 * static-import closure are "initial", every other .js file "lazy"; each file gzip level 9 on its
 * own. Used for our pages and for the rivals' builds alike.
 * @param {string} dist
 * @param {string} name
 * @param {Record<string, [string, number][]>} [modulesByFile] source modules and their rendered bytes per file, when the build recorded them
 * @returns {{ dist: string, files: Record<string, { raw: number, gzip: number, initial: boolean, modules?: [string, number][] }>, initialGzip: number, lazyGzip: number }}
 */
export function measureDist(dist, name, modulesByFile) {
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
    files[file] = { raw: bytes.length, gzip, initial: initial.has(file), ...(modulesByFile?.[file] ? { modules: modulesByFile[file] } : {}) }
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

/**
 * Modules a page loads while the visitor only looks at it (a fresh visitor: no session to restore):
 * the entry chunk and the locale follower, which translates the button. Everything else waits for
 * the visitor's first sign of intent (`hatch.warm()`: the button pointed at, touched or focused) or
 * the first call that needs the instance (docs/ui.md "When the instance starts").
 */
export const AT_REST_ROOTS = [/^ui\/messages\/followLocale\.ts$/]

/**
 * Modules a page loads on the visitor's intent, before the click that follows: the option
 * validation and start-up code (startInstance), the project configuration (with its note on
 * features no plugin answers, one chunk), each adapter's wallet discovery, each plugin's
 * controller that starts with the instance, the modal shell and the Connect view. Not the check of
 * the order lists (`features.walletFeaturesOrder`, `connectMethodsOrder`): it loads at start-up
 * only when the host sets one, and the bench's hosts set none. The bench measures what a page
 * really fetches in each window; this is the same set read statically from a build, for the size test.
 */
export const INTENT_ROOTS = [
  /^kernel\/instance\/startInstance\.ts$/,
  /^kernel\/remote-config\/remoteConfigCode\.ts$/,
  /^adapters\/[^/]+\/discovery\/createDiscovery\.ts$/,
  /^plugins\/[^/]+\/controller\.ts$/,
  /^ui\/modal\/ModalHost\.tsx$/,
  /^ui\/views\/connect\/ConnectView\.tsx$/,
]

/**
 * The JS a Vite build fetches before the first click, read from its manifest: the entry chunk,
 * the chunks of `roots` (source paths relative to the repository) and everything they import
 * statically. Sizes are `measureDist`'s (gzip level 9 per file). By default, what a page fetches
 * while it is only looked at ({@link AT_REST_ROOTS}); {@link byClickFiles} adds the intent's.
 *
 * A plugin's controller (`plugins/<name>/controller.ts`) counts only when the plugin starts it
 * with the instance: its descriptor, `plugins/<name>/index.ts`, declares no `start: { … }`
 * (docs/plugins.md "When the controller starts"). The others start on a connection or a first
 * use (a view, a host call), which a fresh visitor's page has not had before the click.
 * @param {ReturnType<typeof measureDist>} built
 * @param {RegExp[]} [roots]
 */
export function beforeClickFiles(built, roots = AT_REST_ROOTS) {
  const manifest = JSON.parse(readFileSync(join(built.dist, '.vite/manifest.json'), 'utf8'))
  const startsWithInstance = (source) => {
    const plugin = /^plugins\/([^/]+)\/controller\.ts$/.exec(source)?.[1]
    if (!plugin) return true
    const descriptor = readFileSync(join(repoRoot, 'plugins', plugin, 'index.ts'), 'utf8')
    return !/^\s*start:\s*\{/m.test(descriptor)
  }
  const picked = new Set()
  const visit = (key) => {
    const chunk = manifest[key]
    if (!chunk || picked.has(chunk.file)) return
    picked.add(chunk.file)
    for (const k of chunk.imports ?? []) visit(k)
  }
  for (const [key, chunk] of Object.entries(manifest)) {
    const source = (chunk.src ?? key).replace(/^(\.\.\/)+/, '')
    if (chunk.isEntry || (roots.some((r) => r.test(source)) && startsWithInstance(source))) visit(key)
  }
  const files = [...picked].filter((f) => f.endsWith('.js'))
  return { files, gzip: files.reduce((sum, f) => sum + (built.files[f]?.gzip ?? 0), 0) }
}

/**
 * The JS fetched by the click when the visitor pointed at the button first: what the page loads at
 * rest and what the intent loads (start-up code, the modal shell, the Connect view).
 * @param {ReturnType<typeof measureDist>} built
 */
export const byClickFiles = (built) => beforeClickFiles(built, [...AT_REST_ROOTS, ...INTENT_ROOTS])
