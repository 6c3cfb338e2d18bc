// Programmatic Rollup build of the package's JavaScript, used by `npm run build` and by the
// package tests (which build into a scratch folder so they never touch dist/).
import { rmSync } from 'node:fs'
import { rollup } from 'rollup'
import { createRollupOptions } from '../../rollup.config.mjs'
import { packageEntries, repoRoot } from './entries.mjs'

/**
 * Builds every public entry whose source exists into `outDir` (emptied first).
 * @param {{ outDir: string, root?: string, log?: (line: string) => void }} options
 * @returns {Promise<{ built: ReturnType<typeof packageEntries>, skipped: ReturnType<typeof packageEntries>, files: string[] }>}
 */
export async function buildJs({ outDir, root = repoRoot, log = () => {} }) {
  const entries = packageEntries(root)
  const skipped = entries.filter((e) => !e.exists)
  for (const e of skipped) log(`warning: exports["${e.subpath}"] has no source yet (${e.name}.ts): skipped`)
  const built = entries.filter((e) => e.exists)
  rmSync(outDir, { recursive: true, force: true })
  const options = createRollupOptions({ outDir, root, entries: built })
  const warnings = []
  const bundle = await rollup({ ...options, onwarn: (w) => options.onwarn(w, (x) => warnings.push(x)) })
  try {
    const { output } = await bundle.write(options.output)
    for (const w of warnings) log(`rollup: ${typeof w === 'string' ? w : w.message}`)
    return { built, skipped, files: output.map((o) => o.fileName) }
  } finally {
    await bundle.close()
  }
}
