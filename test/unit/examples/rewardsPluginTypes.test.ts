import { readFileSync, rmSync } from 'node:fs'
import { join, relative } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { missingBuild } from '../../../scripts/docs-blocks/checkBlocks.mjs'
import { repoRoot } from '../../../scripts/package/entries.mjs'
import { escapeHatches, exampleExists, sourceFiles, typecheckExample } from './exampleTypes.js'

// examples/rewards-plugin: a host's own plugin written from docs/plugins.md. It must compile as a
// consumer's project with the strictest flags, against the built package, with no cast, no `any`
// and no type argument on a lookup (the plugin's types come from `HatchPlugins` by id).
const folder = join(repoRoot, 'examples', 'rewards-plugin')
const copy = join(repoRoot, '.cache', 'examples-types', `rewards-plugin-${process.pid}`)
afterAll(() => rmSync(copy, { recursive: true, force: true }))

describe('examples/rewards-plugin type-checks as a consumer project', () => {
  it('is built against: dist/ has every entry declaration', () => {
    expect(missingBuild(), 'run `npm run build` before the unit tests (CI does)').toBeUndefined()
    expect(exampleExists(folder)).toBe(true)
  })

  it('compiles with strict, exactOptionalPropertyTypes and noUncheckedIndexedAccess, against the built package', () => {
    const { options, files, problems, anys } = typecheckExample(folder, copy)
    expect({
      strict: options.strict,
      exactOptionalPropertyTypes: options.exactOptionalPropertyTypes,
      noUncheckedIndexedAccess: options.noUncheckedIndexedAccess,
    }).toEqual({
      strict: true,
      exactOptionalPropertyTypes: true,
      noUncheckedIndexedAccess: true,
    })
    expect(files).toContain('src/rewards/index.ts')
    expect(files).toContain('src/rewards/views/ClaimView.tsx')
    expect(problems.join('\n')).toBe('')
    // No value typed `any` either: the plugin's augmentations of 'hatch' (its gate value, state,
    // controller and error codes) all took.
    expect(anys).toEqual([])
  }, 120_000)

  it('has no `as`, no `any` and no type argument on a plugin lookup', () => {
    const found = sourceFiles(folder).flatMap((file) => escapeHatches(file, readFileSync(file, 'utf8')).map((hit) => `${relative(folder, file)}:${hit}`))
    expect(found).toEqual([])
  })

  it('the escape-hatch finder sees each kind (so the check above can fail)', () => {
    const text = [
      "const a = usePluginState<State, number>('rewards', (s) => s.n)",
      "const b = ctx.plugins.controller<Api>('rewards')",
      'const c = value as string',
      'const d: any = 1',
      "const e = ['x'] as const",
      "const f = usePluginState('rewards', (s) => s.n)",
    ].join('\n')
    expect(escapeHatches('probe.ts', text).map((hit) => hit.split(' (')[0])).toEqual([
      '1: type argument on a lookup',
      '2: type argument on a lookup',
      '3: type assertion',
      '4: any',
      '5: type assertion',
    ])
  })
})
