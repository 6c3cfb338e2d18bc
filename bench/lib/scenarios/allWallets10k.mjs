// Issue 18: "AllWallets with a 10,000-wallet catalogue keeps the DOM bounded and shows search
// results within one frame of the reply". One fresh load of the full host under a project whose
// sandbox catalogue holds 10,000 wallets: open the modal, All Wallets, scroll the list through to
// its end (the list loads page after page of 40), then search a wallet by name.
import { openFreshPage } from '../freshBrowser.mjs'
import { scenarioProbe } from '../scenarioProbe.mjs'
import { median } from '../stats.mjs'
import { frameStats } from './frameStats.mjs'

/** Scroll per frame (px): 24,000 px/s at 60 Hz, a fast fling kept up; faster than a page of 40 (960 px) arrives. */
const SCROLL_STEP_PX = 400
/** At the bottom, how long to wait for the next page before calling it the end. */
const END_WAIT_MS = 3000

/** Median interval between page requests over the first and the last 50 pages. */
function pacing(pages) {
  const starts = pages.map((p) => p.start)
  const gaps = starts.slice(1).map((t, i) => t - starts[i])
  return { first50: median(gaps.slice(0, 50)), last50: median(gaps.slice(-50)) }
}

/**
 * @param {{ url: string, initScript: string, searchName: string }} options
 */
