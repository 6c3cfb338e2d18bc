import type { HatchContext } from '../contracts/context.js'
import type { ViewId, ViewParams } from '../router/viewParams.js'
import type { ChainNamespace } from '../types/chain.js'
import { loadActionCode } from '../instance/loadActionCode.js'
import { opensForOtherNamespace, resolveOpeningView, unsupportedChainOpens } from './openingRules.js'

/** Arguments of {@link ModalController.open}; `params` are checked against the view's {@link ViewParams}. */
export interface OpenOptions<V extends ViewId = ViewId> {
  /** Open on this view (opening rule 2). */
  view?: V
  params?: ViewParams[V]
  /** Open for this namespace; another namespace than the active one triggers a network switch (rule 5). */
  namespace?: ChainNamespace
}

/** Opening, closing and going back (spec §2). */
export interface ModalController {
  open(options?: OpenOptions): void
  /** Closes unless the current view blocks closing; returns whether it closed. */
  close(): boolean
  /** Goes back one view, with the spec's back rules; closes when the history is exhausted. */
  goBack(): void
  /** Asks the UI to shake for 500 ms. */
  shake(): void
}

/** Dependencies that live in other controllers. */
export interface ModalDeps {
  adapterCount(): number
  /** Rule 5: switch to the namespace's network instead of opening by the rules. */
  switchToNamespace(namespace: ChainNamespace): void
}

const activeChain = (ctx: HatchContext) => {
  const state = ctx.store.getState()
  const ns = state.activeNamespace
  return ns ? state.chains[ns] : undefined
}
const activeAddress = (ctx: HatchContext) => activeChain(ctx)?.account.address

/** Creates the modal controller of one instance. */
export function createModalController(ctx: HatchContext, deps: ModalDeps): ModalController {
  const { store, router, events } = ctx

  const restingView = () => (ctx.options.embedded && activeAddress(ctx) ? 'Account' : 'Connect')

  const resetHistoryTo = (view: string) => {
    // Headless hosts may register no views at all; then the history is simply emptied.
    const stack = ctx.views.get(view) ? [{ view }] : []
    store.update((draft) => {
      draft.router.stack = stack
    })
  }

  const controller: ModalController = {
    open(options = {}) {
      if (opensForOtherNamespace(options.namespace, store.getState().activeNamespace)) {
        deps.switchToNamespace(options.namespace!)
        return
      }
      const view = resolveOpeningView({
        ...(options.view ? { requestedView: options.view } : {}),
        manualWCControl: ctx.options.manualWCControl,
        adapterCount: deps.adapterCount(),
        hasAddress: Boolean(activeAddress(ctx)),
        unsupportedNetwork: Boolean(activeChain(ctx)?.network.unsupportedChainId) && unsupportedChainOpens(ctx),
        isMobile: ctx.options.isMobile,
      })
      router.reset(view, options.view === view ? options.params : undefined)
      const wasOpen = store.getState().modal.open
      store.update((draft) => {
        draft.modal.open = true
      })
      if (!wasOpen) events.emit('modal:open', { view })
      // After the click, beside the views: the error texts and toasts, for what the views raise or show.
      loadActionCode()
    },
    close() {
      const current = router.current()
      const registered = current && ctx.views.get(current.view)
      if (registered?.blocksClose?.(ctx)) {
        controller.shake()
        return false
      }
      const wasOpen = store.getState().modal.open
      store.update((draft) => {
        draft.modal.open = false
        draft.modal.loading = false
      })
      resetHistoryTo(restingView())
      if (wasOpen) events.emit('modal:close', undefined)
      return true
    },
    goBack() {
      const current = router.current()
      if (current) {
        const registered = ctx.views.get(current.view)
        if (registered?.onBack?.(ctx) === true) return
        if (current.view === 'Connect' && activeAddress(ctx) && ctx.views.get('Account')) {
          router.reset('Account')
          return
        }
      }
      if (!router.goBack()) controller.close()
    },
    shake() {
      store.update((draft) => {
        draft.modal.shake += 1
      })
    },
  }
  return controller
}
