import { definePlugin, type Plugin } from '../../kernel/index.js'

declare module 'hatch' {
  interface HatchFeatures {
    /** Several wallets at once (a remote feature, default off). */
    multiWallet?: boolean
  }
}

declare module 'hatch' {
  interface ViewParams {
    /** ProfileWallets (spec §2): every connected wallet, to switch to, delete, or add another. */
    ProfileWallets: undefined
  }
}

/** Options of {@link multiWallet}. */
export interface MultiWalletOptions {
  /** Label of the Account action (English; a locale may translate `extension.accountActions.wallets`). */
  label?: string
}

/** Two stacked cards: the Wallets action's icon. */
const icon = 'M4 8h13a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H4zM7 4h13v11'

/**
 * Several wallets at once (spec §1, §2 ProfileWallets, §4 "Switching a connection"): the Account
 * action "Wallets" opens ProfileWallets, which lists every connection of every namespace with its
 * address, network and balance, marks the active one, and lets the visitor switch, delete or add a
 * wallet. Answers the remote feature `multiWallet` (off until the project configuration turns it
 * on), which also turns on the kernel's `hatch.getConnections`, `switchConnection`,
 * `deleteConnection` and `subscribeConnections`.
 *
 * @example
 * ```ts
 * import { multiWallet } from 'hatch/plugins/multi-wallet'
 * createHatch({ ..., plugins: [multiWallet()] })
 * ```
 */
export function multiWallet(options: MultiWalletOptions = {}): Plugin {
  return definePlugin({
    id: 'multi-wallet',
    gate: { key: 'multiWallet', source: 'remote', default: false, value: 'boolean' },
    keepsConnections: true,
    views: { ProfileWallets: { load: () => import('./views/ProfileWalletsView.js'), title: 'Wallets' } },
    on: {
      // A disconnect that keeps the modal open (other wallets remain) leaves an empty Account view:
      // the remaining wallets are shown instead, with Back to the Account of the wallet that took
      // over (the kernel makes another namespace's wallet active), else to Connect.
      'account:disconnected': (_event, ctx) => {
        const state = ctx.store.getState()
        if (!state.modal.open || state.connections.length === 0 || ctx.router.current()?.view !== 'Account') return
        const active = state.activeNamespace ? state.chains[state.activeNamespace]?.account.address : undefined
        if (!active) ctx.router.reset('Connect')
        ctx.router.push('ProfileWallets')
      },
    },
    contributes: { accountActions: [{ id: 'wallets', label: options.label ?? 'Wallets', view: 'ProfileWallets', icon }] },
  })
}
