// Bundles a host page's entry source with Rollup the way a consumer's Rollup/Vite production build
// does (package `sideEffects: false` honoured, dead `import()` calls dropped with the code around
// them), resolving `hatch*` specifiers to this repository's sources. esbuild (esbuildHost.mjs) is
// what the byte budgets use; Rollup answers "which of our modules end up anywhere in the output",
// because esbuild keeps a chunk for every `import()` it scanned, even in code it then drops.
import { existsSync } from 'node:fs'
import { dirname, isAbsolute, join, resolve } from 'node:path'
import { rollup } from 'rollup'
import esbuild from 'rollup-plugin-esbuild'
import { packageEntries, rel, repoRoot } from '../../scripts/package/entries.mjs'

/** A virtual module id (no such file): a plain path, so the TS/JSX transform takes it. */
const HOST_ID = join(repoRoot, '.cache', 'rollup-host.jsx')

/**
 * Resolves the host entry, `hatch*` specifiers (to their sources, side-effect free as package.json
 * declares) and `.js` imports of `.ts(x)` files; every other bare specifier stays external.
 * @param {string} source
 * @returns {import('rollup').Plugin}
 */
function hostResolver(source) {
  const entries = packageEntries().filter((e) => e.exists)
  return {
    name: 'hatch:host',
    resolveId(id, importer) {
      if (id === HOST_ID) return id
      const entry = entries.find((e) => e.specifier === id)
      if (entry) return { id: entry.source, moduleSideEffects: false }
      if (!id.startsWith('.') && !isAbsolute(id)) return { id, external: true }
      const base = resolve(importer && importer !== HOST_ID ? dirname(importer) : repoRoot, id)
      const candidates = [base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'), base]
      const found = candidates.find((f) => existsSync(f))
      return found ? { id: found, moduleSideEffects: false } : null
    },
    load: (id) => (id === HOST_ID ? source : null),
  }
}

/**
 * @param {string} source host entry (JSX)
 * @returns {Promise<string[]>} repository-relative paths of the modules that put code in any output chunk
 */
export async function modulesInRollupBuild(source) {
  const bundle = await rollup({
    input: HOST_ID,
    plugins: [hostResolver(source), esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: join(repoRoot, 'tsconfig.json'), include: /\.[jt]sx?$/ })],
    onwarn: () => undefined,
  })
  const { output } = await bundle.generate({ format: 'es' })
  await bundle.close()
  const modules = new Set()
  for (const chunk of output) {
    if (chunk.type !== 'chunk') continue
    for (const [id, info] of Object.entries(chunk.modules)) if (info.renderedLength > 0 && id !== HOST_ID && !id.startsWith('\0')) modules.add(rel(id))
  }
  return [...modules].sort()
}
