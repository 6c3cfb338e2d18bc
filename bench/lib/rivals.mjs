// The rivals' medians from ../shared/bench/anchors/RESULTS.md ("Summary", 10 fresh loads each,
// same machine, same Chromium, same method). Copied by hand: RESULTS.md is prose, not data.
// Their apps use React 18.3.1 (RainbowKit/ConnectKit need it); our pages use React 19.

// clickToRow4xMs: the anchors' separate pass of 6 loads with CDP CPU throttling 4x ("CPU 4x" row).
/** @type {{ name: string, app?: string, jsBeforeClickGzKiB: number, jsTotalGzKiB?: number, buttonVisibleMs: number, clickToRowMs: number, clickToRow4xMs: number, clickToSettledMs: number, heapModalOpenMB: number, heapModalOpenAfterGcMB: number, domNodes: number }[]} */
export const RIVALS = [
  {
    name: 'AppKit',
    app: 'appkit',
    jsTotalGzKiB: 1169.7,
    jsBeforeClickGzKiB: 811.7,
    buttonVisibleMs: 743,
    clickToRowMs: 186,
    clickToRow4xMs: 717,
    clickToSettledMs: 301,
    heapModalOpenMB: 10.7,
    heapModalOpenAfterGcMB: 10.1,
    domNodes: 2039,
  },
  {
    name: 'AppKit + Solana',
    app: 'appkit-solana',
    jsTotalGzKiB: 1230.3,
    jsBeforeClickGzKiB: 886.9,
    buttonVisibleMs: 848,
    clickToRowMs: 218,
    clickToRow4xMs: 649,
    clickToSettledMs: 309,
    heapModalOpenMB: 11.5,
    heapModalOpenAfterGcMB: 11.0,
    domNodes: 2045,
  },
  {
    name: 'RainbowKit',
    app: 'rainbowkit',
    jsTotalGzKiB: 1272.1,
    jsBeforeClickGzKiB: 620.2,
    buttonVisibleMs: 451,
    clickToRowMs: 72,
    clickToRow4xMs: 276,
    clickToSettledMs: 419,
    heapModalOpenMB: 8.6,
    heapModalOpenAfterGcMB: 7.8,
    domNodes: 478,
  },
  {
    name: 'ConnectKit',
    app: 'connectkit',
    jsTotalGzKiB: 1165.3,
    jsBeforeClickGzKiB: 532.6,
    buttonVisibleMs: 561,
    clickToRowMs: 152,
    clickToRow4xMs: 449,
    clickToSettledMs: 276,
    heapModalOpenMB: 9.0,
    heapModalOpenAfterGcMB: 8.5,
    domNodes: 153,
  },
  {
    name: 'anchors: React 18 only',
    jsBeforeClickGzKiB: 44.4,
    buttonVisibleMs: 161,
    clickToRowMs: 4,
    clickToRow4xMs: 15,
    clickToSettledMs: 4,
    heapModalOpenMB: 2.7,
    heapModalOpenAfterGcMB: 2.4,
    domNodes: 31,
  },
]

/** Issue 18's budgets for the host with every plugin and adapter. */
export const FULL_TARGETS = { jsBeforeClickGzKiB: 120, jsTotalGzKiB: 400 }

/** Issue 2's aims, relative to the rivals above. */
export const TARGETS = {
  jsBeforeButtonGzKiB: 60,
  clickToRowMs: RIVALS.find((r) => r.name === 'RainbowKit').clickToRowMs / 2,
}
