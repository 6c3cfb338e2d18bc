import type { CSSProperties } from 'react'

const m = 'var(--hatch-font-size-master)'

/** Layout of DataCapture, from the shell's `--hatch-` variables only (host themes apply). */
export const styles = {
  form: { display: 'flex', flexDirection: 'column', gap: `calc(${m} * 1.4)`, padding: `calc(${m} * 0.8) 0` },
  intro: { margin: 0, fontSize: `calc(${m} * 1.5)`, fontWeight: 600, color: 'var(--hatch-color-fg)', textAlign: 'center' },
  note: { margin: 0, fontSize: `calc(${m} * 1.2)`, color: 'var(--hatch-color-fg-muted)', overflowWrap: 'anywhere' },
  error: { margin: 0, fontSize: `calc(${m} * 1.3)`, color: 'var(--hatch-color-error)', fontWeight: 600 },
  actions: { display: 'flex', gap: `calc(${m} * 0.8)` },
} satisfies Record<string, CSSProperties>
