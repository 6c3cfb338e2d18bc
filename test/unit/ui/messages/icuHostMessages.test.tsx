// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HatchProvider } from '../../../../ui/index.js'
import { loadedIcuFormatter } from '../../../../ui/messages/icuFormatter.js'
import { renderInDom, settle, waitFor } from '../renderInDom.js'
import { createUiTestHatch } from '../uiTestHatch.js'

/**
 * A host's `messages` with ICU syntax (here ICU quoting: `''` is one apostrophe) need the formatter:
 * the modal's root waits for it on opening rather than showing the ICU source, even when the shell
 * and the Connect view were prefetched long before. (This file's module state is its own.)
 */

// The formatter's chunk takes its time here (a slow network): the modal and the Connect view are
// prefetched long before it arrives, so opening could render at once.
vi.mock('intl-messageformat', async (importOriginal) => {
  await new Promise((resolve) => setTimeout(resolve, 1500))
  return importOriginal()
})

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
  document.querySelectorAll('hatch-modal').forEach((el) => el.remove())
})

const messages = { 'connect.walletsHeading': "Your wallets ''here''" }

describe("the host's messages", () => {
  it('are shown formatted by ICU even when the modal opens before the formatter arrived', async () => {
    const hatch = createUiTestHatch()
    const seen: string[] = []
    const observer = new MutationObserver(() => seen.push(document.querySelector('hatch-modal')?.shadowRoot?.textContent ?? ''))
    observer.observe(document.body, { subtree: true, childList: true })
    expect(loadedIcuFormatter()).toBeUndefined()
    const rendered = await renderInDom(
      <HatchProvider hatch={hatch} messages={messages}>
        <span />
      </HatchProvider>,
    )
    cleanups.push(rendered.unmount)
    // The idle prefetch brings the shell and the Connect view; the formatter is still on its way.
    for (let i = 0; i < 8; i++) await settle()
    expect(loadedIcuFormatter()).toBeUndefined()
    await settle(() => hatch.open())
    const root = await waitFor(() => document.querySelector('hatch-modal')?.shadowRoot, 'the modal', 15_000)
    const observeShadow = new MutationObserver(() => seen.push(root.textContent ?? ''))
    observeShadow.observe(root, { subtree: true, childList: true, characterData: true })
    await waitFor(() => (root.textContent?.includes("Your wallets 'here'") ? true : undefined), 'the host text, formatted')
    observer.disconnect()
    observeShadow.disconnect()
    expect(loadedIcuFormatter()).toBeDefined()
    expect(seen.filter((text) => text.includes("''"))).toEqual([])
  }, 20_000)
})
