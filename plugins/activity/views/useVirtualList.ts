import { useLayoutEffect, useReducer, useState, type RefObject } from 'react'
import { elementScroll, observeElementOffset, observeElementRect, Virtualizer, type VirtualItem } from '@tanstack/virtual-core'

/**
 * Virtualises `count` rows of `rowHeight` px inside the scroll element `scrollRef`
 * (@tanstack/virtual-core), so the DOM holds only the rows in view plus `overscan` on each side,
 * however long the history grows. `viewportHeight` stands in while the element has no layout yet.
 */
export function useVirtualList(
  scrollRef: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number,
  viewportHeight: number,
  overscan = 4,
): { rows: VirtualItem[]; totalSize: number } {
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  const options = {
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
    initialRect: { width: 0, height: viewportHeight },
    scrollToFn: elementScroll,
    observeElementRect: (instance: Virtualizer<HTMLElement, Element>, cb: (rect: { width: number; height: number }) => void) =>
      observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { width: rect.width, height: viewportHeight })),
    observeElementOffset,
    onChange: () => rerender(),
  }
  const [virtualizer] = useState(() => new Virtualizer<HTMLElement, Element>(options))
  virtualizer.setOptions(options)
  useLayoutEffect(() => virtualizer._didMount(), [virtualizer])
  useLayoutEffect(() => virtualizer._willUpdate())
  return { rows: virtualizer.getVirtualItems(), totalSize: virtualizer.getTotalSize() }
}
