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

/** Conventional view ids the Connect view links to when a plugin registers them. */
export const connectMethodViews = { email: 'EmailLogin', social: 'ConnectSocials', allWallets: 'AllWallets' } as const

/** What the Connect view shows, derived from state, features and the view registry. */
export interface ConnectModel {
  wallets: WalletEntry[]
  /** Sections in display order; a method without a registered, enabled view is absent. */
  methods: ConnectMethod[]
  showAllWallets: boolean
}

const socialsOn = (value: unknown) => value === true || (Array.isArray(value) && value.length > 0)

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
    const available: Record<ConnectMethod, boolean> = {
      wallet: true,
      email: features.email === true && isViewReachable(ctx, connectMethodViews.email),
      social: socialsOn(features.socials) && isViewReachable(ctx, connectMethodViews.social),
    }
    const methods = resolveConnectMethodOrder(features.connectMethodsOrder, showsInjectedWallet(wallets)).filter((m) => available[m])
    const showAllWallets = features.allWallets !== false && isViewReachable(ctx, connectMethodViews.allWallets)
    return { wallets, methods, showAllWallets }
  }, [hatch, connectors, features, activeNamespace])
}
