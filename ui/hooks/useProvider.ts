import type { HatchEip1193Provider } from '../../kernel/provider/providerShell.js'
import { useHatch } from './useHatch.js'

/**
 * The EIP-1193 provider of the nearest `<HatchProvider>`'s instance for `namespace` (only
 * `'eip155'`): the same object on every render, following the active connection (docs/provider.md).
 *
 * @example
 * ```tsx
 * const provider = useProvider('eip155')
 * const client = createWalletClient({ transport: custom(provider) })
 * ```
 */
export function useProvider(namespace: 'eip155'): HatchEip1193Provider {
  return useHatch().getProvider(namespace)
}
