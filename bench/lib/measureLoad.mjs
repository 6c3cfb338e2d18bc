// One fresh page load in Debian Chromium (new browser process, new --user-data-dir: cold cache, no
// storage), measured like ../shared/bench/anchors/scripts/measure-runtime.mjs: button visible,
// idle, forced GC, click, first wallet row visible / settled, heap and DOM nodes with the modal open.
// Beside the same-origin JS it counts every byte of the load (bench/lib/everyByte.mjs), and for a
// page that names its Connect methods it checks that the Connect view shows every one of them.
import { countEveryByte } from './everyByte.mjs'
import { openFreshPage } from './freshBrowser.mjs'
import { probe } from './probe.mjs'

export { CHROME_ARGS, CHROMIUM } from './freshBrowser.mjs'
/**
 * Idle between the page's load and the click: lazy start-up work (prefetches, telemetry) settles,
 * and the every-byte totals cover it (issue 32: "10 s of idle"). The anchors idled 3 s (`--idle-ms 3000`).
 */
export const IDLE_MS = 10_000
export const STABLE_FRAMES = 5
/**
 * How long the pointer rests on the button before the click, as a visitor's does: the time from
 * reaching a target to pressing it is rarely under 100 ms (instant.page's measurements put the
 * median hover before a click near 300 ms). Hatch starts its instance and loads the modal on that
 * hover; a page that does nothing on hover (the rivals) is unaffected. `hoverMs: 0` clicks at once.
 */
export const HOVER_MS = 100
/** How long the Connect view may take to show every method after the first wallet row (the secure frame loads). */
const METHODS_TIMEOUT_MS = 20_000
/** Texts a Connect method shows when its code or its service failed to load. */
const LOAD_FAILURE = /could not be loaded|Unable to load/i

/**
 * Checks that the open Connect view shows every method: each button by its accessible name, and no
 * load-failure text. Resolves with what is missing (empty when all is there).
 * @param {import('playwright-core').Page} page
 * @param {{ buttons: string[] }} methods
 */
async function missingMethods(page, methods) {
  const dialog = page.getByRole('dialog')
  const missing = []
  const deadline = Date.now() + METHODS_TIMEOUT_MS
  for (const name of methods.buttons) {
    const shown = await dialog
      .getByRole('button', { name, exact: true })
      .first()
      .waitFor({ state: 'visible', timeout: Math.max(1, deadline - Date.now()) })
      .then(
        () => true,
        () => false,
      )
    if (!shown) missing.push(`button "${name}"`)
  }
  const failures = await dialog.getByText(LOAD_FAILURE).allTextContents()
  for (const text of failures) missing.push(`"${text.trim()}"`)
  return missing
}

/**
 * Total blocking time of the long tasks running between `from` and `to` (ms since navigation; the
 * click's own task starts just before the click is recorded): each task's time over 50 ms, as
 * Lighthouse counts it.
 * @param {{ start: number, duration: number }[]} tasks
 * @param {number} from
 * @param {number} to
 */
export function blockingTime(tasks, from, to) {
  return tasks.filter((t) => t.start + t.duration >= from && t.start <= to).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0)
}

/**
 * @param {{ url: string, selectors: Parameters<typeof probe>[0], gzipByPath: Record<string, number>, initScript?: string, cpuRate?: number, idleMs?: number, methods?: { buttons: string[] } }} page
 *   `cpuRate`: CDP CPU throttling for the whole load (4: the anchors' 4x pass); `methods`: the
 *   Connect methods the page registers (checked after the measurement, on unthrottled loads).
 */
export async function measureLoad({ url, selectors, gzipByPath, initScript, cpuRate = 1, idleMs = IDLE_MS, hoverMs = HOVER_MS, methods }) {
  const { ctx, page, remote, consoleErrors, pageErrors, close } = await openFreshPage({
    initScripts: [...(initScript ? [initScript] : []), [probe, { ...selectors, stableFrames: STABLE_FRAMES }]],
  })
  try {
    const cdp = await ctx.newCDPSession(page)
    await cdp.send('Performance.enable')
    if (cpuRate !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate })
    const metrics = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]))
    const bytes = countEveryByte(ctx, new URL(url).origin)

    await page.goto(url, { waitUntil: 'commit' })
    await page.waitForFunction(() => window.__bench.t.buttonVisible !== undefined, null, { timeout: 60_000, polling: 50 })
    await page.waitForLoadState('load')
    await page.waitForTimeout(idleMs)
    await cdp.send('HeapProfiler.collectGarbage')
    const before = await metrics()
    await page.evaluate(() => {
      window.__bench.phase = 'modal'
    })
    const button = await page.evaluateHandle(() => window.__bench.findButton())
    // The pointer reaches the button (t.intent), rests there for `hoverMs`, then clicks.
    bytes.mark('intent')
    await page.evaluate(() => {
      window.__bench.t.intent = performance.now()
    })
    await button.asElement().hover()
    if (hoverMs > 0) await page.waitForTimeout(hoverMs)
    bytes.mark('afterClick')
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
      longTasks: window.__bench.longTasks ?? [],
      js: performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).origin === location.origin && new URL(e.name).pathname.endsWith('.js'))
        .map((e) => ({ path: new URL(e.name).pathname.slice(1), start: e.startTime, end: e.responseEnd })),
    }))
    const gz = (list) => list.reduce((s, r) => s + (gzipByPath[r.path] ?? 0), 0)
    const beforeButton = p.js.filter((r) => r.end <= p.t.buttonVisible)
    const atRest = p.js.filter((r) => r.start < p.t.intent)
    const beforeClick = p.js.filter((r) => r.start < p.t.click)
    const afterClick = p.js.filter((r) => r.start >= p.t.click)
    const unknown = p.js.filter((r) => gzipByPath[r.path] === undefined).map((r) => r.path)
    if (cpuRate !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    const missing = methods && listed ? await missingMethods(page, methods) : []
    const everyByte = await bytes.totals()
    return {
      // A full host whose Connect view lacks a method it registered fails the load (issue 32).
      ok: listed && p.t.rowVisible !== undefined && missing.length === 0,
      ...(methods ? { connectMethods: { expected: methods.buttons, missing } } : {}),
      ...(missing.length ? { error: `the Connect view lacks ${missing.join(', ')}` } : {}),
      cpuRate,
      idleMs,
      hoverMs,
      everyByte,
      ms: {
        buttonVisible: p.t.buttonVisible,
        clickToRowVisible: p.t.rowVisible !== undefined ? p.t.rowVisible - p.t.click : null,
        clickToRowSettled: p.t.rowSettled !== undefined ? p.t.rowSettled - p.t.click : null,
        blockingWhileOpening: p.t.rowSettled !== undefined ? blockingTime(p.longTasks, p.t.click, p.t.rowSettled) : null,
      },
      js: {
        beforeButton: { files: beforeButton.map((r) => r.path), gzip: gz(beforeButton) },
        atRest: { files: atRest.map((r) => r.path), gzip: gz(atRest) },
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
