/**
 * Import graph of the package's TypeScript sources, read with the TypeScript parser (no type
 * checking): every static import/export-from, `import type`, and dynamic `import()`, resolved to
 * files. Used by the dependency-direction and cycle tests.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'

/** How a module refers to another. */
export type EdgeKind = 'static' | 'type' | 'dynamic'

/** One import of one module. */
export interface ImportEdge {
  from: string
  /** Repo-relative file for our modules, `npm:<specifier>` for packages, `unresolved:<specifier>`. */
  to: string
  specifier: string
  kind: EdgeKind
}

/** All modules found under the given folders and their imports. */
export interface ImportGraph {
  files: string[]
  edges: ImportEdge[]
}

const SOURCE = /\.(ts|tsx)$/
const SKIP = /\.(test|spec)\.tsx?$|\.d\.ts$/

function listSources(root: string, folder: string): string[] {
  const dir = join(root, folder)
  if (!existsSync(dir)) return []
  const out: string[] = []
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) {
      // Not dependencies, nor what a build writes (`next build`'s .next/ in examples/next-wagmi).
      if (name !== 'node_modules' && name !== '.next') out.push(...listSources(root, join(folder, name)))
    } else if (SOURCE.test(name) && !SKIP.test(name)) out.push(join(folder, name).split('\\').join('/'))
  }
  return out
}

function resolveRelative(root: string, fromFile: string, specifier: string): string | undefined {
  const base = resolve(root, dirname(fromFile), specifier)
  const stem = specifier.endsWith('.js') ? base.slice(0, -3) : base
  const candidates = [`${stem}.ts`, `${stem}.tsx`, base, join(base, 'index.ts'), join(base, 'index.tsx')]
  const hit = candidates.find((c) => existsSync(c) && statSync(c).isFile())
  return hit === undefined ? undefined : relative(root, hit).split('\\').join('/')
}

function collectImports(file: string, text: string): { specifier: string; kind: EdgeKind }[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const found: { specifier: string; kind: EdgeKind }[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, kind: node.importClause?.isTypeOnly ? 'type' : 'static' })
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, kind: node.isTypeOnly ? 'type' : 'static' })
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const arg = node.arguments[0]
      if (arg && ts.isStringLiteralLike(arg)) found.push({ specifier: arg.text, kind: 'dynamic' })
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push({ specifier: node.argument.literal.text, kind: 'type' })
    }
    ts.forEachChild(node, visit)
  }
  visit(sf)
  return found
}

/**
 * Builds the graph of the modules under `folders`. `selfEntries` maps the package's own specifiers
 * (`hatch`, `hatch/react` ...) to their source files, so self-references count as our edges.
 */
export function buildImportGraph(root: string, folders: string[], selfEntries: Record<string, string> = {}): ImportGraph {
  const files = folders.flatMap((f) => listSources(root, f))
  const edges: ImportEdge[] = []
  for (const from of files) {
    for (const { specifier, kind } of collectImports(from, readFileSync(join(root, from), 'utf8'))) {
      let to: string
      if (specifier.startsWith('.')) to = resolveRelative(root, from, specifier) ?? `unresolved:${specifier}`
      else if (selfEntries[specifier] !== undefined) to = selfEntries[specifier]
      else to = `npm:${specifier}`
      edges.push({ from, to, specifier, kind })
    }
  }
  return { files, edges }
}

/**
 * Every elementary cycle reachable through edges of the given kinds, each as a list of files
 * (first file repeated at the end), found by depth-first search (Tarjan-free: the graph is small).
 */
export function findCycles(graph: ImportGraph, kinds: EdgeKind[] = ['static']): string[][] {
  const next = new Map<string, string[]>()
  for (const e of graph.edges) {
    if (!kinds.includes(e.kind) || e.to.includes(':')) continue
    next.set(e.from, [...(next.get(e.from) ?? []), e.to])
  }
  const cycles: string[][] = []
  const seen = new Set<string>()
  const state = new Map<string, 'open' | 'done'>()
  const stack: string[] = []
  const dfs = (node: string): void => {
    state.set(node, 'open')
    stack.push(node)
    for (const to of next.get(node) ?? []) {
      if (state.get(to) === 'open') {
        const cycle = [...stack.slice(stack.indexOf(to)), to]
        const key = [...cycle.slice(0, -1)].sort().join('>')
        if (!seen.has(key)) {
          seen.add(key)
          cycles.push(cycle)
        }
      } else if (state.get(to) === undefined) dfs(to)
    }
    stack.pop()
    state.set(node, 'done')
  }
  for (const file of graph.files) if (state.get(file) === undefined) dfs(file)
  return cycles
}

