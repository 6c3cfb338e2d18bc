import { describe, expect, it } from 'vitest'
import { packageEntries, readPackageJson, rel, repoRoot } from '../../../scripts/package/entries.mjs'
import { buildImportGraph } from './importGraph.js'

/** `@scope/name/sub` -> `@scope/name`, `name/sub` -> `name`. */
const packageName = (specifier: string) => {
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier)
}

describe('what the published code imports is declared for consumers', () => {
  const pkg = readPackageJson()
  const selfEntries = Object.fromEntries(
    packageEntries()
      .filter((e) => e.exists)
      .map((e) => [e.specifier, rel(e.source)]),
  )
  const graph = buildImportGraph(repoRoot, ['kernel', 'adapters', 'plugins', 'ui'], selfEntries)
  // Type-only imports vanish from the output, so only value imports need a runtime dependency.
  const runtimeImports = graph.edges.filter((e) => e.to.startsWith('npm:') && e.kind !== 'type')

  it('every npm package imported at runtime is a dependency or a peer dependency (not only a devDependency)', () => {
    const declared = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})])
    const undeclared = runtimeImports
      .filter((e) => !e.specifier.startsWith('node:') && !declared.has(packageName(e.specifier)))
      .map((e) => `${e.from} imports ${e.specifier}: add ${packageName(e.specifier)} to dependencies or peerDependencies`)
    expect([...new Set(undeclared)]).toEqual([])
  })

  it('no package module imports a Node built-in (the package runs in browsers)', () => {
    const builtins = runtimeImports.filter((e) => e.specifier.startsWith('node:')).map((e) => `${e.from} imports ${e.specifier}`)
    expect(builtins).toEqual([])
  })
})
