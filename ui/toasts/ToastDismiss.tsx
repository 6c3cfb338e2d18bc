import { useEffect, useRef } from 'react'
import type { Toast } from '../../kernel/types/state.js'
import { useHatch } from '../hooks/useHatch.js'
import { useTranslator } from '../hooks/useTranslator.js'
import { CloseIcon } from '../modal/icons.js'

/**
 * The toast's Dismiss button. While it shows, pointing at the toast or focusing anything in it
 * holds the toast open (WCAG 2.2.1); leaving lets it close after the time it had left. Each toast
 * mounts its own button, so a new toast starts with its own clock.
 */
export function ToastDismiss({ toast }: { toast: Toast }) {
  const { toasts } = useHatch().context
  const { t } = useTranslator()
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    const region = button.current?.parentElement
    if (!region) return
    const held = { pointer: false, focus: false }
    const hold = (why: keyof typeof held, on: boolean) => () => {
      held[why] = on
      if (held.pointer || held.focus) toasts.pause()
      else toasts.resume()
    }
    const listeners: Array<[string, EventListener]> = [
      ['mouseenter', hold('pointer', true)],
      ['mouseleave', hold('pointer', false)],
      ['focusin', hold('focus', true)],
      ['focusout', (event) => void (region.contains((event as FocusEvent).relatedTarget as Node | null) || hold('focus', false)())],
    ]
    for (const [type, listener] of listeners) region.addEventListener(type, listener)
    return () => {
      for (const [type, listener] of listeners) region.removeEventListener(type, listener)
    }
  }, [toasts])

  return (
    <button
      ref={button}
      type="button"
      className="icon-button"
      aria-label={t('modal.dismissToast')}
      onClick={(event) => {
        // Focus goes back to the dialog, not to the page's body, as the button goes away.
        event.currentTarget.closest<HTMLElement>('[role="dialog"]')?.focus()
        toasts.dismiss(toast.id)
      }}
    >
      <CloseIcon />
    </button>
  )
}
