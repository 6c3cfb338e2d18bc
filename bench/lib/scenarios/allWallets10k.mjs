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
/**
 * At the bottom with no new page for this long and the last wallet not on screen: the list is stuck
 * (the run fails). The end is the catalogue's last wallet on screen, never a quiet moment.
 */
const STUCK_MS = 15_000

/** Median interval between page requests over the first and the last 50 pages. */
function pacing(pages) {
  const starts = pages.map((p) => p.start)
  const gaps = starts.slice(1).map((t, i) => t - starts[i])
  return { first50: median(gaps.slice(0, 50)), last50: median(gaps.slice(-50)) }
}

/**
 * @param {{ url: string, initScript: string, searchName: string, lastWalletFor: (firstPageQuery: URLSearchParams) => string }} options
 *   `lastWalletFor`: the name of the last wallet the list must end with, from the query of the
 *   list's first page request (its filters) and the sandbox's catalogue.
 */
export async function measureAllWallets({ url, initScript, searchName, lastWalletFor }) {
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
    // The wallet the list must end with: the last of the catalogue under the filters the page asked for.
    const firstPage = await page.evaluate(
      () =>
        performance.getEntriesByType('resource').find((e) => {
          const u = new URL(e.name)
          // The list's own pages (40 each), not the recommended or featured requests before them.
          return u.pathname === '/getWallets' && u.searchParams.get('entries') === '40' && !u.searchParams.has('search')
        })?.name ?? null,
    )
    if (!firstPage) throw new Error('allwallets-10k: the list made no /getWallets request')
    const expectedLast = lastWalletFor(new URL(firstPage).searchParams)
    const scrollStarted = Date.now()
    // Driven from inside the page, one step per frame (a steady fast scroll, no round trips to Node
    // between frames). It ends when the expected last wallet's tile is on screen (inside the list's
    // visible box); at the bottom with no new page and that tile nowhere for STUCK_MS, it gives up,
    // and so it does after 10 minutes (a loaded machine paced 1.2 s a page: 250 pages took over 5).
    const { ended, endAt, stuck } = await page.evaluate(
      ({ step, stuckMs, last }) =>
        new Promise((resolve) => {
          const S = window.__scenario
          const list = S.deepAll('[role="list"][aria-label="Wallets"]')[0]
          S.frames = []
          S.recording = true
          let height = list.scrollHeight
          let bottomSince
          const deadline = performance.now() + 600_000
          const lastOnScreen = () => {
            const box = list.getBoundingClientRect()
            return [...list.querySelectorAll('[data-testid="hatch-wallet-tile"]')].some((tile) => {
              const label = tile.getAttribute('aria-label') ?? ''
              if (label !== last && !label.startsWith(`${last} `)) return false
              const r = tile.getBoundingClientRect()
              return r.height > 0 && r.top >= box.top - 1 && r.bottom <= box.bottom + 1
            })
          }
          const tick = () => {
            const now = performance.now()
            if (lastOnScreen()) return resolve({ ended: true, endAt: now, stuck: false })
            if (now > deadline) return resolve({ ended: false, endAt: now, stuck: false })
            if (list.scrollHeight > height) {
              height = list.scrollHeight
              bottomSince = undefined
            }
            if (list.scrollTop + list.clientHeight >= list.scrollHeight - 2) {
              bottomSince ??= now
              if (now - bottomSince > stuckMs) return resolve({ ended: false, endAt: bottomSince, stuck: true })
            } else list.scrollTop += step
            requestAnimationFrame(tick)
          }
          requestAnimationFrame(tick)
        }),
      { step: SCROLL_STEP_PX, stuckMs: STUCK_MS, last: expectedLast },
    )
    const scrollMs = Date.now() - scrollStarted - (stuck ? STUCK_MS : 0)
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
      ...(ended
        ? {}
        : {
            error: `the list never showed the catalogue's last wallet "${expectedLast}" (${stuck ? `stuck at the bottom for ${STUCK_MS} ms` : 'still scrolling after 10 minutes'})`,
          }),
      openToFirstTileMs: opened.firstTile - opened.lastClick,
      scroll: {
        reachedEnd: ended,
        expectedLast,
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
