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

  it('contains nothing of wagmi/ (hatch/wagmi costs a page that does not import it nothing)', async () => {
    expect((await sourcesIn()).filter((f) => f.startsWith('wagmi/'))).toEqual([])
  })

  it('contains nothing of kernel/ssr/ (cookieStorage and cookieToInitialState cost a page that does not import them nothing)', async () => {
    expect((await sourcesIn()).filter((f) => f.startsWith('kernel/ssr/'))).toEqual([])
  })

  it("keeps the EIP-1193 provider's code off the static path (only hatch.getProvider's first use loads it)", async () => {
    const initial = (await bundled).chunks.filter((c) => c.initial).flatMap((c) => c.inputs)
    expect(initial.filter((f) => f.startsWith('kernel/provider/'))).toEqual([])
    // It is bundled (a lazy chunk), so the check above sees provider code where it is.
    expect(await sourcesIn()).toContain('kernel/provider/eip1193Provider.ts')
  })
})

/**
 * Issue 29: a host on cookies imports `cookieStorage` from `hatch`; the server side (`hatch/ssr`,
 * with valibot) never reaches its page.
 */
describe('tree-shaking: a host storing its state in a cookie', () => {
  const bundled = bundleHost(`import { cookieStorage, createHatch } from 'hatch'
import { ConnectButton } from 'hatch/react'
window.__used = [createHatch, cookieStorage, ConnectButton]
`)

  it('bundles cookieStorage, and nothing of cookieToInitialState or its validation', async () => {
    const sources = [...new Set((await bundled).chunks.flatMap((c) => c.inputs))]
    expect(sources).toContain('kernel/ssr/cookieStorage.ts')
    expect(sources.filter((f) => /^kernel\/ssr\/(cookieToInitialState|parseInitialState|initialState)\.ts$/.test(f))).toEqual([])
    // What it adds before the click: the cookie backend only, no valibot.
    const initial = (await bundled).chunks.filter((c) => c.initial).flatMap((c) => c.inputs)
    expect(initial.filter((f) => f.includes('node_modules/valibot/'))).toEqual([])
  })
})
