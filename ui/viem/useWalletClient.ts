import { useMemo } from 'react'
import { createWalletClient, custom, type Chain, type WalletClient } from 'viem'
import type { CaipNetwork } from '../../kernel/types/chain.js'
import { useHatch } from '../hooks/useHatch.js'
import { useHatchState } from '../hooks/useHatchState.js'

/** viem's chain description of a Hatch network. */
function viemChain(network: CaipNetwork): Chain {
  return {
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: [...network.rpcUrls.default.http] } },
  }
}

/**
 * A viem `WalletClient` for the connected EVM account, on its current network, talking through
 * Hatch's EIP-1193 provider (so the embedded wallet keeps its Approve step); `undefined` while no
 * EVM account is connected. A new client when the account or the network changes, the same one
 * otherwise. viem is a peer dependency: a page that never calls this hook bundles none of it.
 *
 * @example
 * ```tsx
 * const client = useWalletClient()
 * const signature = client ? await client.signMessage({ account: client.account, message: 'hello' }) : undefined
 * ```
 */
export function useWalletClient(): WalletClient | undefined {
  const hatch = useHatch()
  const address = useHatchState((state) => {
    const account = state.chains.eip155?.account
    return account?.status === 'connected' ? account.address : undefined
  })
  const network = useHatchState((state) => state.chains.eip155?.network.caipNetwork)
  return useMemo(() => {
    if (!address || !network) return undefined
    return createWalletClient({ account: address as `0x${string}`, chain: viemChain(network), transport: custom(hatch.getProvider('eip155')) })
  }, [hatch, address, network])
}
