/**
 * What the keyboard user sees: the focused element (followed into shadow roots) with its accessible
 * role and name as far as the page tells, and whether its focus ring shows with enough contrast.
 */
import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/** The focused element, described. */
export interface FocusedElement {
  tag: string
  role: string | null
  /** aria-label, else the text of its aria-labelledby, else its label or text. */
  name: string
  /** Inside the modal's shadow root. */
  inModal: boolean
  /** `:focus-visible` matches. */
  focusVisible: boolean
  outlineStyle: string
  outlineWidthPx: number
  outlineColor: string
  /** The colour behind the ring: the first opaque background up the tree (the dialog's in the modal). */
  backgroundColor: string
}

/** Describes the deepest focused element (`document.activeElement`, then each shadow root's). */
export function focused(page: Page): Promise<FocusedElement | null> {
  return page.evaluate(() => {
    let el: Element | null = document.activeElement
    let inModal = false
    while (el?.shadowRoot?.activeElement) {
      if (el.tagName.toLowerCase() === 'hatch-modal') inModal = true
      el = el.shadowRoot.activeElement
    }
    if (!el || el === document.body) return null
    const root = el.getRootNode() as Document | ShadowRoot
    const labelledBy = el.getAttribute('aria-labelledby')
    const byId = labelledBy
      ? labelledBy
          .split(/\s+/)
          .map((id) => root.getElementById(id)?.textContent ?? '')
          .join(' ')
      : ''
    // Text as the accessibility tree has it: aria-hidden parts left out, images by their alt.
    const textOf = (node: Node): string =>
      [...node.childNodes]
        .map((child) => {
          if (child.nodeType === Node.TEXT_NODE) return child.textContent ?? ''
          if (!(child instanceof Element) || child.getAttribute('aria-hidden') === 'true') return ''
          if (child.tagName === 'IMG') return child.getAttribute('alt') ?? ''
          return textOf(child)
        })
        .join('')
    const labels = (el as HTMLInputElement).labels
    const name = (el.getAttribute('aria-label') ?? (byId || (labels && labels[0] ? textOf(labels[0]) : textOf(el)))).replace(/\s+/g, ' ').trim()
    const style = getComputedStyle(el)
    let bgNode: Element | null = el.parentElement ?? (el.getRootNode() as ShadowRoot).host ?? null
    let backgroundColor = 'rgb(255, 255, 255)'
    while (bgNode) {
      const bg = getComputedStyle(bgNode).backgroundColor
      if (bg && bg !== 'transparent' && !/rgba\(.*, 0\)$/.test(bg)) {
        backgroundColor = bg
        break
      }
      // Up through shadow roots: a root's host; the document has none (`host` is then undefined).
      bgNode = bgNode.parentElement ?? (bgNode.getRootNode() as Partial<ShadowRoot>).host ?? null
    }
    return {
      tag: el.tagName.toLowerCase(),
      role: el.getAttribute('role'),
      name,
      inModal,
      focusVisible: el.matches(':focus-visible'),
      outlineStyle: style.outlineStyle,
      outlineWidthPx: parseFloat(style.outlineWidth),
      outlineColor: style.outlineColor,
      backgroundColor,
    }
  })
}

function luminance(rgb: string): number {
  const [r = 0, g = 0, b = 0] = (rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map((c) => {
    const v = Number(c) / 255
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG contrast ratio of two `rgb()` colours. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/**
 * Presses Tab (or Shift+Tab) until the focused element's name is `name` (a string matches exactly).
 * As a visitor would, it waits a little each time focus has gone round the dialog without finding
 * it (a view's content may still be loading), up to `timeoutMs`; then throws naming what was
 * focused on the way.
 */
export async function tabTo(page: Page, name: string | RegExp, options: { timeoutMs?: number; backwards?: boolean } = {}): Promise<FocusedElement> {
  const seen: string[] = []
  const deadline = Date.now() + (options.timeoutMs ?? 10_000)
  let lap = new Set<string>()
  while (Date.now() < deadline) {
    await page.keyboard.press(options.backwards ? 'Shift+Tab' : 'Tab')
    const now = await focused(page)
    const label = now?.name ?? '(body)'
    if (now && (typeof name === 'string' ? label === name : name.test(label))) return now
    const step = `${now?.tag ?? ''}:${label}`
    if (seen.length < 40) seen.push(step)
    if (lap.has(step)) {
      lap = new Set()
      await page.waitForTimeout(250)
    }
    lap.add(step)
  }
  throw new Error(`Tab never reached "${String(name)}"; focused on the way: ${seen.join(' | ')}`)
}

/**
 * Asserts the ring a keyboard user sees on `el`: `:focus-visible`, an outline of at least 2 px
 * whose colour has 3:1 against what is behind it (WCAG 2.4.7 and 1.4.11).
 */
export function expectFocusRing(el: FocusedElement | null, what: string): void {
  expect(el, `${what}: nothing focused`).not.toBeNull()
  const ring = el as FocusedElement
  expect(ring.focusVisible, `${what}: :focus-visible`).toBe(true)
  expect(ring.outlineStyle, `${what}: outline style`).not.toBe('none')
  expect(ring.outlineWidthPx, `${what}: outline width`).toBeGreaterThanOrEqual(2)
  expect(contrastRatio(ring.outlineColor, ring.backgroundColor), `${what}: ring ${ring.outlineColor} on ${ring.backgroundColor}`).toBeGreaterThanOrEqual(3)
}

/** Records pointer events reaching the page; returns a reader of what was recorded. */
export async function recordPointerEvents(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const w = window as unknown as { pointerEvents: string[] }
    w.pointerEvents = []
    for (const type of ['mousedown', 'mouseup', 'pointerdown', 'pointerup', 'click']) {
      window.addEventListener(
        type,
        (event) => {
          // A click that a key press synthesises (Enter or Space on a button) has no pointer: detail 0.
          if (event.type !== 'click' || (event as MouseEvent).detail > 0) w.pointerEvents.push(event.type)
        },
        true,
      )
    }
  })
  return () => page.evaluate(() => (window as unknown as { pointerEvents: string[] }).pointerEvents)
}
