/**
 * Type-checks an example folder as its own project would be checked after `npm install`: with its
 * tsconfig.json, `hatch` resolved through node_modules to the BUILT package (package.json
 * `exports` and `types`), and finds the constructs a host's plugin should not need (`as`, `any`,
 * a type argument on a plugin lookup).
 */
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, symlinkSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { readPackageJson, repoRoot } from '../../../scripts/package/entries.mjs'

/** The lookups typed by id through `HatchPlugins`: a type argument on one means a cast in disguise. */
const LOOKUPS = new Set(['usePluginState', 'usePluginController', 'state', 'controller'])

/**
 * Copies `folder` (its tsconfig.json, src/ and root files, not node_modules) into `dir` beside a
 * `node_modules/hatch` symlink to the repository, and type-checks it there with the folder's own
 * compiler options. Returns each diagnostic as `path:line  TSxxxx: message`, paths relative to the
 * copy (so they read as the example's).
 */
export function typecheckExample(folder: string, dir: string): { options: ts.CompilerOptions; files: string[]; problems: string[]; anys: string[] } {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(join(dir, 'node_modules'), { recursive: true })
  for (const name of readdirSync(folder)) if (name !== 'node_modules') cpSync(join(folder, name), join(dir, name), { recursive: true })
  symlinkSync(relative(join(dir, 'node_modules'), repoRoot), join(dir, 'node_modules', readPackageJson(repoRoot).name), 'dir')
  const config = ts.getParsedCommandLineOfConfigFile(join(dir, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })
  if (!config) throw new Error(`cannot read ${join(folder, 'tsconfig.json')}`)
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options })
  const problems = ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file && d.start !== undefined ? `${relative(dir, d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start).line + 1}` : '(project)'
    return `${where}  TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`
  })
  return { options: config.options, files: config.fileNames.map((f) => relative(dir, f)), problems, anys: typedAny(program, dir) }
}

/**
 * Expressions of the example's own files whose type is `any` or `any[]` (an untyped value leaking
 * in, such as `Array.isArray` on an `unknown` feature value when an augmentation did not take):
 * `path:line: text`. The DOM's own `any` (`response.json()`) is the platform's, not the package's.
 */
function typedAny(program: ts.Program, dir: string): string[] {
  const checker = program.getTypeChecker()
  const isAny = (type: ts.Type): boolean =>
    (type.flags & ts.TypeFlags.Any) !== 0 || (checker.isArrayType(type) && checker.getTypeArguments(type as ts.TypeReference).some(isAny))
  const fromLib = (node: ts.Node): boolean => {
    const call = ts.isAwaitExpression(node) ? node.expression : node
    return ts.isCallExpression(call) && (checker.getResolvedSignature(call)?.declaration?.getSourceFile().fileName.includes('/typescript/lib/') ?? false)
  }
  const found: string[] = []
  for (const sf of program.getSourceFiles()) {
    if (!sf.fileName.startsWith(dir) || sf.fileName.includes('/node_modules/')) continue
    const visit = (node: ts.Node): void => {
      const parent: ts.Node | undefined = node.parent
      // Names being declared, module specifiers, `import(...)` and JSX tag names have no value type of their own.
      const skip =
        ts.isStringLiteralLike(node) ||
        node.kind === ts.SyntaxKind.ImportKeyword ||
        (parent !== undefined && ts.isImportClause(parent)) ||
        (parent !== undefined && (ts.isJsxOpeningLikeElement(parent) || ts.isJsxClosingElement(parent)) && parent.tagName === node)
      if (ts.isExpression(node) && !skip && !fromLib(node) && isAny(checker.getTypeAtLocation(node)))
        found.push(`${relative(dir, sf.fileName)}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}: ${node.getText(sf)}`)
      ts.forEachChild(node, visit)
    }
    visit(sf)
  }
  return found
}

/** Every .ts/.tsx file under `folder` (node_modules excluded), absolute. */
export function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (name === 'node_modules') return []
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) ? [path] : []
  })
}

/**
 * The type assertions (`x as T`, `<T>x`, `as const` included), `any` types and type arguments on a
 * plugin lookup in one file's text, each as `line: what (source)`.
 */
export function escapeHatches(fileName: string, text: string): string[] {
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const found: string[] = []
  const say = (node: ts.Node, what: string) => found.push(`${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}: ${what} (${node.getText(sf)})`)
  const visit = (node: ts.Node): void => {
    if (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) say(node, 'type assertion')
    else if (node.kind === ts.SyntaxKind.AnyKeyword) say(node, 'any')
    else if (ts.isCallExpression(node) && node.typeArguments?.length) {
      const callee = ts.isPropertyAccessExpression(node.expression) ? node.expression.name.text : ts.isIdentifier(node.expression) ? node.expression.text : ''
      if (LOOKUPS.has(callee)) say(node, 'type argument on a lookup')
    }
    ts.forEachChild(node, visit)
  }
  visit(sf)
  return found
}

/** Whether the example folder exists (for a clear failure rather than an empty pass). */
export const exampleExists = (folder: string) => existsSync(join(folder, 'tsconfig.json'))
