// Issue 32 item 1: "no fixed waits". Fresh loads of the full host (every plugin, five adapters with
// embedded()) on the sandbox, 1× CPU: open the modal, wait for its first wallet row and SETTLE_MS
// more (a visitor reads the list before choosing), then a real Playwright click (the mouse moves
// onto the row, so its hover intent fires just before the press, as a fast visitor's would) on
//   - the "All Wallets" row → the first frame where a wallet tile of the list is visible;
//   - the "WalletConnect" row → the first frame where the pairing QR code is visible.
// Each time runs from the page's own click event (capture listener) to that frame, as probe.mjs
// times click → first row. One fresh Chromium per view and run (cold cache, empty storage), so the
// view's chunk and first data request are not served from an earlier visit. Resource Timing splits
// the time: when the view's first request started and ended, relative to the click.
import { openFreshPage } from '../freshBrowser.mjs'
import { scenarioProbe } from '../scenarioProbe.mjs'

const SETTLE_MS = 1000

/** What each measured view waits for, and how its first data request is recognised. */
export const VIEW_TRANSITIONS = {
  allWallets: {
    row: 'All Wallets',
    shown: { sel: '[data-testid="hatch-wallet-scroll"] [data-testid="hatch-wallet-tile"]' },
    // The catalogue's getWallets requests (recommended, featured, the first page).
    request: (url) => new URL(url).pathname === '/getWallets',
  },
  walletConnect: {
    row: 'WalletConnect',
    shown: { sel: '[data-testid="hatch-walletconnect-qr"]' },
    // The runtime's code: a script fetched after the click (the relay is a WebSocket, not in Resource Timing).
    request: (url) => /\.js(\?|$)/.test(url),
  },
}

/**
 * One fresh load: the modal, then one click on `view`'s row.
 * @param {{ url: string, initScript: string, view: keyof typeof VIEW_TRANSITIONS }} options
 */
export async function measureViewTransition({ url, initScript, view }) {
  const spec = VIEW_TRANSITIONS[view]
  const { page, remote, pageErrors, close } = await openFreshPage({ initScripts: [initScript, [scenarioProbe, null]] })
  // WebSockets (the WalletConnect relay) are not in Resource Timing: their open and frames are
  // noted here on the wall clock, and put beside the click's (performance.timeOrigin + its time).
  // Playwright hears of them late (tens of ms on a loaded machine): an order, not a timing.
  const sockets = []
  page.on('websocket', (ws) => {
    const at = Date.now()
    const entry = { url: ws.url().replace(/\?.*/, ''), opened: at, frames: [] }
    sockets.push(entry)
    ws.on('framesent', () => entry.frames.push(['sent', Date.now()]))
    ws.on('framereceived', () => entry.frames.push(['received', Date.now()]))
  })
  try {
    await page.goto(url)
    await page.getByRole('button', { name: 'Connect Wallet' }).click({ timeout: 60_000 })
    const row = page.getByRole('dialog').getByRole('button', { name: spec.row, exact: true })
    await row.waitFor({ timeout: 30_000 })
    await page.waitForTimeout(SETTLE_MS)
    await page.evaluate((cfg) => window.__scenario.watch('shown', cfg), spec.shown)
    const before = await page.evaluate(() => performance.now())
    await row.click()
    await page.waitForFunction(() => window.__scenario.t.shown !== undefined, null, { timeout: 30_000, polling: 50 })
    const t = await page.evaluate(() => ({ ...window.__scenario.t, origin: performance.timeOrigin }))
    const clickAt = t.origin + t.lastClick
    const entries = await page.evaluate(
      (after) =>
        performance
          .getEntriesByType('resource')
          .concat(performance.getEntriesByType('mark'))
          .filter((e) => e.startTime >= after)
          .map((e) => ({ name: e.entryType === 'mark' ? `mark ${e.name}` : e.name, start: e.startTime, end: e.responseEnd ?? e.startTime })),
      before,
    )
    entries.sort((a, b) => a.start - b.start)
    const requests = entries.filter((e) => !e.name.startsWith('mark ') && spec.request(e.name))
    const first = requests[0]
    const ms = t.shown - t.lastClick
    return {
      ok: Number.isFinite(ms) && ms >= 0,
      view,
      ms,
      // Negative: the request started before the click (on the row's hover or focus intent).
      firstRequestStartMs: first ? first.start - t.lastClick : null,
      firstRequestEndMs: first ? first.end - t.lastClick : null,
      requestsAfterIntent: requests.length,
      scriptsAfterIntent: entries.filter((e) => !e.name.startsWith('mark ') && /\.js(\?|$)/.test(e.name)).length,
      // Every request from the intent on (ms from the click), for latest.json: what the time was spent
      // on; performance marks a build may set (`mark <name>`) are listed with them.
      timeline: entries.map((e) => ({
        name: e.name.replace(/^https?:\/\/[^/]+/, ''),
        start: +(e.start - t.lastClick).toFixed(1),
        end: +(e.end - t.lastClick).toFixed(1),
      })),
      sockets: sockets
        .filter((ws) => ws.opened >= clickAt - 1000)
        .map((ws) => ({
          url: ws.url,
          opened: ws.opened - clickAt,
          frames: ws.frames.filter(([, at]) => at <= clickAt + ms + 50).map(([kind, at]) => [kind, at - clickAt]),
        })),
      remote,
      pageErrors,
    }
  } finally {
    await close()
  }
}
