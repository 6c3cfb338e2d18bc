import { useState, type CSSProperties, type LiHTMLAttributes, type ReactNode } from 'react'

const m = 'var(--hatch-font-size-master)'
const r = 'var(--hatch-border-radius-master)'

const row: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: `calc(${m} * 1.2)`,
  boxSizing: 'border-box',
  padding: `calc(${m} * 0.8)`,
  borderRadius: `calc(${r} * 4)`,
  listStyle: 'none',
  minWidth: 0,
}
const iconBox: CSSProperties = {
  width: `calc(${m} * 3.6)`,
  height: `calc(${m} * 3.6)`,
  flex: 'none',
  borderRadius: '50%',
  objectFit: 'cover',
  background: 'var(--hatch-color-surface)',
}
const column: CSSProperties = { display: 'flex', flexDirection: 'column', gap: `calc(${m} * 0.2)`, minWidth: 0 }
const glyphBox: CSSProperties = { ...iconBox, display: 'flex', alignItems: 'center', justifyContent: 'center', color: 'var(--hatch-color-fg-muted)' }
// Every line holds text in the modal's language (a label, "to 0x12…ab", "3 days ago"): it wraps,
// a long Russian or Thai word breaking where it must, and never ends in "…".
const line: CSSProperties = { overflowWrap: 'anywhere' }
const label: CSSProperties = { ...line, fontWeight: 600 }
const muted: CSSProperties = { ...line, color: 'var(--hatch-color-fg-muted)', fontSize: `calc(${m} * 1.2)` }

/** Props of {@link ListRow}: a list item's, plus its parts. */
export interface ListRowProps extends Omit<LiHTMLAttributes<HTMLLIElement>, 'title'> {
  /** An image URL (decorative: the row's text says what it is) or any element; absent = a blank disc; `false` = none (a list of figures). */
  icon?: string | ReactNode
  /** A drawing (inline SVG, decorative) shown in the disc when there is no image or it failed to load, so no row shows an empty disc. */
  glyph?: ReactNode
  /** The main line (left). */
  title: ReactNode
  /** The second line (left, muted). */
  description?: ReactNode
  /** The main line on the right (an amount). */
  trailing?: ReactNode
  /** The second line on the right (muted). */
  trailingDescription?: ReactNode
}

/**
 * One row of a list, as the shell's lists look: an icon, a title over a muted description, and on
 * the right a value over a muted note. Every line wraps when too long; none is cut with "…". It
 * renders an `<li>`, so put it inside a `<ul>` or an element with `role="list"`; give it
 * `aria-label` when its text alone does not read well. A broken icon image falls back to the
 * blank disc.
 *
 * @example
 * ```tsx
 * <ul><ListRow icon={iconUrl} title="Sent" description="to 0x12…abcd" trailing="-1.5 ETH" trailingDescription="2 minutes ago" /></ul>
 * ```
 */
export function ListRow({ icon, glyph, title, description, trailing, trailingDescription, style, ...rest }: ListRowProps) {
  const [broken, setBroken] = useState<string | undefined>()
  const image = typeof icon === 'string' && icon !== broken ? <img src={icon} alt="" style={iconBox} onError={() => setBroken(icon)} /> : null
  return (
    <li {...rest} style={{ ...row, ...style }}>
      {icon === false
        ? null
        : (image ??
          (icon && typeof icon !== 'string' ? (
            icon
          ) : (
            <span aria-hidden="true" style={glyph ? glyphBox : iconBox}>
              {glyph}
            </span>
          )))}
      <span style={{ ...column, flex: 1 }}>
        <span style={label}>{title}</span>
        {description !== undefined ? <span style={muted}>{description}</span> : null}
      </span>
      {trailing !== undefined || trailingDescription !== undefined ? (
        <span style={{ ...column, alignItems: 'flex-end', flex: 'none', maxWidth: '50%' }}>
          {trailing !== undefined ? <span style={line}>{trailing}</span> : null}
          {trailingDescription !== undefined ? <span style={muted}>{trailingDescription}</span> : null}
        </span>
      ) : null}
    </li>
  )
}
