import { useId, useRef, type KeyboardEvent, type MouseEvent } from 'react'
import { useHatch } from '../hooks/useHatch.js'
import { useHatchState } from '../hooks/useHatchState.js'
import { AlertList } from './AlertList.js'
import { clearFieldOnEscape } from './clearFieldOnEscape.js'
import { ModalHeader } from './ModalHeader.js'
import { ToastRegion } from './ToastRegion.js'
import { useFocusTrap } from './useFocusTrap.js'
import { useFocusOnNavigate } from './useFocusOnNavigate.js'
import { useShake } from './useShake.js'
import { ViewOutlet } from './ViewOutlet.js'

/** Props of {@link ModalDialog}. */
export interface ModalDialogProps {
  root: ShadowRoot
  /** Element that had focus when the modal opened; focus returns to it on close. */
  opener: Element | null
}

/**
 * The open modal: overlay, dialog with header, alerts, the toast region and the view outlet.
 * Escape (once a field's text is cleared) and an overlay click go through `hatch.close()`, so a
 * view that blocks closing still blocks (and the kernel shakes the modal instead).
 */
export function ModalDialog({ root, opener }: ModalDialogProps) {
  const hatch = useHatch()
  const titleId = useId()
  const dialog = useRef<HTMLDivElement>(null)
  const shaking = useShake(useHatchState((state) => state.modal.shake))
  useFocusTrap(dialog, root, opener)
  useFocusOnNavigate(dialog, root, titleId)

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    event.preventDefault()
    event.stopPropagation()
    // In a field holding text, the first Escape clears it; the next one closes.
    if (clearFieldOnEscape(event.target, event.nativeEvent.isComposing)) return
    hatch.close()
  }
  const onOverlayClick = (event: MouseEvent) => {
    if (event.target === event.currentTarget) hatch.close()
  }

  return (
    // A click on the backdrop is a pointer shortcut for Close; the keyboard has Escape (on the dialog) and the Close button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className="overlay" data-testid="hatch-overlay" onClick={onOverlayClick}>
      {/* The dialog itself listens for Escape (WAI-ARIA dialog pattern); its controls are the interactive elements. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={dialog}
        className="card"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-shaking={shaking ? '' : undefined}
        onKeyDown={onKeyDown}
      >
        <ModalHeader titleId={titleId} />
        <AlertList />
        {/* In the flow below the header, not over the view: a toast never covers a control. */}
        <ToastRegion />
        <div className="body">
          <ViewOutlet />
        </div>
      </div>
    </div>
  )
}
