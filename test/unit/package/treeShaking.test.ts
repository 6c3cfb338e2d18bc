import { describe, expect, it } from 'vitest'
import { bundleHost } from '../../../bench/lib/esbuildHost.mjs'
import { coreAndButtonHostSource } from '../../../bench/lib/hosts.mjs'

/**
 * A consumer's production bundle (esbuild: bundle, ESM, splitting, minify; React bundled in, see
 * docs/build.md) of a host that imports only `createHatch` and `ConnectButton`. esbuild's metafile
 * says which source files put bytes in any output chunk, lazy chunks included.
 */
describe('tree-shaking: a host importing only the core and ConnectButton', () => {
  const bundled = bundleHost(coreAndButtonHostSource())
  const sourcesIn = async () => [...new Set((await bundled).chunks.flatMap((c) => c.inputs))].sort()

  it('contains the kernel and the button (the check sees what is bundled)', async () => {
    const sources = await sourcesIn()
    expect(sources).toContain('kernel/createHatch.ts')
    expect(sources).toContain('ui/button/ConnectButton.tsx')
  })

  it('contains no code from adapters/ or plugins/, in any chunk', async () => {
    const foreign = (await sourcesIn()).filter((f) => f.startsWith('adapters/') || f.startsWith('plugins/'))
    expect(foreign).toEqual([])
  })

  it('contains nothing of element/ (<hatch-button> costs a React host nothing, before the click or after)', async () => {
    expect((await sourcesIn()).filter((f) => f.startsWith('element/'))).toEqual([])
  })
})
