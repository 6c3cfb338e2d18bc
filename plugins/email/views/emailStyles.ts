import type { CSSProperties } from 'react'

const m = 'var(--hatch-font-size-master)'

/** Layout of the e-mail views, in the shell's theme variables. */
export const styles = {
  form: { display: 'flex', flexDirection: 'column', gap: `calc(${m} * 1.2)`, padding: `calc(${m} * 0.4) 0` },
  text: { margin: 0, color: 'var(--hatch-color-fg)', overflowWrap: 'anywhere' },
  muted: { margin: 0, color: 'var(--hatch-color-fg-muted)', fontSize: `calc(${m} * 1.2)` },
  row: { display: 'flex', gap: `calc(${m} * 0.8)`, flexWrap: 'wrap', alignItems: 'center' },
} satisfies Record<string, CSSProperties>
