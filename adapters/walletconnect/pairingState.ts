import type { HatchContext } from '../../kernel/contracts/context.js'
import { PAIRING_STATE_KEY } from './constants.js'

/** Where a WalletConnect pairing stands. */
export type PairingStatus = 'disconnected' | 'initializing' | 'pairing' | 'connected' | 'rejected' | 'failed'

/** A catalogue wallet the visitor chose to pair with (its links drive the deep links). */
export interface PairingWallet {
  id: string
  name: string
  imageUrl?: string
  mobileLink?: string
  desktopLink?: string
  webappLink?: string
}

/**
 * The pairing, as `state.plugins.walletConnect`: the UI renders `uri` as a QR code and link, and
 * headless hosts read it the same way (`hatch.subscribeState((s) => s.plugins.walletConnect)`).
 */
export interface WalletConnectPairingState {
  status: PairingStatus
  /** The `wc:` uri to show; absent while none is valid. */
  uri?: string
  /** When the uri stops being offered (ms since the epoch); refreshed before it counts as expired. */
  expiresAt?: number
  /** Bumped for every fresh uri, so views can tell a replacement from the same one. */
  generation: number
  /** The wallet being paired (the "recent wallet" of spec §4's reset rule). */
  wallet?: PairingWallet
  /** Why the last attempt failed, in English, for logs and the failure line. */
  error?: string
}

/** The state before any pairing, and after a reset. */
export const initialPairingState = (generation = 0): WalletConnectPairingState => ({ status: 'disconnected', generation })

/** Reads the pairing state of an instance. */
export function readPairingState(ctx: HatchContext): WalletConnectPairingState {
  return (ctx.store.getState().plugins[PAIRING_STATE_KEY] as WalletConnectPairingState | undefined) ?? initialPairingState()
}

/** Replaces the pairing state (the adapter owns this slot; no plugin is registered under the key). */
export function writePairingState(ctx: HatchContext, next: WalletConnectPairingState): void {
  ctx.store.update((draft) => {
    draft.plugins[PAIRING_STATE_KEY] = next
  })
}
