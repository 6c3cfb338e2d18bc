// One fresh page load in Debian Chromium (new browser process, new --user-data-dir: cold cache, no
// storage), measured like ../shared/bench/anchors/scripts/measure-runtime.mjs: button visible,
// idle, forced GC, click, first wallet row visible / settled, heap and DOM nodes with the modal open.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { probe } from './probe.mjs'

export const CHROMIUM = '/usr/bin/chromium'
export const CHROME_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Nothing can leave the machine even if a request slipped past the route below.
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
]
/** As the anchors: let lazy start-up work settle before the click. */
export const IDLE_MS = 3000
export const STABLE_FRAMES = 5

const isLocal = (url) => {
  try {
    return new URL(url).hostname === '127.0.0.1'
  } catch {
    return false
  }
}

/**
 * @param {{ url: string, selectors: Parameters<typeof probe>[0], gzipByPath: Record<string, number>, initScript?: string }} page
 */
export async function measureLoad({ url, selectors, gzipByPath, initScript }) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'hatch-bench-udd-'))
  const ctx = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROME_ARGS,
    viewport: { width: 1280, height: 800 },
  })
  const remote = []
  const consoleErrors = []
  const pageErrors = []
  try {
    await ctx.route(
      (u) => !isLocal(u.href),
      (route) => {
        remote.push(`${route.request().method()} ${route.request().url()}`)
        return route.abort('internetdisconnected')
      },
    )
    await ctx.routeWebSocket(
      (u) => !isLocal(u.href),
      (ws) => {
        remote.push(`WS ${ws.url()}`)
        ws.close()
      },
    )
    const page = ctx.pages()[0] ?? (await ctx.newPage())
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text().slice(0, 300))
    })
    page.on('pageerror', (e) => pageErrors.push(String(e).slice(0, 300)))
    if (initScript) await page.addInitScript(initScript)
    await page.addInitScript(probe, { ...selectors, stableFrames: STABLE_FRAMES })
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
    await ctx.close().catch(() => {})
    rmSync(userDataDir, { recursive: true, force: true })
  }
}
