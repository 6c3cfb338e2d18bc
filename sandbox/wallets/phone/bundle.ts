import { fileURLToPath } from 'node:url'
import { relative } from 'node:path'
import type { BundleFile } from '../../demo/bundle.js'

const root = fileURLToPath(new URL('../../../', import.meta.url))

/**
 * Bundles the phone wallet app (`app/main.tsx`, WalletKit + viem + React) for the browser, in
 * memory: one ESM file plus its source map, served under `/assets/`. Throws with esbuild's
 * messages when the build fails.
 */
export async function bundlePhoneWalletApp(): Promise<Map<string, BundleFile>> {
  const { build } = await import('esbuild')
  const outdir = `${root}.phone-wallet-build`
  const result = await build({
    entryPoints: { main: fileURLToPath(new URL('./app/main.tsx', import.meta.url)) },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'chrome120',
    jsx: 'automatic',
    outdir,
    write: false,
    sourcemap: 'linked',
    logLevel: 'silent',
    // Only NODE_ENV is fixed at build time; the page defines `process.env.IS_VITEST` itself (see
    // page.html). Some WalletConnect dependencies still read Node's `global`.
    define: { 'process.env.NODE_ENV': '"development"', global: 'globalThis' },
  })
  const files = new Map<string, BundleFile>()
  for (const file of result.outputFiles) {
    const path = relative(outdir, file.path).split('\\').join('/')
    files.set(path, { contents: file.contents, contentType: path.endsWith('.js') ? 'text/javascript; charset=utf-8' : 'application/json' })
  }
  return files
}
