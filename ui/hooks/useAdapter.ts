import { useCallback } from 'react'
import { HatchError } from '../../kernel/errors/HatchError.js'
import type { AdapterRuntime } from '../../kernel/contracts/adapterRuntime.js'
import type { ChainNamespace } from '../../kernel/types/chain.js'
import { useHatch } from './useHatch.js'

/**
 * A function that loads (once) the adapter runtime serving a namespace (default: the active one),
 * for a plugin's controller or view that signs or sends. Rejects with ADAPTER_NOT_FOUND or
 * NAMESPACE_REQUIRED.
 *
 * @example
 * ```tsx
 * const getAdapter = useAdapter()
 * const signature = await (await getAdapter()).signMessage({ message, address })
 * ```
 */
export function useAdapter(): (namespace?: ChainNamespace) => Promise<AdapterRuntime> {
  const hatch = useHatch()
  return useCallback(
    (namespace?: ChainNamespace) => {
      const target = namespace ?? hatch.getState().activeNamespace
      if (!target) return Promise.reject(new HatchError('NAMESPACE_REQUIRED'))
      return hatch.context.getAdapter(target)
    },
    [hatch],
  )
}
