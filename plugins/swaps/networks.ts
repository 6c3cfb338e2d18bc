/** Spec §9 "Swap networks": the EVM chain ids swaps run on without host configuration. */
export const SWAP_NETWORK_IDS: readonly number[] = [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554]

/** Whether swaps run on `caipNetworkId`: an eip155 network among spec §9's or the host's `chainIds`. */
export function isSwapNetwork(caipNetworkId: string, hostChainIds: readonly number[] = []): boolean {
  const [namespace, reference] = caipNetworkId.split(':')
  const id = Number(reference)
  return namespace === 'eip155' && Number.isInteger(id) && (SWAP_NETWORK_IDS.includes(id) || hostChainIds.includes(id))
}
