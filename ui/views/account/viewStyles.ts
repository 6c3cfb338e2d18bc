import type { CSSProperties } from 'react'

/**
 * Layout of the account, connecting and network views. Set through React's style property
 * (CSSOM, so allowed under a strict CSP) and built only from the shell's `--hatch-` variables,
 * so host themes apply; the shell's classes (`row-button`, `text-button`, `section`) do the rest.
 */
const m = 'var(--hatch-font-size-master)'
const r = 'var(--hatch-border-radius-master)'

export const styles = {
  column: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: `calc(${m} * 1.2)`, padding: `calc(${m} * 1.6) 0` },
  walletIcon: { width: `calc(${m} * 7.2)`, height: `calc(${m} * 7.2)`, borderRadius: `calc(${r} * 5)`, objectFit: 'cover', background: 'var(--hatch-color-surface)' },
  avatar: { width: `calc(${m} * 6.4)`, height: `calc(${m} * 6.4)`, borderRadius: '50%', objectFit: 'cover', background: 'linear-gradient(135deg, var(--hatch-accent), var(--hatch-color-surface))' },
  title: { margin: 0, fontSize: `calc(${m} * 1.8)`, fontWeight: 600, textAlign: 'center' },
  muted: { margin: 0, color: 'var(--hatch-color-fg-muted)', textAlign: 'center', fontSize: `calc(${m} * 1.3)` },
  error: { margin: 0, color: 'var(--hatch-color-error)', fontWeight: 600, textAlign: 'center' },
  row: { display: 'flex', alignItems: 'center', gap: `calc(${m} * 0.8)`, flexWrap: 'wrap', justifyContent: 'center' },
  chip: {
    display: 'inline-flex', alignItems: 'center', gap: `calc(${m} * 0.6)`, padding: `calc(${m} * 0.6) calc(${m} * 1.2)`,
    border: '1px solid var(--hatch-color-border)', borderRadius: `calc(${r} * 6)`, background: 'var(--hatch-color-surface)',
    color: 'var(--hatch-color-fg)', font: 'inherit', fontSize: `calc(${m} * 1.3)`, cursor: 'pointer', textDecoration: 'none',
  },
  balance: { margin: 0, fontSize: `calc(${m} * 2.4)`, fontWeight: 600 },
  tabs: { display: 'flex', gap: `calc(${m} * 0.4)`, borderBottom: '1px solid var(--hatch-color-border)', marginBottom: `calc(${m} * 1.2)` },
  tab: {
    padding: `calc(${m} * 0.8) calc(${m} * 1.2)`, border: 'none', background: 'transparent', color: 'var(--hatch-color-fg)',
    font: 'inherit', fontWeight: 600, borderBottom: '2px solid var(--hatch-accent)', cursor: 'pointer',
  },
  tabIdle: {
    padding: `calc(${m} * 0.8) calc(${m} * 1.2)`, border: 'none', background: 'transparent', color: 'var(--hatch-color-fg-muted)',
    font: 'inherit', fontWeight: 600, borderBottom: '2px solid transparent', cursor: 'pointer',
  },
  // Each action as wide as its label needs, growing to fill the row; what does not fit wraps to a
  // second row instead of being cut off at the modal's edge.
  actions: { display: 'flex', flexWrap: 'wrap', gap: `calc(${m} * 0.8)`, width: '100%', marginBottom: `calc(${m} * 1.6)` },
  action: {
    display: 'flex', flexDirection: 'column', alignItems: 'center', gap: `calc(${m} * 0.4)`, padding: `calc(${m} * 1) calc(${m} * 0.4)`,
    flex: '1 0 auto', minWidth: `calc(${m} * 5.6)`, textAlign: 'center',
    border: '1px solid var(--hatch-color-border)', borderRadius: `calc(${r} * 4)`, background: 'var(--hatch-color-surface)',
    color: 'var(--hatch-color-fg)', font: 'inherit', fontSize: `calc(${m} * 1.3)`, fontWeight: 600, cursor: 'pointer',
  },
  tokenRow: { display: 'flex', alignItems: 'center', gap: `calc(${m} * 1.2)`, padding: `calc(${m} * 0.8)`, borderRadius: `calc(${r} * 4)`, background: 'var(--hatch-color-surface)' },
  tokenIcon: { width: `calc(${m} * 3.2)`, height: `calc(${m} * 3.2)`, borderRadius: '50%', flex: 'none', background: 'var(--hatch-color-border)' },
  grow: { flex: 1, minWidth: 0 },
  right: { textAlign: 'end' },
  fullWidth: { width: '100%' },
  addressList: { width: '100%', margin: 0, display: 'flex', flexDirection: 'column', gap: `calc(${m} * 0.8)` },
  addressRow: { padding: `calc(${m} * 0.8) calc(${m} * 1.2)`, borderRadius: `calc(${r} * 4)`, background: 'var(--hatch-color-surface)' },
  addressLabel: { color: 'var(--hatch-color-fg-muted)', fontSize: `calc(${m} * 1.2)` },
  addressValue: { margin: 0, fontFamily: 'ui-monospace, monospace', fontSize: `calc(${m} * 1.2)`, overflowWrap: 'anywhere' },
  dangerButton: {
    width: '100%', padding: `calc(${m} * 1)`, border: '1px solid var(--hatch-color-border)', borderRadius: `calc(${r} * 4)`,
    background: 'transparent', color: 'var(--hatch-color-error)', font: 'inherit', fontWeight: 600, cursor: 'pointer',
  },
} satisfies Record<string, CSSProperties>
