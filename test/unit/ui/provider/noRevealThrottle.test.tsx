// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { HatchProvider } from '../../../../ui/index.js'
import { renderInDom, waitFor, turns } from '../renderInDom.js'
import { createUiTestHatch } from '../uiTestHatch.js'

/**
 * Issue 32 item 1: a view transition waits on no timer. React holds a Suspense boundary's content
 * back for up to 300 ms after its fallback showed, so a view loaded through `lazy()` appeared
 * ~300 ms after its click even when its chunk was already in memory (All Wallets' first request
 * started at 314 ms). Here the view's module resolves at once: the view must be on screen after a
 * handful of event-loop turns, long before any 300 ms timer could fire.
 */
const act = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  act.IS_REACT_ACT_ENVIRONMENT = true
  for (const cleanup of cleanups.splice(0)) await cleanup()
  document.querySelectorAll('hatch-modal').forEach((el) => el.remove())
})

const shadow = () => document.querySelector('hatch-modal')?.shadowRoot
const probeView = () => shadow()?.querySelector('[data-probe="view"]')

function ProbeView() {
  return <p data-probe="view">Probe view</p>
}

describe('a view whose module resolves at once', () => {
  it('renders within a few event-loop turns of the navigation (no 300 ms Suspense reveal throttle)', async () => {
    const hatch = createUiTestHatch({}, { Probe: { load: () => Promise.resolve({ default: ProbeView }), title: 'Probe' } })
    const rendered = await renderInDom(
      <HatchProvider hatch={hatch} prefetch={false}>
        <span />
      </HatchProvider>,
    )
    cleanups.push(rendered.unmount)
    hatch.open()
    await waitFor(() => shadow()?.querySelector('[data-testid="hatch-connect-view"]'), 'the Connect view')

    // Outside act(): React schedules as in a browser, so a throttled reveal would wait on its timer.
    act.IS_REACT_ACT_ENVIRONMENT = false
    const started = performance.now()
    ;(hatch.open as (options: { view: string }) => void)({ view: 'Probe' })
    const turn = await turns(50, probeView)
    const elapsed = performance.now() - started
    expect(turn, `the view had not rendered after 50 event-loop turns (${elapsed.toFixed(0)} ms)`).toBeGreaterThan(0)
    expect(probeView()?.textContent).toBe('Probe view')
  })
})
