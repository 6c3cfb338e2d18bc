import { useEffect, useReducer } from 'react'
import { useHatchState } from '../hooks/useHatchState.js'
import { preloadable } from '../provider/preloadable.js'
import { scheduleIdle } from '../provider/scheduleIdle.js'

// The toast's text (with the amount formatter) and its Dismiss button are not in the JS loaded
// before the first click. Should they fail to load, the toast shows no text rather than raw
// placeholders, and still closes on its own.
const parts = preloadable(() => import('../toasts/toastParts.js'))

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
  const [, arrived] = useReducer((n: number) => n + 1, 0)
  const loaded = parts.peek()
  useEffect(() => {
    if (loaded) return
    const load = () => void parts.load().then(arrived, () => undefined)
    // A toast waiting for its text loads them now; otherwise once the opened dialog has painted,
    // not in the task of the click that opened it. Rendered when in, without lazy(): a suspended
    // toast would wait out React's 300 ms reveal throttle.
    if (toast) return load()
    return scheduleIdle(load)
  }, [loaded, toast])
  return (
    <div className="toasts" data-variant={toast?.variant}>
      <div className="toast-text" role="status" aria-live="polite" aria-atomic="true">
        {toast && loaded ? <loaded.ToastMessage toast={toast} /> : null}
      </div>
      {toast && loaded ? <loaded.ToastDismiss key={toast.id} toast={toast} /> : null}
    </div>
  )
}
