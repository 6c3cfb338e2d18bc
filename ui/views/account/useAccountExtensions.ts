import { useMemo } from 'react'
import type { RegisteredContribution } from '../../../kernel/contracts/extensions.js'
import type { ChainNamespace } from '../../../kernel/types/chain.js'
import { useHatch } from '../../hooks/useHatch.js'
import { useHatchState } from '../../hooks/useHatchState.js'

/** Spec §9: the default order of the wallet-feature actions. */
export const defaultWalletFeaturesOrder = ['onramp', 'swaps', 'receive', 'send'] as const

/**
 * Orders actions by the host's `features.walletFeaturesOrder` (default onramp, swaps, receive,
 * send); actions it does not name (a host plugin's) follow in registration order.
 */
export function orderActions<A extends { id: string }>(actions: readonly A[], hostOrder: unknown): A[] {
  const order: readonly string[] = Array.isArray(hostOrder) && hostOrder.every((x) => typeof x === 'string') ? hostOrder : defaultWalletFeaturesOrder
  const rank = (a: A) => {
    const i = order.indexOf(a.id)
    return i === -1 ? order.length : i
  }
  return actions
    .map((a, index) => ({ a, index }))
    .sort((x, y) => rank(x.a) - rank(y.a) || x.index - y.index)
    .map((x) => x.a)
}

/** What the Account view shows from the plugins for the active namespace: its actions and tabs. */
export interface AccountExtensions {
  actions: ReadonlyArray<RegisteredContribution<'accountActions'>>
  tabs: ReadonlyArray<RegisteredContribution<'accountTabs'>>
}

/** The contributed Account actions (ordered) and tabs (by `order`) visible now; follows gate changes. */
export function useAccountExtensions(namespace: ChainNamespace | undefined): AccountExtensions {
  const hatch = useHatch()
  const features = useHatchState((state) => state.features)
  return useMemo(() => {
    const { extensions } = hatch.context
    const actions = orderActions(extensions.visible('accountActions', namespace), features['walletFeaturesOrder'])
    const tabs = [...extensions.visible('accountTabs', namespace)].sort((a, b) => a.order - b.order)
    return { actions, tabs }
  }, [hatch, features, namespace])
}
