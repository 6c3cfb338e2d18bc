import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { packageEntries, rel, repoRoot } from '../../../scripts/package/entries.mjs'
import { buildImportGraph, directionViolations, findCycles } from './importGraph.js'

const PACKAGE_FOLDERS = ['kernel', 'adapters', 'plugins', 'ui', 'element', 'wagmi']

const selfEntries = Object.fromEntries(
  packageEntries()
    .filter((e) => e.exists)
    .map((e) => [e.specifier, rel(e.source)]),
)

describe('import graph of the package sources (ARCHITECTURE.md §1)', () => {
  // Sandbox and test are walked too so that a package module importing them is seen as an edge.
  const graph = buildImportGraph(repoRoot, PACKAGE_FOLDERS, selfEntries)

  it('reads the real sources (kernel modules and their imports are found)', () => {
    const kernelFiles = graph.files.filter((f) => f.startsWith('kernel/'))
    expect(kernelFiles.length).toBeGreaterThan(5)
    expect(graph.edges.filter((e) => e.from.startsWith('kernel/') && !e.to.includes(':')).length).toBeGreaterThan(5)
  })

  it('kernel/ imports nothing from plugins/, adapters/, ui/, sandbox/ or test/, and the other directions hold', () => {
    expect(directionViolations(graph)).toEqual([])
  })

  it('has no import cycle through value imports anywhere in kernel/, adapters/, plugins/, ui/', () => {
    const cycles = findCycles(graph, ['static']).map((c) => c.join(' -> '))
    expect(cycles).toEqual([])
  })

  it('every relative import resolves to a file', () => {
    const broken = graph.edges.filter((e) => e.to.startsWith('unresolved:')).map((e) => `${e.from}: ${e.specifier}`)
    expect(broken).toEqual([])
  })
})

describe('import graph checker (on a scratch tree, so the checks above can fail)', () => {
  const root = mkdtempSync(join(tmpdir(), 'hatch-graph-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(root, file)), { recursive: true })
    writeFileSync(join(root, file), text)
  }
  write('kernel/a.ts', "import { b } from './b.js'\nexport const a = () => b\n")
  write('kernel/b.ts', "import { a } from './a.js'\nimport type { V } from '../ui/view.js'\nexport const b = () => a\n")
  write('kernel/lazy.ts', "export const load = () => import('./a.js')\n")
  write('ui/view.ts', "import { evm } from '../adapters/evm/index.js'\nexport type V = typeof evm\n")
  write('adapters/evm/index.ts', "import { swaps } from 'hatch/plugins/swaps'\nexport const evm = swaps\n")
  write('plugins/swaps/index.ts', "import { x } from '../../sandbox/x.js'\nimport { gone } from './gone.js'\nexport const swaps = x\n")
  write('sandbox/x.ts', 'export const x = 1\n')
  write('element/index.ts', "import type { V } from '../ui/view.js'\nexport type E = V\n")
  write('wagmi/index.ts', "import { a } from '../kernel/a.js'\nexport const w = a\n")
  write('ui/connector.ts', "import { w } from '../wagmi/index.js'\nexport const c = w\n")
  const graph = buildImportGraph(root, PACKAGE_FOLDERS, { 'hatch/plugins/swaps': 'plugins/swaps/index.ts' })

  it('finds a cycle of value imports, ignoring dynamic and type-only edges', () => {
    expect(findCycles(graph, ['static'])).toEqual([['kernel/a.ts', 'kernel/b.ts', 'kernel/a.ts']])
    expect(graph.edges.find((e) => e.from === 'kernel/lazy.ts')).toMatchObject({ to: 'kernel/a.ts', kind: 'dynamic' })
  })

  it('reports each broken direction, type-only imports and self-references included', () => {
    expect(directionViolations(graph).sort()).toEqual([
      'adapters/evm/index.ts imports hatch/plugins/swaps (plugins/swaps/index.ts): adapters and plugins never import each other',
      'element/index.ts imports ../ui/view.js (ui/view.ts): element/ uses the package only through its public entries (kernel/index.ts, ui/index.ts, adapters/<name>/index.ts, plugins/<name>/index.ts)',
      'kernel/b.ts imports ../ui/view.js (ui/view.ts): kernel/ imports nothing from adapters/, plugins/ or ui/',
      'plugins/swaps/index.ts imports ../../sandbox/x.js (sandbox/x.ts): nothing in the package may import sandbox/',
      'ui/connector.ts imports ../wagmi/index.js (wagmi/index.ts): nothing in the package imports wagmi/ (the wagmi connector is a host of the package)',
      'ui/view.ts imports ../adapters/evm/index.js (adapters/evm/index.ts): ui/ never imports a specific adapter or plugin',
      'wagmi/index.ts imports ../kernel/a.js (kernel/a.ts): wagmi/ uses the package only through its public entries (kernel/index.ts, ui/index.ts, adapters/<name>/index.ts, plugins/<name>/index.ts)',
    ])
  })

  it('reports an import of a missing file as unresolved', () => {
    expect(graph.edges.find((e) => e.specifier === './gone.js')?.to).toBe('unresolved:./gone.js')
  })
})
