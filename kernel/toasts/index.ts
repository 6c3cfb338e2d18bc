export { createToasts, toastReplaceDelayMs, type ToastMessage, type Toasts } from './createToasts.js'
export { dismissAlert, raiseAlert, type AlertInput } from './alerts.js'
