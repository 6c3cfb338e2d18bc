import type { CSSProperties } from 'react'

const m = 'var(--hatch-font-size-master)'

/** Layout of the social views, in the shell's theme variables. */
export const styles = {
  section: { display: 'flex', flexDirection: 'column', gap: `calc(${m} * 0.8)`, padding: `calc(${m} * 0.4) 0` },
  heading: { margin: 0, fontSize: `calc(${m} * 1.2)`, fontWeight: 600, color: 'var(--hatch-color-fg-muted)' },
  list: { display: 'flex', flexDirection: 'column', gap: `calc(${m} * 0.6)`, margin: 0, padding: 0, listStyle: 'none' },
  button: { width: '100%', justifyContent: 'flex-start' },
  text: { margin: 0, color: 'var(--hatch-color-fg)', overflowWrap: 'anywhere', textAlign: 'center' },
  muted: { margin: 0, color: 'var(--hatch-color-fg-muted)', fontSize: `calc(${m} * 1.2)`, textAlign: 'center' },
  column: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: `calc(${m} * 1.2)`, padding: `calc(${m} * 0.4) 0` },
  row: { display: 'flex', gap: `calc(${m} * 0.8)`, flexWrap: 'wrap', justifyContent: 'center' },
} satisfies Record<string, CSSProperties>
