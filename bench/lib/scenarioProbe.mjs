// The in-page probe of the issue-18 scenarios (AllWallets at 10,000, Account, swap quote), installed
// with `addInitScript` before any page script. Like probe.mjs it looks once per animation frame and
// searches the document and every open shadow root; times are performance.now() (ms since
// navigation start).
//
//   __scenario.watch(name, { sel, textRe?, label?, not? })  records t[name] = the first frame in
//       which an element matching `sel` has a box, passes checkVisibility, and (textRe) its text
//       matches / (label) its aria-label is exactly `label` / (not) its text is not `not`;
//   __scenario.frames                                  every frame's time while `recording` is true;
//   __scenario.modalMax                                the most elements in the modal's shadow root
//       (and wallet tiles) seen in one frame while `recording` is true;
//   __scenario.t.lastClick / lastInput                 the page's own last click and input events
//       (capture listeners on window; both events are composed, so they come out of the shadow root),
//       at the event's timeStamp: when the input happened, so main-thread work that delays the
//       handler (an intent's preload running as the mouse arrives) counts in the figure.

export function scenarioProbe() {
  const S = (window.__scenario = { t: {}, watches: {}, frames: [], recording: false, modalMax: { elements: 0, tiles: 0 } })
  try {
    performance.setResourceTimingBufferSize(20000)
  } catch {}
  const deepAll = (sel, root, out) => {
    for (const el of root.querySelectorAll(sel)) out.push(el)
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot) deepAll(sel, el.shadowRoot, out)
    return out
  }
  const visible = (el) => {
    const r = el.getBoundingClientRect()
    return r.width > 0 && r.height > 0 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true })
  }
  const text = (el) => (el.textContent || '').replace(/\s+/g, ' ').trim()
  S.deepAll = (sel) => deepAll(sel, document, [])
  S.watch = (name, cfg) => {
    delete S.t[name]
    S.watches[name] = { ...cfg, re: cfg.textRe ? new RegExp(cfg.textRe) : undefined }
  }
  const matches = (cfg) =>
    S.deepAll(cfg.sel).find(
      (el) =>
        visible(el) &&
        (!cfg.re || cfg.re.test(text(el))) &&
        (cfg.label === undefined || el.getAttribute('aria-label') === cfg.label) &&
        (cfg.not === undefined || text(el) !== cfg.not),
    )
  const tick = () => {
    const now = performance.now()
    for (const [name, cfg] of Object.entries(S.watches)) {
      const el = matches(cfg)
      if (el) {
        S.t[name] = now
        S.t[`${name}Text`] = text(el).slice(0, 200)
        delete S.watches[name]
      }
    }
    if (S.recording) {
      S.frames.push(now)
      const root = document.querySelector('hatch-modal')?.shadowRoot
      if (root) {
        S.modalMax.elements = Math.max(S.modalMax.elements, root.querySelectorAll('*').length)
        S.modalMax.tiles = Math.max(S.modalMax.tiles, root.querySelectorAll('[data-testid="hatch-wallet-tile"]').length)
      }
    }
    requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
  window.addEventListener('click', (e) => (S.t.lastClick = e.timeStamp), true)
  window.addEventListener('input', (e) => (S.t.lastInput = e.timeStamp), true)
}
