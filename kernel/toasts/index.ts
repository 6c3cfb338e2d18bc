export { createToasts, toastDurationsMs, toastReplaceDelayMs, type ToastMessage, type Toasts, type ToastTimers } from './createToasts.js'
export { dismissAlert, raiseAlert, type AlertInput } from './alerts.js'
