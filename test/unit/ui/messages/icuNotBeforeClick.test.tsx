// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { HatchProvider } from '../../../../ui/index.js'
import { loadedIcuFormatter } from '../../../../ui/messages/icuFormatter.js'
import { renderInDom, settle, waitFor } from '../renderInDom.js'
import { createUiTestHatch } from '../uiTestHatch.js'

/**
 * Issue 18: the ICU formatter (intl-messageformat, about 10 KiB gzip) is not part of what an English
 * page loads before the first click, prefetch included; it comes after the modal has opened.
 * (This file's module state is its own: nothing else loaded the formatter before.)
 */

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
  document.querySelectorAll('hatch-modal').forEach((el) => el.remove())
})

const shadow = () => document.querySelector('hatch-modal')?.shadowRoot

describe('an English page', () => {
  it('prefetches the modal and the Connect view without the formatter, opens without it, and fetches it once the modal is open', async () => {
    const hatch = createUiTestHatch()
    const rendered = await renderInDom(
      <HatchProvider hatch={hatch}>
        <span />
      </HatchProvider>,
    )
    cleanups.push(rendered.unmount)
    // The visitor points at the button (hatch.warm): the shell and the Connect view load.
    hatch.warm()
    for (let i = 0; i < 10; i++) await settle()
    expect(loadedIcuFormatter()).toBeUndefined()

    // Opening renders the Connect view at once, in English, with no formatter.
    act(() => {
      hatch.open()
    })
    expect(shadow()?.querySelector('[data-testid="hatch-connect-view"]')).toBeTruthy()
    expect(shadow()?.querySelector('h2, [role="heading"]')?.textContent).toBe('Connect Wallet')
    expect(loadedIcuFormatter()).toBeUndefined()

    // Then, when the browser is idle, the formatter arrives for the texts with plurals.
    expect(await waitFor(() => loadedIcuFormatter(), 'the ICU formatter after opening')).toBeDefined()
  })
})
