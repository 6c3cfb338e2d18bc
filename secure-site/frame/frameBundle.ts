import { fileURLToPath } from 'node:url'
import { preferSources } from './preferSources.js'

const here = fileURLToPath(new URL('.', import.meta.url))

/** Where the split-off chunks are served (their names carry a content hash: `/chunks/evmRpc-ABC123.js`). */
export const FRAME_CHUNK_PREFIX = '/chunks/'

/** The entries: the frame's, the secure approval window's and the passkey window's. */
export type FrameEntry = 'frame' | 'approve' | 'passkey'

/** One built script as the secure site serves it. */
export interface FrameScript {
  /** Its path on the secure site: `/frame.js`, `/approve.js`, `/chunks/NAME-HASH.js`. */
  path: string
  body: Uint8Array
  /** The entry it starts (undefined for a chunk). */
  entry?: FrameEntry
  /** The paths this script imports statically (what must load before it runs). */
  imports: string[]
  /** The paths this script imports with `import()` (loaded when a request needs them). */
  dynamicImports: string[]
  /** The source files bundled into it (paths as esbuild names them, relative to the working directory). */
  inputs: string[]
}

/** The frame's scripts, and what each entry loads before it runs. */
export interface FrameScripts {
  scripts: ReadonlyMap<string, FrameScript>
  /** Per entry: its script and every chunk it imports statically, transitively (the page preloads them). */
  startup: Readonly<Record<FrameEntry, readonly string[]>>
}

/**
 * Bundles the frame (secure-site/frame/main.ts), the secure window (approvalWindowMain.ts) and the
 * passkey window (passkeyWindowMain.ts) for
 * the browser with esbuild, in memory and minified, as ES modules split by `import()`: each entry
 * holds only what it needs to start (the frame: the handshake, the channel, the key store and the
 * dispatch), and what a request needs (EVM or Solana signing, smart accounts, the approval prompt,
 * the key reveal) is a chunk of its own, fetched from the same origin when that request first comes.
 */
export async function bundleFrameScripts(): Promise<FrameScripts> {
  const { build } = await import('esbuild')
  const result = await build({
    entryPoints: { frame: `${here}main.ts`, approve: `${here}approvalWindowMain.ts`, passkey: `${here}passkeyWindowMain.ts` },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'chrome120',
    minify: true,
    write: false,
    metafile: true,
    outdir: here,
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    logLevel: 'silent',
    legalComments: 'none',
    plugins: [preferSources],
  })
  // Output paths (absolute in outputFiles, relative to the working directory in the metafile) as served.
  const relative = (file: string) => {
    const slashed = `/${file}`
    const chunk = slashed.lastIndexOf(FRAME_CHUNK_PREFIX)
    return slashed.slice(chunk >= 0 ? chunk : slashed.lastIndexOf('/'))
  }
  const bodies = new Map(result.outputFiles.map((f) => [relative(f.path), f.contents]))
  const scripts = new Map<string, FrameScript>()
  for (const [file, meta] of Object.entries(result.metafile.outputs)) {
    if (!file.endsWith('.js')) continue
    const path = relative(file)
    const body = bodies.get(path)
    if (!body) throw new Error(`the frame bundle lost ${path}`)
    const entry = path === '/frame.js' ? 'frame' : path === '/approve.js' ? 'approve' : path === '/passkey.js' ? 'passkey' : undefined
    scripts.set(path, {
      path,
      body,
      ...(entry ? { entry } : {}),
      imports: meta.imports.filter((i) => i.kind === 'import-statement').map((i) => relative(i.path)),
      dynamicImports: meta.imports.filter((i) => i.kind === 'dynamic-import').map((i) => relative(i.path)),
      inputs: Object.keys(meta.inputs),
    })
  }
  const startupOf = (path: string): string[] => {
    const out = new Set<string>([path])
    for (const next of out) for (const imported of scripts.get(next)?.imports ?? []) out.add(imported)
    return [...out]
  }
  if (!scripts.has('/frame.js') || !scripts.has('/approve.js') || !scripts.has('/passkey.js')) throw new Error('the frame bundle produced no script')
  return { scripts, startup: { frame: startupOf('/frame.js'), approve: startupOf('/approve.js'), passkey: startupOf('/passkey.js') } }
}
