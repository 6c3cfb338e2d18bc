// Finds the TypeScript code blocks of the docs (every docs/**/*.md and README.md) and turns them
// into the files of a consumer's project, one file per block, following the rules of
// docs/testing.md "Docs that compile". Pure: reads markdown, returns files; checkBlocks.mjs writes
// and type-checks them.
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { rel, repoRoot } from '../package/entries.mjs'

/** Info-string languages that are TypeScript. */
const TS_LANGS = new Set(['ts', 'tsx', 'typescript'])
/** Flags a TypeScript block's info string may carry after the language. */
const FLAGS = new Set(['continued', 'fragment'])
const FENCE = /^( {0,3})(`{3,}|~{3,})\s*([^\s`]*)(.*)$/

/**
 * The markdown files whose blocks are checked: README.md and every .md under docs/, sorted.
 * @returns {string[]} absolute paths
 */
export function docsPages(root = repoRoot) {
  const pages = [join(root, 'README.md')]
  const walk = (dir) => {
    for (const d of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (d.isDirectory()) walk(join(dir, d.name))
      else if (d.name.endsWith('.md')) pages.push(join(dir, d.name))
    }
  }
  walk(join(root, 'docs'))
  return pages
}

/**
 * @typedef {{ page: string, line: number, lang: 'ts' | 'tsx', flags: string[], file?: string, repo?: string, code: string }} Block
 *   `page` relative to the repository root, `line` the 1-based line of the block's first code line.
 * @typedef {{ page: string, line: number, message: string }} BlockProblem
 */

/**
 * The TypeScript blocks of one markdown text, and the problems of their info strings (an unknown
 * flag is an error, so a typo cannot leave a block unchecked).
 * @param {string} page path shown in messages
 * @param {string} text markdown
 * @returns {{ blocks: Block[], problems: BlockProblem[] }}
 */
export function blocksOf(page, text) {
  const lines = text.split('\n')
  const blocks = []
  const problems = []
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i])
    if (!open) continue
    const [, indent, fence, lang, rest] = open
    const body = []
    let j = i + 1
    for (; j < lines.length; j++) {
      const close = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(lines[j])
      if (close && close[1][0] === fence[0] && close[1].length >= fence.length) break
      // Content of an indented fence loses up to the fence's indentation (CommonMark).
      body.push(lines[j].replace(new RegExp(`^ {0,${indent.length}}`), ''))
    }
    const startLine = i + 2
    i = j
    if (!TS_LANGS.has(lang)) continue
    const flags = []
    let file
    let repo
    for (const word of rest.trim().split(/\s+/).filter(Boolean)) {
      if (word.startsWith('file=')) file = word.slice('file='.length)
      else if (word.startsWith('repo=')) repo = word.slice('repo='.length)
      else if (FLAGS.has(word)) flags.push(word)
      else
        problems.push({
          page,
          line: startLine - 1,
          message: `unknown flag "${word}" in the info string (known: ${[...FLAGS].join(', ')}, file=<path>, repo=<path>)`,
        })
    }
    if (file !== undefined && !/^(?:[\w.-]+\/)*[\w.-]+\.tsx?$/.test(file))
      problems.push({ page, line: startLine - 1, message: `file=${file}: expected a relative path ending in .ts or .tsx` })
    if (repo !== undefined && !/^(?:[\w-]+\/)*[\w.-]+\.tsx?$/.test(repo))
      problems.push({ page, line: startLine - 1, message: `repo=${repo}: expected a path inside the repository ending in .ts or .tsx` })
    if ([file !== undefined, repo !== undefined, flags.includes('continued')].filter(Boolean).length > 1)
      problems.push({ page, line: startLine - 1, message: 'a block takes one of file=…, repo=… and continued' })
    blocks.push({
      page,
      line: startLine,
      lang: lang === 'tsx' ? 'tsx' : 'ts',
      flags,
      ...(file === undefined ? {} : { file }),
      ...(repo === undefined ? {} : { repo }),
      code: body.join('\n'),
    })
  }
  return { blocks, problems }
}

/**
 * @typedef {{ page: string, mdLine: number, fileLine: number, lines: number }} Segment
 *   lines `fileLine` .. `fileLine + lines - 1` (1-based) of a project file come from `page` at `mdLine`.
 * @typedef {{ path: string, text: string, segments: Segment[] }} ProjectFile
 */

/**
 * The consumer files for every block of the given pages: each page gets a folder
 * `pages/<page path>/`; a block becomes `L<line>.ts(x)` there, or the `file=` path it names (so the
 * page's other blocks import it by that relative path); a `continued` block is checked in one file
 * with the blocks before it on the page (the last file of the run replaces the earlier ones); a
 * `fragment` block is not checked, only counted. A `repo=<path>` block is the repository's own code
 * (a test, the sandbox): it goes to `repoFiles`, checked as if it were that file of the repository.
 * @param {string[]} pages absolute paths
 * @returns {{ files: ProjectFile[], repoFiles: (ProjectFile & { repo: string })[], blocks: Block[], fragments: Block[], problems: BlockProblem[] }}
 */
export function projectFiles(pages, root = repoRoot) {
  const files = []
  const repoFiles = []
  const all = []
  const fragments = []
  const problems = []
  for (const abs of pages) {
    const page = rel(abs, root)
    const found = blocksOf(page, readFileSync(abs, 'utf8'))
    problems.push(...found.problems)
    const folder = `pages/${page.replace(/\.md$/, '')}`
    /** @type {ProjectFile | undefined} */
    let previous
    for (const block of found.blocks) {
      all.push(block)
      if (block.flags.includes('fragment')) {
        fragments.push(block)
        continue
      }
      const lineCount = block.code.split('\n').length
      if (block.repo !== undefined) {
        const segments = [{ page, mdLine: block.line, fileLine: 1, lines: lineCount }]
        repoFiles.push({ path: `repo/${folder.slice('pages/'.length)}/L${block.line}/${block.repo}`, repo: block.repo, text: block.code, segments })
        continue
      }
      if (block.flags.includes('continued')) {
        if (!previous) {
          problems.push({ page, line: block.line - 1, message: '"continued" block with no checked TypeScript block before it on the page' })
          continue
        }
        const fileLine = previous.text.split('\n').length + 1
        // The run's file now ends with this block; its name follows the last block (tsx if any is).
        files.splice(files.indexOf(previous), 1)
        const ext = block.lang === 'tsx' || previous.path.endsWith('.tsx') ? 'tsx' : 'ts'
        previous = {
          path: `${folder}/L${block.line}.${ext}`,
          text: `${previous.text}\n${block.code}`,
          segments: [...previous.segments, { page, mdLine: block.line, fileLine, lines: lineCount }],
        }
        files.push(previous)
        continue
      }
      previous = {
        path: `${folder}/${block.file ?? `L${block.line}.${block.lang}`}`,
        text: block.code,
        segments: [{ page, mdLine: block.line, fileLine: 1, lines: lineCount }],
      }
      files.push(previous)
    }
  }
  return { files, repoFiles, blocks: all, fragments, problems }
}

/**
 * Where line `line` (1-based) of a project file comes from in the docs.
 * @param {ProjectFile} file
 * @param {number} line
 * @returns {{ page: string, line: number }}
 */
export function docsLocation(file, line) {
  const segment = file.segments.findLast((s) => s.fileLine <= line) ?? file.segments[0]
  return { page: segment.page, line: segment.mdLine + (line - segment.fileLine) }
}
