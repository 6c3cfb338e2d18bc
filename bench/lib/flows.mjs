// What each visitor flow adds to a page: the chunks a flow's code loads (its view, its controller
// or runtime, and their static imports) that the page did not already fetch by the click (at rest
// and on the visitor's intent).
// Read from a Vite build's manifest, sizes as `measureDist` gives them (gzip level 9 per file).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { byClickFiles } from './viteBuild.mjs'

/**
 * The flows issue 32 asks to be reported, each by the source modules it starts from (relative to
 * the repository). A flow's bytes are the static-import closure of those modules' chunks, less what
 * was fetched before the click; a chunk two flows share counts in both. A start module is what the
 * descriptor's loader imports: ConnectingWalletConnect loads through the Basic view's module, and
 * the swaps and on-ramp controllers through their views' modules (one chunk each with the view).
 */
export const FLOWS = {
  WalletConnect: ['adapters/walletconnect/views/ConnectingWalletConnectBasicView.tsx', 'adapters/walletconnect/runtime/createWalletConnectRuntime.ts'],
  'e-mail': [
    'plugins/email/views/EmailLoginView.tsx',
    'adapters/embedded/runtime/createEmbeddedService.ts',
    'adapters/embedded/runtime/createEmbeddedRuntime.ts',
  ],
  'social login': [
    'plugins/socials/views/ConnectSocialsView.tsx',
    'adapters/embedded/runtime/createEmbeddedService.ts',
    'adapters/embedded/runtime/createEmbeddedRuntime.ts',
  ],
  swaps: ['plugins/swaps/views/SwapView.tsx'],
  'on-ramp': ['plugins/onramp/views/OnrampView.tsx'],
}

/**
 * Each flow's files and gzip bytes beyond the JS fetched by the click (at rest and on intent). A flow whose start
 * modules are not in the build (a host without that plugin or adapter) is left out.
 * @param {ReturnType<typeof import('./viteBuild.mjs').measureDist>} built
 * @param {Record<string, string[]>} [flows]
 * @returns {Record<string, { files: string[], gzip: number }>}
 */
export function flowBytes(built, flows = FLOWS) {
  const manifest = JSON.parse(readFileSync(join(built.dist, '.vite/manifest.json'), 'utf8'))
  const before = new Set(byClickFiles(built).files)
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [(chunk.src ?? key).replace(/^(\.\.\/)+/, ''), key]))
  /** @type {Record<string, { files: string[], gzip: number }>} */
  const result = {}
  for (const [flow, roots] of Object.entries(flows)) {
    const keys = roots.map((root) => keyOf.get(root))
    if (keys.some((key) => key === undefined)) continue
    const files = new Set()
    const visit = (key) => {
      const chunk = manifest[key]
      if (!chunk || files.has(chunk.file)) return
      files.add(chunk.file)
      for (const k of chunk.imports ?? []) visit(k)
    }
    keys.forEach(visit)
    const added = [...files].filter((file) => file.endsWith('.js') && !before.has(file))
    result[flow] = { files: added, gzip: added.reduce((sum, file) => sum + (built.files[file]?.gzip ?? 0), 0) }
  }
  return result
}
