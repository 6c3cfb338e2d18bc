// The measurements issue 18 asks for beyond the page loads: AllWallets with 10,000 wallets, the
// embedded wallet's frame (bytes and time to ready), open → Account with balances, and the swap
// quote latency. Each runs `runs` fresh Chromium loads against the bench's sandbox; the results
// are summarised (medians, min–max) for the printout and bench/results/latest.json.
import { readFileSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { median, NOISY_LOAD } from '../stats.mjs'
import { measureAccountAndSwap } from './accountAndSwap.mjs'
import { measureAllWallets } from './allWallets10k.mjs'
import { frameBytes, measureFirstSignature, measureFrameReady } from './embeddedFrame.mjs'
import { measureViewTransition, VIEW_TRANSITIONS } from './viewTransitions.mjs'

/** Scenario names for `--scenarios`. */
export const SCENARIOS = ['allwallets-10k', 'embedded-frame', 'account-swap', 'view-transitions']
/** Fresh loads per scenario unless `--scenario-runs` says otherwise: one scroll through 250 pages already samples thousands of frames. */
export const DEFAULT_SCENARIO_RUNS = { 'allwallets-10k': 1, 'embedded-frame': 3, 'account-swap': 3, 'view-transitions': 5 }

/** The project whose sandbox catalogue holds {@link CATALOGUE_SIZE} wallets (other projects keep 520). */
export const LARGE_CATALOGUE_PROJECT = 'hatch-bench-10k'
export const CATALOGUE_SIZE = 10_000
/** Issue 32 item 4: the frame's READY message within this many ms of the iframe's insertion, on the sandbox. */
export const FRAME_READY_TARGET_MS = 100

/** Amounts of ETH typed into Swap, one quote each. */
export const SWAP_AMOUNTS = ['0.5', '0.25']

/** Writes `file` next to the built index.html, with `config` as the page's runtime config. */
function pageWithConfig(dist, file, config) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  const json = JSON.stringify(config).replace(/</g, '\\u003c')
  const out = html.replace(/(<script type="application\/json" id="bench-config">)[\s\S]*?(<\/script>)/, (_, open, close) => `${open}${json}${close}`)
  if (out === html && !html.includes(json)) throw new Error(`bench: ${dist}/index.html has no bench-config block`)
  writeFileSync(join(dist, file), out)
  return file
}

const range = (values) => {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x))
  return v.length ? { median: median(v), min: Math.min(...v), max: Math.max(...v) } : { median: null, min: null, max: null }
}

/**
 * @param {{ names: string[], runs?: number, bench: Awaited<ReturnType<typeof import('../sandboxPage.mjs').startBenchSandbox>>, full: { dist: string, url: string }, frame?: { dist: string, url: string }, log: (line: string) => void }} options
 */
