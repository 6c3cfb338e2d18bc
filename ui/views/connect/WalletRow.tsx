import { useId, type ReactNode } from 'react'

/** Props of {@link WalletRow}. */
export interface WalletRowProps {
  name: string
  icon?: string | undefined
  /** A short tag after the name (e.g. "Installed"); part of the accessible description, not the name. */
  tag?: string | undefined
  onSelect: () => void
  /** The visitor points at or focuses the row: load what its click opens (issue 32: no wait after the click). */
  onIntent?: (() => void) | undefined
  /** Shown instead of an image when there is no icon. */
  fallbackIcon?: ReactNode
}

/**
 * One wallet (or method) as a button whose accessible name is the wallet's name, taken from its
 * content (no aria-label, so the visible text and the name cannot drift apart, WCAG 2.5.3); the tag
 * is left out of the name and given as the description.
 */
export function WalletRow({ name, icon, tag, onSelect, onIntent, fallbackIcon }: WalletRowProps) {
  const tagId = useId()
  return (
    <li>
      <button type="button" className="row-button" aria-describedby={tag ? tagId : undefined} onClick={onSelect} onPointerEnter={onIntent} onFocus={onIntent}>
        {icon ? (
          <img className="row-icon" src={icon} alt="" width={40} height={40} loading="lazy" />
        ) : (
          (fallbackIcon ?? <span className="row-icon" aria-hidden="true" />)
        )}
        <span className="row-name">{name}</span>
        {tag ? (
          <span className="row-tag" id={tagId} aria-hidden="true">
            {tag}
          </span>
        ) : null}
      </button>
    </li>
  )
}
