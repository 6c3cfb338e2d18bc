import type { CSSProperties } from 'react'
import { formStyles } from '../../../ui/primitives/index.js'

const m = 'var(--hatch-font-size-master)'

/** Layout of the names views: the shared form parts and the views' own, from the shell's `--hatch-` variables only (host themes apply). */
export const styles = {
  ...formStyles,
  intro: { margin: 0, fontSize: `calc(${m} * 1.3)`, color: 'var(--hatch-color-fg-muted)' },
  zone: { color: 'var(--hatch-color-fg-muted)', whiteSpace: 'nowrap' },
  available: { color: 'var(--hatch-color-success, var(--hatch-accent))', fontWeight: 600 },
  section: { display: 'flex', flexDirection: 'column', gap: `calc(${m} * 0.6)` },
  heading: { margin: 0, fontSize: `calc(${m} * 1.2)`, fontWeight: 600, color: 'var(--hatch-color-fg-muted)' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: `calc(${m} * 0.6)` },
  done: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: `calc(${m} * 1.2)`, padding: `calc(${m} * 1.6) 0`, textAlign: 'center' },
  badge: { width: `calc(${m} * 6.4)`, height: `calc(${m} * 6.4)`, color: 'var(--hatch-accent)' },
  doneTitle: { margin: 0, fontSize: `calc(${m} * 1.6)`, fontWeight: 600, color: 'var(--hatch-color-fg)', overflowWrap: 'anywhere' },
} satisfies Record<string, CSSProperties>
