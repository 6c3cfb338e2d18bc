// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { activity } from '../../../plugins/activity/index.js'
import { names } from '../../../plugins/names/index.js'
import { siwx } from '../../../plugins/siwx/index.js'
import { onramp } from '../../../plugins/onramp/index.js'
import { receive } from '../../../plugins/receive/index.js'
import { send } from '../../../plugins/send/index.js'
import { swaps } from '../../../plugins/swaps/index.js'
import { openInModal, quietLogger } from '../ui/openInModal.js'
import { settle, waitFor } from '../ui/renderInDom.js'
import { createUiTestHatch } from '../ui/uiTestHatch.js'

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

// Each feature view a host may open with `open({ view })` before any wallet is connected.
const cases = [
  { view: 'send/main', title: 'Send', text: 'Connect a wallet to send.' },
  { view: 'swaps/main', title: 'Swap', text: 'Connect a wallet to swap.' },
  { view: 'receive/main', title: 'Receive', text: 'Connect a wallet to see your address.' },
  { view: 'onramp/buy', title: 'Buy', text: 'Connect a wallet to buy crypto.' },
  { view: 'activity/list', title: 'Activity', text: 'Connect a wallet to see its activity.' },
  { view: 'RegisterAccountName', title: 'Register a name', text: 'Connect an EVM wallet to register a name.' },
  { view: 'SIWXSignMessage', title: 'Sign In', text: 'There is nothing to sign right now.' },
] as const

describe('a feature view opened with no wallet connected', () => {
  it.each(cases)('$title says why it needs a wallet and offers Connect Wallet, which shows the Connect view in its place', async ({ view, text }) => {
    // Not basic mode, which turns the remote-gated features (Swap, Buy, Activity) off; the project
    // configuration cannot be fetched here, so each takes the host's value.
    const hatch = createUiTestHatch({
      basic: false,
      features: { swaps: true, onramp: true },
      logger: quietLogger,
      plugins: [send(), swaps(), receive(), onramp(), activity(), names(), siwx()],
      siwx: { required: false },
    })
    await hatch.ready
    const { root, unmount } = await openInModal(hatch, view)
    cleanups.push(unmount)
    const status = await waitFor(() => [...root.querySelectorAll('[role="dialog"] [role="status"]')].find((el) => el.textContent === text), `"${text}"`)
    expect(status.closest('[role="dialog"]')).not.toBeNull()
    const connect = [...root.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')].find((b) => b.textContent === 'Connect Wallet')
    expect(connect).toBeDefined()
    await settle(() => connect?.click())
    await waitFor(() => root.querySelector('[data-testid="hatch-connect-view"]'), 'the Connect view')
    // Replaced, not pushed: Back does not lead to the view that needed a wallet.
    expect(hatch.getState().router.stack.map((entry) => entry.view)).toEqual(['Connect'])
  })
})
