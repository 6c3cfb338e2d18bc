// Rollup build of the published package: one input per public entry of package.json `exports`,
// ESM only, `preserveModules` so every source module stays its own file (dynamic-import chunks
// stay split and consumers' bundlers can drop what they do not use), TypeScript/JSX through
// esbuild, and every npm package external (React, viem, chain SDKs and our own dependencies are
// resolved by the consumer). Declarations are emitted separately by `tsc -p tsconfig.build.json`.
//
// `npm run build` (scripts/build.mjs) is the supported way to build; `npx rollup -c` also works.
import { existsSync, statSync } from 'node:fs'
import { dirname, isAbsolute, join, resolve } from 'node:path'
import esbuild from 'rollup-plugin-esbuild'
import { packageEntries, repoRoot } from './scripts/package/entries.mjs'

/** Bare specifiers (npm packages, node: builtins) are never bundled into the library. */
const isExternal = (id) => !id.startsWith('.') && !isAbsolute(id) && !id.startsWith('\0')

/**
 * Source imports end in `.js` (NodeNext style) while the files are `.ts`/`.tsx`: map them back.
 * @returns {import('rollup').Plugin}
 */
function resolveTsFromJs() {
  return {
    name: 'hatch:resolve-ts-from-js',
    resolveId(source, importer) {
      if (!importer || !source.startsWith('.')) return null
      const base = resolve(dirname(importer), source)
      const candidates = source.endsWith('.js')
        ? [base.slice(0, -3) + '.ts', base.slice(0, -3) + '.tsx', base]
        : [base + '.ts', base + '.tsx', join(base, 'index.ts')]
      for (const file of candidates) if (existsSync(file) && statSync(file).isFile()) return file
      return null
    },
  }
}

/**
 * Rollup options for the given entries.
 * @param {{ outDir?: string, root?: string, entries?: ReturnType<typeof packageEntries> }} [options]
 * @returns {import('rollup').RollupOptions}
 */
export function createRollupOptions({ outDir = join(repoRoot, 'dist'), root = repoRoot, entries } = {}) {
  const list = (entries ?? packageEntries(root)).filter((e) => e.exists)
  if (list.length === 0) throw new Error('rollup.config.mjs: no entry of package.json "exports" has a source file')
  return {
    input: Object.fromEntries(list.map((e) => [e.name, e.source])),
    external: isExternal,
    plugins: [
      resolveTsFromJs(),
      esbuild({
        target: 'es2022',
        jsx: 'automatic',
        tsconfig: join(root, 'tsconfig.json'),
        minify: false,
        sourceMap: false,
        // Texts as UTF-8, not \uXXXX escapes: the languages in Arabic, Hebrew, Cyrillic, Thai or
        // Devanagari script are 7 to 9 % smaller gzipped (docs/i18n.md).
        charset: 'utf8',
      }),
    ],
    // A module with top-level effects would break `sideEffects: false`; the package test checks
    // the built output, so keep Rollup's own analysis on.
    treeshake: { moduleSideEffects: true },
    output: {
      dir: outDir,
      format: 'es',
      preserveModules: true,
      preserveModulesRoot: root,
      entryFileNames: '[name].js',
      generatedCode: 'es2015',
    },
    onwarn(warning, warn) {
      // Circular dependencies are reported by the import-graph test with the full cycle.
      if (warning.code === 'CIRCULAR_DEPENDENCY') return
      warn(warning)
    },
  }
}

export default createRollupOptions()
