import type { CSSProperties } from 'react'

const m = 'var(--hatch-font-size-master)'
const r = 'var(--hatch-border-radius-master)'

/**
 * The parts every form view shares (Send, Swap, Buy and host plugins' forms), from the shell's
 * `--hatch-` variables only, so host themes apply and the forms look alike. Spread it and add the
 * view's own parts: `{ ...formStyles, pair: { … } }`.
 */
export const formStyles = {
  /** The form's column. */
  form: { display: 'flex', flexDirection: 'column', gap: `calc(${m} * 1.4)`, padding: `calc(${m} * 0.8) 0` },
  /** A label above its control. */
  field: { display: 'flex', flexDirection: 'column', gap: `calc(${m} * 0.4)` },
  label: { fontSize: `calc(${m} * 1.2)`, fontWeight: 600, color: 'var(--hatch-color-fg-muted)' },
  /** A native `<select>` in the shell's look. */
  select: {
    padding: `calc(${m} * 1) calc(${m} * 0.8)`,
    borderRadius: `calc(${r} * 4)`,
    border: '1px solid var(--hatch-color-border)',
    background: 'var(--hatch-color-surface)',
    color: 'var(--hatch-color-fg)',
    font: 'inherit',
  },
  /** Secondary text under a field. */
  note: { margin: 0, fontSize: `calc(${m} * 1.2)`, color: 'var(--hatch-color-fg-muted)' },
  /** A field's or the form's error line. */
  error: { margin: 0, fontSize: `calc(${m} * 1.3)`, color: 'var(--hatch-color-error)', fontWeight: 600 },
  /** A tinted box of summary lines (a quote, the fee, what will happen). */
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: `calc(${m} * 0.4)`,
    padding: `calc(${m} * 0.8) calc(${m} * 1.2)`,
    borderRadius: `calc(${r} * 4)`,
    background: 'var(--hatch-color-surface)',
  },
  /** A centred line standing in for the form (nothing to show yet, not available here). */
  muted: { margin: 0, color: 'var(--hatch-color-fg-muted)', textAlign: 'center' },
} satisfies Record<string, CSSProperties>
