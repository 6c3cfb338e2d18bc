import { HIDDEN_FRAME } from './embeddedCore.js'

/** Marks a frame shown over the modal as part of the dialog for its focus trap (ui/modal/useFocusTrap.ts reads the same name). */
const OVERLAY_ATTRIBUTE = 'data-hatch-overlay'

/** Above the modal (whose host sits at the theme's z-index, 999 by default), as ApproveTransaction places it. */
const FRAME_Z_INDEX = 2147483646

/**
 * Keeps the secure frame exactly over `target` (a view's box), following it through the modal's
 * animation, scrolling and resizing, until the returned function hides the frame again. The frame
 * stays a document of its own on the secure origin: moving the iframe in the DOM would reload it.
 */
export function keepFrameOver(frame: HTMLIFrameElement, target: HTMLElement): () => void {
  // The modal's focus trap lets focus into a frame so marked (ui/modal/useFocusTrap.ts).
  frame.setAttribute(OVERLAY_ATTRIBUTE, '')
  let last = ''
  let raf = 0
  const scroller = scrollerOf(target)
  const follow = () => {
    const box = target.getBoundingClientRect()
    // Drawn above the modal, the frame would cover its header once the body scrolls the box under
    // it: cut to the part of the box the body shows. (Only then: the frame arms Approve only while
    // it is wholly visible, and a clipped prompt must not be.)
    const view = scroller?.getBoundingClientRect()
    const [over, under] = view ? [Math.max(0, view.top - box.top), Math.max(0, box.bottom - view.bottom)] : [0, 0]
    const clip = over > 0 || under > 0 ? `;clip-path:inset(${over}px 0 ${under}px 0)` : ''
    const style = `position:fixed;top:${box.top}px;left:${box.left}px;width:${box.width}px;height:${box.height}px;border:0;z-index:${FRAME_Z_INDEX};visibility:visible;pointer-events:auto;border-radius:8px${clip}`
    // Hidden by another view's box letting go after this one took over: shown again.
    if (style !== last || frame.style.visibility !== 'visible') frame.style.cssText = last = style
    raf = requestAnimationFrame(follow)
  }
  follow()
  return () => {
    cancelAnimationFrame(raf)
    frame.removeAttribute(OVERLAY_ATTRIBUTE)
    frame.style.cssText = HIDDEN_FRAME
  }
}

/** The nearest ancestor of `element` that scrolls (the modal's body), across shadow roots. */
function scrollerOf(element: Element): Element | undefined {
  for (let node: Node | null = element.parentNode; node; node = node instanceof ShadowRoot ? node.host : node.parentNode) {
    if (node instanceof Element && /auto|scroll/.test(getComputedStyle(node).overflowY)) return node
  }
  return undefined
}
