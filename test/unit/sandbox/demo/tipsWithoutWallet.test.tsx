// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
// The demo's plugin imports the package's public entries, as a host's code does; so does this test.
import { createHatch, type Hatch } from 'hatch'
import { HatchProvider } from 'hatch/react'
import { tips } from '../../../../sandbox/demo/app/tips/index.js'
import { memoryBackend, scriptedAdapter, testNetworks, unusedEndpoints } from '../../../fixtures/createTestHatch.js'
import { renderInDom, settle, waitFor } from '../../ui/renderInDom.js'

const withTipJar = (): Hatch =>
  createHatch({
    projectId: 'tips-test',
    networks: [testNetworks.one],
    basic: true,
    adapters: [scriptedAdapter('eip155').adapter],
    storage: memoryBackend(),
    endpoints: unusedEndpoints,
    plugins: [tips({ to: '0x0000000000000000000000000000000000007117' })],
  })

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
  document.querySelectorAll('hatch-modal').forEach((el) => el.remove())
})

/**
 * The demo's tip jar opened with no EVM wallet (the page's `open({ view: 'tips/form' })`, or a
 * wallet that disconnected while it was shown): its Send button threw "Connect an EVM wallet
 * first" into the page, uncaught.
 */
describe("the demo's tip jar with no wallet connected", () => {
  it('says a wallet is needed and offers Connect Wallet, which shows the Connect view in its place', async () => {
    const hatch = withTipJar()
    const rendered = await renderInDom(
      <HatchProvider hatch={hatch} prefetch={false}>
        <span />
      </HatchProvider>,
    )
    cleanups.push(rendered.unmount)
    await settle(() => (hatch.open as (options: { view: string }) => void)({ view: 'tips/form' }))
    const root = await waitFor(() => document.querySelector('hatch-modal')?.shadowRoot, 'the modal')
    const status = await waitFor(
      () => [...root.querySelectorAll('[role="dialog"] [role="status"]')].find((el) => el.textContent && el.textContent !== 'Loading…'),
      'the tip jar',
    )
    expect(status.textContent).toBe('Connect an EVM wallet to send a tip.')
    expect([...root.querySelectorAll('button')].some((b) => /Send .* tip/.test(b.textContent ?? ''))).toBe(false)
    const connect = [...root.querySelectorAll('button')].find((b) => b.textContent === 'Connect Wallet')!
    await settle(() => connect.click())
    await waitFor(() => root.querySelector('[data-testid="hatch-connect-view"]'), 'the Connect view')
  })

  it("the controller, called directly, records the failure in the plugin's state instead of throwing", async () => {
    const hatch = withTipJar()
    await hatch.started
    const controller = await hatch.context.plugins.controller<{ send(amount: string): Promise<void> }>('tips')
    await controller.send('0.01')
    expect(hatch.context.plugins.state('tips')).toMatchObject({ status: 'failed', error: 'Connect an EVM wallet first' })
  })
})
