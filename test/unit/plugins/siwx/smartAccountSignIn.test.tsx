// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import SIWXSignMessageView from '../../../../plugins/siwx/views/SIWXSignMessageView.js'
import { en } from '../../../../ui/messages/en.js'
import { createTranslator } from '../../../../ui/messages/translate.js'
import { HatchReactContext } from '../../../../ui/provider/HatchReactContext.js'
import { createViewComponentCache } from '../../../../ui/provider/viewComponentCache.js'
import { createUiTestHatch } from '../../ui/uiTestHatch.js'
import { renderInDom, settle } from '../../ui/renderInDom.js'

const EOA = '0x1111111111111111111111111111111111111111'
const SMART = '0x2222222222222222222222222222222222222222'
const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

/** The sign-in view with a message pending for `address`, the embedded wallet's user holding an EOA and its smart account. */
async function signInFor(address: string) {
  const hatch = createUiTestHatch()
  await hatch.started
  hatch.context.store.update((draft) => {
    draft.chains.eip155!.account.address = address
    draft.chains.eip155!.account.user = {
      email: 'a@example.com',
      accounts: [
        { type: 'eoa', address: EOA },
        { type: 'smartAccount', address: SMART },
      ],
    }
    const message = {
      data: { accountAddress: address, chainId: 'eip155:1337', domain: 'shop.example', uri: 'https://shop.example/', version: '1', nonce: 'n0nce1234abc' },
      message: 'shop.example wants you to sign in',
    }
    draft.plugins['siwx'] = { enabled: true, required: false, status: 'idle', pending: { chainId: 'eip155:1337', address, message } }
  })
  const view = await renderInDom(
    <HatchReactContext.Provider value={{ hatch, translator: createTranslator(en), messages: {}, views: createViewComponentCache(hatch.views) }}>
      <SIWXSignMessageView />
    </HatchReactContext.Provider>,
  )
  cleanups.push(view.unmount)
  await settle()
  const button = (name: string) => [...view.container.querySelectorAll('button')].find((b) => b.textContent?.trim() === name)
  return { container: view.container, button }
}

describe('SIWXSignMessage with the embedded smart account active', () => {
  // The smart account signs through ERC-1271 (ERC-6492 before deployment), which SIWX verifies: nothing is refused.
  it('offers Sign for the smart account as for the EOA, with no refusal and no switch', async () => {
    for (const address of [SMART, EOA]) {
      const { container, button } = await signInFor(address)
      expect(container.querySelector('[role="alert"]')).toBeNull()
      expect(button('Sign')?.disabled).toBe(false)
      expect(button('Switch to EOA')).toBeUndefined()
      expect(container.textContent).toContain(address)
    }
  })
})
