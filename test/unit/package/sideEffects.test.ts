import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildJs } from '../../../scripts/package/buildJs.mjs'
import { describeSideEffects, importInFreshNode } from '../../../scripts/package/checkSideEffects.mjs'
import { packageEntries, repoRoot } from '../../../scripts/package/entries.mjs'

// Built inside the repository (git-ignored .cache/) so the output's bare imports (react, valibot,
// viem ...) resolve from node_modules exactly as in a consumer's install.
const scratch = join(repoRoot, '.cache', 'package-test')
mkdirSync(scratch, { recursive: true })
const outDir = mkdtempSync(join(scratch, 'dist-'))
afterAll(() => rmSync(outDir, { recursive: true, force: true }))

const entries = packageEntries().filter((e) => e.exists)
let built: Awaited<ReturnType<typeof buildJs>>

beforeAll(async () => {
  built = await buildJs({ outDir })
}, 120_000)

describe('the built package (rollup, as `npm run build` makes it)', () => {
  it('emits one ESM file per public entry at the path package.json exports names', () => {
    for (const entry of entries) expect(built.files).toContain(entry.importPath.replace(/^\.\/dist\//, ''))
  })

  it.each(entries.map((e) => [e.specifier, e] as const))(
    'importing %s in a fresh Node process writes no global and reads no window/document/storage',
    async (specifier, entry) => {
      const result = await importInFreshNode(join(outDir, entry.importPath.replace(/^\.\/dist\//, '')))
      expect(describeSideEffects(specifier, result)).toEqual([])
      // The built entry exports the same names as its source (nothing lost by the build).
      const sourceNames = Object.keys(await import(entry.source)).sort()
      expect(result.exportNames.sort()).toEqual(sourceNames)
    },
    30_000,
  )
})

describe('the side-effect check itself', () => {
  it('reports a module that reads window and writes a global', async () => {
    const file = join(outDir, 'effectful.mjs')
    writeFileSync(file, "export const isBrowser = typeof window !== 'undefined' && window.document\nglobalThis.__leak = 1\n")
    const problems = describeSideEffects('effectful', await importInFreshNode(file))
    expect(problems).toHaveLength(2)
    expect(problems[0]).toMatch(/read global "window"/)
    expect(problems[1]).toMatch(/added globals __leak/)
  })
})
