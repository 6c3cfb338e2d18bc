// The same-run comparison of issue 18: the full host (every plugin and adapter) and the minimal
// host beside each rival, with Hatch's figures as ratios to the rival's. Rival figures come from
// the rounds of this run when `--rivals` was given, otherwise from the anchors' RESULTS.md (and the
// table says so in its header).
import { FULL_TARGETS, RIVALS } from './rivals.mjs'
import { buildTotals } from './totals.mjs'

const fmt = (x, digits) => (x === null || x === undefined ? '—' : x.toFixed(digits))
const ratio = (ours, theirs) => (ours === null || ours === undefined || !theirs ? '—' : `${(ours / theirs).toFixed(2)}×`)
const totalGz = (b) => (b ? (b.initialGzip + b.lazyGzip) / 1024 : null)
/** Every chunk, with only the largest locale file counted (a visitor loads at most one). */
const oneLocaleGz = (b) => (b?.files ? buildTotals(b).codePlusOneLocaleGzip / 1024 : null)

/** The scenarios issue 32 runs on every page, rivals included: click → row at 4x CPU, and open/close cycles. */
function sharedScenarios(name, { summary4x, cycles }) {
  const at4x = summary4x?.[name]
  const cycled = cycles?.[name]
  return {
    clickToRow4x: at4x?.okRuns ? at4x.clickToRowMs.median : null,
    nodesPerCycle: cycled?.ok ? cycled.nodesPerCycle : null,
    heapGrowth: cycled?.ok ? cycled.heapGrowthMB : null,
  }
}

/** One rival's figures: measured in this run (median), or the anchors' medians. */
function rivalFigures(rival, run) {
  const { summary, built, rivalsMeasured } = run
  const measured = rivalsMeasured && summary[rival.app]?.okRuns > 0 ? summary[rival.app] : undefined
  if (!measured) {
    return {
      source: 'anchors',
      clickToRow4x: rival.clickToRow4xMs ?? null,
      nodesPerCycle: null,
      heapGrowth: null,
      everyByte: null,
      requests: null,
      jsBeforeClick: rival.jsBeforeClickGzKiB,
      jsTotal: rival.jsTotalGzKiB ?? null,
      jsTotalOneLocale: rival.jsTotalGzKiB ?? null,
      clickToRow: rival.clickToRowMs,
      buttonVisible: rival.buttonVisibleMs,
      heap: rival.heapModalOpenAfterGcMB,
      domNodes: rival.domNodes,
    }
  }
  return {
    source: 'this run',
    ...sharedScenarios(rival.app, run),
    everyByte: measured.everyByteBeforeClickGzKiB.median,
    requests: measured.requestsBeforeClick.median,
    jsBeforeClick: measured.jsBeforeClickGzKiB.median,
    jsTotal: totalGz(built[rival.app]),
    // Their builds are measured whole: no locale files of ours to set aside.
    jsTotalOneLocale: totalGz(built[rival.app]),
    clickToRow: measured.clickToRowMs.median,
    buttonVisible: measured.buttonVisibleMs.median,
    heap: measured.heapModalOpenAfterGcMB.median,
    domNodes: measured.domNodes.median,
  }
}

const rivalsOf = (run) => RIVALS.filter((r) => r.app).map((r) => ({ name: r.name, ...rivalFigures(r, run) }))

/** Our two hosts' figures from this run. */
function ours(name, run) {
  const { summary, built } = run
  const s = summary[name]
  // Loads not measured in this run (--only): its bytes still come from the build.
  if (!s)
    return {
      jsBeforeClick: null,
      jsTotal: totalGz(built[name]),
      jsTotalOneLocale: oneLocaleGz(built[name]),
      clickToRow: null,
      buttonVisible: null,
      heap: null,
      domNodes: null,
      ...sharedScenarios(name, run),
      everyByte: null,
      requests: null,
    }
  return {
    ...sharedScenarios(name, run),
    everyByte: s.everyByteBeforeClickGzKiB.median,
    requests: s.requestsBeforeClick.median,
    jsBeforeClick: s.jsBeforeClickGzKiB.median,
    jsTotal: totalGz(built[name]),
    jsTotalOneLocale: oneLocaleGz(built[name]),
    clickToRow: s.clickToRowMs.median,
    buttonVisible: s.buttonVisibleMs.median,
    heap: s.heapModalOpenAfterGcMB.median,
    domNodes: s.domNodes.median,
  }
}

