// Medians and the printed comparison table.
import { RIVALS, TARGETS } from './rivals.mjs'

/** Median of the finite numbers in `values` (null when there are none). */
export function median(values) {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b)
  if (v.length === 0) return null
  const mid = Math.floor(v.length / 2)
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2
}

const range = (values) => {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x))
  return v.length ? [Math.min(...v), Math.max(...v)] : null
}

/** Per-page summary of its runs (only runs that reached the wallet row count). */
export function summarise(runs) {
  const ok = runs.filter((r) => r.ok)
  const pick = (f) => ({ median: median(ok.map(f)), range: range(ok.map(f)) })
  return {
    runs: runs.length,
    okRuns: ok.length,
    jsBeforeButtonGzKiB: pick((r) => r.js.beforeButton.gzip / 1024),
    // Fetched while the page was only looked at: before the pointer reached the button.
    jsAtRestGzKiB: pick((r) => r.js.atRest?.gzip / 1024),
    jsBeforeClickGzKiB: pick((r) => r.js.beforeClick.gzip / 1024),
    jsAfterClickGzKiB: pick((r) => r.js.afterClick.gzip / 1024),
    buttonVisibleMs: pick((r) => r.ms.buttonVisible),
    clickToRowMs: pick((r) => r.ms.clickToRowVisible),
    clickToSettledMs: pick((r) => r.ms.clickToRowSettled),
    blockingWhileOpeningMs: pick((r) => r.ms.blockingWhileOpening ?? null),
    heapModalOpenMB: pick((r) => r.heapMB.modalOpen),
    heapModalOpenAfterGcMB: pick((r) => r.heapMB.modalOpenAfterGc),
    domNodes: pick((r) => r.domNodesModalOpen),
    remoteRequests: runs.reduce((s, r) => s + (r.remote?.length ?? 0), 0),
    // Every byte (all types, all origins) up to the click, gzip; requests including failed/aborted ones.
    everyByteBeforeClickGzKiB: pick((r) => (r.everyByte ? r.everyByte.beforeClick.gzip / 1024 : null)),
    everyByteBeforeClickRawKiB: pick((r) => (r.everyByte ? r.everyByte.beforeClick.raw / 1024 : null)),
    requestsBeforeClick: pick((r) => r.everyByte?.beforeClick.requests ?? null),
    failedRequestsBeforeClick: pick((r) => r.everyByte?.beforeClick.failed ?? null),
    everyByteByGroupGzKiB: Object.fromEntries(
      [...new Set(ok.flatMap((r) => Object.keys(r.everyByte?.beforeClick.byGroup ?? {})))].map((g) => [
        g,
        median(ok.map((r) => (r.everyByte?.beforeClick.byGroup[g] ?? 0) / 1024)),
      ]),
    ),
    everyByteByOriginGzKiB: Object.fromEntries(
      [...new Set(ok.flatMap((r) => Object.keys(r.everyByte?.beforeClick.byOrigin ?? {})))].map((o) => [
        o,
        median(ok.map((r) => (r.everyByte?.beforeClick.byOrigin[o] ?? 0) / 1024)),
      ]),
    ),
    // The machine's 1-minute load average when each load started (all loads, not only ok ones).
    loadAverage: range(runs.map((r) => r.loadAverage)),
    noisyRuns: runs.filter((r) => r.loadAverage > NOISY_LOAD).length,
  }
}

/** A load started while the machine's 1-minute load average was above this is marked noisy (2 cores). */
export const NOISY_LOAD = 1.5

const fmt = (x, digits) => (x === null || x === undefined ? '—' : x.toFixed(digits))
const withRange = (m, digits) => (m.median === null ? '—' : `${fmt(m.median, digits)} (${fmt(m.range[0], digits)}–${fmt(m.range[1], digits)})`)

/** The markdown table printed by `npm run bench`. */
export function comparisonTable(hatch, baseline) {
  const cols = ['hatch (minimal host)', 'control: React 19 only', ...RIVALS.map((r) => r.name)]
  const row = (label, ours, base, rival) => `| ${label} | ${ours} | ${base} | ${RIVALS.map(rival).join(' | ')} |`
  return [
    `| medians (min–max) | ${cols.join(' | ')} |`,
    `|---|${cols.map(() => '---').join('|')}|`,
    row('JS fetched before the button is visible, gzip KiB', withRange(hatch.jsBeforeButtonGzKiB, 1), withRange(baseline.jsBeforeButtonGzKiB, 1), () => '—'),
    row('JS fetched before the click, gzip KiB', withRange(hatch.jsBeforeClickGzKiB, 1), withRange(baseline.jsBeforeClickGzKiB, 1), (r) =>
      fmt(r.jsBeforeClickGzKiB, 1),
    ),
    row('navigation → button visible, ms', withRange(hatch.buttonVisibleMs, 0), withRange(baseline.buttonVisibleMs, 0), (r) => fmt(r.buttonVisibleMs, 0)),
    row('click → first wallet row visible, ms', withRange(hatch.clickToRowMs, 0), withRange(baseline.clickToRowMs, 0), (r) => fmt(r.clickToRowMs, 0)),
    row('click → wallet list settled, ms', withRange(hatch.clickToSettledMs, 0), withRange(baseline.clickToSettledMs, 0), (r) => fmt(r.clickToSettledMs, 0)),
    row(
      'JS heap with the modal open, MB (after forced GC)',
      `${fmt(hatch.heapModalOpenMB.median, 1)} (${fmt(hatch.heapModalOpenAfterGcMB.median, 1)})`,
      `${fmt(baseline.heapModalOpenMB.median, 1)} (${fmt(baseline.heapModalOpenAfterGcMB.median, 1)})`,
      (r) => `${fmt(r.heapModalOpenMB, 1)} (${fmt(r.heapModalOpenAfterGcMB, 1)})`,
    ),
    row('DOM nodes with the modal open (incl. shadow DOM)', fmt(hatch.domNodes.median, 0), fmt(baseline.domNodes.median, 0), (r) => fmt(r.domNodes, 0)),
  ].join('\n')
}

/** Each target of issue 2 with the measured value and whether it is met. */
export function targetVerdicts(hatch) {
  const js = hatch.jsBeforeButtonGzKiB.median
  const click = hatch.clickToRowMs.median
  return [
    {
      target: `JS before the button ≤ ${TARGETS.jsBeforeButtonGzKiB} KiB gzip (React included)`,
      value: js,
      met: js !== null && js <= TARGETS.jsBeforeButtonGzKiB,
    },
    { target: `click → wallet row ≤ ${TARGETS.clickToRowMs} ms (half of RainbowKit's)`, value: click, met: click !== null && click <= TARGETS.clickToRowMs },
  ]
}
