import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHttpClient } from '../../../kernel/http/createHttpClient.js'
import { createWalletImageCache, IMAGE_PRELOAD_TIMEOUT_MS } from '../../../ui/views/all-wallets/walletImages.js'
import { sandbox } from '../sandbox/helpers.js'
import { FaultProxy } from './helpers/faultProxy.js'
import { serviceFaultCases, underFault } from './helpers/faultCases.js'

// Wallet images (GET /getWalletImage/{id}, spec §7) under the matrix's faults: the tile shows its
// placeholder (the wallet's initials), never a broken image or an endless spinner; the preload
// gives up after 2 s (spec §9, on the injected clock); the next opening of All Wallets shows the
// image once the catalogue is healthy again.

let proxy: FaultProxy
let imageId: string
beforeAll(async () => {
  proxy = await FaultProxy.start(sandbox().urls.catalogue)
  const page = await createHttpClient({ baseUrl: sandbox().urls.catalogue, projectId: sandbox().projectId, sdkType: 'hatch-test', sdkVersion: '0' }).get({
    path: '/getWallets',
    query: { page: 1, entries: 1 },
    schema: (await import('../../../ui/views/all-wallets/catalogueSchemas.js')).GetWalletsResponseSchema,
  })
  imageId = page.data[0]!.image_id!
})
afterAll(() => proxy?.close())

const imageCache = () =>
  createWalletImageCache({ catalogue: createHttpClient({ baseUrl: proxy.url, projectId: sandbox().projectId, sdkType: 'hatch-test', sdkVersion: '0' }) })

// Truncated and retyped bodies are still bytes of the right content type: only a decoder could
// tell, so they are not rows here. Every other fault must end in the placeholder.
const cases = serviceFaultCases.filter((c) => c.fault.kind !== 'truncated' && c.fault.kind !== 'wrongSchema')

describe.each(cases)('wallet image under fault: $name', (fault) => {
  it('the tile falls back to the placeholder; a later opening shows the image', async () => {
    await proxy.set(fault.fault)
    const images = imageCache()
    try {
      const state = await underFault(proxy, fault, '/getWalletImage/', () => images.load(imageId), IMAGE_PRELOAD_TIMEOUT_MS)
      expect(state.status).toBe('failed')
      expect(images.get(imageId)?.status).toBe('failed')
    } finally {
      images.dispose()
      await proxy.heal()
    }
    const again = imageCache()
    try {
      expect((await again.load(imageId)).status).toBe('ready')
    } finally {
      again.dispose()
    }
  })
})
