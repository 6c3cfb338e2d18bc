import { describe, expect, it } from 'vitest'
import { bundleHost } from '../../../../bench/lib/esbuildHost.mjs'
import { minimalHostSource } from '../../../../bench/lib/hosts.mjs'

/**
 * Issue 12: the embedded wallet costs the page (almost) nothing before the visitor uses it. The
 * `embedded()` descriptor before the button stays under 1 KiB gzip (the before-click budget is
 * nearly full); the frame client, the protocol, the runtime and ApproveTransaction are in lazy
 * chunks only, loaded on a login or a stored session's reconnect.
 */
const DESCRIPTOR_BUDGET_BYTES = 1024

const withEmbedded = () =>
  minimalHostSource()
    .replace("import { createHatch } from 'hatch'", "import { createHatch } from 'hatch'\nimport { embedded } from 'hatch/adapters/embedded'")
    .replace('adapters: [', "adapters: [embedded({ secureSiteUrl: 'https://wallet.shop.example' }), ")

describe('embedded(): the descriptor is tiny and everything else is lazy', () => {
  it(`adds ≤ ${DESCRIPTOR_BUDGET_BYTES} B gzip before the button; the frame and runtime load later`, async () => {
    const source = withEmbedded()
    expect(source).toContain('embedded({')
    const [base, host] = await Promise.all([bundleHost(minimalHostSource()), bundleHost(source)])
    const added = host.initialGzip - base.initialGzip
    console.info(`hatch/adapters/embedded: +${added} B gz before the button (budget ${DESCRIPTOR_BUDGET_BYTES})`)
    expect(added).toBeLessThanOrEqual(DESCRIPTOR_BUDGET_BYTES)
    const own = (f: string) => f.startsWith('adapters/embedded/')
    const initial = host.chunks
      .filter((c) => c.initial)
      .flatMap((c) => c.inputs.filter(own))
      .sort()
    expect(initial).toEqual(['adapters/embedded/constants.ts', 'adapters/embedded/index.ts', 'adapters/embedded/options.ts'])
    const lazy = host.chunks.filter((c) => !c.initial).flatMap((c) => c.inputs.filter(own))
    expect(lazy).toEqual(
      expect.arrayContaining([
        'adapters/embedded/frameClient.ts',
        'adapters/embedded/runtime/createEmbeddedRuntime.ts',
        'adapters/embedded/views/ApproveTransactionView.tsx',
      ]),
    )
  }, 120_000)
})
