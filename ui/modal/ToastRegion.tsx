import { lazy, Suspense, useEffect, type ComponentType } from 'react'
import type { Toast } from '../../kernel/types/state.js'
import { useHatchState } from '../hooks/useHatchState.js'

// The toast's text (with the amount formatter) and its Dismiss button load when the dialog opens,
// not with the JS loaded before the first click. Should they fail to load, the toast shows no text
// rather than raw placeholders, and still closes on its own.
const load = () => import('../toasts/toastParts.js')
type Part = { default: ComponentType<{ toast: Toast }> }
const nothing: Part = { default: () => null }
const ToastMessage = lazy(() =>
  load().then(
    (parts) => ({ default: parts.ToastMessage }),
    () => nothing,
  ),
)
const ToastDismiss = lazy(() =>
  load().then(
    (parts) => ({ default: parts.ToastDismiss }),
    () => nothing,
  ),
)

/**
 * The toast of `state.toast`, below the header in the flow of the dialog, so it never covers a
 * control (WCAG 2.4.11: a toast over the view hid Disconnect and took its click). Its live region
 * is always rendered (empty when there is no toast) so assistive technology is already watching it
 * when a toast appears; the Dismiss button sits outside it, so it is not read with every toast.
 * The text is formatted when it shows, in the language shown, with the toast's values. Pointing at
 * the toast or focusing it holds it open; it closes on its own otherwise (kernel/toasts).
 */
export function ToastRegion() {
  const toast = useHatchState((state) => state.toast)
  useEffect(() => void load().catch(() => undefined), [])
  return (
    <div className="toasts" data-variant={toast?.variant}>
      <div className="toast-text" role="status" aria-live="polite" aria-atomic="true">
        {toast ? (
          <Suspense fallback={null}>
            <ToastMessage toast={toast} />
          </Suspense>
        ) : null}
      </div>
      {toast ? (
        <Suspense fallback={null}>
          <ToastDismiss key={toast.id} toast={toast} />
        </Suspense>
      ) : null}
    </div>
  )
}
