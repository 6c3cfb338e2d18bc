import type { CSSProperties } from 'react'

const m = 'var(--hatch-font-size-master)'
const r = 'var(--hatch-border-radius-master)'

/** Layout of the receive view, from the shell's `--hatch-` variables only (host themes apply). */
export const styles = {
  column: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: `calc(${m} * 1.2)`, padding: `calc(${m} * 0.8) 0` },
  muted: { margin: 0, color: 'var(--hatch-color-fg-muted)', fontSize: `calc(${m} * 1.2)`, textAlign: 'center', minHeight: '1em' },
  choice: { display: 'flex', gap: `calc(${m} * 0.4)`, padding: `calc(${m} * 0.4)`, borderRadius: `calc(${r} * 5)`, background: 'var(--hatch-color-surface)' },
  choiceOn: {
    padding: `calc(${m} * 0.6) calc(${m} * 1.4)`,
    borderRadius: `calc(${r} * 4)`,
    background: 'var(--hatch-color-bg)',
    fontWeight: 600,
    cursor: 'pointer',
  },
  choiceOff: { padding: `calc(${m} * 0.6) calc(${m} * 1.4)`, borderRadius: `calc(${r} * 4)`, color: 'var(--hatch-color-fg-muted)', cursor: 'pointer' },
  radio: { position: 'absolute', opacity: 0, width: 1, height: 1 },
  addressBox: { width: '100%', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: `calc(${m} * 0.6)` },
  addressLabel: { margin: 0, fontSize: `calc(${m} * 1.2)`, color: 'var(--hatch-color-fg-muted)', fontWeight: 600 },
  address: {
    margin: 0,
    width: '100%',
    padding: `calc(${m} * 0.8) calc(${m} * 1.2)`,
    borderRadius: `calc(${r} * 4)`,
    background: 'var(--hatch-color-surface)',
    fontFamily: 'ui-monospace, monospace',
    fontSize: `calc(${m} * 1.2)`,
    overflowWrap: 'anywhere',
    textAlign: 'center',
    userSelect: 'all',
  },
  networks: { width: '100%', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: `calc(${m} * 0.6)` },
  networkList: { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: `calc(${m} * 0.6)`, margin: 0, padding: 0, listStyle: 'none' },
  networkChip: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: `calc(${m} * 0.6)`,
    padding: `calc(${m} * 0.4) calc(${m} * 1)`,
    border: '1px solid var(--hatch-color-border)',
    borderRadius: `calc(${r} * 6)`,
    fontSize: `calc(${m} * 1.2)`,
  },
} satisfies Record<string, CSSProperties>
