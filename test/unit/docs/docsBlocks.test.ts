import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { checkDocsBlocks, formatFailures, missingBuild } from '../../../scripts/docs-blocks/checkBlocks.mjs'
import { blocksOf, docsPages } from '../../../scripts/docs-blocks/extractBlocks.mjs'
import { repoRoot } from '../../../scripts/package/entries.mjs'

/**
 * Issue 26 item 7, docs that compile: every TypeScript block of README.md and docs/ is type-checked
 * as a consumer's file against the BUILT package (dist/, by package.json "exports"), strict with
 * exactOptionalPropertyTypes and noUncheckedIndexedAccess (docs/testing.md "Docs that compile").
 * It needs `npm run build` first, as CI runs it; without dist/ it fails saying so.
 */
const scratch = join(repoRoot, '.cache', 'docs-blocks')
mkdirSync(scratch, { recursive: true })
const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(join(scratch, 'run-'))
  dirs.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

describe('the docs TypeScript blocks', () => {
  it('are built against: dist/ has every entry declaration', () => {
    expect(missingBuild(), 'run `npm run build` before the unit tests (CI does)').toBeUndefined()
  })

  it('all compile as a consumer would write them', () => {
    const result = checkDocsBlocks({ dir: tempDir() })
    console.info(`${result.checked} docs blocks type-checked in ${result.files} files; ${result.fragments.length} fragment(s) not checked`)
    expect(formatFailures(result.failures), 'docs blocks that do not compile (page:line  message)').toBe('')
    // The docs hold dozens of blocks: an extraction that found none would pass vacuously.
    expect(result.checked).toBeGreaterThanOrEqual(40)
    // Fragments are exceptions for what cannot be a file; keep them few.
    expect(result.fragments.map((b) => `${b.page}:${b.line}`)).toHaveLength(0)
  }, 60_000)
})

describe('the docs block check itself', () => {
  const page = (name: string, text: string) => {
    const dir = tempDir()
    const file = join(dir, `${name}.md`)
    writeFileSync(file, text)
    return file
  }
  const check = (...pages: string[]) => checkDocsBlocks({ dir: join(tempDir(), 'project'), pages })

  it('reports a wrong block by page, line and the compiler message, and passes a right one', () => {
    const wrong = page('wrong', "# A\n\n```ts\nimport { createHatch } from 'hatch'\n\ncreateHatch({ projectId: 1, networks })\n```\n")
    const right = page('right', "# B\n\n```ts\nimport { createHatch } from 'hatch'\n\ncreateHatch({ projectId, networks })\n```\n")
    const result = check(wrong, right)
    expect(result.checked).toBe(2)
    expect(result.failures).toHaveLength(1)
    expect(result.failures[0]?.page).toMatch(/wrong\.md$/)
    expect(result.failures[0]?.line).toBe(6)
    expect(result.failures[0]?.message).toMatch(/^TS2322: Type 'number' is not assignable to type 'string'/)
  }, 60_000)

  it("fails a `declare module 'hatch'` block that is not a module (it would replace the package's types)", () => {
    const augment = "declare module 'hatch' {\n  interface HatchServices {\n    tipJar: { total(): number }\n  }\n}\n"
    const script = check(page('script', `\`\`\`ts\n${augment}\`\`\`\n`))
    expect(script.failures.map((f) => f.message)).toContainEqual(expect.stringMatching(/not a module/))
    const module = check(page('module', `\`\`\`ts\nexport {}\n\n${augment}\`\`\`\n`))
    expect(formatFailures(module.failures)).toBe('')
  }, 60_000)

  it('resolves `hatch/*` through package.json exports, as an installed copy does (a path it does not export fails)', () => {
    const missing = check(page('missing', "```ts\nimport { noSuchExport } from 'hatch/react'\n\nnoSuchExport()\n```\n"))
    expect(missing.failures[0]?.message).toMatch(/TS2305: Module '"hatch\/react"' has no exported member 'noSuchExport'/)
    const internal = check(page('internal', "```ts\nimport { createHatch } from 'hatch/kernel/createHatch'\n\ncreateHatch\n```\n"))
    expect(internal.failures[0]?.message).toMatch(/TS2307/)
  }, 60_000)

  it('checks a `continued` block with the blocks before it, and `file=` blocks import each other', () => {
    const text = [
      '```ts file=jar.ts',
      'export const total = (n: number) => n + 1',
      '```',
      '```ts',
      "import { total } from './jar.js'",
      '```',
      'Then:',
      '```ts continued',
      'const t: string = total(1)',
      '```',
    ].join('\n')
    const result = check(page('chain', text))
    expect(result.checked).toBe(3)
    expect(result.failures.map((f) => `${f.line} ${f.message.slice(0, 6)}`)).toEqual(['9 TS2322'])
  }, 60_000)

  it('rejects an unknown flag in the info string, so a typo cannot leave a block unchecked', () => {
    expect(blocksOf('p.md', '```ts fragmnet\nx\n```\n').problems).toEqual([{ page: 'p.md', line: 1, message: expect.stringMatching(/unknown flag "fragmnet"/) }])
  })

  it('finds the README and every page under docs/', () => {
    const pages = docsPages().map((p) => p.slice(repoRoot.length + 1))
    expect(pages).toContain('README.md')
    expect(pages).toContain('docs/plugins.md')
    expect(pages).toContain('docs/plugins/pay.md')
  })
})
