import { useCallback } from 'react'
import type { CaipNetwork, ChainNamespace } from '../../kernel/types/chain.js'
import { useHatch } from './useHatch.js'
import { useHatchState } from './useHatchState.js'

/** What {@link useNetwork} returns. */
export interface NetworkInfo {
  namespace: ChainNamespace | undefined
  caipNetwork: CaipNetwork | undefined
  /** The networks the host configured for this namespace. */
  networks: readonly CaipNetwork[]
  /**
   * Asks to switch to `network` (a network or its CAIP id): opens the switch view the spec's
   * rules choose. Throws NETWORK_NOT_FOUND for a network the host did not configure.
   */
  switchNetwork: (network: CaipNetwork | string) => void
}

/**
 * The current network of a namespace (default: the active one) and a way to switch it.
 *
 * @example
 * ```tsx
 * const { caipNetwork, switchNetwork } = useNetwork()
 * ```
 */
export function useNetwork(namespace?: ChainNamespace): NetworkInfo {
  const hatch = useHatch()
  const selected = useHatchState((state) => {
    const ns = namespace ?? state.activeNamespace
    const network = ns ? state.chains[ns]?.network : undefined
    return { namespace: ns, caipNetwork: network?.caipNetwork, networks: network?.requestedCaipNetworks ?? noNetworks }
  })
  const switchNetwork = useCallback((network: CaipNetwork | string) => hatch.switchNetwork(network), [hatch])
  return { ...selected, switchNetwork }
}

const noNetworks: readonly CaipNetwork[] = []