/**
 * The markdown table: one column per host and rival, then ratio rows (full host ÷ rival).
 * @param {{ summary: Record<string, any>, summary4x?: Record<string, any>, cycles?: Record<string, any>, built: Record<string, any>, rivalsMeasured: boolean }} run
 */
export function sameRunTable(run) {
  const full = ours('hatch-full', run)
  const minimal = ours('hatch', run)
  const rivals = rivalsOf(run)
  const cols = ['Hatch, every plugin + 5 adapters', 'Hatch, minimal host', ...rivals.map((r) => `${r.name} (${r.source})`)]
  const rows = [
    ['JS fetched before the click, gzip KiB', 'jsBeforeClick', 1],
    ['JS in total (every chunk), gzip KiB', 'jsTotal', 1],
    ['JS in total, all code + one locale (the largest), gzip KiB', 'jsTotalOneLocale', 1],
    ['click → first wallet row visible, ms', 'clickToRow', 0],
    ['every byte before the click (all types, all origins, load + idle), gzip KiB', 'everyByte', 1],
    ['requests before the click (failed and aborted included)', 'requests', 0],
    ['click → first wallet row visible at 4x CPU throttle, ms', 'clickToRow4x', 0],
    ['DOM nodes kept per open/close (after the cycles, forced GC)', 'nodesPerCycle', 1],
    ['JS heap growth over the open/close cycles (forced GC), MB', 'heapGrowth', 2],
    ['navigation → button visible, ms', 'buttonVisible', 0],
    ['JS heap with the modal open after GC, MB', 'heap', 1],
    ['DOM nodes with the modal open', 'domNodes', 0],
  ]
  const lines = [`| medians | ${cols.join(' | ')} |`, `|---|${cols.map(() => '---').join('|')}|`]
  for (const [label, key, digits] of rows)
    lines.push(`| ${label} | ${fmt(full[key], digits)} | ${fmt(minimal[key], digits)} | ${rivals.map((r) => fmt(r[key], digits)).join(' | ')} |`)
  for (const [label, key] of rows.filter(([, key]) =>
    ['jsBeforeClick', 'jsTotal', 'jsTotalOneLocale', 'clickToRow', 'everyByte', 'clickToRow4x'].includes(key),
  ))
    lines.push(`| full host ÷ rival: ${label.split(', gzip')[0].split(', ms')[0]} | | | ${rivals.map((r) => ratio(full[key], r[key])).join(' | ')} |`)
  return lines.join('\n')
}

/**
 * Issue 18's three budgets, on the full host.
 * @param {{ summary: Record<string, any>, built: Record<string, any>, rivalsMeasured: boolean }} run
 */
export function sameRunVerdicts(run) {
  const full = ours('hatch-full', run)
  const rivals = rivalsOf(run)
  const fastest = rivals.reduce((best, r) => (r.clickToRow !== null && (best === null || r.clickToRow < best.clickToRow) ? r : best), null)
  const half = fastest ? fastest.clickToRow / 2 : null
  return [
    {
      target: `JS before the click, every plugin and adapter registered ≤ ${FULL_TARGETS.jsBeforeClickGzKiB} KiB gzip`,
      value: full.jsBeforeClick,
      met: full.jsBeforeClick !== null && full.jsBeforeClick <= FULL_TARGETS.jsBeforeClickGzKiB,
    },
    {
      // A visitor loads at most one of the locale files, so the budget counts all code and the largest one.
      target: `everything, all plugins and chains ≤ ${FULL_TARGETS.jsTotalGzKiB} KiB gzip (all code + the largest locale file; every chunk: ${fmt(full.jsTotal, 1)})`,
      value: full.jsTotalOneLocale,
      met: full.jsTotalOneLocale !== null && full.jsTotalOneLocale <= FULL_TARGETS.jsTotalGzKiB,
    },
    {
      target: `click → wallet row ≤ half of the fastest rival's (${fastest ? `${fastest.name}, ${fmt(fastest.clickToRow, 0)} ms, ${fastest.source}` : 'none'}: ${fmt(half, 0)} ms)`,
      value: full.clickToRow,
      met: full.clickToRow !== null && half !== null && full.clickToRow <= half,
    },
  ]
}
