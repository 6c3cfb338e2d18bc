// `npm run bench`: the cost of Hatch in a real page, measured the way ../shared/bench/anchors
// measured AppKit, RainbowKit and ConnectKit, so the figures compare.
//
//   node bench/run.mjs [--runs 10] [--rivals [DIR]] [--only PAGE,...] [--scenarios NAME,...|none] [--scenario-runs N]
//                      [--cpu4x-runs 6] [--cycles 50] [--idle-ms 10000] [--no-next]
//
// 1. Builds three pages with Vite 8 (production defaults + manifest): the minimal host
//    (React 19 + HatchProvider + ConnectButton + evm(), configured with the sandbox networks),
//    the full host (every exported plugin and the five adapters, EVM + Solana + Bitcoin networks,
//    WalletConnect on the sandbox relay, embedded() on the sandbox's secure site) and a control page (React 19 alone, a button and a list).
//    With --rivals, the anchors' AppKit, RainbowKit and ConnectKit builds (bench/build-rivals.sh,
//    default DIR .cache/anchors/apps) are served and measured in the same rounds.
//    Then the Next.js example's first-load JS of its page with the button, beside a bare Next.js
//    page's (bench/lib/nextFirstLoad.mjs: from the build manifests; a build newer than its sources
//    and dist/ is reused, e.g. the e2e run's; needs `npm run build`). `--no-next` skips it.
// 2. Starts the sandbox (networks + 127.0.0.1 services) and serves both pages on 127.0.0.1.
// 3. Per round, loads each page once in a fresh headless Chromium (new --user-data-dir), in a
//    shuffled order, and measures: JS fetched before the button is visible (gzip, level 9, per file),
//    every byte fetched before the click (all types, all origins, load + --idle-ms of idle, gzip),
//    ms to button visible, ms from click to the first wallet row visible in the modal's shadow root,
//    JS heap with the modal open (CDP, after a forced GC) and DOM nodes with the modal open. The full
//    host's loads fail unless its Connect view shows every method it registers (wallets, Email, the
//    social buttons) and no "could not be loaded". Each load records the machine's load average;
//    above 1.5 it is marked noisy.
//    Then, on every page, rivals included (the two scenarios the anchors can run): --cpu4x-runs
//    loads at 4x CPU throttle (click → row), and one load with --cycles open/close rounds (DOM
//    nodes and JS heap kept per cycle).
// 4. Then issue 18's scenarios (bench/lib/scenarios), fresh loads each (1 for the 10,000-wallet
//    scroll, 3 for the others; `--scenario-runs N` for all): AllWallets
//    with a 10,000-wallet catalogue (DOM while scrolling through, search reply → frame), the
//    embedded wallet's frame (bytes, time to ready), open → Account with balances, swap quote latency;
//    and issue 32 item 1's view transitions (5 runs, a fresh load per click): click "All Wallets" →
//    first wallet tile, click "WalletConnect" → QR code, from the page's click event to the first
//    animation frame showing it (bench/lib/scenarios/viewTransitions.mjs).
//    `--only hatch-full` measures only that page's loads; `--scenarios none` skips the scenarios.
// 5. Prints medians next to the rivals' (RESULTS.md), issue 32's targets (items 1 to 4, each with its
//    median, min–max, load average, NOISY and met / NOT met) and writes bench/results/latest.json.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { chromium } from 'playwright-core'
import { repoRoot } from '../scripts/package/entries.mjs'
import { baselineHostSource, embeddedFrameHostSource, fullHostSource, hasEvmAdapter, minimalHostSource } from './lib/hosts.mjs'
import { DEFAULT_RIVALS_DIR, loadRivalPages } from './lib/rivalApps.mjs'
import { sameRunTable, sameRunVerdicts } from './lib/sameRun.mjs'
import { CHROME_ARGS, CHROMIUM, HOVER_MS, IDLE_MS, measureLoad } from './lib/measureLoad.mjs'
import { measureOpenClose } from './lib/openCloseCycles.mjs'
import { RIVALS, TARGETS } from './lib/rivals.mjs'
import { startBenchSandbox } from './lib/sandboxPage.mjs'
import { serveStatic } from './lib/serve.mjs'
import { measureNextApps, nextReport } from './lib/nextFirstLoad.mjs'
import { issue32Report, issue32ScenarioVerdicts, issue32Verdicts } from './lib/issue32Targets.mjs'
import { DEFAULT_SCENARIO_RUNS, runScenarios, scenarioReport, SCENARIOS } from './lib/scenarios/index.mjs'
import { comparisonTable, NOISY_LOAD, summarise, targetVerdicts } from './lib/stats.mjs'
import { buildTotals } from './lib/totals.mjs'
import { beforeClickFiles, buildPage, byClickFiles, withConfig } from './lib/viteBuild.mjs'

