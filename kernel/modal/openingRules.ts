import type { ViewId } from '../router/viewParams.js'
import type { ChainNamespace } from '../types/chain.js'
import type { HatchContext } from '../contracts/context.js'

/** Inputs of the opening rules, gathered by the modal controller. */
export interface OpeningInput {
  /** A specific view the caller asked for. */
  requestedView?: ViewId
  /** The host uses a manual wallet-connect control. */
  manualWCControl: boolean
  /** Number of registered chain adapters. */
  adapterCount: number
  /** The active namespace has a connected address. */
  hasAddress: boolean
  /** That address's wallet is on a chain the host did not configure, and UnsupportedChain may open. */
  unsupportedNetwork?: boolean
  isMobile: boolean
}

/** Which view the modal opens on, by spec §2 "Opening the modal" rules 1–4 (rule 5 is handled before). */
export function resolveOpeningView(input: OpeningInput): ViewId {
  if (input.manualWCControl || (input.adapterCount === 0 && !input.hasAddress)) {
    return input.isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic'
  }
  if (input.requestedView) return input.requestedView
  // Rule 3, while the wallet sits on an unconfigured chain: the view that offers the way back.
  if (input.hasAddress) return input.unsupportedNetwork ? 'UnsupportedChain' : 'Account'
  return 'Connect'
}

/** Rule 5: opening for another namespace triggers a network switch instead of the rules above. */
export function opensForOtherNamespace(requested: ChainNamespace | undefined, active: ChainNamespace | undefined): boolean {
  return requested !== undefined && active !== undefined && requested !== active
}

/**
 * Spec §4 "Unsupported chain": UnsupportedChain opens unless switching is disabled, unsupported
 * chains are allowed, or it is the basic wallet-connect mode; and only where the host registered it.
 */
export function unsupportedChainOpens(ctx: Pick<HatchContext, 'options' | 'views'>): boolean {
  const { allowUnsupportedChain, enableNetworkSwitch, manualWCControl } = ctx.options
  return !allowUnsupportedChain && enableNetworkSwitch && !manualWCControl && Boolean(ctx.views.get('UnsupportedChain'))
}
