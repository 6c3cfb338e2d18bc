import type { CSSProperties } from 'react'

const m = 'var(--hatch-font-size-master)'
const r = 'var(--hatch-border-radius-master)'

/** Layout of the swap view, from the shell's `--hatch-` variables only (host themes apply). */
export const styles = {
  form: { display: 'flex', flexDirection: 'column', gap: `calc(${m} * 1.4)`, padding: `calc(${m} * 0.8) 0` },
  pair: { display: 'flex', alignItems: 'flex-end', gap: `calc(${m} * 0.8)` },
  field: { display: 'flex', flexDirection: 'column', gap: `calc(${m} * 0.4)`, flex: 1, minWidth: 0 },
  label: { fontSize: `calc(${m} * 1.2)`, fontWeight: 600, color: 'var(--hatch-color-fg-muted)' },
  select: {
    padding: `calc(${m} * 1) calc(${m} * 0.8)`,
    borderRadius: `calc(${r} * 4)`,
    border: '1px solid var(--hatch-color-border)',
    background: 'var(--hatch-color-surface)',
    color: 'var(--hatch-color-fg)',
    font: 'inherit',
  },
  note: { margin: 0, fontSize: `calc(${m} * 1.2)`, color: 'var(--hatch-color-fg-muted)' },
  strong: { margin: 0, fontSize: `calc(${m} * 1.4)`, fontWeight: 600, color: 'var(--hatch-color-fg)' },
  error: { margin: 0, fontSize: `calc(${m} * 1.3)`, color: 'var(--hatch-color-error)', fontWeight: 600 },
  summary: {
    display: 'flex',
    flexDirection: 'column',
    gap: `calc(${m} * 0.4)`,
    padding: `calc(${m} * 0.8) calc(${m} * 1.2)`,
    borderRadius: `calc(${r} * 4)`,
    background: 'var(--hatch-color-surface)',
  },
  muted: { margin: 0, color: 'var(--hatch-color-fg-muted)', textAlign: 'center' },
} satisfies Record<string, CSSProperties>
