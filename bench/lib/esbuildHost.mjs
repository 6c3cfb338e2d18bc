// Bundles a host page's entry source with esbuild the way a consumer's production build would
// (bundle, ESM, code splitting, minified, NODE_ENV=production), resolving `hatch`, `hatch/react`,
// `hatch/adapters/<name>` ... to this repository's sources through package.json `exports`.
// Returns every output chunk with its per-file gzip size (zlib level 9, as the anchors measure),
// whether it is fetched before any click (the entry and its static-import closure) and which
// source files put bytes into it.
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { packageEntries, rel, repoRoot } from '../../scripts/package/entries.mjs'

/**
 * esbuild plugin: the package's own specifiers resolve to their source entries.
 * @returns {import('esbuild').Plugin}
 */
export function hatchSourcePlugin() {
  return {
    name: 'hatch-source',
    setup(b) {
      const entries = packageEntries()
      const pkgName = entries.find((e) => e.subpath === '.')?.specifier ?? 'hatch'
      const filter = new RegExp(`^${pkgName}(/.*)?$`)
      b.onResolve({ filter }, (args) => {
        const entry = entries.find((e) => e.specifier === args.path)
        if (!entry) return { errors: [{ text: `${args.path} is not an entry of package.json "exports"` }] }
        if (!entry.exists) return { errors: [{ text: `${args.path}: its source ${rel(entry.source)} does not exist yet` }] }
        return { path: entry.source }
      })
    },
  }
}

/** Name esbuild gives the host entry (stdin); its output is the page's entry chunk. */
const HOST_FILE = 'host.jsx'

const gzipLevel9 = (bytes) => gzipSync(bytes, { level: 9 }).length

/**
 * @param {string} source host entry (JSX)
 * @returns {Promise<{ chunks: { file: string, bytes: number, gzip: number, initial: boolean, inputs: string[], inputBytes: Record<string, number> }[], initialGzip: number, lazyGzip: number }>}
 */
export async function bundleHost(source) {
  const result = await build({
    stdin: { contents: source, resolveDir: repoRoot, loader: 'jsx', sourcefile: HOST_FILE },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    absWorkingDir: repoRoot,
    outdir: join(repoRoot, '.cache', 'bundle'),
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins: [hatchSourcePlugin()],
  })
  const outputs = result.metafile.outputs
  // Lazy (import()) chunks are entry points too: the page's entry is the one built from stdin.
  const entryFile = Object.keys(outputs).find((f) => outputs[f]?.entryPoint === HOST_FILE)
  if (!entryFile) throw new Error('esbuild produced no entry chunk')
  const initial = new Set()
  const visit = (file) => {
    if (initial.has(file)) return
    initial.add(file)
    for (const imp of outputs[file]?.imports ?? []) if (imp.kind === 'import-statement' && !imp.external) visit(imp.path)
  }
  visit(entryFile)
  const chunks = result.outputFiles
    .filter((f) => f.path.endsWith('.js'))
    .map((f) => {
      const file = rel(f.path)
      const meta = outputs[file]
      return {
        file,
        bytes: f.contents.length,
        gzip: gzipLevel9(f.contents),
        initial: initial.has(file),
        inputs: Object.entries(meta?.inputs ?? {})
          .filter(([, v]) => v.bytesInOutput > 0)
          .map(([k]) => k.replace(/^\.\//, '')),
        inputBytes: Object.fromEntries(
          Object.entries(meta?.inputs ?? {})
            .filter(([, v]) => v.bytesInOutput > 0)
            .map(([k, v]) => [k.replace(/^\.\//, ''), v.bytesInOutput]),
        ),
      }
    })
  const sum = (list) => list.reduce((s, c) => s + c.gzip, 0)
  return { chunks, initialGzip: sum(chunks.filter((c) => c.initial)), lazyGzip: sum(chunks.filter((c) => !c.initial)) }
}

/**
 * Minified bytes per source folder (node_modules/<package>, kernel/<dir>, ui/<dir> ...) in the
 * chunks selected, largest first: where the bytes before the click come from.
 * @param {Awaited<ReturnType<typeof bundleHost>>['chunks']} chunks
 */
export function bytesBySource(chunks) {
  const totals = new Map()
  for (const c of chunks) {
    for (const [file, bytes] of Object.entries(c.inputBytes)) {
      const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)
      const key = m ? `npm:${m[1]}` : file.split('/').slice(0, 2).join('/')
      totals.set(key, (totals.get(key) ?? 0) + bytes)
    }
  }
  return [...totals.entries()].sort((a, b) => b[1] - a[1])
}
