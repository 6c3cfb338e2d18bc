// Memory after open/close cycles (issue 32: the rivals run the same scenario): one fresh load, the
// modal opened (first wallet row visible) and closed (Escape; the row gone) once to load its code,
// then live DOM nodes and JS heap after a forced GC; `cycles` more open/close rounds; the same
// figures again. What stays per cycle is what a visitor's page keeps each time the modal closes.
import { openFreshPage } from './freshBrowser.mjs'
import { probe } from './probe.mjs'

const STEP_TIMEOUT_MS = 15_000

/**
 * @param {{ url: string, selectors: Parameters<typeof probe>[0], initScript?: string, cycles: number, idleMs?: number }} options
 */
export async function measureOpenClose({ url, selectors, initScript, cycles, idleMs = 3000 }) {
  const { ctx, page, remote, pageErrors, close } = await openFreshPage({
    initScripts: [...(initScript ? [initScript] : []), [probe, { ...selectors, stableFrames: 1 }]],
  })
  try {
    const cdp = await ctx.newCDPSession(page)
    await cdp.send('Performance.enable')
    const measure = async () => {
      await cdp.send('HeapProfiler.collectGarbage')
      const m = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((x) => [x.name, x.value]))
      return { nodes: m.Nodes, heapMB: m.JSHeapUsedSize / 2 ** 20, listeners: m.JSEventListeners }
    }
    const openAndClose = async (round) => {
      const button = await page.waitForFunction(() => window.__bench.findButton(), null, { timeout: STEP_TIMEOUT_MS, polling: 50 })
      await button.asElement().click()
      await page
        .waitForFunction(() => Boolean(window.__bench.findRow()), null, { timeout: STEP_TIMEOUT_MS, polling: 50 })
        .catch(() => Promise.reject(new Error(`cycle ${round}: no wallet row within ${STEP_TIMEOUT_MS} ms of the click`)))
      await page.keyboard.press('Escape')
      await page
        .waitForFunction(() => !window.__bench.findRow(), null, { timeout: STEP_TIMEOUT_MS, polling: 50 })
        .catch(() => Promise.reject(new Error(`cycle ${round}: Escape did not close the modal within ${STEP_TIMEOUT_MS} ms`)))
    }
    await page.goto(url, { waitUntil: 'commit' })
    await page.waitForFunction(() => window.__bench.t.buttonVisible !== undefined, null, { timeout: 60_000, polling: 50 })
    await page.waitForLoadState('load')
    await page.waitForTimeout(idleMs)
    await openAndClose(0)
    await page.waitForTimeout(1000)
    const start = await measure()
    const started = Date.now()
    for (let round = 1; round <= cycles; round++) await openAndClose(round)
    const ms = Date.now() - started
    await page.waitForTimeout(1000)
    const end = await measure()
    return {
      ok: true,
      cycles,
      msPerCycle: ms / cycles,
      start,
      end,
      nodesPerCycle: (end.nodes - start.nodes) / cycles,
      heapGrowthMB: end.heapMB - start.heapMB,
      listenersPerCycle: (end.listeners - start.listeners) / cycles,
      remote,
      pageErrors,
    }
  } finally {
    await close()
  }
}
