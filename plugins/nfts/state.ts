import type { ErrorCode } from '../../kernel/index.js'
import type { Nft } from './schema.js'

/** The nfts plugin's state slice, `state.plugins.nfts`. */
export interface NftsState {
  /** Whose NFTs the slice describes: `{caipNetworkId}:{address}` (address lower-cased). */
  target?: string
  /** `loading` only while nothing is shown yet for `target`; a refresh keeps the grid. */
  status: 'idle' | 'loading' | 'ready' | 'error'
  /** The account's NFTs, spam-flagged ones already left out, newest first as the service orders them. */
  nfts: Nft[]
  /** Why the last fetch failed: the catalogue code, and the cause's message for the curious. */
  error?: { code: ErrorCode; detail?: string }
}

/** The key of one account on one network. */
export function targetKey(caipNetworkId: string, address: string): string {
  return `${caipNetworkId}:${address.toLowerCase()}`
}
