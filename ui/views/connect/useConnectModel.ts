import { useMemo } from 'react'
import { useHatch } from '../../hooks/useHatch.js'
import { useHatchState } from '../../hooks/useHatchState.js'
import {
  orderWallets,
  resolveConnectMethodOrder,
  resolveConnectorTypeOrder,
  showsInjectedWallet,
  type ConnectMethod,
  type WalletEntry,
} from './connectOrdering.js'
import { isViewReachable } from './isViewReachable.js'

import type { ConnectMethodContribution } from '../../../kernel/contracts/extensions.js'

/** A connect method a plugin contributes (e-mail, social): its label, the view it opens, and its inline section if any. */
export type ConnectMethodLink = Pick<ConnectMethodContribution, 'id' | 'label' | 'view' | 'params' | 'section'>

/** What the Connect view shows, derived from state, features and the view registry. */
export interface ConnectModel {
  wallets: WalletEntry[]
  /** Sections in display order; a method no enabled plugin contributes (or whose view is unreachable) is absent. */
  methods: ConnectMethod[]
  /** The contributed link for each method shown besides wallets. */
  links: Partial<Record<ConnectMethod, ConnectMethodLink>>
  showAllWallets: boolean
}

/** Builds the Connect view's model; re-computes only when the inputs change. */
export function useConnectModel(): ConnectModel {
  const hatch = useHatch()
  const { connectors, features, activeNamespace } = useHatchState((state) => ({
    connectors: state.connectors,
    features: state.features,
    activeNamespace: state.activeNamespace,
  }))
  return useMemo(() => {
    const ctx = hatch.context
    const recentIds = new Set((ctx.storage.get('recentWallets') ?? []).map((w) => w.id))
    const wallets = orderWallets(connectors, {
      order: resolveConnectorTypeOrder(features.connectorTypeOrder),
      recentIds,
      ...(activeNamespace ? { activeNamespace } : {}),
    })
    const links: Partial<Record<ConnectMethod, ConnectMethodLink>> = {}
    for (const c of ctx.extensions.visible('connectMethods', activeNamespace)) {
      if (c.method !== 'wallet' && !links[c.method] && isViewReachable(ctx, c.view)) links[c.method] = c
    }
    const methods = resolveConnectMethodOrder(features.connectMethodsOrder, showsInjectedWallet(wallets), Object.keys(links)).filter(
      (m) => m === 'wallet' || links[m],
    )
    const showAllWallets = features.allWallets !== false && isViewReachable(ctx, 'AllWallets')
    return { wallets, methods, links, showAllWallets }
  }, [hatch, connectors, features, activeNamespace])
}
