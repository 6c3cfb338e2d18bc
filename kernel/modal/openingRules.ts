import type { ViewId } from '../router/viewParams.js'
import type { ChainNamespace } from '../types/chain.js'

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
  isMobile: boolean
}

/** Which view the modal opens on, by spec §2 "Opening the modal" rules 1–4 (rule 5 is handled before). */
export function resolveOpeningView(input: OpeningInput): ViewId {
  if (input.manualWCControl || (input.adapterCount === 0 && !input.hasAddress)) {
    return input.isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic'
  }
  if (input.requestedView) return input.requestedView
  if (input.hasAddress) return 'Account'
  return 'Connect'
}

/** Rule 5: opening for another namespace triggers a network switch instead of the rules above. */
export function opensForOtherNamespace(requested: ChainNamespace | undefined, active: ChainNamespace | undefined): boolean {
  return requested !== undefined && active !== undefined && requested !== active
}
