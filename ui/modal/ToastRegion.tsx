import { useLayoutEffect, useRef, type FocusEvent } from 'react'
import { useHatch } from '../hooks/useHatch.js'
import { useHatchState } from '../hooks/useHatchState.js'
import { useLocale } from '../hooks/useLocale.js'
import { useTranslator } from '../hooks/useTranslator.js'
import { toastText } from '../toasts/toastText.js'
import { CloseIcon } from './icons.js'

/**
 * The toast of `state.toast`, below the header in the flow of the dialog, so it never covers a
 * control (WCAG 2.4.11: a toast over the view hid Disconnect and took its click). Its live region
 * is always rendered (empty when there is no toast) so assistive technology is already watching it
 * when a toast appears; the Dismiss button sits outside it, so it is not read with every toast.
 * The text is formatted now, in the language shown, with the toast's values. Pointing at the toast
 * or focusing it holds it open; it closes on its own otherwise (kernel/toasts).
 */
export function ToastRegion() {
  const { toasts } = useHatch().context
  const translator = useTranslator()
  const { tag } = useLocale()
  const toast = useHatchState((state) => state.toast)
  const region = useRef<HTMLDivElement>(null)
  const held = useRef({ pointer: false, focus: false })
  const hold = (why: 'pointer' | 'focus', on: boolean) => {
    held.current[why] = on
    if (held.current.pointer || held.current.focus) toasts.pause()
    else toasts.resume()
  }

  // Each toast starts its own clock: hold it at once when the pointer or focus is on the region
  // already. Focus inside a toast that went away (dismissed, replaced) goes back to the dialog
  // rather than to the page's body.
  useLayoutEffect(() => {
    const el = region.current
    if (!el) return
    // Without a toast the region has no size: the pointer cannot be on it.
    if (!toast) held.current.pointer = false
    if (held.current.focus && !el.matches(':focus-within')) {
      held.current.focus = false
      el.closest<HTMLElement>('[role="dialog"]')?.focus()
    }
    if (toast && (held.current.pointer || held.current.focus)) toasts.pause()
  }, [toast, toasts])

  return (
    <div
      ref={region}
      className="toasts"
      data-variant={toast?.variant}
      onMouseEnter={() => hold('pointer', true)}
      onMouseLeave={() => hold('pointer', false)}
      onFocus={() => hold('focus', true)}
      onBlur={(event: FocusEvent<HTMLDivElement>) => event.currentTarget.contains(event.relatedTarget) || hold('focus', false)}
    >
      <div className="toast-text" role="status" aria-live="polite" aria-atomic="true">
        {toast ? toastText(translator, toast, tag) : null}
        {toast?.link ? (
          <>
            {' '}
            <a href={toast.link.url} target="_blank" rel="noreferrer">
              {(toast.link.labelId && translator.maybe(toast.link.labelId)) ?? toast.link.label}
            </a>
          </>
        ) : null}
      </div>
      {toast ? (
        <button type="button" className="icon-button" aria-label={translator.t('modal.dismissToast')} onClick={() => toasts.dismiss(toast.id)}>
          <CloseIcon />
        </button>
      ) : null}
    </div>
  )
}
