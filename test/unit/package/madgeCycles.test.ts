import { existsSync } from 'node:fs'
import madge from 'madge'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../../../scripts/package/entries.mjs'

/**
 * ARCHITECTURE.md §1 "no import cycles anywhere", checked with madge the way a reviewer would run
 * it (`madge --circular kernel adapters plugins ui`): type-only imports count too, so a cycle
 * through `import type` (context ↔ defineAdapter ↔ definePlugin, once) fails here.
 */
describe('madge --circular over kernel, adapters, plugins and ui', () => {
  it('finds no cycle, type-only imports included', async () => {
    const folders = ['kernel', 'adapters', 'plugins', 'ui'].map((f) => `${repoRoot}/${f}`).filter((f) => existsSync(f))
    const result = await madge(folders, {
      fileExtensions: ['ts', 'tsx'],
      tsConfig: `${repoRoot}/tsconfig.json`,
      detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
    })
    expect(Object.keys(result.obj()).length).toBeGreaterThan(100)
    expect(result.circular()).toEqual([])
  }, 60_000)
})
