/** Styles of the AllWallets view, scoped by class prefix `aw-` inside the modal's shadow root. */
export const allWalletsStyles = `
.aw-root { display: flex; flex-direction: column; gap: 8px; }
.aw-search { width: 100%; box-sizing: border-box; padding: 10px 12px; border-radius: var(--hatch-border-radius-master, 4px); border: 1px solid var(--hatch-color-border); background: var(--hatch-color-surface); color: var(--hatch-color-fg); font: inherit; }
.aw-search:focus-visible { outline: 2px solid var(--hatch-color-focus); outline-offset: -2px; }
.aw-scroll { overflow-y: auto; contain: strict; }
.aw-row { position: absolute; top: 0; inset-inline-start: 0; width: 100%; display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 4px; }
.aw-tile { width: 100%; min-width: 0; height: 98px; display: flex; flex-direction: column; align-items: center; gap: 2px; padding: 4px 2px; border: 0; border-radius: var(--hatch-border-radius-master, 4px); background: var(--hatch-color-surface); color: var(--hatch-color-fg); cursor: pointer; font: inherit; font-size: 11px; }
.aw-tile:hover { background: var(--hatch-color-surface-hover); }
.aw-tile:focus-visible { outline: 2px solid var(--hatch-color-focus); }
.aw-image { width: 48px; height: 48px; border-radius: 12px; flex: none; }
.aw-placeholder, .aw-loading { background: var(--hatch-color-border); }
.aw-placeholder { display: flex; align-items: center; justify-content: center; color: var(--hatch-color-fg-muted); font-size: 16px; font-weight: 700; }
.aw-placeholder::before { content: attr(data-initials); }
/* Two lines before anything is cut (the tile's title gives the whole name). */
.aw-name { max-width: 100%; overflow: hidden; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; line-height: 1.15; text-align: center; overflow-wrap: anywhere; }
.aw-badge { font-size: 9px; color: var(--hatch-color-success); }
.aw-status { margin: 0; text-align: center; color: var(--hatch-color-fg-muted); }
.aw-error { color: var(--hatch-color-error); }
@media (prefers-reduced-motion: no-preference) { .aw-loading { animation: aw-pulse 1s infinite alternate; } }
@keyframes aw-pulse { to { opacity: 0.5; } }
`
