import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { blocksOf } from '../../../scripts/docs-blocks/extractBlocks.mjs'
import { repoRoot } from '../../../scripts/package/entries.mjs'
import { sourceFiles } from '../examples/exampleTypes.js'

// docs/plugins.md "A host's plugin, whole: Rewards" shows examples/rewards-plugin/src/rewards/ file
// by file (`file=rewards/<path>` blocks, type-checked by docsBlocks.test.ts); the example is built,
// type-checked and driven in a browser. This keeps the two one text.
const page = 'docs/plugins.md'
const folder = join(repoRoot, 'examples', 'rewards-plugin', 'src', 'rewards')

/** The `file=rewards/<path>` blocks of a page's text, by path. */
function rewardsBlocks(text: string): Map<string, string> {
  const blocks = blocksOf(page, text).blocks.filter((b) => b.file?.startsWith('rewards/'))
  return new Map(blocks.map((b) => [b.file?.slice('rewards/'.length) ?? '', `${b.code.trimEnd()}\n`]))
}

/** How the page's blocks and the folder's files differ: a file not shown, a block with no file, or different text. */
function differences(blocks: Map<string, string>, files: Map<string, string>): string[] {
  const out: string[] = []
  for (const [path, text] of files) {
    const shown = blocks.get(path)
    if (shown === undefined) out.push(`${path}: not shown in ${page} (add a \`file=rewards/${path}\` block)`)
    else if (shown !== text) out.push(`${path}: the block in ${page} differs from the example's file`)
  }
  for (const path of blocks.keys()) if (!files.has(path)) out.push(`${path}: a block of ${page} with no such file in the example`)
  return out
}

describe("docs/plugins.md's Rewards plugin is examples/rewards-plugin/src/rewards/", () => {
  it('shows every file of the plugin, each exactly as the example has it', () => {
    const files = new Map(sourceFiles(folder).map((f) => [relative(folder, f), readFileSync(f, 'utf8')]))
    const blocks = rewardsBlocks(readFileSync(join(repoRoot, page), 'utf8'))
    expect([...files.keys()].sort()).toEqual(['controller.ts', 'errorTexts.ts', 'index.ts', 'messages.ts', 'views/ClaimView.tsx', 'views/RewardsTab.tsx'])
    expect(differences(blocks, files)).toEqual([])
  })

  it('reports a changed, a missing and an extra block (so the check above can fail)', () => {
    const text = ['```ts file=rewards/a.ts', 'export const a = 1', '```', '```ts file=rewards/extra.ts', 'export {}', '```'].join('\n')
    const files = new Map([
      ['a.ts', 'export const a = 2\n'],
      ['b.ts', 'export {}\n'],
    ])
    expect(differences(rewardsBlocks(text), files)).toEqual([
      `a.ts: the block in ${page} differs from the example's file`,
      `b.ts: not shown in ${page} (add a \`file=rewards/b.ts\` block)`,
      `extra.ts: a block of ${page} with no such file in the example`,
    ])
  })
})