const argv = process.argv.slice(2)
if (argv.includes('--help') || argv.includes('-h')) {
  // The usage is this file's own header, so the two never differ.
  const lines = readFileSync(new URL(import.meta.url), 'utf8').split('\n')
  const header = lines.slice(
    0,
    lines.findIndex((line) => !line.startsWith('//')),
  )
  console.log(header.map((line) => line.replace(/^\/\/ ?/, '')).join('\n'))
  process.exit(0)
}
const runsArg = argv.indexOf('--runs')
const RUNS = runsArg >= 0 ? Number(argv[runsArg + 1]) : 10
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs must be a positive integer, got ${argv[runsArg + 1]}`)
const listArg = (flag) => {
  const i = argv.indexOf(flag)
  return i < 0 ? undefined : (argv[i + 1] ?? '').split(',').filter(Boolean)
}
const ONLY = listArg('--only')
const scenarioRunsArg = argv.indexOf('--scenario-runs')
/** Fresh loads per scenario; default: DEFAULT_SCENARIO_RUNS (one 10,000-wallet scroll already samples thousands of frames). */
const SCENARIO_RUNS = scenarioRunsArg >= 0 ? Number(argv[scenarioRunsArg + 1]) : undefined
if (SCENARIO_RUNS !== undefined && (!Number.isInteger(SCENARIO_RUNS) || SCENARIO_RUNS < 1))
  throw new Error(`--scenario-runs must be a positive integer, got ${argv[scenarioRunsArg + 1]}`)
const scenarioList = listArg('--scenarios')
const SCENARIO_NAMES = scenarioList === undefined ? SCENARIOS : scenarioList.includes('none') ? [] : scenarioList
const unknownScenarios = SCENARIO_NAMES.filter((n) => !SCENARIOS.includes(n))
if (unknownScenarios.length) throw new Error(`--scenarios: unknown ${unknownScenarios.join(', ')}; known: ${SCENARIOS.join(', ')}, none`)
/** A whole-number flag of at least `min`. */
const intArg = (flag, fallback, min = 0) => {
  const i = argv.indexOf(flag)
  if (i < 0) return fallback
  const value = Number(argv[i + 1])
  if (!Number.isInteger(value) || value < min) throw new Error(`${flag} must be a whole number ≥ ${min}, got ${argv[i + 1]}`)
  return value
}
/** Loads per page at 4x CPU throttle (the anchors' second pass: 6); 0 skips. */
const CPU4X_RUNS = intArg('--cpu4x-runs', 6)
/** Open/close rounds in the memory scenario (one load per page); 0 skips. */
const CYCLES = intArg('--cycles', 50)
/** Idle between the load and the click (the every-byte window's idle part). */
const IDLE = intArg('--idle-ms', IDLE_MS)
/** The 1-minute load average now (the machine is shared: a load above NOISY_LOAD is marked noisy). */
const loadNow = () => loadavg()[0]
const noisy = (load) => (load > NOISY_LOAD ? ' NOISY' : '')
const rivalsArg = argv.indexOf('--rivals')
const RIVALS_DIR = rivalsArg < 0 ? undefined : argv[rivalsArg + 1] && !argv[rivalsArg + 1].startsWith('--') ? argv[rivalsArg + 1] : DEFAULT_RIVALS_DIR

const fail = (message) => {
  console.error(`bench: ${message}`)
  process.exit(1)
}
const missing = [
  [CHROMIUM, 'Debian Chromium (apt-get install -y chromium)'],
  [join(repoRoot, 'kernel/index.ts'), 'the kernel entry'],
  [join(repoRoot, 'ui/index.ts'), 'the React entry (hatch/react: HatchProvider, ConnectButton)'],
].filter(([file]) => !existsSync(file))
if (missing.length) fail(`cannot build the minimal host; missing:\n${missing.map(([f, what]) => `  ${f}: ${what}`).join('\n')}`)
if (!hasEvmAdapter()) fail('adapters/evm/index.ts is missing: the minimal host is React + ConnectButton + evm()')

const pages = {
  hatch: {
    title: 'hatch bench: minimal host',
    source: minimalHostSource({ withEvm: true }),
    selectors: {
      button: { sel: 'button[data-hatch-button]', text: 'Connect Wallet' },
      row: { sel: '[data-testid="hatch-wallet-list"] button', inShadowRoot: true },
    },
  },
  'hatch-full': {
    title: 'hatch bench: every plugin and adapter',
    source: fullHostSource(undefined, { withEmbedded: true }),
    selectors: {
      button: { sel: 'button[data-hatch-button]', text: 'Connect Wallet' },
      row: { sel: '[data-testid="hatch-wallet-list"] button', inShadowRoot: true },
    },
    // Every Connect method the full host registers, by accessible name: the e-mail login and the
    // social buttons in spec §9's order (the sandbox project keeps all seven); the wallet row is the probe's.
    methods: { buttons: ['Email', ...['Google', 'X', 'Farcaster', 'Discord', 'Apple', 'GitHub', 'Facebook'].map((p) => `Continue with ${p}`)] },
  },
  'baseline-react': {
    title: 'hatch bench: baseline-react',
    source: baselineHostSource(),
    selectors: { button: { sel: 'button', text: 'Connect Wallet' }, row: { sel: '[data-testid="wallet-list"] button' } },
    // The control's hand-made list has no way to close (as the anchors' control): no open/close cycles.
    noCycles: true,
  },
}

if (ONLY) {
  const unknown = ONLY.filter((n) => !pages[n])
  if (unknown.length) fail(`--only: unknown page ${unknown.join(', ')}; known: ${Object.keys(pages).join(', ')}`)
}
/** Pages whose loads the rounds measure (--only); the scenarios also need hatch-full built. */
const measured = new Set(ONLY ?? Object.keys(pages))
const needFull = SCENARIO_NAMES.some((n) => n !== 'embedded-frame')
for (const name of Object.keys(pages)) if (!measured.has(name) && !(name === 'hatch-full' && needFull)) delete pages[name]
if (SCENARIO_NAMES.includes('embedded-frame'))
  pages['embedded-frame'] = { title: 'hatch bench: the embedded wallet frame', source: embeddedFrameHostSource(), scenarioOnly: true }
if (pages['hatch-full'] && !measured.has('hatch-full')) pages['hatch-full'].scenarioOnly = true

console.error('building pages with Vite ...')
const built = {}
for (const [name, page] of Object.entries(pages)) {
  built[name] = await buildPage({ name, source: page.source, title: page.title }).catch((e) =>
    fail(
      `Vite build of ${name} failed: ${stripVTControlCharacters(e.message)
        .split('\n')
        .filter((l) => /error|could not|not found/i.test(l))
        .slice(0, 8)
        .join('\n')}`,
    ),
  )
  const b = built[name]
  console.error(
    `  ${name}: initial ${(b.initialGzip / 1024).toFixed(1)} KiB gz, lazy ${(b.lazyGzip / 1024).toFixed(1)} KiB gz, ${Object.keys(b.files).length} JS files (${b.buildMs} ms)`,
  )
}

let nextFirstLoad
if (!argv.includes('--no-next')) {
  console.error('Next.js first-load JS (examples/next-wagmi beside a bare page) ...')
  nextFirstLoad = await measureNextApps((line) => console.error(line)).catch((e) => void console.error(`  not measured: ${e.message.split('\n')[0]}`))
}

if (RIVALS_DIR) {
  const rivals = await loadRivalPages(RIVALS_DIR).catch((e) => fail(e.message))
  if (rivals.missing.length) console.error(`  rivals not built under ${RIVALS_DIR} (run bench/build-rivals.sh): ${rivals.missing.join(', ')}`)
  for (const [name, page] of Object.entries(rivals.pages)) {
    pages[name] = page
    built[name] = page.built
    console.error(
      `  ${name} (rival, prebuilt): initial ${(page.built.initialGzip / 1024).toFixed(1)} KiB gz, lazy ${(page.built.lazyGzip / 1024).toFixed(1)} KiB gz, ${Object.keys(page.built.files).length} JS files`,
    )
  }
}

// Served before the sandbox starts: the secure site must know the frame page's origin.
const servers = {}
for (const name of Object.keys(pages)) servers[name] = await serveStatic(built[name].dist)
console.error('starting the sandbox ...')
// The secure site lets in the pages that embed it: the frame page and the full host (embedded()).
const secureSiteOrigins = ['embedded-frame', 'hatch-full'].filter((n) => servers[n]).map((n) => new URL(servers[n].url).origin)
const sandbox = await startBenchSandbox({ secureSiteOrigins }).catch(async (e) => {
  for (const server of Object.values(servers)) await server.close()
  fail(e.message)
})
const loadPages = Object.keys(pages).filter((name) => !pages[name].scenarioOnly)
const runs = Object.fromEntries(loadPages.map((name) => [name, []]))
const runs4x = Object.fromEntries(loadPages.map((name) => [name, []]))
/** The open/close memory scenario's result per page. */
const cycles = {}
const has = (name) => loadPages.includes(name)
let scenarios = {}
try {
  for (const name of Object.keys(pages)) {
    if (pages[name].rival) continue
    if (name === 'embedded-frame') {
      const secure = sandbox.info.urls.secureSite
      if (!secure) throw new Error('bench: the sandbox started no secure site for the embedded-frame page')
      withConfig(built[name].dist, { secureOrigin: new URL(secure).origin, projectId: sandbox.info.projectId, chainId: sandbox.info.networks[0].id })
    } else withConfig(built[name].dist, sandbox.config)
  }
  const browserVersion = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_ARGS }).then(async (b) => {
    const v = b.version()
    await b.close()
    return v
  })
  // Interleaved rounds in a shuffled order, so drift of the shared machine spreads over both pages.
  let seed = 12345
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
  const measureRound = async (round, cpuRate, into) => {
    const order = [...loadPages].sort(() => random() - 0.5)
    for (const name of order) {
      const gzipByPath = Object.fromEntries(Object.entries(built[name].files).map(([f, s]) => [f, s.gzip]))
      const loadAverage = loadNow()
      let result
      try {
        result = await measureLoad({
          url: servers[name].url,
          selectors: pages[name].selectors,
          gzipByPath,
          initScript: sandbox.initScript,
          cpuRate,
          idleMs: IDLE,
          // The Connect-view check runs on the unthrottled loads.
          ...(cpuRate === 1 && pages[name].methods ? { methods: pages[name].methods } : {}),
        })
      } catch (e) {
        result = { ok: false, error: String(e).slice(0, 500) }
      }
      result.loadAverage = loadAverage
      into[name].push(result)
      const m = result.ms ?? {}
      const every = result.everyByte?.beforeClick
      console.error(
        `round ${round}${cpuRate === 1 ? '' : ` (${cpuRate}x CPU)`} ${name.padEnd(15)} ok=${result.ok} button=${m.buttonVisible?.toFixed(0)} row=${m.clickToRowVisible?.toFixed(0)} settled=${m.clickToRowSettled?.toFixed(0)}` +
          ` js<button=${((result.js?.beforeButton.gzip ?? 0) / 1024).toFixed(1)}KiB every<click=${every ? `${(every.gzip / 1024).toFixed(1)}KiB/${every.requests}req` : '—'} heap=${result.heapMB?.modalOpenAfterGc.toFixed(1)} nodes=${result.domNodesModalOpen}` +
          ` load=${loadAverage.toFixed(2)}${noisy(loadAverage)}${result.remote?.length ? ` REMOTE=${result.remote.length}` : ''}${result.error ? ` ERROR ${result.error}` : ''}`,
      )
    }
  }
  for (let round = 0; round < RUNS; round++) await measureRound(round, 1, runs)
  for (let round = 0; round < CPU4X_RUNS; round++) await measureRound(round, 4, runs4x)
  if (CYCLES > 0)
    for (const name of loadPages.filter((n) => !pages[n].noCycles)) {
      const loadAverage = loadNow()
      try {
        cycles[name] = await measureOpenClose({ url: servers[name].url, selectors: pages[name].selectors, initScript: sandbox.initScript, cycles: CYCLES })
      } catch (e) {
        cycles[name] = { ok: false, error: String(e).slice(0, 500) }
      }
      cycles[name].loadAverage = loadAverage
      const c = cycles[name]
      console.error(
        `open/close × ${CYCLES} ${name.padEnd(15)} ok=${c.ok} nodes ${c.start?.nodes}→${c.end?.nodes} (${c.nodesPerCycle?.toFixed(1)}/cycle) heap ${c.start?.heapMB.toFixed(1)}→${c.end?.heapMB.toFixed(1)} MB` +
          ` ${c.msPerCycle?.toFixed(0)} ms/cycle load=${loadAverage.toFixed(2)}${noisy(loadAverage)}${c.error ? ` ERROR ${c.error}` : ''}`,
      )
    }

  if (SCENARIO_NAMES.length) {
    console.error(`issue 18 scenarios: ${SCENARIO_NAMES.map((n) => `${n} × ${SCENARIO_RUNS ?? DEFAULT_SCENARIO_RUNS[n]}`).join(', ')} fresh loads ...`)
    scenarios = await runScenarios({
      names: SCENARIO_NAMES,
      runs: SCENARIO_RUNS,
      bench: sandbox,
      ...(built['hatch-full'] ? { full: { dist: built['hatch-full'].dist, url: servers['hatch-full'].url } } : {}),
      ...(servers['embedded-frame'] ? { frame: { dist: built['embedded-frame'].dist, url: servers['embedded-frame'].url } } : {}),
      log: (line) => console.error(line),
    })
  }

  const summary = Object.fromEntries(Object.entries(runs).map(([name, list]) => [name, summarise(list)]))
  const summary4x = CPU4X_RUNS ? Object.fromEntries(Object.entries(runs4x).map(([name, list]) => [name, summarise(list)])) : {}
  const verdicts = has('hatch') ? targetVerdicts(summary.hatch) : []
  const allLoads = [...Object.values(runs), ...Object.values(runs4x)].flat()
  const loads = allLoads.map((r) => r.loadAverage)
  const noisyLoads = allLoads.filter((r) => r.loadAverage > NOISY_LOAD).length
  console.log(`\nHatch bench: medians of ${RUNS} fresh loads per page (Chromium ${browserVersion}, ${cpus().length} CPUs, ${IDLE} ms idle before the click)`)
  console.log(
    `Load average (1 min) when the loads started: ${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)}; ${noisyLoads} of ${allLoads.length} loads NOISY (above ${NOISY_LOAD} on this ${cpus().length}-core machine: timings from them are not clean)\n`,
  )
  if (has('hatch') && has('baseline-react')) {
    console.log(comparisonTable(summary.hatch, summary['baseline-react']))
    console.log('\nRivals: ../shared/bench/anchors/RESULTS.md (React 18.3.1 apps); ours use React 19.')
    console.log(
      `Static (Vite manifest): hatch initial ${(built.hatch.initialGzip / 1024).toFixed(1)} KiB gz, lazy ${(built.hatch.lazyGzip / 1024).toFixed(1)} KiB gz; React 19 control ${(built['baseline-react'].initialGzip / 1024).toFixed(1)} KiB gz`,
    )
    console.log(
      `Added by hatch before the button (median, vs the control page): ${(summary.hatch.jsBeforeButtonGzKiB.median - summary['baseline-react'].jsBeforeButtonGzKiB.median).toFixed(1)} KiB gz`,
    )
  } else console.log(`(--only ${loadPages.join(',')}: the minimal host's comparison table needs the pages hatch and baseline-react)`)
  for (const v of verdicts) console.log(`target: ${v.target}: ${v.value === null ? 'not measured' : v.value.toFixed(1)} -> ${v.met ? 'met' : 'NOT met'}`)
  let issue18 = []
  let issue32 = []
  if (built['hatch-full']) {
    const fullStatic = beforeClickFiles(built['hatch-full'])
    const fullByClick = byClickFiles(built['hatch-full'])
    const fullTotals = buildTotals(built['hatch-full'])
    const kib = (bytes) => (bytes / 1024).toFixed(1)
    console.log(
      `Static (Vite manifest), full host: the page only looked at (entry + locale follower, see the size test) ${kib(fullStatic.gzip)} KiB gz in ${fullStatic.files.length} files; ` +
        `by the click after a hover (+ start-up code, controllers, modal shell, Connect view) ${kib(fullByClick.gzip)} KiB gz in ${fullByClick.files.length} files`,
    )
    console.log(
      `  everything: every chunk ${kib(fullTotals.allGzip)} KiB gz, of it ${Object.keys(fullTotals.locales).length} locale files ${kib(fullTotals.localesGzip)}; ` +
        `all code + one locale (the largest, ${fullTotals.largestLocale?.tag ?? 'none'} ${kib(fullTotals.largestLocale?.gzip ?? 0)}) ${kib(fullTotals.codePlusOneLocaleGzip)} KiB gz (a visitor loads at most one locale; the budget below counts this)`,
    )
    console.log(
      `\nSame run: the full host (every plugin, five adapters with embedded()) beside ${RIVALS_DIR ? 'the rivals measured in these rounds' : "the rivals' anchors (RESULTS.md; --rivals measures them here)"}\n`,
    )
    const sameRun = { summary, summary4x, cycles, built, rivalsMeasured: Boolean(RIVALS_DIR) }
    console.log(sameRunTable(sameRun))
    console.log(
      `(4x: ${CPU4X_RUNS} loads per page; open/close: ${CYCLES} cycles on one load per page; rivals from the anchors have no open/close figures and no every-byte figures)`,
    )
    issue18 = sameRunVerdicts(sameRun)
    for (const v of issue18)
      console.log(`target (issue 18): ${v.target}: ${v.value === null ? 'not measured' : v.value.toFixed(1)} -> ${v.met ? 'met' : 'NOT met'}`)
    if (summary['hatch-full']) {
      issue32 = issue32Verdicts({ summary: summary['hatch-full'], summary4x: summary4x['hatch-full'], codePlusOneLocaleGzip: fullTotals.codePlusOneLocaleGzip })
      console.log(issue32Report(issue32))
    }
  }
  console.log(
    `\nEvery byte before the click (all types, all origins, load + ${IDLE} ms idle + the ${HOVER_MS} ms hover; gzip level 9 per body, medians), beside the JS figures (the page only looked at, and by the click):`,
  )
  for (const [name, s] of Object.entries(summary)) {
    if (!s.okRuns) continue
    const parts = (record) =>
      Object.entries(record)
        .filter(([, kib]) => kib > 0.05)
        .sort((a, b) => b[1] - a[1])
        .map(([k, kib]) => `${k} ${kib.toFixed(1)}`)
        .join(', ')
    console.log(
      `  ${name}: ${s.everyByteBeforeClickGzKiB.median?.toFixed(1)} KiB gz (${s.everyByteBeforeClickRawKiB.median?.toFixed(1)} KiB as received) in ${s.requestsBeforeClick.median} requests (${s.failedRequestsBeforeClick.median} failed or aborted); JS (same origin) ${s.jsAtRestGzKiB.median?.toFixed(1)} at rest, ${s.jsBeforeClickGzKiB.median?.toFixed(1)} by the click` +
        `; by type: ${parts(s.everyByteByGroupGzKiB)}; by origin: ${parts(s.everyByteByOriginGzKiB)}`,
    )
  }
  if (nextFirstLoad) console.log(`\n${nextReport(nextFirstLoad)}`)
  if (SCENARIO_NAMES.length) {
    console.log(`\nIssue 18 scenarios:\n${scenarioReport(scenarios)}`)
    // Issue 32 items 1 and 4: the view transitions, Account and the embedded frame, in the targets' format.
    issue32 = [...issue32, ...issue32ScenarioVerdicts(scenarios)]
    console.log(`\n${issue32Report(issue32ScenarioVerdicts(scenarios))}`)
  }
  // Only our pages must stay on 127.0.0.1; the rivals' remote calls are aborted and reported.
  const scenarioRemote = Object.values(scenarios)
    .flatMap((sc) => sc.list)
    .reduce((sum, r) => sum + (r.remote?.length ?? 0), 0)
  const remote = ['hatch', 'hatch-full', 'baseline-react'].reduce((sum, name) => sum + (summary[name]?.remoteRequests ?? 0), 0) + scenarioRemote
  console.log(`requests to hosts other than 127.0.0.1: ${remote}`)
  const bad = Object.entries(summary).filter(([name, s]) => !pages[name].rival && s.okRuns < s.runs)
  for (const [name, s] of Object.entries(summary))
    if (pages[name].rival && s.okRuns < s.runs) console.log(`note: rival ${name}: ${s.okRuns}/${s.runs} loads reached a wallet row`)
  for (const [name, s] of bad)
    console.log(`WARNING: ${name}: only ${s.okRuns}/${s.runs} loads reached the wallet row and passed their checks (see bench/results/latest.json)`)
  for (const [name, s] of Object.entries(summary4x))
    if (s.okRuns < s.runs)
      console.log(`${pages[name].rival ? 'note: rival' : 'WARNING:'} ${name}: only ${s.okRuns}/${s.runs} loads at 4x CPU reached the wallet row`)
  const badCycles = Object.entries(cycles).filter(([name, c]) => !c.ok && !pages[name].rival)
  for (const [name, c] of Object.entries(cycles))
    if (!c.ok) console.log(`${pages[name].rival ? 'note: rival' : 'WARNING:'} ${name}: open/close cycles failed: ${c.error}`)
  for (const [name, list] of Object.entries(runs)) for (const r of list) if (r.connectMethods?.missing.length) console.log(`WARNING: ${name}: ${r.error}`)
  const badScenarios = Object.entries(scenarios).filter(([, sc]) => sc.okRuns < sc.runs)
  for (const [name, sc] of badScenarios) console.log(`WARNING: scenario ${name}: only ${sc.okRuns}/${sc.runs} loads completed (see bench/results/latest.json)`)

  mkdirSync(join(repoRoot, 'bench/results'), { recursive: true })
  const out = join(repoRoot, 'bench/results/latest.json')
  writeFileSync(
    out,
    JSON.stringify(
      {
        info: {
          date: new Date().toISOString(),
          node: process.version,
          chromium: browserVersion,
          cpus: cpus().length,
          cpuModel: cpus()[0]?.model,
          runs: RUNS,
          cpu4xRuns: CPU4X_RUNS,
          openCloseCycles: CYCLES,
          loadAverage: { min: Math.min(...loads), max: Math.max(...loads), noisyLoads, loads: allLoads.length, noisyAbove: NOISY_LOAD },
          scenarioRuns: Object.fromEntries(SCENARIO_NAMES.map((n) => [n, SCENARIO_RUNS ?? DEFAULT_SCENARIO_RUNS[n]])),
          pages: loadPages,
          idleMsBeforeClick: IDLE,
          bundler: 'vite 8 (production defaults, build.manifest)',
        },
        static: Object.fromEntries(
          Object.entries(built).map(([n, b]) => {
            const t = pages[n].rival ? undefined : buildTotals(b)
            // everything: every chunk; everythingOneLocale: every chunk with only the largest locale file.
            const totals = t && { everything: t.allGzip, locales: t.localesGzip, largestLocale: t.largestLocale, everythingOneLocale: t.codePlusOneLocaleGzip }
            return [n, { initialGzip: b.initialGzip, lazyGzip: b.lazyGzip, ...(totals ? { totals } : {}), files: b.files }]
          }),
        ),
        ...(nextFirstLoad ? { nextFirstLoad } : {}),
        summary,
        summary4x,
        cycles,
        targets: verdicts,
        issue18: issue18,
        issue32,
        scenarios,
        rivals: RIVALS,
        targetValues: TARGETS,
        runs,
        runs4x,
      },
      null,
      1,
    ),
  )
  console.error(`wrote ${out}`)
  if (bad.length || badScenarios.length || badCycles.length || remote > 0) process.exitCode = 1
} finally {
  for (const s of Object.values(servers)) await s.close()
  await sandbox.stop()
}
