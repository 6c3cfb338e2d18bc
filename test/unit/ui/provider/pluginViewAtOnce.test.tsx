// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { definePlugin } from '../../../../kernel/contracts/definePlugin.js'
import { HatchProvider, usePluginController } from '../../../../ui/index.js'
import { renderInDom, waitFor, turns } from '../renderInDom.js'
import { createUiTestHatch } from '../uiTestHatch.js'

/**
 * Issue 32 item 1, "every plugin view": a plugin's view reads its controller with
 * `usePluginController`, which suspends while the controller loads, and React holds a Suspense
 * boundary's content back for up to 300 ms after its fallback showed. The view outlet now shows a
 * plugin's view once its module and its plugin's controller are both in (without Suspense), so a
 * view whose module and controller resolve at once is on screen within a few event-loop turns of
 * the navigation: on first use (the navigation starts the controller; it failed before) and after.
 */
const act = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  act.IS_REACT_ACT_ENVIRONMENT = true
  for (const cleanup of cleanups.splice(0)) await cleanup()
  document.querySelectorAll('hatch-modal').forEach((el) => el.remove())
})

const shadow = () => document.querySelector('hatch-modal')?.shadowRoot
const probe = () => shadow()?.querySelector('[data-probe="plugin-view"]')

function TipsView() {
  const tips = usePluginController<{ greeting: string }>('tips')
  return <p data-probe="plugin-view">{tips.greeting}</p>
}

describe('a plugin view whose module and controller resolve at once', () => {
  it('renders within a few event-loop turns of the navigation, on first use and once its controller runs', async () => {
    const tips = definePlugin({
      id: 'tips',
      start: {},
      controller: async () => ({ greeting: 'Tip jar' }),
      views: { 'tips/form': () => Promise.resolve({ default: TipsView }) },
    })
    const hatch = createUiTestHatch({ plugins: [tips] })
    const rendered = await renderInDom(
      <HatchProvider hatch={hatch} prefetch={false}>
        <span />
      </HatchProvider>,
    )
    cleanups.push(rendered.unmount)
    const open = hatch.open as (options?: { view: string }) => void
    open()
    await waitFor(() => shadow()?.querySelector('[data-testid="hatch-connect-view"]'), 'the Connect view')

    // Outside act(): React schedules as in a browser, so a throttled reveal would wait on its timer.
    act.IS_REACT_ACT_ENVIRONMENT = false
    for (const visit of ['first use', 'controller running']) {
      open({ view: 'tips/form' })
      const turn = await turns(50, probe)
      expect(turn, `${visit}: the view had not rendered after 50 event-loop turns`).toBeGreaterThan(0)
      expect(probe()?.textContent).toBe('Tip jar')
      hatch.context.router.reset('Connect')
      await turns(50, () => !probe())
    }
  })
})
