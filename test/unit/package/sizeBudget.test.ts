import { describe, expect, it } from 'vitest'
import { bundleHost, bytesBySource } from '../../../bench/lib/esbuildHost.mjs'
import { baselineHostSource, hasEvmAdapter, minimalHostSource } from '../../../bench/lib/hosts.mjs'

/**
 * Issue 2: kernel + React bindings + ConnectButton + evm() add at most 15 KiB gzip to React before
 * the first click. What the button needs (store, router, bindings, the evm() descriptor) is on the
 * page's static path; the start-up code (option validation with valibot, storage schemas, HTTP
 * clients, connection and network controllers, EVM wallet discovery) is a chunk createHatch loads
 * at once, in parallel with the first render. It is measured here too, with its own ceiling, so
 * moving code out of the static path cannot hide growth.
 */
const BUDGET_KIB = 15
/**
 * Start-up chunks: 16.6 KiB gz in 5 files (startInstance, valibot, EVM discovery, HTTP, storage
 * schemas). The plugin platform (plugin host, extension registry) added 1.0 of it; the issue-19
 * fixes (wallet-list options, plugin-slice guard, inert-option warnings, APKT008/APKT001 alerts)
 * another 0.6. The ceiling leaves 0.4 for growth, so a larger step is a decision, not a drift.
 */
const STARTUP_CEILING_KIB = 18.5
/*
 * 17 → 18.5 (session 5): valibot (2.9) now sits in a chunk of its own, so it is counted; before, it
 * shared a chunk with lazy code and escaped this measure although start-up loads it (13.6 measured
 * then was really ~16.5). The multi-wallet host API (getConnections … on every instance, spec §6)
 * adds 1.4. Measured now: 17.9.
 */
const kib = (bytes: number) => (bytes / 1024).toFixed(1)

type Chunk = Awaited<ReturnType<typeof bundleHost>>['chunks'][number]

/**
 * The chunks createHatch and the evm() descriptor load at start-up, whatever the visitor does:
 * the ones holding the start-up code and EVM discovery, and the lazy chunks they share code with
 * (valibot, storage schemas, HTTP). The remote configuration chunk is left out: the minimal host
 * runs in basic mode and never loads it.
 */
function startupChunks(chunks: Chunk[]) {
  const roots = ['kernel/instance/startInstance.ts', 'adapters/evm/discovery/createDiscovery.ts']
  // Kernel code behind an import() of its own, loaded on first use, not at start-up.
  const lazyRoots = ['kernel/accounts/connectionActions.ts']
  const startupSources = /^(kernel\/(instance|options|storage|http|accounts|network|modal|gates)\/|adapters\/evm\/discovery\/|node_modules\/valibot\/)/
  const picked = chunks.filter(
    (c) => !c.initial && !c.inputs.some((f) => lazyRoots.includes(f)) && (c.inputs.some((f) => roots.includes(f)) || (c.inputs.length > 0 && c.inputs.every((f) => startupSources.test(f)))),
  )
  return { chunks: picked, gzip: picked.reduce((sum, c) => sum + c.gzip, 0) }
}

/**
 * Both hosts are bundled the same way (esbuild: bundle, ESM, splitting, minify, production React).
 * "Before the first click" = the entry chunk plus its static-import closure; chunks reached only
 * through `import()` (the modal shell, the views) load on open or idle prefetch. gzip is zlib
 * level 9 per file, as ../shared/bench/anchors measures.
 */
describe(`size budget: the minimal host adds ≤ ${BUDGET_KIB} KiB gzip to React before the first click`, () => {
  const withEvm = hasEvmAdapter()
  const minimal = bundleHost(minimalHostSource({ withEvm }))
  const baseline = bundleHost(baselineHostSource())

  it(`kernel + HatchProvider + ConnectButton${withEvm ? ' + evm()' : ' (adapters/evm not written yet)'} stay within budget`, async () => {
    const [m, b] = await Promise.all([minimal, baseline])
    const added = m.initialGzip - b.initialGzip
    const startup = startupChunks(m.chunks)
    console.info(
      [
        `size budget (${withEvm ? 'with' : 'WITHOUT'} evm()):`,
        `  baseline React-only host, before click: ${kib(b.initialGzip)} KiB gz`,
        `  minimal host, before click:             ${kib(m.initialGzip)} KiB gz (${m.chunks.filter((c) => c.initial).length} files)`,
        `  added by hatch before click:            ${kib(added)} KiB gz (budget ${BUDGET_KIB})`,
        `  start-up chunks (loaded by createHatch): ${kib(startup.gzip)} KiB gz (${startup.chunks.length} files, ceiling ${STARTUP_CEILING_KIB})`,
        `  lazy chunks (load on open / idle):      ${kib(m.lazyGzip)} KiB gz (${m.chunks.filter((c) => !c.initial).length} files)`,
        '  minified bytes before click by source (React excluded), largest first:',
        ...bytesBySource(m.chunks.filter((c) => c.initial))
          .filter(([source]) => !/^npm:(react|react-dom|scheduler)$/.test(source))
          .slice(0, 12)
          .map(([source, bytes]) => `    ${source.padEnd(32)} ${kib(bytes)} KiB`),
      ].join('\n'),
    )
    expect(b.initialGzip).toBeGreaterThan(30 * 1024) // the baseline really holds React
    expect(added / 1024).toBeLessThanOrEqual(BUDGET_KIB)
    expect(startup.gzip / 1024).toBeLessThanOrEqual(STARTUP_CEILING_KIB)
  })

  it('keeps the modal shell and the views out of the JS loaded before the first click', async () => {
    const m = await minimal
    const initialSources = m.chunks.filter((c) => c.initial).flatMap((c) => c.inputs)
    const lazySources = m.chunks.filter((c) => !c.initial).flatMap((c) => c.inputs)
    expect(initialSources.filter((f) => f.startsWith('ui/modal/') || f.startsWith('ui/views/'))).toEqual([])
    expect(lazySources.some((f) => f.startsWith('ui/modal/'))).toBe(true)
    expect(lazySources.some((f) => f.startsWith('ui/views/'))).toBe(true)
    // The shell and the Connect view are separate chunks, so a view loads without re-fetching the shell.
    const shellChunks = m.chunks.filter((c) => c.inputs.some((f) => f.startsWith('ui/modal/ModalHost')))
    const connectChunks = m.chunks.filter((c) => c.inputs.some((f) => f.startsWith('ui/views/connect/ConnectView')))
    expect(shellChunks.length).toBeGreaterThan(0)
    expect(connectChunks.length).toBeGreaterThan(0)
    expect(shellChunks.some((c) => connectChunks.includes(c))).toBe(false)
  })
})
