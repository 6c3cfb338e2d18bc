const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',')

/** Elements inside `container` that Tab can reach, in document order (hidden ones skipped). */
export function focusableElements(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (el) => !el.hasAttribute('inert') && !el.closest('[hidden],[inert]') && el.getClientRects().length > 0,
  )
}

/**
 * Where Tab (or Shift+Tab) from `active` must go to stay inside `container`, or undefined when the
 * browser's own move already stays inside (so it is left alone).
 */
export function trappedTabTarget(container: Element, active: Element | null, backwards: boolean): HTMLElement | 'stay' | undefined {
  const items = focusableElements(container)
  const first = items[0]
  const last = items.at(-1)
  if (!first || !last) return 'stay'
  const inside = active !== null && container.contains(active)
  if (!inside || active === container) return backwards ? last : first
  if (backwards && active === first) return last
  if (!backwards && active === last) return first
  return undefined
}
