/** Options of the swaps plugin (`swaps(options)`). */
export interface SwapsOptions {
  /** Label of the Account action (English; a locale may translate `extension.accountActions.swaps`). */
  label?: string
  /**
   * EVM chain ids, besides spec §9's swap networks, where the host's data service serves
   * `/v1/convert/*` (the sandbox passes its local chain). Elsewhere the view says 'Network not
   * supported for Swaps'.
   */
  chainIds?: readonly number[]
  /** Slippage tolerance the form starts with, in percent (default 1, spec §9). */
  slippage?: number
  /** How long typing must pause before a quote is asked for, in ms (default 300, spec §9 "search waits at least 300 ms"). */
  quoteDelayMs?: number
}
