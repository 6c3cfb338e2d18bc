import { describe, expect, it } from 'vitest'
import { embedded } from '../../../adapters/embedded/index.js'
import { walletConnect } from '../../../adapters/walletconnect/index.js'
import { createHatch } from '../../../kernel/createHatch.js'
import { activity } from '../../../plugins/activity/index.js'
import { emailCapture } from '../../../plugins/email-capture/index.js'
import { email } from '../../../plugins/email/index.js'
import { multiWallet } from '../../../plugins/multi-wallet/index.js'
import { names } from '../../../plugins/names/index.js'
import { nfts } from '../../../plugins/nfts/index.js'
import { onramp } from '../../../plugins/onramp/index.js'
import { pay } from '../../../plugins/pay/index.js'
import { receive } from '../../../plugins/receive/index.js'
import { send } from '../../../plugins/send/index.js'
import { siwx } from '../../../plugins/siwx/index.js'
import { socials } from '../../../plugins/socials/index.js'
import { swaps } from '../../../plugins/swaps/index.js'
import { passkey } from '../../../plugins/passkey/index.js'
import { coreViews } from '../../../ui/provider/coreViews.js'
import { memoryBackend, scriptedAdapter, testNetworks, unusedEndpoints } from '../../fixtures/createTestHatch.js'
import { scenes } from './walkScenes.js'

// The walk (walkViews.tsx) is only as good as its reach: every view the UI, the adapters and the
// built-in plugins register, and every Account tab they contribute, has a scene.

describe('the view walk', () => {
  it('has a scene for every view of the UI, the WalletConnect and embedded adapters and every built-in plugin', async () => {
    const hatch = createHatch({
      projectId: 'walk-reach',
      networks: [testNetworks.one],
      basic: true,
      storage: memoryBackend(),
      endpoints: unusedEndpoints,
      adapters: [scriptedAdapter('eip155').adapter, walletConnect({ relayUrl: 'ws://127.0.0.1:9' }), embedded({ secureSiteUrl: 'http://127.0.0.1:8787' })],
      plugins: [activity(), emailCapture(), email(), multiWallet(), names(), nfts(), onramp(), pay(), passkey(), receive(), send(), siwx(), socials(), swaps()],
    })
    await hatch.ready.catch(() => undefined)
    const registered = [...Object.keys(coreViews), ...hatch.context.views.ids()]
    const walked = new Set(scenes.flatMap((scene) => [scene.view, ...(scene.reaches ?? [])]))
    expect(registered.filter((id) => !walked.has(id))).toEqual([])
    hatch.destroy()
  })

  it('opens every Account tab (Tokens, NFTs, Activity)', () => {
    expect(scenes.filter((scene) => scene.view === 'Account').length).toBeGreaterThanOrEqual(3)
  })
})
