// Type-checks the docs' TypeScript blocks as a consumer's project (docs/testing.md "Docs that
// compile"): every block becomes a file of a project whose `hatch`, `hatch/react`,
// `hatch/plugins/*`… resolve through node_modules/hatch (a symlink to this repository) to the
// BUILT package, by package.json "exports" and its "types", as an installed copy resolves. One
// TypeScript program checks them all; the few `repo=` blocks (the repository's own test tooling)
// are a second program, against the sources with the repository's tsconfig.json. `node scripts/docs-blocks/checkBlocks.mjs` runs it and
// leaves the project in .cache/docs-blocks/project (`npx tsc -p .cache/docs-blocks/project` there
// reproduces it); the unit test test/unit/docs/docsBlocks.test.ts runs it in CI.
import { existsSync, mkdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { packageEntries, readPackageJson, repoRoot } from '../package/entries.mjs'
import { docsLocation, docsPages, projectFiles } from './extractBlocks.mjs'

/**
 * The compiler options of the check: a strict consumer (a bundler's resolution, React's automatic
 * JSX runtime). Written to the project's tsconfig.json.
 */
export const compilerOptions = {
  target: 'ES2022',
  lib: ['ES2023', 'DOM', 'DOM.Iterable'],
  module: 'ESNext',
  moduleResolution: 'Bundler',
  jsx: 'react-jsx',
  strict: true,
  exactOptionalPropertyTypes: true,
  noUncheckedIndexedAccess: true,
  noImplicitOverride: true,
  verbatimModuleSyntax: true,
  isolatedModules: true,
  skipLibCheck: true,
  noEmit: true,
  types: ['node'],
}

/**
 * The givens: names a block may use without declaring them, standing for values every host has
 * in its own code (docs/testing.md lists them). Anything else a block uses, it imports or declares.
 */
export const GIVENS = `import type { CaipNetwork, Hatch } from 'hatch'

declare global {
  /** The host's project id. */
  const projectId: string
  /** The host's EVM networks (docs/configuration.md). */
  const mainnet: CaipNetwork
  const base: CaipNetwork
  /** The host's list of networks. */
  const networks: readonly CaipNetwork[]
  /** An instance made with createHatch, as docs/configuration.md shows. */
  const hatch: Hatch
}
`

/**
 * What is missing of the built package a consumer would type-check against (each entry's
 * declaration file), or undefined when all is there.
 */
export function missingBuild(root = repoRoot) {
  const missing = packageEntries(root)
    .filter((e) => e.exists)
    .map((e) => e.typesPath)
    .filter((p) => !existsSync(join(root, p)))
  return missing.length ? `the built package has no ${missing.join(', ')}: run \`npm run build\` first` : undefined
}

/**
 * Writes the consumer project into `dir` (emptied first): tsconfig.json, givens.d.ts,
 * node_modules/hatch -> the repository, and one file per block.
 * @param {string} dir
 * @param {import('./extractBlocks.mjs').ProjectFile[]} files
 */
export function writeProject(dir, files, root = repoRoot) {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(join(dir, 'node_modules'), { recursive: true })
  // The package by its name, as npm installs it; its own dependencies (react, valibot, viem …)
  // resolve from the repository's node_modules, the project being inside the repository.
  symlinkSync(relative(join(dir, 'node_modules'), root) || '.', join(dir, 'node_modules', readPackageJson(root).name), 'dir')
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ name: 'docs-blocks', private: true, type: 'module' }, null, 2)}\n`)
  // Files listed one by one: an include glob would skip pages under a dot folder (.cache/…).
  const tsconfig = { compilerOptions, files: ['givens.d.ts', ...files.map((f) => f.path)] }
  writeFileSync(join(dir, 'tsconfig.json'), `${JSON.stringify(tsconfig, null, 2)}\n`)
  writeFileSync(join(dir, 'givens.d.ts'), GIVENS)
  for (const file of files) {
    mkdirSync(dirname(join(dir, file.path)), { recursive: true })
    writeFileSync(join(dir, file.path), `${file.text}\n`)
  }
}

/**
 * A `repo=<path>` block's text with its relative imports pointed from where it is written
 * (`written`, inside the project) at the repository files they name from `<path>`.
 * @param {string} text
 * @param {string} repoPath the block's path in the repository
 * @param {string} written absolute path it is written to
 */
export function retargetImports(text, repoPath, written, root = repoRoot) {
  return text.replace(/(\bfrom\s*|\bimport\s*\(\s*|^import\s*)(['"])(\.\.?\/[^'"]+)\2/gm, (_m, lead, quote, spec) => {
    const target = relative(dirname(written), resolve(root, dirname(repoPath), spec))
      .split('\\')
      .join('/')
    return `${lead}${quote}${target.startsWith('.') ? target : `./${target}`}${quote}`
  })
}

/**
 * Syntax and type errors of the program in the given files, at their docs lines, and the files
 * that are scripts rather than modules.
 * @param {ts.Program} program
 * @param {Map<string, import('./extractBlocks.mjs').ProjectFile>} byPath absolute path -> file
 */
function diagnose(program, byPath, root) {
  const failures = []
  const where = (diagnostic) => {
    const sf = diagnostic.file
    const file = sf && byPath.get(sf.fileName)
    if (!sf || diagnostic.start === undefined) return { page: sf ? relative(root, sf.fileName) : '(project)', line: 0 }
    const { line } = sf.getLineAndCharacterOfPosition(diagnostic.start)
    return file ? docsLocation(file, line + 1) : { page: relative(root, sf.fileName), line: line + 1 }
  }
  const diagnostics = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()]
  for (const sf of program.getSourceFiles()) {
    const file = byPath.get(sf.fileName)
    if (!file && !sf.fileName.endsWith('/givens.d.ts')) continue
    diagnostics.push(...program.getSyntacticDiagnostics(sf), ...program.getSemanticDiagnostics(sf))
    // A block without import or export is a script: its names would be globals shared by every
    // block, and its `declare module 'hatch'` would replace the package instead of augmenting it.
    if (file && !ts.isExternalModule(sf))
      failures.push({
        ...docsLocation(file, 1),
        message: 'the block is not a module: add its imports, or `export {}` (a `declare module` in a script replaces the module)',
      })
  }
  for (const d of diagnostics) failures.push({ ...where(d), message: `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}` })
  for (const [path, f] of byPath) if (!program.getSourceFile(path)) failures.push({ ...docsLocation(f, 1), message: 'not part of the program' })
  return failures
}

/**
 * Type-checks `repo=` blocks as the repository's own files: the repository's tsconfig.json (its
 * options and its `paths` to the sources), each block's relative imports resolved from its path.
 * @param {string} dir project directory
 * @param {(import('./extractBlocks.mjs').ProjectFile & { repo: string })[]} repoFiles
 */
function checkRepoBlocks(dir, repoFiles, root) {
  if (!repoFiles.length) return []
  const byPath = new Map()
  for (const file of repoFiles) {
    const abs = join(dir, file.path)
    mkdirSync(dirname(abs), { recursive: true })
    writeFileSync(abs, `${retargetImports(file.text, file.repo, abs, root)}\n`)
    byPath.set(abs, file)
  }
  const config = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })
  if (!config) throw new Error(`cannot read ${join(root, 'tsconfig.json')}`)
  return diagnose(ts.createProgram({ rootNames: [...byPath.keys()], options: config.options }), byPath, root)
}

/**
 * @typedef {{ page: string, line: number, message: string }} Failure
 * @typedef {{ checked: number, files: number, repoBlocks: number, fragments: import('./extractBlocks.mjs').Block[], failures: Failure[] }} CheckResult
 */

/**
 * Extracts the blocks of `pages`, writes the project into `dir` and type-checks the consumer blocks
 * in one program (the `repo=` blocks in a second). Failures name the docs page and line, with the
 * compiler's message.
 * @param {{ dir: string, pages?: string[], root?: string }} options
 * @returns {CheckResult}
 */
export function checkDocsBlocks({ dir, pages = docsPages(), root = repoRoot }) {
  const missing = missingBuild(root)
  if (missing) throw new Error(missing)
  const { files, repoFiles, blocks, fragments, problems } = projectFiles(pages, root)
  writeProject(dir, files, root)

  const config = ts.getParsedCommandLineOfConfigFile(join(dir, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })
  if (!config) throw new Error(`cannot read ${join(dir, 'tsconfig.json')}`)
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options })
  const byPath = new Map(files.map((f) => [join(dir, f.path), f]))
  const failures = [...problems, ...diagnose(program, byPath, root), ...checkRepoBlocks(dir, repoFiles, root)]

  failures.sort((a, b) => a.page.localeCompare(b.page) || a.line - b.line)
  return { checked: blocks.length - fragments.length, files: files.length + repoFiles.length, repoBlocks: repoFiles.length, fragments, failures }
}

/** One line per failure: `docs/page.md:12  TS2304: Cannot find name 'x'.` */
export const formatFailures = (failures) => failures.map((f) => `${f.page}:${f.line}  ${f.message.replaceAll('\n', '\n    ')}`).join('\n')

/** When dist/ was built, for the report (a stale build explains a surprising result). */
export const builtAt = (root = repoRoot) => statSync(join(root, 'dist/kernel/index.d.ts')).mtime.toISOString()

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = join(repoRoot, '.cache', 'docs-blocks', 'project')
  const started = Date.now()
  const result = checkDocsBlocks({ dir })
  console.log(
    `${result.checked} docs blocks type-checked in ${result.files} files (${result.repoBlocks} of them repo= blocks, against the sources; the others against dist/ built ${builtAt()}) (${((Date.now() - started) / 1000).toFixed(1)} s); ${result.fragments.length} fragment(s) not checked; project in ${relative(repoRoot, dir)}`,
  )
  if (result.failures.length) {
    console.error(formatFailures(result.failures))
    console.error(`${result.failures.length} problem(s)`)
    process.exit(1)
  }
}
