// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { embedded } from '../../../adapters/embedded/index.js'
import { names } from '../../../plugins/names/index.js'
import { scriptedAdapter, testNetworks } from '../../fixtures/createTestHatch.js'
import { openInModal, quietLogger } from '../ui/openInModal.js'
import { waitFor } from '../ui/renderInDom.js'
import { createUiTestHatch } from '../ui/uiTestHatch.js'

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

/**
 * Views a host may open by name (`open({ view })`, spec §2 rule 2) whose content depends on
 * params only the modal's own flows pass. Opened bare, they threw ("This screen could not be
 * loaded"), said "Something went wrong" or 'Wallet "" was not found', or waited forever on
 * "Opening the secure wallet…". Each now hands its place to the view a visitor can act on.
 */
const cases = [
  { view: 'RegisterAccountNameSuccess', becomes: 'RegisterAccountName', title: 'Choose Name' },
  { view: 'SwitchActiveChain', becomes: 'SwitchNetwork', title: 'Switch Network' },
  { view: 'ConnectingExternal', becomes: 'Connect', title: 'Connect Wallet' },
  { view: 'ApproveTransaction', becomes: 'Account', title: 'Account' },
] as const

describe('a view that needs params, opened without them', () => {
  it.each(cases)('$view is replaced by $becomes', async ({ view, becomes, title }) => {
    const hatch = createUiTestHatch({
      networks: [testNetworks.one, testNetworks.sol],
      adapters: [scriptedAdapter('eip155').adapter, scriptedAdapter('solana').adapter, embedded({ secureSiteUrl: 'http://127.0.0.1:9' })],
      logger: quietLogger,
      plugins: [names()],
    })
    await hatch.ready
    const { root, unmount } = await openInModal(hatch, view)
    cleanups.push(unmount)
    await waitFor(() => (hatch.getState().router.stack.at(-1)?.view === becomes ? true : undefined), becomes)
    // Replaced, not pushed: Back does not lead to the bare view again.
    expect(hatch.getState().router.stack.map((entry) => entry.view)).toEqual([becomes])
    await waitFor(() => (root.querySelector('h2')?.textContent === title ? true : undefined), `the title "${title}"`)
    expect(root.textContent).not.toContain('could not be loaded')
    expect(root.textContent).not.toContain('Something went wrong')
  })

  it('UnsupportedChain with no wallet lists the networks and offers no Disconnect', async () => {
    const hatch = createUiTestHatch({ logger: quietLogger })
    const { root, unmount } = await openInModal(hatch, 'UnsupportedChain')
    cleanups.push(unmount)
    await waitFor(() => root.querySelector('[data-testid="hatch-network-list"]'), 'the network list')
    expect([...root.querySelectorAll('button')].map((b) => b.textContent)).not.toContain('Disconnect')
  })
})
