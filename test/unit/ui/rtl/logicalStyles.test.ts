import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../../../..')

/** Every source file that ships styles the modal or a plugin view renders with. */
function sources(): string[] {
  const found: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) walk(path)
      else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) found.push(path)
    }
  }
  for (const dir of ['ui', 'plugins', 'element']) walk(join(root, dir))
  for (const adapter of readdirSync(join(root, 'adapters'))) {
    const views = join(root, 'adapters', adapter, 'views')
    if (statSync(join(root, 'adapters', adapter)).isDirectory() && readdirSync(join(root, 'adapters', adapter)).includes('views')) walk(views)
  }
  return found
}

/**
 * Styles that are physical on purpose: the embedded wallet's frame is a `position: fixed` box laid
 * over page coordinates measured with getBoundingClientRect, which are physical in every direction.
 */
const physicalOnPurpose = [/^adapters\/embedded\/views\/ApproveTransactionView\.tsx: left:\$\{box\.left$/]

// camelCase style keys (React style objects) and kebab-case CSS (style sheets in strings).
const physicalKey = /^(margin|padding|border|scrollMargin|scrollPadding)(Left|Right)|^border(Top|Bottom)(Left|Right)Radius$|^(left|right)$/
const physicalValueKey = /^(textAlign|float|clear|justifyContent|justifyItems|justifySelf|backgroundPosition|transformOrigin)$/
const physicalCss =
  /(?:^|[;{\s'"`])((?:margin|padding|border|scroll-margin|scroll-padding)-(?:left|right)[\w-]*\s*:[^;}]*|border-(?:top|bottom)-(?:left|right)-radius\s*:[^;}]*|(?:left|right)\s*:[^;}]*|(?:text-align|float|clear)\s*:\s*(?:left|right)\b[^;}]*)/g

/** Every physical left/right in the styles of one file, as `file: what`. */
function physicalIn(path: string): string[] {
  const file = relative(root, path)
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))) {
      const key = node.name.text
      const value = node.initializer
      // A key whose value is an object is a style's name (`right: { textAlign: 'end' }`), not a property.
      const isValue = !ts.isObjectLiteralExpression(value) && !ts.isArrowFunction(value) && !ts.isFunctionExpression(value)
      if (isValue && physicalKey.test(key)) found.push(`${file}: ${key}: ${value.getText(source)}`)
      if (isValue && physicalValueKey.test(key) && /\b(left|right)\b/.test(value.getText(source))) found.push(`${file}: ${key}: ${value.getText(source)}`)
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      const text = node.getText(source)
      // Only text that reads as CSS (a declaration list or a rule), not messages or identifiers.
      if (/[:;{]/.test(text)) for (const match of text.matchAll(physicalCss)) found.push(`${file}: ${(match[1] ?? '').trim()}`)
      if (!ts.isTemplateExpression(node)) return
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found.filter((hit) => !physicalOnPurpose.some((allowed) => allowed.test(hit)))
}

describe('right to left: the modal’s and the plugin views’ styles are logical', () => {
  it('finds the styles it checks (the walk reaches the modal, the views and the plugins)', () => {
    const files = sources().map((path) => relative(root, path))
    expect(files).toEqual(expect.arrayContaining(['ui/modal/modalStyles.ts', 'plugins/activity/views/activityStyles.ts', 'plugins/swaps/views/swapStyles.ts']))
    // The check itself sees a physical property in both spellings.
    expect(physicalKey.test('marginLeft') && physicalKey.test('right')).toBe(true)
    expect([...'.x { padding-left: 4px }'.matchAll(physicalCss)].length).toBe(1)
  })

  it('has no physical left or right anywhere (margin, padding, border, inset, text-align, float)', () => {
    expect(sources().flatMap(physicalIn)).toEqual([])
    // Parsing every source file takes a few seconds on a loaded machine.
  }, 60_000)
})
