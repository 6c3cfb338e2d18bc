import { HatchError } from '../../../kernel/errors/HatchError.js'
import type { CaipNetwork } from '../../../kernel/types/chain.js'
import type { Eip1193Provider } from '../discovery/types.js'
import { describeWalletError, isUserRejection, needsAddChain } from './walletErrors.js'

/** `0x`-prefixed hex chain id, as wallet_* methods take it. */
export function hexChainId(id: number | string): `0x${string}` {
  return `0x${Number(id).toString(16)}`
}

/** The EIP-3085 parameters of wallet_addEthereumChain for a configured network. */
export function addChainParameters(network: CaipNetwork) {
  const explorer = network.blockExplorers?.default.url
  return {
    chainId: hexChainId(network.id),
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: [...network.rpcUrls.default.http],
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
    ...(network.assets?.imageUrl ? { iconUrls: [network.assets.imageUrl] } : {}),
  }
}

async function requestSwitch(provider: Eip1193Provider, network: CaipNetwork): Promise<void> {
  await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: hexChainId(network.id) }] })
}

function switchError(error: unknown, network: CaipNetwork): HatchError {
  const details = `wallet_switchEthereumChain to ${network.caipNetworkId}: ${describeWalletError(error)}`
  return isUserRejection(error)
    ? new HatchError('SWITCH_NETWORK_REJECTED', { cause: error, details })
    : new HatchError('SWITCH_NETWORK_FAILED', { cause: error, details })
}

/**
 * Moves the wallet to `network` (spec §4 "Network switch"): wallet_switchEthereumChain; when the
 * wallet answers 4902, 5000 or 32603 (or a nested 4902) it is asked to add the chain with the
 * network's data, then to switch unless adding already moved it. A failed add is
 * CHAIN_NOT_SUPPORTED ('Chain is not supported'); a declined switch SWITCH_NETWORK_REJECTED.
 */
export async function switchWalletChain(provider: Eip1193Provider, network: CaipNetwork): Promise<void> {
  try {
    await requestSwitch(provider, network)
    return
  } catch (error) {
    if (!needsAddChain(error)) throw switchError(error, network)
  }
  try {
    await provider.request({ method: 'wallet_addEthereumChain', params: [addChainParameters(network)] })
  } catch (error) {
    throw new HatchError('CHAIN_NOT_SUPPORTED', {
      cause: error,
      details: `wallet_addEthereumChain for ${network.caipNetworkId}: ${describeWalletError(error)}`,
    })
  }
  const current = await provider.request({ method: 'eth_chainId' })
  if (typeof current === 'string' && Number(current) === Number(network.id)) return
  try {
    await requestSwitch(provider, network)
  } catch (error) {
    throw switchError(error, network)
  }
}
