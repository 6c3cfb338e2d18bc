// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { ConnectButton } from '../../../../../ui/index.js'
import { openInModal } from '../../openInModal.js'
import { settle, waitFor } from '../../renderInDom.js'
import { createUiTestHatch } from '../../uiTestHatch.js'

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

/**
 * The wallet moved itself to a chain the host does not list (spec §4: the network becomes an
 * unsupported-network state). The Account view used to keep the last listed network's name and
 * balance, as if nothing had happened.
 */
describe('Account while the wallet is on a chain the host does not list', () => {
  it('names no network but "Unsupported Network", shows no stale balance, and its network button leads to UnsupportedChain', async () => {
    // With unsupported chains allowed, opening shows Account (not UnsupportedChain) in that state.
    const hatch = createUiTestHatch({ allowUnsupportedChain: true })
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    hatch.context.setAccount('eip155', { balance: '1.5', balanceSymbol: 'ETH' })
    hatch.context.handleChainChanged('eip155', 4242)
    const { root, container, unmount } = await openInModal(hatch, undefined, <ConnectButton />)
    cleanups.push(unmount)
    const networkButton = await waitFor(() => root.querySelector<HTMLButtonElement>('[data-testid="hatch-account-network"]'), 'the Account view')

    expect(networkButton.textContent).toBe('Unsupported Network')
    expect(networkButton.getAttribute('aria-label')).toBe('Network: Unsupported Network')
    expect(networkButton.querySelector('img')).toBeNull()
    const balance = root.querySelector('[data-testid="hatch-account-balance"]')!
    expect(balance.textContent).toBe('Token Balance Unavailable')
    expect(root.textContent).not.toContain('1.500 ETH')
    // The page's account button drops the last network's balance and icon too.
    const button = container.querySelector('button')!
    expect(button.textContent).not.toContain('1.500 ETH')
    expect(button.getAttribute('aria-label')).not.toContain('ETH')
    expect(button.querySelector('img')).toBeNull()

    await settle(() => networkButton.click())
    expect(hatch.getState().router.stack.at(-1)?.view).toBe('UnsupportedChain')
    await waitFor(() => root.querySelector('[data-testid="hatch-unsupported-chain"]'), 'the UnsupportedChain view')
  })
})
