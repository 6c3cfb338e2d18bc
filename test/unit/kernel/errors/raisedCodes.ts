import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

/** Folders of the product's own code: what a host installs, plus the embedded wallet's secure site. */
export const productFolders = ['kernel', 'adapters', 'plugins', 'ui', 'secure-site'] as const

function sourceFiles(dir: string): string[] {
  let entries: string[]
  try {
    entries = readdirSync(dir)
  } catch {
    return []
  }
  return entries.flatMap((name) => {
    const path = join(dir, name)
    if (name === 'node_modules' || name.startsWith('.')) return []
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx|mts)$/.test(name) && !name.endsWith('.d.ts') ? [path] : []
  })
}

/** Is this literal the code argument of `isHatchError(x, 'CODE')`, i.e. a check and not a raise? */
function isCheck(node: ts.Node): boolean {
  const call = node.parent
  return ts.isCallExpression(call) && ts.isIdentifier(call.expression) && call.expression.text === 'isHatchError' && call.arguments[1] === node
}

/** Is the literal part of a type (`type T = 'CODE'`), which raises nothing? */
function inType(node: ts.Node): boolean {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
    if (ts.isTypeNode(n)) return true
    if (ts.isStatement(n) || ts.isExpression(n)) return false
  }
  return false
}

/**
 * Where each of `codes` appears in product code as a string literal that is neither a check
 * (`isHatchError(e, 'CODE')`) nor a type: `new HatchError('CODE')`, `emit('error', { code: 'CODE' })`,
 * `showToast(…, 'CODE')`, `raiseAlert(…, 'APKT008')`, `alerts.add('APKT002')`, a provider-text map
 * entry … Comments are not code, so a docblock example raises nothing.
 */
export function raisedCodes(root: string, codes: ReadonlySet<string>, folders: readonly string[] = productFolders): Map<string, string[]> {
  const found = new Map<string, string[]>()
  for (const folder of folders) {
    for (const file of sourceFiles(join(root, folder))) {
      // The catalogue defines the codes (some messages equal their code, e.g. 'RATE_LIMITED').
      if (relative(root, file).replaceAll('\\', '/') === 'kernel/errors/catalogue.ts') continue
      const text = readFileSync(file, 'utf8')
      const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
      const visit = (node: ts.Node) => {
        if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && codes.has(node.text) && !isCheck(node) && !inType(node)) {
          const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1
          found.set(node.text, [...(found.get(node.text) ?? []), `${relative(root, file)}:${line}`])
        }
        ts.forEachChild(node, visit)
      }
      visit(source)
    }
  }
  return found
}
