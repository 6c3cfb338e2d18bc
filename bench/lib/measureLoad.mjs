// One fresh page load in Debian Chromium (new browser process, new --user-data-dir: cold cache, no
// storage), measured like ../shared/bench/anchors/scripts/measure-runtime.mjs: button visible,
// idle, forced GC, click, first wallet row visible / settled, heap and DOM nodes with the modal open.
import { openFreshPage } from './freshBrowser.mjs'
import { probe } from './probe.mjs'

export { CHROME_ARGS, CHROMIUM } from './freshBrowser.mjs'
/** As the anchors: let lazy start-up work settle before the click. */
export const IDLE_MS = 3000
export const STABLE_FRAMES = 5

/**
 * @param {{ url: string, selectors: Parameters<typeof probe>[0], gzipByPath: Record<string, number>, initScript?: string }} page
 */
export async function measureLoad({ url, selectors, gzipByPath, initScript }) {
  const { ctx, page, remote, consoleErrors, pageErrors, close } = await openFreshPage({
    initScripts: [...(initScript ? [initScript] : []), [probe, { ...selectors, stableFrames: STABLE_FRAMES }]],
  })
  try {
    const cdp = await ctx.newCDPSession(page)
    await cdp.send('Performance.enable')
    const metrics = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]))

    await page.goto(url, { waitUntil: 'commit' })
    await page.waitForFunction(() => window.__bench.t.buttonVisible !== undefined, null, { timeout: 60_000, polling: 50 })
    await page.waitForLoadState('load')
    await page.waitForTimeout(IDLE_MS)
    await cdp.send('HeapProfiler.collectGarbage')
    const before = await metrics()
    await page.evaluate(() => {
      window.__bench.phase = 'modal'
    })
    const button = await page.evaluateHandle(() => window.__bench.findButton())
    await button.asElement().click()
    const listed = await page
      .waitForFunction(() => window.__bench.t.rowSettled !== undefined, null, { timeout: 30_000, polling: 50 })
      .then(
        () => true,
        () => false,
      )
    await page.waitForTimeout(1000)
    const after = await metrics()
    await cdp.send('HeapProfiler.collectGarbage')
    const afterGc = await metrics()
    const p = await page.evaluate(() => ({
      t: window.__bench.t,
      js: performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).origin === location.origin && new URL(e.name).pathname.endsWith('.js'))
        .map((e) => ({ path: new URL(e.name).pathname.slice(1), start: e.startTime, end: e.responseEnd })),
    }))
    const gz = (list) => list.reduce((s, r) => s + (gzipByPath[r.path] ?? 0), 0)
    const beforeButton = p.js.filter((r) => r.end <= p.t.buttonVisible)
    const beforeClick = p.js.filter((r) => r.start < p.t.click)
    const afterClick = p.js.filter((r) => r.start >= p.t.click)
    const unknown = p.js.filter((r) => gzipByPath[r.path] === undefined).map((r) => r.path)
    return {
      ok: listed && p.t.rowVisible !== undefined,
      ms: {
        buttonVisible: p.t.buttonVisible,
        clickToRowVisible: p.t.rowVisible !== undefined ? p.t.rowVisible - p.t.click : null,
        clickToRowSettled: p.t.rowSettled !== undefined ? p.t.rowSettled - p.t.click : null,
      },
      js: {
        beforeButton: { files: beforeButton.map((r) => r.path), gzip: gz(beforeButton) },
        beforeClick: { files: beforeClick.map((r) => r.path), gzip: gz(beforeClick) },
        afterClick: { files: afterClick.map((r) => r.path), gzip: gz(afterClick) },
        notInBuild: unknown,
      },
      heapMB: {
        beforeClickAfterGc: before.JSHeapUsedSize / 2 ** 20,
        modalOpen: after.JSHeapUsedSize / 2 ** 20,
        modalOpenAfterGc: afterGc.JSHeapUsedSize / 2 ** 20,
      },
      domNodesModalOpen: after.Nodes,
      remote,
      consoleErrors,
      pageErrors,
    }
  } finally {
    await close()
  }
}
