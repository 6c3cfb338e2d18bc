import type { CSSProperties } from 'react'
import { formStyles } from '../../../ui/primitives/index.js'

const m = 'var(--hatch-font-size-master)'

/** Layout of the swap view: the shell's form parts plus the token pair (host themes apply). */
export const styles = {
  ...formStyles,
  pair: { display: 'flex', alignItems: 'flex-end', gap: `calc(${m} * 0.8)` },
  field: { ...formStyles.field, flex: 1, minWidth: 0 },
  strong: { margin: 0, fontSize: `calc(${m} * 1.4)`, fontWeight: 600, color: 'var(--hatch-color-fg)' },
  summary: formStyles.panel,
} satisfies Record<string, CSSProperties>
