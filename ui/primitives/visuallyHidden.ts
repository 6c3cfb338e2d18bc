import type { CSSProperties } from 'react'

/**
 * Inline style of text that screen readers read but the page does not show (the usual clip
 * pattern), for the whole form of something shown shortened. Unlike `aria-label` on a `<p>` or
 * `<span>`, which screen readers ignore there, it is part of the text.
 */
export const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
}
