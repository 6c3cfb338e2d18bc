// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { en } from '../../../../../ui/messages/en.js'
import { createTranslator } from '../../../../../ui/messages/translate.js'
import { HatchReactContext } from '../../../../../ui/provider/HatchReactContext.js'
import { createViewComponentCache } from '../../../../../ui/provider/viewComponentCache.js'
import { TokensTab } from '../../../../../ui/views/account/TokensTab.js'
import { createUiTestHatch } from '../../uiTestHatch.js'
import { renderInDom } from '../../renderInDom.js'

/**
 * Issue 19 item 5: on Bitcoin (a namespace the data service has no token balances for) the tab said
 * "Token balances are shown on main networks only." — false on Bitcoin mainnet. Spec §8 names the
 * text for an unsupported network: 'Token Balance Unavailable'.
 */
const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

async function renderTab(status: 'unsupported' | 'testnet') {
  const hatch = createUiTestHatch()
  // As inside the modal, whose host provides the full English catalogue.
  const view = await renderInDom(
    <HatchReactContext.Provider value={{ hatch, translator: createTranslator(en), messages: {}, views: createViewComponentCache(hatch.views) }}>
      <TokensTab status={status} tokens={[]} nativeBalance="0.5" nativeSymbol="BTC" nativeName="Bitcoin" />
    </HatchReactContext.Provider>,
  )
  cleanups.push(view.unmount)
  return view.container
}

describe('Tokens tab where the data service has no token balances', () => {
  it('on an unsupported namespace (Bitcoin) it shows the native balance and says "Token Balance Unavailable"', async () => {
    const container = await renderTab('unsupported')
    expect(container.textContent).toContain('Bitcoin')
    expect(container.textContent).toContain('0.500 BTC')
    expect(container.textContent).toContain('Token Balance Unavailable')
    expect(container.textContent).not.toContain('main networks only')
  })

  it('on a test network it keeps the main-networks note', async () => {
    const container = await renderTab('testnet')
    expect(container.textContent).toContain('Token balances are shown on main networks only.')
    expect(container.textContent).not.toContain('Token Balance Unavailable')
  })
})
