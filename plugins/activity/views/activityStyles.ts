import type { CSSProperties } from 'react'

const m = 'var(--hatch-font-size-master)'

/** Height (px) of one row of the list, and of the scrolling list: six rows. */
export const ROW_HEIGHT = 60
export const VIEWPORT_HEIGHT = 6 * ROW_HEIGHT

/** Layout of the Activity tab, from the shell's `--hatch-` variables only (host themes apply). */
export const styles = {
  scroll: { height: VIEWPORT_HEIGHT, overflowY: 'auto', position: 'relative', margin: 0, padding: 0, overscrollBehavior: 'contain' },
  rows: { position: 'relative', width: '100%' },
  row: { position: 'absolute', top: 0, insetInline: 0, height: ROW_HEIGHT },
  muted: { margin: 0, padding: `calc(${m} * 1.6) 0`, textAlign: 'center', color: 'var(--hatch-color-fg-muted)' },
  footer: {
    margin: 0,
    padding: `calc(${m} * 0.6) 0 0`,
    minHeight: '1.2em',
    textAlign: 'center',
    color: 'var(--hatch-color-fg-muted)',
    fontSize: `calc(${m} * 1.2)`,
  },
  failedBox: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: `calc(${m} * 1)`, padding: `calc(${m} * 1.6) 0` },
  error: { margin: 0, color: 'var(--hatch-color-error)' },
  status: { marginInlineStart: `calc(${m} * 0.2)`, fontWeight: 400, fontSize: `calc(${m} * 1.1)`, color: 'var(--hatch-color-fg-muted)' },
  failedStatus: { marginInlineStart: `calc(${m} * 0.2)`, fontWeight: 600, fontSize: `calc(${m} * 1.1)`, color: 'var(--hatch-color-error)' },
} satisfies Record<string, CSSProperties>
