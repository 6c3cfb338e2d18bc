import { describe, expect, it, vi } from 'vitest'
import { memoryBackend, scriptedAdapter, testNetworks, unusedEndpoints } from '../../../fixtures/createTestHatch.js'
import type { HatchOptions } from '../../../../kernel/instance/resolveCoreOptions.js'

/**
 * The error catalogue's later texts and the toasts load once a visitor acts (the first opening of
 * the modal, the first adapter runtime), never with a fresh page: that is what keeps them out of
 * the JS before the click (docs/benchmarks.md). A fresh kernel, nothing preloaded, every plugin.
 */
async function coldKernel() {
  vi.resetModules()
  const [{ loadStartCode }, texts, toasts, { createHatch }, plugins] = await Promise.all([
    import('../../../../kernel/instance/startLoader.js'),
    import('../../../../kernel/errors/errorTexts.js'),
    import('../../../../kernel/toasts/loadToasts.js'),
    import('../../../../kernel/createHatch.js'),
    Promise.all([
      import('../../../../plugins/activity/index.js').then((m) => m.activity()),
      import('../../../../plugins/email-capture/index.js').then((m) => m.emailCapture()),
      import('../../../../plugins/email/index.js').then((m) => m.email()),
      import('../../../../plugins/multi-wallet/index.js').then((m) => m.multiWallet()),
      import('../../../../plugins/names/index.js').then((m) => m.names()),
      import('../../../../plugins/nfts/index.js').then((m) => m.nfts()),
      import('../../../../plugins/onramp/index.js').then((m) => m.onramp()),
      import('../../../../plugins/pay/index.js').then((m) => m.pay()),
      import('../../../../plugins/receive/index.js').then((m) => m.receive()),
      import('../../../../plugins/send/index.js').then((m) => m.send()),
      import('../../../../plugins/siwx/index.js').then((m) => m.siwx()),
      import('../../../../plugins/socials/index.js').then((m) => m.socials()),
      import('../../../../plugins/swaps/index.js').then((m) => m.swaps()),
    ]),
  ])
  await loadStartCode()
  const loaded = () => ({ texts: texts.errorTextsLoaded(), toasts: toasts.loadedToasts() !== undefined })
  return { createHatch, plugins, loaded }
}

const noView = () => Promise.resolve({ default: null })

describe('code loaded once a visitor acts', () => {
  it('a fresh page with every plugin loads neither the later error texts nor the toasts until the modal opens', async () => {
    const { createHatch, plugins, loaded } = await coldKernel()
    const { adapter } = scriptedAdapter('eip155')
    const options = {
      projectId: 'acts',
      networks: [testNetworks.one],
      basic: true,
      storage: memoryBackend(),
      endpoints: unusedEndpoints,
      adapters: [adapter],
      plugins,
    } as HatchOptions
    const hatch = createHatch(options)
    hatch.registerViews('test-ui', { Connect: noView, ConnectingWalletConnectBasic: noView })
    await hatch.ready
    // Plugins that start with the instance (email, socials, receive, multi-wallet) have started by now.
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(loaded()).toEqual({ texts: false, toasts: false })
    hatch.open()
    await vi.waitFor(() => expect(loaded()).toEqual({ texts: true, toasts: true }))
    hatch.destroy()
  })

  it('connecting loads them too (beside the adapter runtime), without the modal', async () => {
    const { createHatch, loaded } = await coldKernel()
    const { adapter } = scriptedAdapter('eip155')
    const hatch = createHatch({
      projectId: 'acts',
      networks: [testNetworks.one],
      basic: true,
      storage: memoryBackend(),
      endpoints: unusedEndpoints,
      adapters: [adapter],
    })
    await hatch.ready
    expect(loaded()).toEqual({ texts: false, toasts: false })
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    await vi.waitFor(() => expect(loaded()).toEqual({ texts: true, toasts: true }))
    hatch.destroy()
  })
})
