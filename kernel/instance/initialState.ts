import { initialChainState } from '../accounts/accountState.js'
import type { CoreOptions } from '../contracts/context.js'
import type { Plugin } from '../contracts/definePlugin.js'
import type { ChainNamespace } from '../types/chain.js'
import type { ChainState, HatchState } from '../types/state.js'
import type { HatchOptions } from './resolveCoreOptions.js'

/**
 * The state a new instance starts from: one chain slot per configured namespace. The network
 * stored from the last visit wins over the default one when it is still configured.
 */
export function buildInitialState(core: CoreOptions, options: HatchOptions, storedNetworkId?: string): HatchState {
  const chains: Partial<Record<ChainNamespace, ChainState>> = {}
  for (const network of core.networks) {
    const chain = (chains[network.chainNamespace] ??= initialChainState(network.chainNamespace))
    chain.network.requestedCaipNetworks.push(network)
    chain.network.caipNetwork ??= network
  }
  const stored = core.networks.find((n) => n.caipNetworkId === storedNetworkId)
  const first = stored ?? core.defaultNetwork ?? core.networks[0]
  if (first) {
    const chain = chains[first.chainNamespace]
    if (chain) chain.network.caipNetwork = first
  }
  const plugins: Record<string, unknown> = {}
  for (const plugin of (options.plugins ?? []) as Plugin[]) plugins[plugin.id] = plugin.state?.()
  return {
    modal: {
      open: false,
      loading: false,
      shake: 0,
      themeMode: options.themeMode ?? 'light',
      themeVariables: { ...(options.themeVariables ?? {}) },
    },
    router: { stack: [] },
    ...(first ? { activeNamespace: first.chainNamespace } : {}),
    chains,
    connectors: [],
    connections: [],
    features: {},
    remoteConfig: { status: 'idle' },
    alerts: [],
    plugins,
  }
}
