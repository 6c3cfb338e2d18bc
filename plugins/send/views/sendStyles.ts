import type { CSSProperties } from 'react'
import { formStyles } from '../../../ui/primitives/index.js'

const m = 'var(--hatch-font-size-master)'

/** Layout of the send view: the shell's form parts plus the receiver's profile (host themes apply). */
export const styles = {
  ...formStyles,
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
  summary: formStyles.panel,
} satisfies Record<string, CSSProperties>
