/**
 * The adapter's two views, loaded from this one module (see the descriptor): they share their
 * texts (messages.ts) and primitives, and as one chunk they cost less than as three (gzip per
 * file, an import each). Devices opens from Account, ApproveTransaction whenever the frame asks.
 */
export { default as ApproveTransactionView } from './views/ApproveTransactionView.js'
export { default as DevicesView } from './views/DevicesView.js'
