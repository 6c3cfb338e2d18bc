// The in-page probe, installed with `addInitScript` before any page script. Once per animation
// frame (≈16 ms resolution; times are performance.now(), i.e. ms since navigation start) it looks
// for the connect button and, after the click, for the first wallet row, searching the document
// and every open shadow root. Same visibility test as ../shared/bench/anchors: a non-empty box and
// checkVisibility({ opacityProperty, visibilityProperty }).

/**
 * @param {{ button: { sel: string, text?: string }, row: { sel: string, inShadowRoot?: boolean, text?: string, textRe?: string }, stableFrames: number }} cfg
 */
export function probe(cfg) {
  const B = (window.__bench = { t: {}, phase: 'load' })
  try {
    performance.setResourceTimingBufferSize(5000)
  } catch {}
  const deepAll = (sel, root, inShadow, out) => {
    for (const el of root.querySelectorAll(sel)) out.push({ el, inShadow })
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot) deepAll(sel, el.shadowRoot, true, out)
    return out
  }
  const visible = (el) => {
    const r = el.getBoundingClientRect()
    return r.width > 0 && r.height > 0 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true })
  }
  const text = (el) => (el.textContent || '').replace(/\s+/g, ' ').trim()
  const opacityUpTheTree = (el) => {
    let o = 1
    while (el) {
      o *= parseFloat(getComputedStyle(el).opacity || '1')
      el = el.parentElement || (el.getRootNode() instanceof ShadowRoot ? el.getRootNode().host : null)
    }
    return o
  }
  B.findButton = () =>
    deepAll(cfg.button.sel, document, false, [])
      .map((h) => h.el)
      .find((el) => visible(el) && (!cfg.button.text || text(el).includes(cfg.button.text)))
  // text / textRe: as the anchors' probe, for rivals whose rows have no stable selector (ConnectKit).
  B.findRow = () =>
    deepAll(cfg.row.sel, document, false, []).find(
      (h) =>
        (!cfg.row.inShadowRoot || h.inShadow) &&
        visible(h.el) &&
        (!cfg.row.text || text(h.el).includes(cfg.row.text)) &&
        (!cfg.row.textRe || new RegExp(cfg.row.textRe).test(text(h.el))),
    )?.el
  let lastBox = null
  let stable = 0
  let stableStart = 0
  const tick = () => {
    const now = performance.now()
    if (B.phase === 'load' && B.t.buttonVisible === undefined) {
      if (B.findButton()) B.t.buttonVisible = now
    } else if (B.phase === 'modal' && B.t.click !== undefined && B.t.rowSettled === undefined) {
      const row = B.findRow()
      if (row) {
        if (B.t.rowVisible === undefined) B.t.rowVisible = now
        const r = row.getBoundingClientRect()
        const box = `${r.x.toFixed(1)},${r.y.toFixed(1)},${r.width.toFixed(1)},${r.height.toFixed(1)}`
        if (box === lastBox && opacityUpTheTree(row) >= 0.999) {
          if (++stable >= cfg.stableFrames) B.t.rowSettled = stableStart
        } else {
          stable = 1
          stableStart = now
          lastBox = box
        }
      }
    }
    requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
  // Long tasks (over 50 ms) on the main thread, for the blocking time while the modal opens.
  B.longTasks = []
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) B.longTasks.push({ start: e.startTime, duration: e.duration })
    }).observe({ type: 'longtask', buffered: true })
  } catch {}
  window.addEventListener(
    'click',
    () => {
      if (B.phase === 'modal' && B.t.click === undefined) B.t.click = performance.now()
    },
    true,
  )
}
