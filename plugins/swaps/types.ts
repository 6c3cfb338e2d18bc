/** A token the swap view offers: from the data service's list, with the account's balance when it holds some. */
export interface SwapToken {
  /** The contract, or the service's native placeholder `0xeeee…eeee` (lower case). */
  address: string
  /** CAIP-10 form, as the service takes it (`eip155:1:0x…`). */
  caip: string
  symbol: string
  name: string
  decimals: number
  native: boolean
  logoUri?: string
}

/** What a field or the form shows when something is wrong: a catalogue code and its params. */
export interface SwapError {
  code: string
  params?: Record<string, string | number>
  /** The thrown error's own English text, when the plugin has none for the code. */
  text?: string
}

/** The latest quote for the typed amount. */
export interface SwapQuote {
  /** From and to tokens (addresses) the quote is for. */
  from: string
  to: string
  fromAmount: bigint
  toAmount: bigint
  /** Percent, as the service computes it from the pools (includes the pool fee). */
  priceImpact: string
}

/** `state.plugins.swaps`: the swap form. An absent status, quoteStatus or step means idle (the descriptor's start state is kept tiny). */
export interface SwapsState {
  /** The token list: loading, ready, unsupported network, or the service failed. */
  status?: 'idle' | 'loading' | 'ready' | 'unsupported' | 'failed'
  /** The network (CAIP-2) the form is for. */
  network?: string
  tokens: SwapToken[]
  from?: string
  to?: string
  amount: string
  /** The language the amount and slippage were typed in (BCP 47), which reads them: `0,01` in German; undefined: English. */
  amountLocale?: string
  /** Slippage tolerance in percent (spec §9: 1). */
  slippage: string
  quoteStatus?: 'idle' | 'loading' | 'ready' | 'failed'
  quote?: SwapQuote
  /** The router may not spend enough of the from token yet. */
  needsApproval?: boolean
  /** Network fee of the next step (approve or swap) in wei, when estimated. */
  fee?: bigint
  /** USD price of the native currency, for the fee in USD. */
  nativeUsd?: number
  /** `confirming`: the swap is sent, its receipt not in yet (the form waits for the chain). */
  step?: 'idle' | 'approving' | 'swapping' | 'confirming'
  errors: { amount?: SwapError; slippage?: SwapError; form?: SwapError }
}

/** The form as it starts. */
export function initialSwapsState(): SwapsState {
  return { status: 'idle', tokens: [], amount: '', slippage: '1', quoteStatus: 'idle', needsApproval: false, step: 'idle', errors: {} }
}
