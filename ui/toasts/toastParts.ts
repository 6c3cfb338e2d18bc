// The toast's parts the modal loads when it opens (ui/modal/ToastRegion): one chunk, off the JS
// loaded before the first click.
export { ToastDismiss } from './ToastDismiss.js'
export { ToastMessage } from './ToastMessage.js'
