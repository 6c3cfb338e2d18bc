import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { checkDocsBlocks, formatFailures, missingBuild, retargetImports } from '../../../scripts/docs-blocks/checkBlocks.mjs'
import { blocksOf, docsPages } from '../../../scripts/docs-blocks/extractBlocks.mjs'
import { repoRoot } from '../../../scripts/package/entries.mjs'

/**
 * Issue 26 item 7, docs that compile: every TypeScript block of README.md and docs/ is type-checked
 * as a consumer's file against the BUILT package (dist/, by package.json "exports"), strict with
 * exactOptionalPropertyTypes and noUncheckedIndexedAccess (docs/testing.md "Docs that compile").
 * It needs `npm run build` first, as CI runs it; without dist/ it fails saying so.
 */
/** `page:line` of each ```ts fragment block (not checked) and why it cannot be a file. None today. */
const allowedFragments: Record<string, string> = {}

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
    console.info(
      `${result.checked} docs blocks type-checked in ${result.files} files (${result.repoBlocks} repo= blocks against the sources, the others against dist/); ${result.fragments.length} fragment(s) not checked`,
    )
    expect(formatFailures(result.failures), 'docs blocks that do not compile (page:line  message)').toBe('')
    // The docs hold dozens of blocks: an extraction that found none would pass vacuously.
    expect(result.checked).toBeGreaterThanOrEqual(40)
    // Fragments are exceptions for what cannot be a file, each with its reason above.
    expect(result.fragments.map((b) => `${b.page}:${b.line - 1}`)).toEqual(Object.keys(allowedFragments))
  }, 120_000)
})

describe('the docs block check itself', () => {
  const page = (name: string, text: string) => {
    const dir = tempDir()
    const file = join(dir, `${name}.md`)
    writeFileSync(file, text)
    return file
  }
  const check = (...pages: string[]) => checkDocsBlocks({ dir: join(tempDir(), 'project'), pages })

  const augment = "declare module 'hatch' {\n  interface HatchServices {\n    tipJar: { total(): number }\n  }\n}\n"
  const chain = [
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
  ]
  // One program for these pages (each program loads the package's declarations: seconds).
  let shared: ReturnType<typeof check> | undefined
  const sharedRun = () =>
    (shared ??= check(
      page('wrong', "# A\n\n```ts\nimport { createHatch } from 'hatch'\n\ncreateHatch({ projectId: 1, networks })\n```\n"),
      page('right', "# B\n\n```ts\nimport { createHatch } from 'hatch'\n\ncreateHatch({ projectId, networks })\n```\n"),
      page('module', `\`\`\`ts\nexport {}\n\n${augment}\`\`\`\n`),
      page('missing', "```ts\nimport { noSuchExport } from 'hatch/react'\n\nnoSuchExport()\n```\n"),
      page('internal', "```ts\nimport { createHatch } from 'hatch/kernel/createHatch'\n\ncreateHatch\n```\n"),
      page('chain', chain.join('\n')),
      // The repository's own code: relative imports from the path it names, sources by tsconfig.json.
      page(
        'repo',
        "# R\n\n```ts repo=test/unit/example.test.ts\nimport { parseCaipAddress } from '../../kernel/types/chain.js'\n\nconst parsed: string = parseCaipAddress('eip155:1:0xab')\n```\n",
      ),
    ))
  const failuresOf = (name: string) => sharedRun().failures.filter((f) => f.page.endsWith(`/${name}.md`))

  it('reports a wrong block by page, line and the compiler message, and passes a right one', () => {
    expect(sharedRun().checked).toBe(9)
    expect(failuresOf('wrong')).toEqual([
      { page: expect.stringMatching(/wrong\.md$/), line: 6, message: expect.stringMatching(/^TS2322: Type 'number' is not assignable to type 'string'/) },
    ])
    expect(failuresOf('right')).toEqual([])
  }, 60_000)

  it("fails a `declare module 'hatch'` block that is not a module (it would replace the package's types)", () => {
    const script = check(page('script', `\`\`\`ts\n${augment}\`\`\`\n`))
    expect(script.failures.map((f) => f.message)).toContainEqual(expect.stringMatching(/not a module/))
    expect(failuresOf('module')).toEqual([])
  }, 60_000)

  it('resolves `hatch/*` through package.json exports, as an installed copy does (a path it does not export fails)', () => {
    expect(failuresOf('missing').map((f) => f.message)).toEqual([
      expect.stringMatching(/TS2305: Module '"hatch\/react"' has no exported member 'noSuchExport'/),
    ])
    expect(failuresOf('internal').map((f) => f.message)).toEqual([expect.stringMatching(/TS2307/)])
  }, 60_000)

  it('checks a `continued` block with the blocks before it, and `file=` blocks import each other', () => {
    expect(failuresOf('chain').map((f) => `${f.line} ${f.message.slice(0, 6)}`)).toEqual(['9 TS2322'])
  }, 60_000)

  it('checks a `repo=` block as that file of the repository, against the sources', () => {
    // The import resolved (from test/unit/, to kernel/types/chain.ts): the error is the assignment's.
    expect(failuresOf('repo')).toEqual([
      {
        page: expect.stringMatching(/repo\.md$/),
        line: 6,
        message: expect.stringMatching(/^TS2322: Type '\{ namespace: .*\} \| undefined' is not assignable to type 'string'/),
      },
    ])
  }, 60_000)

  it('rejects an unknown flag in the info string, so a typo cannot leave a block unchecked', () => {
    expect(blocksOf('p.md', '```ts fragmnet\nx\n```\n').problems).toEqual([
      { page: 'p.md', line: 1, message: expect.stringMatching(/unknown flag "fragmnet"/) },
    ])
  })

  it("points a repo= block's relative imports, written elsewhere, at the repository files they name", () => {
    const written = join(repoRoot, '.cache/docs-blocks/project/repo/docs/sandbox/L338/test/e2e/example.test.ts')
    const text =
      "import { openPage } from '../fixtures/browser.js'\nimport type { Page } from 'playwright-core'\nconst m = await import('../../sandbox/index.js')\n"
    expect(retargetImports(text, 'test/e2e/example.test.ts', written)).toBe(
      "import { openPage } from '../../../../../../../../../test/fixtures/browser.js'\nimport type { Page } from 'playwright-core'\nconst m = await import('../../../../../../../../../sandbox/index.js')\n",
    )
  })

  it('finds the README and every page under docs/', () => {
    const pages = docsPages().map((p) => p.slice(repoRoot.length + 1))
    expect(pages).toContain('README.md')
    expect(pages).toContain('docs/plugins.md')
    expect(pages).toContain('docs/plugins/pay.md')
  })
})
