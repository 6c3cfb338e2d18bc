import type { Toast } from '../../kernel/types/state.js'
import { useHatchState } from '../hooks/useHatchState.js'
import { useTranslator } from '../hooks/useTranslator.js'
import type { Translator } from '../messages/translate.js'

/**
 * A toast's text: the UI catalogue by its message id, or a locale's `error.<CODE>` entry; else the
 * English text the kernel formatted from its error catalogue (with the error's params filled).
 */
export function toastText(translator: Translator, toast: Toast): string {
  return translator.maybe(toast.messageId) ?? translator.maybe(`error.${toast.messageId}`) ?? toast.message
}

/**
 * The live region for `state.toast`. It is always rendered (empty when there is no toast) so
 * assistive technology is already watching it when a toast appears.
 */
export function ToastRegion() {
  const translator = useTranslator()
  const toast = useHatchState((state) => state.toast)
  return (
    <div className="toasts" role="status" aria-live="polite" aria-atomic="true">
      {toast ? (
        <div className="toast" data-variant={toast.variant} key={toast.id}>
          {toastText(translator, toast)}
          {toast.link ? (
            <>
              {' '}
              <a href={toast.link.url} target="_blank" rel="noreferrer">
                {(toast.link.labelId && translator.maybe(toast.link.labelId)) ?? toast.link.label}
              </a>
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
