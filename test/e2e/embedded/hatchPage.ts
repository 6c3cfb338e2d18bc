/**
 * The script of the e2e page that runs Hatch itself (headless: no modal rendered) with the real
 * embedded-wallet adapter on the test's secure site: `window.hatch`. The e-mail gate is declared by
 * a view-less plugin (the adapter only injects its frame while the gate is on); the test calls the
 * adapter's `embeddedWallet` service as the e-mail plugin's views do. Bundled by frameStack.ts.
 */
import { createHatch, definePlugin, type Hatch } from '../../../kernel/index.js'
import type { CaipNetwork } from '../../../kernel/types/chain.js'
import { embedded } from '../../../adapters/embedded/index.js'

interface HatchPageConfig {
  projectId: string
  secureOrigin: string
  network: CaipNetwork
  endpoints: { catalogue: string; data: string; analytics: string }
}

declare global {
  interface Window {
    __HATCH_PAGE__: HatchPageConfig
    hatch?: Hatch
  }
}

const config = window.__HATCH_PAGE__
const emailGate = definePlugin({ id: 'email-gate', gate: { key: 'email', source: 'remote', default: false } })
window.hatch = createHatch({
  projectId: config.projectId,
  networks: [config.network],
  adapters: [embedded({ secureSiteUrl: config.secureOrigin })],
  plugins: [emailGate],
  endpoints: config.endpoints,
})
