// The toast's parts the open modal loads once it has painted or a toast shows (ui/modal/ToastRegion):
// one chunk, off the JS loaded before the first click.
export { ToastDismiss } from './ToastDismiss.js'
export { ToastMessage } from './ToastMessage.js'
