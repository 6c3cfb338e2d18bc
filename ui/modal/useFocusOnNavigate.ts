import { useEffect, useRef, type RefObject } from 'react'
import { useHatchState } from '../hooks/useHatchState.js'

/**
 * Moves focus to the modal's title (the new view's heading) after each navigation, unless the new
 * view already put it somewhere inside its own content (its first field, its main button). Without
 * it the control that navigated is gone with the old view, focus falls to the page's `<body>`, and
 * a keyboard or screen reader user is lost: Escape no longer reaches the dialog and Tab starts over
 * from the page. The first view keeps the dialog's own focus (set by the focus trap on open), so
 * the dialog's name is what is announced first.
 */
export function useFocusOnNavigate(dialog: RefObject<HTMLElement | null>, root: ShadowRoot, titleId: string): void {
  const route = useHatchState((state) => `${state.router.stack.length}:${state.router.stack.at(-1)?.view ?? ''}`)
  const previous = useRef(route)
  useEffect(() => {
    if (route === previous.current) return
    previous.current = route
    const element = dialog.current
    if (!element) return
    const active = root.activeElement
    const body = element.querySelector('.body')
    // The view (rendered in this same commit) already chose where the visitor goes next.
    if (active && body?.contains(active)) return
    root.getElementById(titleId)?.focus({ preventScroll: true })
  }, [route, dialog, root, titleId])
}
