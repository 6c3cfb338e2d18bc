import { describe, expect, it } from 'vitest'
import { discoverSourceEntries, packageEntries } from '../../../scripts/package/entries.mjs'

const entries = packageEntries()
const present = entries.filter((e) => e.exists)

/** The names issue 2 promises to integrators, per entry (the snapshot below holds the full list). */
const promised: Record<string, string[]> = {
  hatch: ['createHatch', 'definePlugin', 'defineAdapter'],
  'hatch/react': ['HatchProvider', 'ConnectButton', 'useHatch', 'useAccount', 'useNetwork', 'useModal'],
}

describe('package.json exports', () => {
  it('lists exactly the public entries that exist in the source tree, types first', () => {
    // packageEntries() already throws when "types" is not the first condition.
    const listed = entries.map((e) => `${e.subpath} -> ${e.name}`).sort()
    const onDisk = discoverSourceEntries()
      .map((e) => `${e.subpath} -> ${e.name}`)
      .sort()
    expect(listed, 'exports and kernel/index.ts, ui/index.ts, adapters/*/index.ts, plugins/*/index.ts must match (docs/build.md)').toEqual(onDisk)
  })
})

describe.each(present.map((e) => [e.specifier, e] as const))('export names of %s', (specifier, entry) => {
  it('match the committed snapshot (an API change shows up here)', async () => {
    const names = Object.keys(await import(entry.source)).sort()
    expect(names.length).toBeGreaterThan(0)
    expect(names).toMatchSnapshot()
  })

  it('include the names the docs promise', async () => {
    const mod = (await import(entry.source)) as Record<string, unknown>
    const folder = /^(adapters|plugins)\/([^/]+)\/index$/.exec(entry.name)?.[2]
    // adapters and plugins export a lower-case factory named after their folder: evm(), walletConnect()
    const wanted = promised[specifier] ?? []
    for (const name of wanted) expect(typeof mod[name], `${specifier} must export ${name}`).toBe('function')
    if (folder !== undefined) {
      const factory = Object.keys(mod).find((k) => k.toLowerCase() === folder.replaceAll('-', '').toLowerCase())
      expect(factory, `${specifier} must export a factory named after its folder "${folder}"`).toBeDefined()
      expect(factory?.[0]).toBe(factory?.[0]?.toLowerCase())
      expect(typeof mod[factory ?? '']).toBe('function')
    }
  })
})
