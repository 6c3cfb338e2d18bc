/**
 * `hatch/adapters/evm`: the EVM (eip155) adapter. The descriptor is small: wallet discovery
 * (EIP-6963 and `window.ethereum`) is a chunk of its own that starts with the instance, without
 * viem; viem loads on first need.
 * @packageDocumentation
 */
import { defineAdapter, type Adapter } from '../../kernel/contracts/defineAdapter.js'
import { perInstance } from '../../kernel/contracts/perInstance.js'
import type { ExternalConnector } from './discovery/types.js'

export type { Eip1193Provider, ExternalConnector } from './discovery/types.js'
export { INJECTED_CONNECTOR_ID } from './discovery/connectors.js'

/** Options of {@link evm}. */
export interface EvmAdapterOptions {
  /** Connectors the host adds (type EXTERNAL), e.g. a wallet SDK that is not injected. */
  connectors?: readonly ExternalConnector[]
}

/**
 * Creates the EVM adapter.
 *
 * @example
 * ```ts
 * const hatch = createHatch({ projectId, networks: [mainnet], adapters: [evm()] })
 * ```
 */
export function evm(options: EvmAdapterOptions = {}): Adapter {
  const externals = options.connectors ?? []
  // One discovery per instance: the same descriptor may serve two instances on one page.
  const discovery = perInstance(async (ctx) => {
    const { startDiscovery } = await import('./discovery/createDiscovery.js')
    return startDiscovery(ctx, externals, typeof window === 'undefined' ? undefined : window)
  })
  return defineAdapter({
    namespace: 'eip155',
    name: 'EVM',
    setup: discovery.start,
    async load(ctx) {
      const { createEvmRuntime } = await import('./runtime/createEvmRuntime.js')
      return createEvmRuntime(ctx, await discovery.get(ctx))
    },
  })
}
