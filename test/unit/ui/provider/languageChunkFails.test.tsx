// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConnectButton, HatchProvider } from '../../../../ui/index.js'
import { renderInDom, waitFor } from '../renderInDom.js'
import { createUiTestHatch } from '../uiTestHatch.js'

// The language chunk never arrives, as when the page is offline or a deploy replaced the file.
vi.mock('../../../../ui/messages/followLocale.js', () => {
  throw new Error('Failed to fetch dynamically imported module: followLocale.js')
})

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
  vi.restoreAllMocks()
})

describe('HatchProvider when the language chunk fails to load', () => {
  it('keeps the English button, warns once naming the failure, and leaves no unhandled rejection', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const unhandled: unknown[] = []
    const onUnhandled = (event: PromiseRejectionEvent) => unhandled.push(event.reason)
    window.addEventListener('unhandledrejection', onUnhandled)
    const onNodeUnhandled = (reason: unknown) => unhandled.push(reason)
    process.on('unhandledRejection', onNodeUnhandled)
    try {
      const rendered = await renderInDom(
        <HatchProvider hatch={createUiTestHatch()}>
          <ConnectButton />
        </HatchProvider>,
      )
      cleanups.push(rendered.unmount)
      await waitFor(
        () => warn.mock.calls.some(([message]) => String(message).includes('language support did not load, showing English')) || undefined,
        'the warning',
      )
      expect(rendered.container.querySelector('button')?.textContent).toContain('Connect Wallet')
      await rendered.unmount()
      cleanups.length = 0
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(unhandled).toEqual([])
    } finally {
      window.removeEventListener('unhandledrejection', onUnhandled)
      process.off('unhandledRejection', onNodeUnhandled)
    }
  })
})
