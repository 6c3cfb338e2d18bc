import { useEffect, useRef, useState } from 'react'
import { useHatch } from '../../../ui/hooks/useHatch.js'
import { useTranslator } from '../../../ui/hooks/useTranslator.js'
import { HIDDEN_FRAME } from '../runtime/embeddedCore.js'

/** Above the modal (whose host sits at the theme's z-index, 999 by default). */
const FRAME_Z_INDEX = 2147483646

/** Where the frame goes: exactly over the view's box, so it reads as part of the modal. */
const placed = (box: DOMRect) =>
  `position:fixed;top:${box.top}px;left:${box.left}px;width:${box.width}px;height:${box.height}px;border:0;z-index:${FRAME_Z_INDEX};visibility:visible;pointer-events:auto;border-radius:8px`

/** The frame's box: tall enough for the prompt's title, origin, details, hint and buttons. */
const FRAME_BOX_HEIGHT = 320

/**
 * ApproveTransaction (spec §2): while a signing or sending request of the embedded wallet waits,
 * the secure frame's own approval prompt ("Sign message" / "Send transaction", the verified page
 * origin, Reject / Approve) is shown in this view's frame box, below the view's own line of text
 * (never over it: the frame's page is transparent). The header is titled by the request's kind
 * (`titleKey` in the adapter). The frame stays a separate document on the secure origin (moving an
 * iframe in the DOM would reload it and end its channel), so it is positioned over the box and
 * follows it. Leaving the view hides the frame again; closing the modal aborts the request (the
 * runtime listens for that).
 */
export default function ApproveTransactionView() {
  const hatch = useHatch()
  const { t } = useTranslator()
  const box = useRef<HTMLDivElement>(null)
  const [frame, setFrame] = useState<HTMLIFrameElement | undefined>(undefined)

  useEffect(() => {
    let live = true
    void hatch.context.getService('embeddedWallet').then(
      (wallet) => live && setFrame(wallet.frame()),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [hatch])

  useEffect(() => {
    const target = box.current
    if (!frame || !target) return
    let last = ''
    let raf = 0
    // Follows the box through the modal's opening animation, scrolling and resizing.
    const follow = () => {
      const style = placed(target.getBoundingClientRect())
      if (style !== last) frame.style.cssText = last = style
      raf = requestAnimationFrame(follow)
    }
    follow()
    return () => {
      cancelAnimationFrame(raf)
      frame.style.cssText = HIDDEN_FRAME
    }
  }, [frame])

  return (
    <div role="region" aria-label={t('approve.regionLabel')}>
      <p style={{ margin: 0, padding: '0 16px 8px', color: 'var(--hatch-color-fg-muted)' }}>{frame ? t('approve.review') : t('approve.opening')}</p>
      <div ref={box} style={{ height: FRAME_BOX_HEIGHT }} />
    </div>
  )
}
