/**
 * Whether the approval prompt is laid out whole inside the frame (issue 28 item 1): a page that
 * sizes the frame can otherwise collapse the details, scroll the title away or squeeze the prompt
 * so that only Approve shows.
 */

/** Narrower than this, the prompt is not shown as designed (a page squeezing the frame to one button). */
export const MIN_PROMPT_WIDTH = 280

/** One part of the prompt the visitor must see, as the frame laid it out. */
export interface LaidOutPart {
  /** Its border box in the frame's viewport (getBoundingClientRect). */
  top: number
  left: number
  bottom: number
  right: number
  /** Its content size and visible size (scrollHeight/clientHeight ...): more content than room means cut. */
  scrollHeight: number
  clientHeight: number
  scrollWidth: number
  clientWidth: number
}

/** Half a pixel of rounding either way. */
const SLACK = 0.5

/**
 * True when every required part (title, origin, each detail's label and value, the buttons) has
 * its full size and lies wholly inside the frame's viewport of `width` × `height`, and the frame is
 * at least {@link MIN_PROMPT_WIDTH} wide. A part scrolled out of view, collapsed to nothing, or
 * holding more than it shows fails.
 */
export function promptFits(viewport: { width: number; height: number }, parts: readonly LaidOutPart[]): boolean {
  if (viewport.width < MIN_PROMPT_WIDTH || viewport.height <= 0 || parts.length === 0) return false
  return parts.every(
    (p) =>
      p.bottom - p.top > 0 &&
      p.right - p.left > 0 &&
      p.top >= -SLACK &&
      p.left >= -SLACK &&
      p.bottom <= viewport.height + SLACK &&
      p.right <= viewport.width + SLACK &&
      p.scrollHeight <= p.clientHeight + 1 &&
      p.scrollWidth <= p.clientWidth + 1,
  )
}

/** What {@link promptFits} needs of an element, read from the DOM. */
export function laidOut(element: Element): LaidOutPart {
  const box = element.getBoundingClientRect()
  return {
    top: box.top,
    left: box.left,
    bottom: box.bottom,
    right: box.right,
    scrollHeight: element.scrollHeight,
    clientHeight: element.clientHeight,
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }
}

/**
 * Whether an IntersectionObserver entry of the element covering the frame's viewport says the frame
 * is wholly inside the top-level viewport: the visible part is the whole box, within a pixel of
 * rounding (a frame placed at fractional coordinates reports a ratio of 0.998 while wholly shown).
 */
export function wholeInView(entry: Pick<IntersectionObserverEntry, 'isIntersecting' | 'boundingClientRect' | 'intersectionRect'>): boolean {
  const box = entry.boundingClientRect
  const seen = entry.intersectionRect
  return entry.isIntersecting && box.width > 0 && box.height > 0 && seen.width >= box.width - 1 && seen.height >= box.height - 1
}

/** Intersection thresholds fine enough that the frame moving partly off screen is reported. */
export const VIEW_THRESHOLDS: readonly number[] = [...Array.from({ length: 20 }, (_, i) => i / 20), 0.98, 0.99, 0.995, 1]

/** The prompt height the frame last told the page (PROMPT_HEIGHT), and the frame's width then. */
export interface ToldHeight {
  width: number
  height: number
}

/**
 * The height to tell the page now, or undefined: nothing while the frame is narrower than
 * {@link MIN_PROMPT_WIDTH} (a hidden 0 × 0 frame lays the prompt out one word a line), and at the
 * width last told only a greater height, so a shorter status line cannot make the page shrink the
 * frame, and the frame resize, back and forth.
 */
export function heightToTell(told: ToldHeight, width: number, height: number): number | undefined {
  if (width < MIN_PROMPT_WIDTH) return undefined
  if (width === told.width && height <= told.height) return undefined
  return height
}
