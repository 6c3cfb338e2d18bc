import type { HatchContext } from '../../../kernel/contracts/context.js'
import type { ApprovalKind } from './approvalKind.js'

/** The view that shows the frame while a signing or sending request waits (spec §2, §4 "Approval"). */
export const APPROVE_VIEW = 'ApproveTransaction'

/**
 * Puts ApproveTransaction on screen while approvals wait, and takes it away after: pushed over the
 * current view when the modal is open (popped after), or the modal opened on it (closed after).
 * When the visitor has already left the view, nothing is undone.
 */
export function createApprovalDisplay(ctx: HatchContext) {
  let opened: 'pushed' | 'opened' | undefined
  const onView = () => ctx.router.current()?.view === APPROVE_VIEW
  return {
    /** Shows the view titled for `kind` (a message, typed data or a transaction). */
    show(kind: ApprovalKind) {
      if (onView() || !ctx.views.get(APPROVE_VIEW)) return
      if (ctx.store.getState().modal.open) {
        ctx.router.push('ApproveTransaction', { kind })
        opened = 'pushed'
        return
      }
      ctx.router.reset('ApproveTransaction', { kind })
      ctx.store.update((draft) => void (draft.modal.open = true))
      opened = 'opened'
      ctx.events.emit('modal:open', { view: APPROVE_VIEW })
    },
    hide() {
      const how = opened
      opened = undefined
      if (!how || !onView()) return
      if (how === 'pushed' && ctx.router.goBack()) return
      const state = ctx.store.getState()
      const address = state.activeNamespace ? state.chains[state.activeNamespace]?.account.address : undefined
      ctx.store.update((draft) => {
        draft.modal.open = false
        draft.modal.loading = false
      })
      const resting = address && ctx.views.get('Account') ? 'Account' : 'Connect'
      if (ctx.views.get(resting)) ctx.router.reset(resting)
      ctx.events.emit('modal:close', undefined)
    },
  }
}