export async function runScenarios({ names, runs: runsFlag, bench, full, frame, log }) {
  const runsOf = (name) => runsFlag ?? DEFAULT_SCENARIO_RUNS[name]
  const { sandbox, info, config } = bench
  const results = {}
  const approve = await bench.walletInitScript('approve')

  if (names.includes('allwallets-10k')) {
    sandbox.setProject(LARGE_CATALOGUE_PROJECT)
    sandbox.control.setCatalogueSize(LARGE_CATALOGUE_PROJECT, CATALOGUE_SIZE)
    const file = pageWithConfig(full.dist, 'allwallets-10k.html', { ...config, projectId: LARGE_CATALOGUE_PROJECT })
    // A wallet deep in the catalogue that every list rule keeps (with WalletConnect registered, linkless wallets drop out).
    const wallets = sandbox.control.catalogue.walletsFor(LARGE_CATALOGUE_PROJECT)
    const target = wallets.slice(7_777).find((w) => w.mobile_link || w.desktop_link || w.webapp_link)
    // The catalogue service's filters (sandbox/catalogue/query.ts) as the page's first page asked for
    // them, then the list's rule on a desktop with WalletConnect registered (a wallet without any link
    // drops out): the name of the last tile the list must show.
    const lastWalletFor = (query) => {
      const ids = (key) => (query.get(key) ?? '').split(',').filter(Boolean)
      const include = ids('include')
      const exclude = new Set(ids('exclude'))
      const chains = ids('chains')
      const badge = query.get('badge_type')
      const kept = wallets.filter(
        (w) =>
          (!include.length || include.includes(w.id)) &&
          !exclude.has(w.id) &&
          (!chains.length || chains.some((c) => w.chains.includes(c))) &&
          (!badge || w.badge_type === badge) &&
          (w.mobile_link || w.desktop_link || w.webapp_link),
      )
      if (!kept.length) throw new Error(`allwallets-10k: no wallet of the catalogue passes the page's filters (${query})`)
      return kept.at(-1).name
    }
    const list = []
    for (let i = 0; i < runsOf('allwallets-10k'); i++) {
      const loadAverage = loadavg()[0]
      let r
      try {
        r = await measureAllWallets({ url: full.url + file, initScript: bench.initScript, searchName: target.name, lastWalletFor })
      } catch (e) {
        r = { ok: false, error: String(e).slice(0, 500) }
      }
      r.loadAverage = loadAverage
      list.push(r)
      log(
        `loadavg=${loadAverage.toFixed(2)}${loadAverage > NOISY_LOAD ? ' NOISY' : ''} allwallets-10k run ${i} ok=${r.ok}${r.error ? ` ERROR ${r.error}` : ''} open=${r.openToFirstTileMs?.toFixed(0)} scroll=${r.scroll?.ms}ms pages=${r.scroll?.pagesLoaded} last="${r.scroll?.lastTile}" expected last="${r.scroll?.expectedLast}"` +
          ` maxModalElements=${r.scroll?.maxModalElements} maxTiles=${r.scroll?.maxTiles} nodes start/end=${r.scroll?.documentNodes.atStart}/${r.scroll?.documentNodes.atEnd} ms/page first/last 50=${r.scroll?.msPerPage.first50?.toFixed(0)}/${r.scroll?.msPerPage.last50?.toFixed(0)} frames p50/p95/max=${r.scroll?.frames.medianMs?.toFixed(1)}/${r.scroll?.frames.p95Ms?.toFixed(1)}/${r.scroll?.frames.maxMs?.toFixed(1)}` +
          ` search reply→shown=${r.search?.replyToShownMs?.toFixed(1)}ms (${r.search?.framesAfterReply} frame(s)) service=${r.search?.serviceMs?.toFixed(1)}`,
      )
    }
    const ok = list.filter((r) => r.ok)
    results['allwallets-10k'] = {
      catalogueSize: CATALOGUE_SIZE,
      projectId: LARGE_CATALOGUE_PROJECT,
      searchName: target.name,
      okRuns: ok.length,
      runs: list.length,
      summary: {
        openToFirstTileMs: range(ok.map((r) => r.openToFirstTileMs)),
        scrollToEndMs: range(ok.map((r) => r.scroll.ms)),
        pagesLoaded: range(ok.map((r) => r.scroll.pagesLoaded)),
        maxModalElements: Math.max(0, ...ok.map((r) => r.scroll.maxModalElements)),
        maxTiles: Math.max(0, ...ok.map((r) => r.scroll.maxTiles)),
        documentNodesAtStart: range(ok.map((r) => r.scroll.documentNodes.atStart)),
        documentNodesAtEnd: range(ok.map((r) => r.scroll.documentNodes.atEnd)),
        msPerPageFirst50: range(ok.map((r) => r.scroll.msPerPage.first50)),
        msPerPageLast50: range(ok.map((r) => r.scroll.msPerPage.last50)),
        pageServiceMs: range(ok.map((r) => r.scroll.serviceMsPerPage)),
        imageRequests: range(ok.map((r) => r.scroll.images.requests)),
        imageMs: range(ok.map((r) => r.scroll.images.medianMs)),
        scrollFrameMedianMs: range(ok.map((r) => r.scroll.frames.medianMs)),
        scrollFrameP95Ms: range(ok.map((r) => r.scroll.frames.p95Ms)),
        scrollFrameMaxMs: range(ok.map((r) => r.scroll.frames.maxMs)),
        scrollLongFramesShare: range(ok.map((r) => r.scroll.frames.longFrames / Math.max(1, r.scroll.frames.frames - 1))),
        searchReplyToShownMs: range(ok.map((r) => r.search.replyToShownMs)),
        searchFramesAfterReply: range(ok.map((r) => r.search.framesAfterReply)),
        searchServiceMs: range(ok.map((r) => r.search.serviceMs)),
        searchTypedToRequestMs: range(ok.map((r) => r.search.typedToRequestMs)),
      },
      list,
    }
  }

  if (names.includes('embedded-frame')) {
    if (!frame || !info.urls.secureSite) throw new Error('bench: the embedded-frame scenario needs its page and the sandbox secure site')
    const bytes = await frameBytes(info.urls.secureSite, info.projectId)
    log(
      `embedded-frame bytes: ${bytes.files.map((f) => `${f.path.split('?')[0]} ${(f.gzip / 1024).toFixed(1)} KiB gz (${(f.raw / 1024).toFixed(1)} raw)`).join(', ')}`,
    )
    const list = []
    for (let i = 0; i < runsOf('embedded-frame'); i++) {
      const loadAverage = loadavg()[0]
      let r
      try {
        r = await measureFrameReady({ url: frame.url })
      } catch (e) {
        r = { ok: false, error: String(e).slice(0, 500) }
      }
      r.loadAverage = loadAverage
      list.push(r)
      log(
        `loadavg=${loadAverage.toFixed(2)}${loadAverage > NOISY_LOAD ? ' NOISY' : ''} embedded-frame run ${i} ok=${r.ok}${r.error ? ` ERROR ${r.error}` : ''} load=${r.iframeLoad?.toFixed(0)} READY=${r.readyMessage?.toFixed(0)} ready=${r.ready?.toFixed(0)}`,
      )
    }
    const ok = list.filter((r) => r.ok)
    const signatures = []
    for (let i = 0; i < runsOf('embedded-frame'); i++) {
      const loadAverage = loadavg()[0]
      let r
      try {
        r = await measureFirstSignature({ url: frame.url, mailboxUrl: info.urls.mailbox, email: `bench-frame-${Date.now()}-${i}@example.test` })
      } catch (e) {
        r = { ok: false, error: String(e).slice(0, 500) }
      }
      r.loadAverage = loadAverage
      signatures.push(r)
      log(
        `loadavg=${loadAverage.toFixed(2)}${loadAverage > NOISY_LOAD ? ' NOISY' : ''} embedded-frame first signature ${i} ok=${r.ok}${r.error ? ` ERROR ${r.error}` : ''} signed-in READY=${r.atReady?.readyMessage?.toFixed(0)}/${r.afterIdle?.readyMessage?.toFixed(0)} request→prompt at READY=${r.atReady?.promptMs?.toFixed(0)} after 1 s idle=${r.afterIdle?.promptMs?.toFixed(0)}`,
      )
    }
    const signed = signatures.filter((r) => r.ok)
    results['embedded-frame'] = {
      bytes,
      okRuns: ok.length,
      runs: list.length,
      signatureOkRuns: signed.length,
      summary: {
        insertToLoadMs: range(ok.map((r) => r.iframeLoad)),
        insertToReadyMessageMs: range(ok.map((r) => r.readyMessage)),
        insertToClientReadyMs: range(ok.map((r) => r.ready)),
        readyDelayMs: ok[0]?.readyDelayMs ?? null,
        readyTargetMs: FRAME_READY_TARGET_MS,
        loadAverage: range(list.map((r) => r.loadAverage)),
        signedInReadyMessageMs: range(signed.flatMap((r) => [r.atReady.readyMessage, r.afterIdle.readyMessage])),
        promptAtReadyMs: range(signed.map((r) => r.atReady.promptMs)),
        promptAfterIdleMs: range(signed.map((r) => r.afterIdle.promptMs)),
      },
      list,
      signatures,
    }
  }

  if (names.includes('account-swap')) {
    const [first, second] = info.networks
    const file = pageWithConfig(full.dist, 'account-swap.html', {
      ...config,
      pluginOptions: { swaps: { chainIds: [first, second].filter(Boolean).map((n) => n.id) } },
    })
    const list = []
    for (let i = 0; i < runsOf('account-swap'); i++) {
      const loadAverage = loadavg()[0]
      let r
      try {
        r = await measureAccountAndSwap({ url: full.url + file, initScript: approve, amounts: SWAP_AMOUNTS })
      } catch (e) {
        r = { ok: false, error: String(e).slice(0, 500) }
      }
      r.loadAverage = loadAverage
      list.push(r)
      log(
        `loadavg=${loadAverage.toFixed(2)}${loadAverage > NOISY_LOAD ? ' NOISY' : ''} account-swap run ${i} ok=${r.ok}${r.error ? ` ERROR ${r.error}` : ''} account connected=${r.account?.connected.ms.toFixed(0)} restored=${r.account?.restored.ms.toFixed(0)} ("${r.account?.restored.text}") swap form=${r.swapOpenMs?.toFixed(0)}` +
          (r.quotes ?? [])
            .map(
              (q) =>
                ` quote ${q.amount}: typed→shown=${q.typedToShownMs?.toFixed(0)} (request after ${q.typedToRequestMs?.toFixed(0)}, service ${q.serviceMs?.toFixed(0)}, reply→shown ${q.replyToShownMs?.toFixed(0)})`,
            )
            .join(''),
      )
    }
    const ok = list.filter((r) => r.ok)
    const quotes = ok.flatMap((r) => r.quotes)
    results['account-swap'] = {
      swapAmounts: SWAP_AMOUNTS,
      okRuns: ok.length,
      runs: list.length,
      summary: {
        accountConnectedMs: range(ok.map((r) => r.account.connected.ms)),
        accountAfterReloadMs: range(ok.map((r) => r.account.restored.ms)),
        loadAverage: range(list.map((r) => r.loadAverage)),
        swapOpenMs: range(ok.map((r) => r.swapOpenMs)),
        quoteTypedToShownMs: range(quotes.map((q) => q.typedToShownMs)),
        quoteTypedToRequestMs: range(quotes.map((q) => q.typedToRequestMs)),
        quoteServiceMs: range(quotes.map((q) => q.serviceMs)),
        quoteReplyToShownMs: range(quotes.map((q) => q.replyToShownMs)),
      },
      list,
    }
  }
  if (names.includes('view-transitions')) {
    const views = Object.keys(VIEW_TRANSITIONS)
    const list = []
    // Interleaved: run i measures each view once, so drift of the shared machine spreads over both.
    for (let i = 0; i < runsOf('view-transitions'); i++)
      for (const view of views) {
        const loadAverage = loadavg()[0]
        let r
        try {
          r = await measureViewTransition({ url: full.url, initScript: bench.initScript, view })
        } catch (e) {
          r = { ok: false, view, error: String(e).slice(0, 500) }
        }
        r.loadAverage = loadAverage
        list.push(r)
        log(
          `loadavg=${loadAverage.toFixed(2)}${loadAverage > NOISY_LOAD ? ' NOISY' : ''} view-transitions run ${i} ${view} ok=${r.ok}${r.error ? ` ERROR ${r.error}` : ''} click→shown=${r.ms?.toFixed(0)}` +
            ` first request ${r.firstRequestStartMs?.toFixed(0)}→${r.firstRequestEndMs?.toFixed(0)} ms after the click (${r.requestsAfterIntent} requests, ${r.scriptsAfterIntent} scripts)`,
        )
      }
    const ok = list.filter((r) => r.ok)
    results['view-transitions'] = {
      okRuns: ok.length,
      runs: list.length,
      summary: Object.fromEntries(
        views.map((view) => {
          const of = list.filter((r) => r.view === view)
          const good = of.filter((r) => r.ok)
          return [
            view,
            {
              clickToShownMs: range(good.map((r) => r.ms)),
              firstRequestStartMs: range(good.map((r) => r.firstRequestStartMs)),
              firstRequestEndMs: range(good.map((r) => r.firstRequestEndMs)),
              loadAverage: range(of.map((r) => r.loadAverage)),
              okRuns: good.length,
              runs: of.length,
            },
          ]
        }),
      ),
      list,
    }
  }
  return results
}

