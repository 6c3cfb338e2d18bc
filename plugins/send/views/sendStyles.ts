import type { CSSProperties } from 'react'

const m = 'var(--hatch-font-size-master)'
const r = 'var(--hatch-border-radius-master)'

/** Layout of the send view, from the shell's `--hatch-` variables only (host themes apply). */
export const styles = {
  form: { display: 'flex', flexDirection: 'column', gap: `calc(${m} * 1.4)`, padding: `calc(${m} * 0.8) 0` },
  field: { display: 'flex', flexDirection: 'column', gap: `calc(${m} * 0.4)` },
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
  error: { margin: 0, fontSize: `calc(${m} * 1.3)`, color: 'var(--hatch-color-error)', fontWeight: 600 },
  profile: { display: 'flex', alignItems: 'center', gap: `calc(${m} * 0.8)`, minWidth: 0 },
  avatar: {
    width: `calc(${m} * 2.8)`,
    height: `calc(${m} * 2.8)`,
    borderRadius: '50%',
    flex: 'none',
    objectFit: 'cover',
    background: 'var(--hatch-color-border)',
  },
  profileText: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  profileName: { fontWeight: 600, color: 'var(--hatch-color-fg)' },
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
