import type { ErrorCode } from '../../kernel/index.js'

/** A token the visitor can send: the native currency or one the account's balances list. */
export interface SendToken {
  /** `'native'`, or the token's contract (EVM) or mint (Solana) address. */
  id: string
  symbol: string
  name: string
  decimals: number
  /** What the account holds, in base units. */
  balance: bigint
  /** USD price of one token, when the data service priced it. */
  price?: number
  iconUrl?: string
}

/** An error shown in the send form: a catalogue code and its params (text looked up by code). */
export interface SendError {
  code: ErrorCode
  params?: Record<string, string | number>
  /** The server's own words, when the name service gave a reason (spec §8: name API errors). */
  reason?: string
  /** The catalogue's English text of a thrown error, shown when the plugin has no text of its own for the code. */
  text?: string
  /** The wallet's own words for a failure (a thrown error's `params.reason`), shown under the text. */
  walletReason?: string
}

/** The receiver's profile from the name service (spec §3 "Send state": receiver profile image and name). */
export interface ReceiverProfile {
  name: string
  avatar?: string
}

/**
 * The send plugin's state slice, `state.plugins.send` (spec §3 "Send state": token,
 * sendTokenAmount, receiverAddress, receiver profile image and name, network balance in USD;
 * plus the loading flag of spec §4 and what the form shows).
 */
export interface SendState {
  /** The chosen token's id (`'native'`, or a contract or mint address). */
  token?: string
  /** The amount as the visitor typed it (decimal text in the token's units). */
  sendTokenAmount: string
  /** The language the amount was typed in (BCP 47), which reads it: `0,25` in German; undefined: English. */
  amountLocale?: string
  /** What the visitor typed in the receiver field: an address or a name. */
  receiver: string
  /** The address the send goes to: the typed address, or what the name resolved to. */
  receiverAddress?: string
  receiverProfileName?: string
  receiverProfileImage?: string
  /** True while a name is being resolved. */
  resolving: boolean
  /** The account's balance on the active network in USD, as the data service values it. */
  networkBalanceInUSD?: number
  /** The network fee of the send as typed, in base units of the native currency. */
  fee?: bigint
  /**
   * What the token's issuer keeps of the send as typed (a Token-2022 transfer-fee mint) and what the
   * receiver gets, in the token's base units; absent when the token keeps nothing.
   */
  tokenFee?: { withheld: bigint; received: bigint }
  /** `unavailable`: the wallet's adapter cannot estimate fees; the wallet shows the fee when it asks. */
  feeStatus: 'idle' | 'estimating' | 'ready' | 'failed' | 'unavailable'
  /**
   * What the connected wallet lets the form do, checked when the view opens (undefined before):
   * a path it cannot send is not offered, and without fee estimates the form sends without one.
   */
  capabilities?: { native: boolean; tokens: boolean; fee: boolean }
  /** Spec §4: set while the send runs. */
  loading: boolean
  /** Sent, and waiting for the chain to confirm it (EVM receipt, Solana signature status). */
  confirming?: boolean
  errors: { form?: SendError; amount?: SendError; receiver?: SendError }
}
