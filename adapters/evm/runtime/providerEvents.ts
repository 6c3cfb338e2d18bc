import type { HatchContext } from '../../../kernel/contracts/context.js'
import type { Eip1193Provider } from '../discovery/types.js'
import { errorCodes } from './walletErrors.js'

/**
 * EIP-1193 'disconnect' with 1013 means "disconnected from this chain, still connected"
 * (MetaMask fires it while switching); it does not end the session.
 */
const TRANSIENT_DISCONNECT = 1013

/**
 * Forwards a connected wallet's events to the kernel: accountsChanged (an empty list
 * disconnects), chainChanged (an unconfigured chain opens UnsupportedChain) and disconnect.
 * Returns the function that stops listening.
 */
export function forwardProviderEvents(ctx: HatchContext, provider: Eip1193Provider): () => void {
  const onAccounts = (accounts: unknown) => {
    const list = Array.isArray(accounts) ? accounts.filter((a): a is string => typeof a === 'string') : []
    ctx.handleAccountsChanged('eip155', list)
  }
  const onChain = (chainId: unknown) => {
    if (typeof chainId !== 'string' && typeof chainId !== 'number') return
    const id = Number(chainId)
    if (!Number.isSafeInteger(id) || id <= 0) return
    ctx.handleChainChanged('eip155', id)
  }
  const onDisconnect = (error: unknown) => {
    if (errorCodes(error)[0] === TRANSIENT_DISCONNECT) return
    ctx.handleDisconnected('eip155')
  }
  provider.on?.('accountsChanged', onAccounts)
  provider.on?.('chainChanged', onChain)
  provider.on?.('disconnect', onDisconnect)
  return () => {
    provider.removeListener?.('accountsChanged', onAccounts)
    provider.removeListener?.('chainChanged', onChain)
    provider.removeListener?.('disconnect', onDisconnect)
  }
}
