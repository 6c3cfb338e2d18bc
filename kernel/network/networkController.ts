import { castDraft } from 'immer'
import type { ViewParams } from '../router/viewParams.js'
import { HatchError } from '../errors/HatchError.js'
import { raiseAlert } from '../toasts/alerts.js'
import { unsupportedChainOpens } from '../modal/openingRules.js'
import type { HatchContext } from '../contracts/context.js'
import type { CaipNetwork, ChainNamespace } from '../types/chain.js'

/**
 * A switch asked for a network the host did not configure: raises alert APKT001 'Network Not Found'
 * (spec §8, "switch network not found") and returns the NETWORK_NOT_FOUND error to throw.
 */
export function networkNotFound(ctx: Pick<HatchContext, 'store' | 'events'>, caipNetworkId: string): HatchError {
  raiseAlert(ctx.store, ctx.events, 'APKT001')
  return new HatchError('NETWORK_NOT_FOUND', { details: `${caipNetworkId} is not configured` })
}

/** Network switching (spec §4 "Network switch" and "Unsupported chain"). */
export interface NetworkController {
  /**
   * What a visitor's choice of network does: nothing for the same network; otherwise opens the
   * view that confirms or performs the switch (SwitchNetwork or SwitchActiveChain).
   */
  requestSwitch(network: CaipNetwork, options?: { needsConfirmation?: boolean }): void
  /** Performs the switch: asks the wallet when connected, then records the new network. */
  switchNetwork(network: CaipNetwork): Promise<void>
  /** Applies a chain change reported by the wallet; unknown chains lead to UnsupportedChain. */
  handleChainChanged(namespace: ChainNamespace, chainId: number | string): void
  /** The network a namespace would use when switched to. */
  networkForNamespace(namespace: ChainNamespace): CaipNetwork | undefined
}

/** Deps owned elsewhere. */
export interface NetworkDeps {
  openOn<V extends 'SwitchNetwork' | 'SwitchActiveChain' | 'UnsupportedChain'>(view: V, params: ViewParams[V]): void
}

/** Creates the network controller of one instance. */
export function createNetworkController(ctx: HatchContext, deps: NetworkDeps): NetworkController {
  const { store, events, storage } = ctx

  const recordNetwork = (network: CaipNetwork) => {
    store.update((draft) => {
      const chain = draft.chains[network.chainNamespace]
      if (!chain) return
      chain.network.caipNetwork = castDraft(network)
      delete chain.network.unsupportedChainId
      draft.activeNamespace = network.chainNamespace
      const caipAddress = chain.account.address
      if (caipAddress) chain.account.caipAddress = `${network.caipNetworkId}:${caipAddress}`
    })
    storage.set('activeNetwork', network.caipNetworkId)
    storage.set('activeNamespace', network.chainNamespace)
    events.emit('network:changed', { namespace: network.chainNamespace, network })
  }

  const networkForNamespace = (namespace: ChainNamespace) =>
    store.getState().chains[namespace]?.network.caipNetwork ?? ctx.options.networks.find((n) => n.chainNamespace === namespace)

  return {
    networkForNamespace,
    requestSwitch(network, options = {}) {
      const state = store.getState()
      const active = state.activeNamespace
      const current = active ? state.chains[active]?.network : undefined
      // On an unconfigured chain, the last configured network is a switch like any other.
      if (current?.caipNetwork?.caipNetworkId === network.caipNetworkId && !current.unsupportedChainId) return
      const target = state.chains[network.chainNamespace]
      if (!target) throw networkNotFound(ctx, network.caipNetworkId)
      const connectedElsewhere = Boolean(active && active !== network.chainNamespace && state.chains[active]?.account.address)
      const connector = state.connectors.find((c) => c.id === target.account.connectorId)
      const params = { network: network.caipNetworkId }
      if (options.needsConfirmation || connector?.type === 'AUTH') return deps.openOn('SwitchNetwork', params)
      if (connectedElsewhere && !target.account.address) return deps.openOn('SwitchActiveChain', params)
      return deps.openOn('SwitchNetwork', params)
    },
    async switchNetwork(network) {
      const chain = store.getState().chains[network.chainNamespace]
      if (!chain) throw networkNotFound(ctx, network.caipNetworkId)
      if (chain.account.address && ctx.hasAdapter(network.chainNamespace)) {
        const runtime = await ctx.getAdapter(network.chainNamespace)
        if (runtime.switchNetwork) await runtime.switchNetwork({ network })
      }
      recordNetwork(network)
    },
    handleChainChanged(namespace, chainId) {
      const network = ctx.options.networks.find((n) => n.chainNamespace === namespace && String(n.id) === String(chainId))
      if (network) {
        const current = store.getState().chains[namespace]?.network
        if (current?.caipNetwork?.caipNetworkId !== network.caipNetworkId || current.unsupportedChainId) recordNetwork(network)
        return
      }
      store.update((draft) => {
        const chain = draft.chains[namespace]
        if (chain) chain.network.unsupportedChainId = String(chainId)
      })
      events.emit('network:unsupported', { namespace, chainId })
      if (unsupportedChainOpens(ctx)) deps.openOn('UnsupportedChain', { chainId: String(chainId) })
    },
  }
}
