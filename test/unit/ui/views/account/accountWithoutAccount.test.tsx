// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { openInModal, viewStatus } from '../../openInModal.js'
import { settle, waitFor } from '../../renderInDom.js'
import { createUiTestHatch } from '../../uiTestHatch.js'

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

describe('Account opened with no wallet connected (a host calls open({ view: "Account" }))', () => {
  it('says what is missing and offers Connect Wallet, which shows the Connect view in its place', async () => {
    const hatch = createUiTestHatch()
    const { root, unmount } = await openInModal(hatch, 'Account')
    cleanups.push(unmount)
    // The view's own status, not the outlet's "Loading…" one that stands in while its chunk loads.
    const status = await viewStatus(root, 'the Account view')
    expect(root.querySelector('h2')?.textContent).toBe('Account')
    expect(status.textContent).toBe('Connect a wallet to see your account.')
    const connect = [...root.querySelectorAll('button')].find((b) => b.textContent === 'Connect Wallet')
    expect(connect).toBeDefined()
    await settle(() => connect!.click())
    await waitFor(() => root.querySelector('[data-testid="hatch-connect-view"]'), 'the Connect view')
    // Replaced, not pushed: Back does not lead to the empty Account again.
    expect(hatch.getState().router.stack.map((entry) => entry.view)).toEqual(['Connect'])
  })
})
