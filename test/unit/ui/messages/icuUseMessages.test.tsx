// @vitest-environment happy-dom
import { act, Suspense } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { useMessages } from '../../../../ui/index.js'
import { en } from '../../../../ui/messages/en.js'
import { loadedIcuFormatter } from '../../../../ui/messages/icuFormatter.js'
import { createIcuTranslator } from '../../../../ui/messages/icuTranslator.js'
import { HatchReactContext } from '../../../../ui/provider/HatchReactContext.js'
import { createViewComponentCache } from '../../../../ui/provider/viewComponentCache.js'
import { activityMessages } from '../../../../plugins/activity/messages.js'
import { renderInDom, waitFor } from '../renderInDom.js'
import { createUiTestHatch } from '../uiTestHatch.js'

/**
 * A plugin's English text with a plural (`activity.moreTransfers`) is formatted only once the ICU
 * formatter has arrived: useMessages suspends until then, so its raw ICU never reaches the screen.
 * (This file's module state is its own: the formatter is not loaded when it starts.)
 */

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

function MoreTransfers() {
  const say = useMessages(activityMessages)
  return <p>{say('activity.moreTransfers', { count: 1234 })}</p>
}

function Plain() {
  const say = useMessages({ 'tips.sent': 'Sent {amount}' } as const)
  return <p>{say('tips.sent', { amount: '1 ETH' })}</p>
}

describe('useMessages', () => {
  it('waits for the formatter before showing a plural, and never shows its ICU source', async () => {
    const hatch = createUiTestHatch()
    const value = { hatch, translator: createIcuTranslator('en', en), views: createViewComponentCache(hatch.views) }
    const seen: string[] = []
    const observer = new MutationObserver(() => seen.push(document.body.textContent ?? ''))
    observer.observe(document.body, { subtree: true, childList: true, characterData: true })
    expect(loadedIcuFormatter()).toBeUndefined()

    const rendered = await renderInDom(
      <HatchReactContext.Provider value={value}>
        <Suspense fallback={<p>Loading…</p>}>
          <Plain />
          <MoreTransfers />
        </Suspense>
      </HatchReactContext.Provider>,
    )
    cleanups.push(rendered.unmount)
    await waitFor(() => (rendered.container.textContent?.includes('+1,234 more') ? true : undefined), 'the formatted plural')
    await act(async () => undefined)
    observer.disconnect()

    expect(loadedIcuFormatter()).toBeDefined()
    expect(rendered.container.textContent).toBe('Sent 1 ETH+1,234 more')
    expect(seen.length).toBeGreaterThan(0)
    expect(seen.filter((text) => text.includes('{') || text.includes('#'))).toEqual([])
  })

  it('shows plain texts at once, without waiting for anything', async () => {
    const hatch = createUiTestHatch()
    const value = { hatch, translator: createIcuTranslator('en', en), views: createViewComponentCache(hatch.views) }
    const rendered = await renderInDom(
      <HatchReactContext.Provider value={value}>
        <Suspense fallback={<p>Loading…</p>}>
          <Plain />
        </Suspense>
      </HatchReactContext.Provider>,
    )
    cleanups.push(rendered.unmount)
    expect(rendered.container.textContent).toBe('Sent 1 ETH')
  })
})
