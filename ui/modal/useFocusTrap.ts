import { useEffect, type RefObject } from 'react'
import { trappedTabTarget } from './focusTrap.js'

/**
 * While mounted: moves focus into `dialog` (the dialog itself, so screen readers announce its
 * name), keeps Tab and Shift+Tab inside it, pulls focus back if it escapes to the page, and on
 * unmount returns focus to `opener` (the element focused when the modal opened).
 */
export function useFocusTrap(dialog: RefObject<HTMLElement | null>, root: ShadowRoot, opener: Element | null): void {
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    element.focus()
    const doc = element.ownerDocument
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return
      const target = trappedTabTarget(element, root.activeElement, event.shiftKey)
      if (target === undefined) return
      event.preventDefault()
      if (target !== 'stay') target.focus()
    }
    const onFocusIn = (event: FocusEvent) => {
      // Focus landing on the page behind the modal is pulled back into the dialog.
      // (A DOM without retargeting reports the shadow tree's own element: that is inside too.)
      // A frame an adapter shows over the dialog (the embedded wallet's secure frame, marked
      // data-hatch-overlay) is part of it: it cannot live in the shadow root without reloading.
      const target = event.target
      if (target instanceof Element && target.hasAttribute('data-hatch-overlay')) return
      if (target instanceof Node && target !== root.host && !root.host.contains(target) && !root.contains(target)) element.focus()
    }
    element.addEventListener('keydown', onKeyDown)
    doc.addEventListener('focusin', onFocusIn)
    return () => {
      element.removeEventListener('keydown', onKeyDown)
      doc.removeEventListener('focusin', onFocusIn)
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus()
    }
  }, [dialog, root, opener])
}