const f = (x, d = 0) => (x === null || x === undefined ? '—' : x.toFixed(d))
const r = (m, d = 0) => (m?.median === null || m?.median === undefined ? '—' : `${f(m.median, d)} (${f(m.min, d)}–${f(m.max, d)})`)

/** The printed lines for the scenarios' results. */
export function scenarioReport(results) {
  const lines = []
  const aw = results['allwallets-10k']
  if (aw) {
    const s = aw.summary
    lines.push(
      `AllWallets, ${aw.catalogueSize.toLocaleString('en')}-wallet catalogue (full host, project ${aw.projectId}; ${aw.okRuns}/${aw.runs} loads showed the catalogue's last wallet on screen), medians (min–max):`,
      `  click All Wallets → first tile: ${r(s.openToFirstTileMs)} ms; scrolled until the last wallet ("${aw.list.find((x) => x.ok)?.scroll.expectedLast ?? '—'}") was on screen in ${r(s.scrollToEndMs)} ms, ${r(s.pagesLoaded)} pages of 40`,
      `  DOM while scrolling through: at most ${s.maxModalElements} elements in the modal's shadow root and ${s.maxTiles} wallet tiles in any frame; page nodes after GC (CDP Nodes) ${r(s.documentNodesAtStart)} at the top, ${r(s.documentNodesAtEnd)} at the end`,
      `  scroll pace: ${r(s.msPerPageFirst50)} ms per page over the first 50 pages, ${r(s.msPerPageLast50)} over the last 50; a page request takes ${r(s.pageServiceMs, 1)} ms (request → reply, queueing included); ${r(s.imageRequests)} wallet images fetched, ${r(s.imageMs, 1)} ms each`,
      `  scroll frame intervals: median ${r(s.scrollFrameMedianMs, 1)} ms, p95 ${r(s.scrollFrameP95Ms, 1)} ms, max ${r(s.scrollFrameMaxMs, 1)} ms; frames over 34 ms: ${r({ median: s.scrollLongFramesShare.median * 100, min: s.scrollLongFramesShare.min * 100, max: s.scrollLongFramesShare.max * 100 }, 1)} %`,
      `  search "${aw.searchName}": reply (Resource Timing responseEnd) → first frame showing it ${r(s.searchReplyToShownMs, 1)} ms = ${r(s.searchFramesAfterReply)} frame(s); service ${r(s.searchServiceMs, 1)} ms; last keystroke → request ${r(s.searchTypedToRequestMs)} ms (debounce)`,
    )
  }
  const ef = results['embedded-frame']
  if (ef) {
    const s = ef.summary
    lines.push(
      `Embedded wallet frame (sandbox secure site; ${ef.okRuns}/${ef.runs} fresh loads):`,
      `  bytes: ${(ef.bytes.gzip / 1024).toFixed(1)} KiB gzip (${(ef.bytes.raw / 1024).toFixed(1)} KiB raw): ${ef.bytes.files.map((x) => `${x.path.split('?')[0]} ${(x.gzip / 1024).toFixed(1)}`).join(', ')}`,
      `  iframe inserted → load ${r(s.insertToLoadMs)} ms, → READY message ${r(s.insertToReadyMessageMs)} ms, → client ready ${r(s.insertToClientReadyMs)} ms (READY + the spec's ${s.readyDelayMs} ms delay)`,
      `  target: READY ≤ ${s.readyTargetMs} ms from insert: ${r(s.insertToReadyMessageMs)} -> ${s.insertToReadyMessageMs.median === null ? 'not measured' : s.insertToReadyMessageMs.median <= s.readyTargetMs ? 'met' : 'NOT met'} (load average ${r(s.loadAverage, 2)}${s.loadAverage.max > NOISY_LOAD ? ', NOISY' : ''})`,
      `  first signature (${ef.signatureOkRuns}/${ef.signatures.length} logins; a signed-in visitor's frame, READY ${r(s.signedInReadyMessageMs)} ms): personal_sign → its approval prompt shown ${r(s.promptAtReadyMs)} ms when sent at READY (chunks fetched on demand, HTTP cache cleared), ${r(s.promptAfterIdleMs)} ms when sent 1 s later (fetched ahead while idle)`,
    )
  }
  const as = results['account-swap']
  if (as) {
    const s = as.summary
    lines.push(
      `Account and Swap (full host, sandbox EVM test wallet; ${as.okRuns}/${as.runs} fresh loads), medians (min–max):`,
      `  click account button → Account shows the balance: on the connected page ${r(s.accountConnectedMs)} ms; after a reload (stored connection) ${r(s.accountAfterReloadMs)} ms`,
      `  click Swap (a plugin view: its chunk and controller load on the click) → its form shown ${r(s.swapOpenMs)} ms`,
      `  swap quote (${as.swapAmounts.join(', ')} ETH → USDC): last keystroke → "You receive" shown ${r(s.quoteTypedToShownMs)} ms = debounce (keystroke → request) ${r(s.quoteTypedToRequestMs)} + service ${r(s.quoteServiceMs)} + reply → frame ${r(s.quoteReplyToShownMs)}`,
    )
  }
  const vt = results['view-transitions']
  if (vt) {
    const s = vt.summary
    lines.push(
      `View transitions (issue 32 item 1: full host, 1× CPU, a fresh load per click; ${vt.okRuns}/${vt.runs} completed), medians (min–max):`,
      `  click "All Wallets" → first wallet tile visible ${r(s.allWallets.clickToShownMs)} ms; its first getWallets request started ${r(s.allWallets.firstRequestStartMs)} and ended ${r(s.allWallets.firstRequestEndMs)} ms after the click`,
      `  click "WalletConnect" → QR code visible ${r(s.walletConnect.clickToShownMs)} ms; the first script after the click started ${r(s.walletConnect.firstRequestStartMs)} and ended ${r(s.walletConnect.firstRequestEndMs)} ms after it`,
    )
  }
  return lines.join('\n')
}
