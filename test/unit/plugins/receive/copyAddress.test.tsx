// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { COPIED_RESET_MS, CopyAddress } from '../../../../plugins/receive/views/CopyAddress.js'
import { renderInDom, settle } from '../../ui/renderInDom.js'

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

/** A clock the test advances by hand: scheduled runs fire when their time has come. */
function manualClock() {
  let now = 0
  const pending = new Set<{ at: number; run: () => void }>()
  return {
    schedule(run: () => void, ms: number) {
      const entry = { at: now + ms, run }
      pending.add(entry)
      return () => void pending.delete(entry)
    },
    async advance(ms: number) {
      now += ms
      for (const entry of [...pending]) {
        if (entry.at > now) continue
        pending.delete(entry)
        await act(async () => entry.run())
      }
    },
    pending: () => pending.size,
  }
}

async function mount(clock: ReturnType<typeof manualClock>) {
  const rendered = await renderInDom(
    <CopyAddress address="0xabc" label="Your address" copyLabel="Copy" copiedLabel="Copied" failedText="Copy failed" schedule={clock.schedule} />,
  )
  cleanups.push(rendered.unmount)
  return rendered.container.querySelector('button')!
}

describe('Receive: Copy', () => {
  it(`says "Copied" after a copy and "Copy" again ${COPIED_RESET_MS} ms later`, async () => {
    const written: string[] = []
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void written.push(text) } })
    const clock = manualClock()
    const button = await mount(clock)
    expect(button.textContent).toBe('Copy')

    await settle(() => button.click())
    expect(written).toEqual(['0xabc'])
    expect(button.textContent).toBe('Copied')
    await clock.advance(COPIED_RESET_MS - 1)
    expect(button.textContent).toBe('Copied')
    await clock.advance(1)
    expect(button.textContent).toBe('Copy')

    // A second copy is announced again, and its wait starts afresh.
    await settle(() => button.click())
    expect(button.textContent).toBe('Copied')
    await clock.advance(COPIED_RESET_MS)
    expect(button.textContent).toBe('Copy')
    expect(clock.pending()).toBe(0)
  })
})
