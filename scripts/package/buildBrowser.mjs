// The self-contained browser bundle of `<hatch-button>` (element/browser/hatchElement.ts): one ES
// module a page loads with a single <script type="module">, React, react-dom and Hatch bundled in,
// code-split so each adapter and plugin (and its chain SDK) is a chunk fetched only when the page
// names it. `npm run build` writes it to dist/browser/; the sandbox's /plain page serves the same
// build from memory, so the browser test exercises exactly these settings.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, posix, relative } from 'node:path'
import { repoRoot } from './entries.mjs'

/** The bundle's entry module, and the file name a page loads. */
export const BROWSER_ENTRY = join(repoRoot, 'element/browser/hatchElement.ts')
export const BROWSER_FILE = 'hatch-element.js'

/**
 * Builds the bundle with esbuild. `write: false` keeps it in memory (the sandbox); the result maps
 * each output path under `outdir` (`hatch-element.js`, `chunks/…`) to its bytes.
 * @param {{ outdir?: string, write?: boolean, minify?: boolean }} [options]
 * @returns {Promise<Map<string, Uint8Array>>}
 */
export async function buildBrowserBundle({ outdir = join(repoRoot, 'dist/browser'), write = true, minify = true } = {}) {
  const { build } = await import('esbuild')
  const result = await build({
    entryPoints: { [BROWSER_FILE.replace(/\.js$/, '')]: BROWSER_ENTRY },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    outdir,
    chunkNames: 'chunks/[name]-[hash]',
    write: false,
    minify,
    legalComments: 'linked',
    // Texts as UTF-8, not \uXXXX escapes (smaller language chunks); the server sends charset=utf-8.
    charset: 'utf8',
    logLevel: 'silent',
    metafile: false,
    // React's production build; WalletConnect's SDK reads Node's `global`, as host bundlers are told to define.
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
  })
  const files = new Map()
  for (const file of result.outputFiles) files.set(relative(outdir, file.path).split('\\').join('/'), file.contents)
  if (write) {
    // A fresh folder each build, so chunks of an earlier build never linger beside the new ones.
    rmSync(outdir, { recursive: true, force: true })
    for (const [path, contents] of files) {
      mkdirSync(dirname(join(outdir, path)), { recursive: true })
      writeFileSync(join(outdir, path), contents)
    }
  }
  return files
}

/**
 * The files a page downloads when it loads the script: the entry and every chunk it imports
 * statically, transitively (chunks reached only through `import()` load later, on need).
 * @param {Map<string, Uint8Array>} files what {@link buildBrowserBundle} returned
 * @returns {string[]}
 */
export function loadedOnStart(files, entry = BROWSER_FILE) {
  const seen = new Set()
  const decoder = new TextDecoder()
  const visit = (path) => {
    if (seen.has(path) || !files.has(path)) return
    seen.add(path)
    // esbuild's minified ESM: `import{a as b}from"./chunks/x.js"` and `import"./chunks/y.js"`.
    for (const match of decoder.decode(files.get(path)).matchAll(/(?:from|import)\s*"(\.{1,2}\/[^"]+)"/g)) {
      visit(posix.normalize(posix.join(posix.dirname(path), match[1])))
    }
  }
  visit(entry)
  return [...seen]
}
