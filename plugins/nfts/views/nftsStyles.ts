import type { CSSProperties } from 'react'

const m = 'var(--hatch-font-size-master)'
const r = 'var(--hatch-border-radius-master)'

// Two lines before a name is cut (its title attribute gives it whole).
const twoLines: CSSProperties = {
  margin: 0,
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflowWrap: 'anywhere',
}

/**
 * Layout of the NFTs tab, from the shell's `--hatch-` variables only (host themes apply). Typed by
 * name: the spread `twoLines` would otherwise give it a type its declaration cannot name.
 */
export const styles: Record<NftsStyle, CSSProperties> = {
  // The tab's content box: focusable (tabIndex -1) so focus can land on an answer; no ring of its own.
  box: { outline: 'none' },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: `calc(${m} * 1)`, margin: 0, padding: 0, listStyle: 'none' },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: `calc(${m} * 0.4)`,
    padding: `calc(${m} * 0.6)`,
    borderRadius: `calc(${r} * 4)`,
    background: 'var(--hatch-color-surface)',
    minWidth: 0,
  },
  image: {
    display: 'block',
    width: '100%',
    height: 'auto',
    aspectRatio: '1 / 1',
    objectFit: 'cover',
    borderRadius: `calc(${r} * 3)`,
    background: 'var(--hatch-color-border)',
  },
  noImage: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '100%',
    aspectRatio: '1 / 1',
    borderRadius: `calc(${r} * 3)`,
    background: 'var(--hatch-color-border)',
    color: 'var(--hatch-color-fg-muted)',
    fontSize: `calc(${m} * 1.2)`,
  },
  name: { ...twoLines, fontWeight: 600, fontSize: `calc(${m} * 1.3)` },
  collection: { ...twoLines, color: 'var(--hatch-color-fg-muted)', fontSize: `calc(${m} * 1.2)` },
  muted: { margin: 0, color: 'var(--hatch-color-fg-muted)', textAlign: 'center', fontSize: `calc(${m} * 1.3)` },
  failure: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: `calc(${m} * 0.8)`, padding: `calc(${m} * 1.6) 0` },
  error: { margin: 0, color: 'var(--hatch-color-error)', fontWeight: 600, textAlign: 'center' },
}

/** The NFTs tab's style names. */
type NftsStyle = 'box' | 'grid' | 'card' | 'image' | 'noImage' | 'name' | 'collection' | 'muted' | 'failure' | 'error'
