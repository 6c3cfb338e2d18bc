// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { socials } from '../../../../plugins/socials/index.js'
import { HatchProvider } from '../../../../ui/index.js'
import { renderInDom, settle, waitFor } from '../../ui/renderInDom.js'
import { createUiTestHatch } from '../../ui/uiTestHatch.js'

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
  document.querySelectorAll('hatch-modal').forEach((el) => el.remove())
})

describe('the socials section on Connect without the embedded wallet', () => {
  it('says it could not be loaded, with Try again (the embeddedWallet service is SERVICE_NOT_FOUND), instead of dead buttons', async () => {
    // Not basic: the remote socials gate is on (no project configuration is reachable, so its default).
    const quiet = { debug: () => undefined, warn: () => undefined, error: () => undefined }
    const hatch = createUiTestHatch({ basic: false, plugins: [socials()], logger: quiet })
    const before = document.querySelectorAll('hatch-modal').length
    const rendered = await renderInDom(
      <HatchProvider hatch={hatch} prefetch={false}>
        <span />
      </HatchProvider>,
    )
    cleanups.push(rendered.unmount)
    await settle(() => hatch.open())
    const root = await waitFor(() => document.querySelectorAll('hatch-modal')[before]?.shadowRoot, 'the modal shadow root')
    const alert = await waitFor(() => root.querySelector('[role="alert"]'), 'the load failure')
    expect(alert.textContent).toBe('Social login could not be loaded.')
    const buttons = [...root.querySelectorAll('[data-testid="hatch-connect-view"] button')].map((b) => b.textContent?.trim())
    expect(buttons).toContain('Try again')
    expect(buttons.some((text) => text?.startsWith('Continue with'))).toBe(false)
  })
})
