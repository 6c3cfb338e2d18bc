import { useEffect, useState, type CSSProperties, type ReactNode } from 'react'

/** Props of {@link LiveStatus}. */
export interface LiveStatusProps {
  children: ReactNode
  style?: CSSProperties | undefined
}

/**
 * A polite status region (`role="status"`) that is put in the page empty and receives its text
 * only after the browser has drawn it once (two animation frames). Screen readers announce changes
 * to a live region they already know; a region that arrives holding its text is often skipped.
 * In a hidden tab, where no frame is drawn, the text comes at once.
 */
export function LiveStatus({ children, style }: LiveStatusProps) {
  const [watched, setWatched] = useState(false)
  useEffect(() => {
    if (document.visibilityState === 'hidden') return setWatched(true)
    let second = 0
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => setWatched(true))
    })
    return () => {
      cancelAnimationFrame(first)
      cancelAnimationFrame(second)
    }
  }, [])
  return (
    <div role="status" aria-live="polite" style={style}>
      {watched ? children : null}
    </div>
  )
}
