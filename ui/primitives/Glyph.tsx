import type { ReactNode } from 'react'

/**
 * A small line drawing for a row's icon disc: inline SVG (no image request, so any
 * Content-Security-Policy the modal runs under allows it), decorative (the row's text says what it
 * is), drawn in `currentColor` on a 24×24 grid, filling 60 % of its box.
 *
 * @example
 * ```tsx
 * <ListRow title="Amount" glyph={<Glyph><circle cx="12" cy="12" r="8" /></Glyph>} />
 * ```
 */
export function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="60%"
      height="60%"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  )
}
