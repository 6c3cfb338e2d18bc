import { baseVariables, darkColors, declarations, lightColors } from '../theme/themeVariables.js'

const m = 'var(--hatch-font-size-master)'
const r = 'var(--hatch-border-radius-master)'

/**
 * The modal's whole stylesheet. It lives in the shadow root only, so it neither reaches the host
 * page nor can be reached by it; every colour and size reads a `--hatch-` variable.
 */
// The card stands at a fixed top rather than centred: what a view shows after its first paint (the
// social buttons, balances) grows it downward, so nothing above moves under the pointer. The top is
// 10vh, less where the viewport is short: ApproveTransaction's secure prompt (640 px) must fit whole
// in the card (768 px tall at most) for Approve to arm.
export const modalStyles = `
:host { all: initial; }
.hatch-root { ${declarations(baseVariables)} ${declarations(lightColors)}
  font-family: var(--hatch-font-family); font-size: calc(${m} * 1.4); line-height: 1.4;
  color: var(--hatch-color-fg); -webkit-font-smoothing: antialiased; }
.hatch-root[data-theme='dark'] { ${declarations(darkColors)} color-scheme: dark; }
*, *::before, *::after { box-sizing: border-box; }
.overlay { --top: max(calc(${m} * 1.6), min(10vh, calc(100vh - 768px))); position: fixed; inset: 0; display: flex;
  align-items: flex-start; justify-content: center; background: var(--hatch-color-overlay);
  padding: var(--top) calc(${m} * 1.6) calc(${m} * 1.6); }
.card { position: relative; width: var(--hatch-modal-width); max-width: 100%; max-height: calc(100vh - var(--top) - ${m} * 1.6);
  display: flex; flex-direction: column; background: var(--hatch-color-bg); color: var(--hatch-color-fg);
  border: 1px solid var(--hatch-color-border); border-radius: calc(${r} * 7); overflow: hidden;
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.18); outline: none; }
.header { display: grid; grid-template-columns: calc(${m} * 4) 1fr calc(${m} * 4); align-items: center;
  gap: ${m}; padding: calc(${m} * 1.4) calc(${m} * 1.4) ${m}; }
.title { margin: 0; text-align: center; font-size: calc(${m} * 1.6); font-weight: 600; }
.icon-button { display: inline-flex; align-items: center; justify-content: center; width: calc(${m} * 3.2);
  height: calc(${m} * 3.2); padding: 0; border: none; border-radius: calc(${r} * 2); background: transparent;
  color: var(--hatch-color-fg-muted); cursor: pointer; font: inherit; }
.icon-button:hover { background: var(--hatch-color-surface); color: var(--hatch-color-fg); }
.icon-button svg { width: calc(${m} * 1.6); height: calc(${m} * 1.6); }
button:focus-visible, [tabindex]:focus-visible, input:focus-visible, select:focus-visible, textarea:focus-visible, a:focus-visible {
  outline: 2px solid var(--hatch-color-focus); outline-offset: 2px; }
.body { padding: 0 calc(${m} * 1.4) calc(${m} * 1.4); overflow-y: auto; }
.loading { display: flex; align-items: center; justify-content: center; gap: ${m}; min-height: calc(${m} * 12);
  color: var(--hatch-color-fg-muted); }
.spinner { width: calc(${m} * 1.6); height: calc(${m} * 1.6); border-radius: 50%;
  border: 2px solid var(--hatch-color-border); border-top-color: var(--hatch-accent); }
.view-error { display: flex; flex-direction: column; align-items: center; gap: ${m}; padding: calc(${m} * 2) 0; }
.text-button { padding: calc(${m} * 0.8) calc(${m} * 1.6); border: none; border-radius: calc(${r} * 4);
  background: var(--hatch-accent); color: var(--hatch-accent-contrast); font: inherit; font-weight: 600; cursor: pointer; }
.alerts { display: flex; flex-direction: column; gap: calc(${m} * 0.6); padding: 0 calc(${m} * 1.4) ${m}; }
.alert { display: grid; grid-template-columns: 1fr auto; gap: calc(${m} * 0.4); padding: ${m};
  border-radius: calc(${r} * 3); background: var(--hatch-color-surface); border-inline-start: 3px solid var(--hatch-color-error); }
.alert[data-variant='info'] { border-inline-start-color: var(--hatch-accent); }
/* Icons that point along the reading direction (Back) turn round in right-to-left languages. */
[dir='rtl'] .mirror-rtl { transform: scaleX(-1); }
.alert-title { margin: 0; font-weight: 600; }
.alert-text { margin: 0; grid-column: 1; color: var(--hatch-color-fg-muted); font-size: calc(${m} * 1.2); }
.toasts[data-variant] { display: flex; align-items: center; gap: calc(${m} * 0.4); margin: 0 calc(${m} * 1.4) ${m};
  padding: calc(${m} * 0.4) calc(${m} * 0.4) calc(${m} * 0.4) calc(${m} * 1.2); border-radius: calc(${r} * 4);
  background: var(--hatch-color-fg); color: var(--hatch-color-bg); font-size: calc(${m} * 1.3); }
.toasts[data-variant='error'] { background: var(--hatch-color-error); }
.toasts[data-variant='success'] { background: var(--hatch-color-success); }
.toast-text { flex: 1; }
.toasts a { color: inherit; font-weight: 600; text-decoration: underline; }
.toasts .icon-button, .toasts .icon-button:hover { color: inherit; background: transparent; }
.section { display: flex; flex-direction: column; gap: calc(${m} * 0.8); margin: 0 0 calc(${m} * 1.2); padding: 0;
  list-style: none; }
.section-heading { margin: 0 0 calc(${m} * 0.6); font-size: calc(${m} * 1.2); font-weight: 600; color: var(--hatch-color-fg-muted); }
.row-button { display: flex; align-items: center; gap: calc(${m} * 1.2); width: 100%; padding: calc(${m} * 0.8);
  border: none; border-radius: calc(${r} * 4); background: var(--hatch-color-surface); color: var(--hatch-color-fg);
  font: inherit; font-weight: 500; text-align: start; cursor: pointer; }
.row-button:hover { background: var(--hatch-color-surface-hover); }
.row-icon { width: calc(${m} * 4); height: calc(${m} * 4); border-radius: calc(${r} * 3); flex: none; object-fit: cover;
  background: var(--hatch-color-border); }
.row-glyph { display: flex; align-items: center; justify-content: center; color: var(--hatch-color-fg); }
.row-name { flex: 1; }
.row-tag { font-size: calc(${m} * 1.1); color: var(--hatch-color-fg-muted); }
.empty { margin: 0; padding: calc(${m} * 2) 0; text-align: center; color: var(--hatch-color-fg-muted); }
@keyframes hatch-shake {
  0%, 100% { transform: translateX(0); } 20%, 60% { transform: translateX(-8px); } 40%, 80% { transform: translateX(8px); } }
@keyframes hatch-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: no-preference) {
  .card[data-shaking] { animation: hatch-shake 500ms ease-in-out; }
  .spinner { animation: hatch-spin 0.8s linear infinite; }
}
`
