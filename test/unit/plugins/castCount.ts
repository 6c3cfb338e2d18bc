import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

/** One type assertion found in a source file: where it is and what it reads. */
export interface Cast {
  file: string
  line: number
  text: string
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })

/** A `x as const` assertion, which narrows a literal rather than overrules the checker. */
const isAsConst = (node: ts.AsExpression): boolean =>
  ts.isTypeReferenceNode(node.type) && ts.isIdentifier(node.type.typeName) && node.type.typeName.text === 'const'

/**
 * Every type assertion (`x as T`, `<T>x`) in the TypeScript sources under `dir`, test files
 * excluded, `as const` excluded. Read from the syntax tree, so `import * as x`, `export { a as b }`
 * and the word "as" in comments or strings are not counted.
 */
export function findCasts(dir: string, root: string = dir): Cast[] {
  const casts: Cast[] = []
  for (const file of sourceFiles(dir)) {
    const text = readFileSync(file, 'utf8')
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
    const visit = (node: ts.Node): void => {
      if ((ts.isAsExpression(node) && !isAsConst(node)) || ts.isTypeAssertionExpression(node)) {
        casts.push({
          file: relative(root, file),
          line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
          text: node.getText().replace(/\s+/g, ' '),
        })
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return casts
}