export async function measureAllWallets({ url, initScript, searchName }) {
  const { ctx, page, remote, pageErrors, close } = await openFreshPage({ initScripts: [initScript, [scenarioProbe, null]] })
  try {
    const cdp = await ctx.newCDPSession(page)
    await cdp.send('Performance.enable')
    const nodes = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'Nodes')?.value ?? null
    await page.goto(url)
    await page.getByRole('button', { name: 'Connect Wallet' }).click({ timeout: 60_000 })
    await page.evaluate(() => window.__scenario.watch('firstTile', { sel: '[data-testid="hatch-wallet-scroll"] [data-testid="hatch-wallet-tile"]' }))
    await page.getByRole('button', { name: 'All Wallets' }).click()
    await page.waitForFunction(() => window.__scenario.t.firstTile !== undefined, null, { timeout: 30_000, polling: 50 })
    const opened = await page.evaluate(() => window.__scenario.t)

    // Live DOM nodes of the whole page after a forced GC (detached tiles awaiting collection would count otherwise).
    const nodesAfterGc = async () => {
      await cdp.send('HeapProfiler.collectGarbage')
      return nodes()
    }
    const nodesAtStart = await nodesAfterGc()
    const scrollStarted = Date.now()
    // Driven from inside the page, one step per frame (a steady fast scroll, no round trips to Node
    // between frames): at the bottom it waits for the next page; no new page for END_WAIT_MS = the end.
    const { ended, endAt } = await page.evaluate(
      ({ step, endWaitMs }) =>
        new Promise((resolve) => {
          const S = window.__scenario
          const list = S.deepAll('[role="list"][aria-label="Wallets"]')[0]
          S.frames = []
          S.recording = true
          let height = list.scrollHeight
          let bottomSince
          const deadline = performance.now() + 300_000
          const tick = () => {
            const now = performance.now()
            if (now > deadline) return resolve({ ended: false, endAt: now })
            if (list.scrollHeight > height) {
              height = list.scrollHeight
              bottomSince = undefined
            }
            if (list.scrollTop + list.clientHeight >= list.scrollHeight - 2) {
              bottomSince ??= now
              if (now - bottomSince > endWaitMs) return resolve({ ended: true, endAt: bottomSince })
            } else list.scrollTop += step
            requestAnimationFrame(tick)
          }
          requestAnimationFrame(tick)
        }),
      { step: SCROLL_STEP_PX, endWaitMs: END_WAIT_MS },
    )
    const scrollMs = Date.now() - scrollStarted - END_WAIT_MS
    await page.evaluate(() => (window.__scenario.recording = false))
    const nodesAtEnd = await nodesAfterGc()
    const scroll = await page.evaluate((endAt) => {
      const S = window.__scenario
      const list = S.deepAll('[role="list"][aria-label="Wallets"]')[0]
      const tiles = [...list.querySelectorAll('[data-testid="hatch-wallet-tile"]')]
      const bottom = tiles.sort(
        (a, b) => b.getBoundingClientRect().bottom - a.getBoundingClientRect().bottom || b.getBoundingClientRect().right - a.getBoundingClientRect().right,
      )[0]
      const pages = performance.getEntriesByType('resource').filter((e) => {
        const u = new URL(e.name)
        return u.pathname === '/getWallets' && u.searchParams.get('entries') === '40' && !u.searchParams.has('search')
      })
      return {
        // The frames of the scroll, without the final wait that found no next page.
        frames: S.frames.filter((f) => f <= endAt),
        modalMax: { ...S.modalMax },
        lastTile: bottom?.getAttribute('aria-label') ?? null,
        pages: pages.map((e) => ({ start: e.startTime, end: e.responseEnd })),
        // Wallet images share the catalogue's origin (and its connections) with the pages.
        images: performance
          .getEntriesByType('resource')
          .filter((e) => new URL(e.name).pathname.startsWith('/getWalletImage/'))
          .map((e) => e.responseEnd - e.startTime),
        rows: Math.round(list.scrollHeight / 96),
      }
    }, endAt)

    // Search: the reply's end (Resource Timing) to the first frame showing the wallet in the results.
    await page.evaluate((name) => {
      const S = window.__scenario
      S.frames = []
      S.recording = true
      S.watch('searchResult', { sel: '[role="list"][aria-label="Search results"] [data-testid="hatch-wallet-tile"]', label: name })
    }, searchName)
    await page.getByRole('searchbox', { name: 'Search wallets' }).click()
    await page.keyboard.type(searchName)
    await page.waitForFunction(() => window.__scenario.t.searchResult !== undefined, null, { timeout: 30_000, polling: 50 })
    const search = await page.evaluate(() => {
      const S = window.__scenario
      S.recording = false
      // The reply that brought the results: the last search answered before they showed.
      const reply = performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname === '/getWallets' && new URL(e.name).searchParams.has('search') && e.responseEnd <= S.t.searchResult)
        .at(-1)
      return {
        t: S.t,
        frames: S.frames,
        reply: reply ? { start: reply.startTime, end: reply.responseEnd, query: new URL(reply.name).searchParams.get('search') } : null,
      }
    })
    const shownAt = search.t.searchResult
    const replyEnd = search.reply?.end ?? null
    const intervals = frameStats(scroll.frames)
    return {
      ok: ended && replyEnd !== null,
      openToFirstTileMs: opened.firstTile - opened.lastClick,
      scroll: {
        reachedEnd: ended,
        ms: scrollMs,
        pagesLoaded: scroll.pages.length,
        // How long the wheel took per page at the start and at the end of the list (ms between page requests).
        msPerPage: pacing(scroll.pages),
        serviceMsPerPage: median(scroll.pages.map((p) => p.end - p.start)),
        images: { requests: scroll.images.length, medianMs: median(scroll.images) },
        rows: scroll.rows,
        lastTile: scroll.lastTile,
        maxModalElements: scroll.modalMax.elements,
        maxTiles: scroll.modalMax.tiles,
        documentNodes: { atStart: nodesAtStart, atEnd: nodesAtEnd },
        frames: intervals,
      },
      search: {
        name: searchName,
        query: search.reply?.query ?? null,
        typedToRequestMs: search.reply ? search.reply.start - search.t.lastInput : null,
        serviceMs: search.reply ? search.reply.end - search.reply.start : null,
        replyToShownMs: replyEnd !== null ? shownAt - replyEnd : null,
        // Frames (rAF callbacks) after the reply up to the one that found the results: 1 = the very next frame.
        framesAfterReply: replyEnd !== null ? search.frames.filter((f) => f > replyEnd && f <= shownAt).length : null,
      },
      remote,
      pageErrors,
    }
  } finally {
    await close()
  }
}