/** The top-level area of a file: `kernel`, `ui`, `adapters/evm`, `plugins/swaps`, `sandbox` ... */
export function areaOf(file: string): string {
  const [top, second] = file.split('/')
  return top === 'adapters' || top === 'plugins' ? `${top}/${second}` : (top ?? file)
}

/** The package's public entry files, the only ones `element/` may import. */
const PUBLIC_ENTRY = /^(kernel\/(index|ssr)|ui\/index|(adapters|plugins)\/[^/]+\/index)\.tsx?$/

/**
 * Edges that break ARCHITECTURE.md §1: kernel imports nothing of ours; adapters and plugins import
 * the kernel (and ui) but never each other; ui never names a specific adapter or plugin; nothing
 * here imports sandbox/ or test/. `adapters/shared` holds what several chain adapters share (the
 * EVM call shapes): adapters may import it, it imports no adapter, and plugins never import it.
 * `element/` (the custom element), `wagmi/` (the wagmi connector) and `solana/` (the wallet-adapter and Kit bridges), hosts of the package, import only public entries; nothing imports them.
 */
export function directionViolations(graph: ImportGraph): string[] {
  const out: string[] = []
  for (const e of graph.edges) {
    if (e.to.startsWith('npm:')) continue
    const from = areaOf(e.from)
    const to = e.to.startsWith('unresolved:') ? undefined : areaOf(e.to)
    if (to === undefined || to === from) continue
    const say = (rule: string) => out.push(`${e.from} imports ${e.specifier} (${e.to}): ${rule}`)
    if (to === 'sandbox' || to === 'test') say(`nothing in the package may import ${to}/`)
    else if (from === 'kernel') say('kernel/ imports nothing from adapters/, plugins/ or ui/')
    else if (to === 'element') say('nothing in the package imports element/ (it is a host of the package, like a page)')
    else if (to === 'wagmi') say('nothing in the package imports wagmi/ (the wagmi connector is a host of the package)')
    else if (to === 'solana') say('nothing in the package imports solana/ (the Solana bridges are hosts of the package)')
    else if ((from === 'element' || from === 'wagmi' || from === 'solana') && !PUBLIC_ENTRY.test(e.to))
      say(`${from}/ uses the package only through its public entries (kernel/index.ts, ui/index.ts, adapters/<name>/index.ts, plugins/<name>/index.ts)`)
    else if (from === 'ui' && (to.startsWith('adapters/') || to.startsWith('plugins/'))) say('ui/ never imports a specific adapter or plugin')
    else if (from.startsWith('adapters/') && from !== 'adapters/shared' && to === 'adapters/shared') continue
    else if ((from.startsWith('adapters/') || from.startsWith('plugins/')) && (to.startsWith('adapters/') || to.startsWith('plugins/')))
      say('adapters and plugins never import each other')
  }
  return out
}

/**
 * The entries a plugin may import besides its own folder (issue 26 item 6, docs/plugins.md): `hatch`
 * (kernel/index.ts), `hatch/lazy` (kernel/lazy.ts), `hatch/react` (ui/index.ts) and
 * `hatch/react/primitives` (ui/primitives/index.ts), by name or by relative path to the same file.
 */
export const PLUGIN_SURFACE: readonly string[] = ['kernel/index.ts', 'kernel/lazy.ts', 'ui/index.ts', 'ui/primitives/index.ts']

/** The folder a file's own imports may reach freely: `plugins/<name>`, `adapters/<name>`, `examples/<name>`, else its area. */
const ownFolder = (file: string): string => {
  const [top, second] = file.split('/')
  return top === 'examples' ? `${top}/${second}` : areaOf(file)
}

/**
 * Edges that leave a module's own folder for anything but the given public surface: for plugins,
 * {@link PLUGIN_SURFACE}; for examples (a host's app), every entry of the package (`surface` =
 * the package's entry files). Packages from npm are allowed. `from` selects the importing folders
 * the rule covers (`plugins/`, `examples/`).
 */
export function publicSurfaceViolations(graph: ImportGraph, from: 'plugins' | 'examples', surface: readonly string[]): string[] {
  const allowed = new Set(surface)
  const out: string[] = []
  for (const e of graph.edges) {
    if (!e.from.startsWith(`${from}/`) || e.to.startsWith('npm:')) continue
    if (!e.to.startsWith('unresolved:') && (ownFolder(e.to) === ownFolder(e.from) || allowed.has(e.to))) continue
    out.push(`${e.from} imports ${e.specifier} (${e.to}): ${from}/ may import only its own folder and ${[...allowed].join(', ')}`)
  }
  return out
}
