import type { Draft } from 'immer'
import { initialChainState } from '../accounts/accountState.js'
import type { CoreOptions } from '../contracts/context.js'
import type { Plugin } from '../contracts/definePlugin.js'
import type { ChainNamespace } from '../types/chain.js'
import type { ChainState, HatchState } from '../types/state.js'
import type { HatchOptions } from './resolveCoreOptions.js'

const isStringRecord = (x: unknown): x is Record<string, string> =>
  typeof x === 'object' && x !== null && !Array.isArray(x) && Object.values(x).every((value) => typeof value === 'string')

/**
 * The state an instance holds before its options are validated: the modal closed, no chains.
 * The theme is read here (defensively: validation comes later and reports a wrong value) so the
 * first paint already uses the host's theme and a `setThemeMode` call made right after
 * `createHatch` is never overwritten by start-up.
 */
export function buildShellState(options: Partial<HatchOptions> | undefined): HatchState {
  const themeMode = options?.themeMode === 'dark' ? 'dark' : 'light'
  const themeVariables = isStringRecord(options?.themeVariables) ? { ...options.themeVariables } : {}
  return {
    modal: { open: false, loading: false, shake: 0, themeMode, themeVariables },
    router: { stack: [] },
    chains: {},
    connectors: [],
    connections: [],
    features: {},
    featureValues: {},
    remoteConfig: { status: 'idle' },
    alerts: [],
    plugins: {},
  }
}

/**
 * Applies validated options at start-up: one chain slot per configured namespace, each plugin's
 * initial state and the `locale` option. The network stored from the last visit wins over the default one when it is
 * still configured.
 */
export function applyConfiguredState(draft: Draft<HatchState>, core: CoreOptions, plugins: readonly Plugin[], storedNetworkId?: string): void {
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
    draft.activeNamespace = first.chainNamespace
  }
  draft.chains = chains as Draft<typeof chains>
  for (const plugin of plugins) draft.plugins[plugin.id] = plugin.state?.()
  // The `locale` option is the host's choice (`modal.locale`) until a `setLocale` call, made before
  // start-up included, changes it: a view reading the state shows the language the modal shows.
  draft.modal.locale ??= core.raw['locale'] as string | undefined
}
