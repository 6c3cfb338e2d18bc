import type { HatchProviders } from '../../kernel/provider/providerShell.js'
import { useHatch } from './useHatch.js'

/**
 * The provider of the nearest `<HatchProvider>`'s instance for `namespace`: the same object on
 * every render, following the namespace's active connection (docs/provider.md). `'eip155'` is the
 * EIP-1193 provider; `'solana'` is there when the instance has `solana()` (docs/solana-dapps.md).
 *
 * @example
 * ```tsx
 * const provider = useProvider('eip155')
 * const client = createWalletClient({ transport: custom(provider) })
 * ```
 */
export function useProvider<N extends keyof HatchProviders>(namespace: N): HatchProviders[N] {
  return useHatch().getProvider(namespace)
}
