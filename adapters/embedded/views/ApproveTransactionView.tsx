import { useEffect, useRef, useState } from 'react'
import { useHatch } from '../../../ui/hooks/useHatch.js'
import { useTranslator } from '../../../ui/hooks/useTranslator.js'
import { HIDDEN_FRAME } from '../runtime/embeddedCore.js'

/** Above the modal (whose host sits at the theme's z-index, 999 by default). */
const FRAME_Z_INDEX = 2147483646

/** Where the frame goes: exactly over the view's box, so it reads as part of the modal. */
const placed = (box: DOMRect) =>
  `position:fixed;top:${box.top}px;left:${box.left}px;width:${box.width}px;height:${box.height}px;border:0;z-index:${FRAME_Z_INDEX};visibility:visible;pointer-events:auto;border-radius:8px`

/** The frame's box until the frame says how tall its prompt is: a short request's prompt. */
const FRAME_BOX_HEIGHT = 320

/**
 * What the modal takes around the box (its margin, header, this view's line of text and the body's
 * padding): the box never grows past the viewport, so the modal does not scroll the frame away.
 */
const MODAL_CHROME = 160

/** The box's height: the prompt's whole height (PROMPT_HEIGHT from the frame) within the viewport's room. */
const frameBoxHeight = (prompt: number | undefined) => `clamp(160px, ${prompt ?? FRAME_BOX_HEIGHT}px, calc(100vh - ${MODAL_CHROME}px))`

/**
 * ApproveTransaction (spec §2): while a signing or sending request of the embedded wallet waits,
 * the secure frame's own approval prompt ("Sign message" / "Send transaction", the verified page
 * origin, Reject / Approve) is shown in this view's frame box, below the view's own line of text
 * (never over it: the frame's page is transparent). The box is as tall as the frame says its
 * prompt is, within the viewport (the frame arms Approve only with the whole prompt in view). The
 * header is titled by the request's kind (`titleKey` in the adapter). The frame stays a separate
 * document on the secure origin (moving an iframe in the DOM would reload it and end its channel),
 * so it is positioned over the box and follows it. Leaving the view hides the frame again; closing the modal aborts the request (the
 * runtime listens for that).
 */
export default function ApproveTransactionView() {
  const hatch = useHatch()
  const { t } = useTranslator()
  const box = useRef<HTMLDivElement>(null)
  const [frame, setFrame] = useState<HTMLIFrameElement | undefined>(undefined)
  const [promptHeight, setPromptHeight] = useState<number | undefined>(undefined)

  useEffect(() => {
    let live = true
    let stop: (() => void) | undefined
    void hatch.context.getService('embeddedWallet').then(
      (wallet) => {
        if (!live) return
        setFrame(wallet.frame())
        stop = wallet.onPromptHeight((height) => setPromptHeight(height || undefined))
      },
      () => undefined,
    )
    return () => {
      live = false
      stop?.()
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
      <div ref={box} style={{ height: frameBoxHeight(promptHeight) }} />
    </div>
  )
}
