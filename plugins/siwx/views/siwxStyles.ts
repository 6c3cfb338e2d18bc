import type { CSSProperties } from 'react'

const m = 'var(--hatch-font-size-master)'

/** Layout of SIWXSignMessage, from the shell's `--hatch-` variables only (host themes apply). */
export const styles = {
  column: { display: 'flex', flexDirection: 'column', gap: `calc(${m} * 1.2)`, padding: `calc(${m} * 0.8) 0` },
  intro: { margin: 0, fontSize: `calc(${m} * 1.5)`, fontWeight: 600, color: 'var(--hatch-color-fg)', textAlign: 'center' },
  facts: { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `calc(${m} * 0.4) calc(${m} * 1)`, margin: 0, fontSize: `calc(${m} * 1.2)` },
  term: { color: 'var(--hatch-color-fg-muted)' },
  value: { margin: 0, color: 'var(--hatch-color-fg)', overflowWrap: 'anywhere' },
  message: {
    margin: 0,
    maxHeight: `calc(${m} * 18)`,
    overflow: 'auto',
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    fontSize: `calc(${m} * 1.1)`,
    padding: `calc(${m} * 0.8)`,
    borderRadius: 'var(--hatch-border-radius-master, 4px)',
    background: 'var(--hatch-color-bg-muted, rgba(127,127,127,0.12))',
    color: 'var(--hatch-color-fg)',
  },
  note: { margin: 0, fontSize: `calc(${m} * 1.2)`, color: 'var(--hatch-color-fg-muted)' },
  actions: { display: 'flex', gap: `calc(${m} * 0.8)` },
} satisfies Record<string, CSSProperties>
