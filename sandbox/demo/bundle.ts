import { fileURLToPath } from 'node:url'
import { relative } from 'node:path'
import type { Plugin } from 'esbuild'
import { preferSources } from '../../secure-site/frame/preferSources.js'

const root = fileURLToPath(new URL('../../', import.meta.url))

/** One output file of the demo bundle, by URL path under `/assets/`. */
export interface BundleFile {
  contentType: string
  contents: Uint8Array
}

/** Maps the package's public entry names to their source files, as the built package would. */
export const hatchAliases: Plugin = {
  name: 'hatch-aliases',
  setup(build) {
    build.onResolve({ filter: /^hatch(\/.*)?$/ }, (args) => {
      const rest = args.path.slice('hatch'.length)
      const sub = /^\/(adapters|plugins)\/([^/]+)$/.exec(rest)
      let file: string | undefined
      if (rest === '') file = 'kernel/index.ts'
      else if (rest === '/react') file = 'ui/index.ts'
      else if (rest === '/react/primitives') file = 'ui/primitives/index.ts'
      else if (rest === '/react/viem') file = 'ui/viem/index.ts'
      else if (rest === '/wagmi') file = 'wagmi/index.ts'
      else if (rest === '/solana-kit') file = 'solana/kit/index.ts'
      else if (rest === '/solana-wallet-adapter') file = 'solana/wallet-adapter/index.ts'
      else if (rest === '/element') file = 'element/index.ts'
      else if (sub) file = `${sub[1]}/${sub[2]}/index.ts`
      if (!file)
        return {
          errors: [
            {
              text: `Unknown Hatch entry '${args.path}' (known: hatch, hatch/react, hatch/react/primitives, hatch/react/viem, hatch/wagmi, hatch/solana-kit, hatch/solana-wallet-adapter, hatch/element, hatch/adapters/<name>, hatch/plugins/<name>)`,
            },
          ],
        }
      return { path: `${root}${file}` }
    })
  },
}

/** What {@link bundleBrowserApp} builds. */
export interface BrowserAppBuild {
  /** Absolute path of the app's entry (`main` in the output). */
  entry: string
  /** Name of the in-memory output folder under the repository (nothing is written). */
  outdirName: string
  splitting?: boolean
  plugins?: Plugin[]
}

/**
 * Bundles a sandbox page's React app for the browser, in memory: ESM with a linked source map,
 * files keyed by their URL path under `/assets/`. Throws with esbuild's messages on failure.
 */
export async function bundleBrowserApp({ entry, outdirName, splitting = false, plugins = [] }: BrowserAppBuild): Promise<Map<string, BundleFile>> {
  const { build } = await import('esbuild')
  const outdir = `${root}${outdirName}`
  const result = await build({
    entryPoints: { main: entry },
    bundle: true,
    splitting,
    format: 'esm',
    platform: 'browser',
    target: 'chrome120',
    jsx: 'automatic',
    outdir,
    write: false,
    sourcemap: 'linked',
    logLevel: 'silent',
    // WalletConnect's SDK reads Node's `global` (`typeof global?.Linking`), as host bundlers are told
    // to define. `process.env.IS_VITEST` is not fixed here: the pages define it themselves.
    define: { 'process.env.NODE_ENV': '"development"', global: 'globalThis' },
    plugins: [preferSources, ...plugins],
  })
  const files = new Map<string, BundleFile>()
  for (const file of result.outputFiles) {
    const path = relative(outdir, file.path).split('\\').join('/')
    files.set(path, {
      contents: file.contents,
      contentType: path.endsWith('.js') ? 'text/javascript; charset=utf-8' : path.endsWith('.css') ? 'text/css; charset=utf-8' : 'application/json',
    })
  }
  return files
}

/**
 * Bundles `sandbox/demo/app/main.tsx` with code splitting (so lazily loaded views become their
 * own chunks, as in a host app).
 */
export function bundleDemoApp(): Promise<Map<string, BundleFile>> {
  return bundleBrowserApp({ entry: `${root}sandbox/demo/app/main.tsx`, outdirName: '.demo-build', splitting: true, plugins: [hatchAliases] })
}

/** Formats an esbuild failure (or any error) as readable lines. */
export function describeBuildError(error: unknown): string {
  const errors = (error as { errors?: { text: string; location?: { file: string; line: number; column: number } | null }[] }).errors
  if (Array.isArray(errors) && errors.length > 0) {
    return errors.map((e) => (e.location ? `${e.location.file}:${e.location.line}:${e.location.column}: ${e.text}` : e.text)).join('\n')
  }
  return error instanceof Error ? error.message : String(error)
}
