import type { CaipNetworkId, ChainNamespace } from '../../kernel/index.js'
import type { PayMessageId } from './messages.js'

/** A token the host asks to be paid in: its contract (EVM) or mint (Solana), symbol and decimals. */
export interface PaymentToken {
  address: string
  symbol: string
  decimals: number
}

/** What a host asks for with {@link requestPayment}. */
export interface PaymentRequest {
  /** Who is paid: an address of the network's kind (0x… on EVM, base58 on Solana). */
  recipient: string
  /** The amount as a decimal text in the asset's units, e.g. `'1.5'` (never a float). */
  amount: string
  /** `'native'` (ETH, SOL …) or a token. */
  asset: 'native' | PaymentToken
  /** The CAIP network id, one of `createHatch({ networks })`, e.g. `'eip155:31337'`. */
  network: CaipNetworkId
}

/** Where the funds came from. */
export type PaymentSource = 'wallet' | 'exchange'

/** What {@link requestPayment} resolves to, once the transfer is confirmed on chain. */
export interface PaymentResult {
  /** The transaction hash (EVM) or signature (Solana). */
  hash: string
  network: CaipNetworkId
  recipient: string
  /** The amount as asked, and in base units. */
  amount: string
  units: bigint
  symbol: string
  /** Who paid: the connected wallet's address, or the sandbox exchange account's. */
  from: string
  paidWith: PaymentSource
  /** The block (EVM) or slot (Solana) that holds the transfer. */
  block: bigint
}

/** A request once validated, in the terms the plugin works with. */
export interface ResolvedPayment {
  namespace: 'eip155' | 'solana'
  caipNetworkId: CaipNetworkId
  networkName: string
  rpcUrl: string
  explorerUrl?: string
  recipient: string
  amount: string
  units: bigint
  /** `'native'` or the token's contract / mint. */
  token: string
  symbol: string
  decimals: number
}

/** Steps of the pay view. */
export type PayStep = 'idle' | 'choose' | 'wallet' | 'exchange' | 'pending' | 'confirmed' | 'failed'

/** The plugin's slice, `state.plugins.pay` (bigints kept as decimal text so the slice stays plain data). */
export interface PayState {
  step: PayStep
  request?: Omit<ResolvedPayment, 'units'> & { units: string }
  paidWith?: PaymentSource
  /** The exchange page the visitor was sent to (to reopen it). */
  exchangeUrl?: string
  hash?: string
  from?: string
  block?: string
  /**
   * The last error, as a catalogue code and its English text; `id` and `values` (amounts as base
   * units with `decimals` and `symbol`) let the view say it in the modal's language.
   */
  error?: { code: string; message: string; id?: PayMessageId; values?: Record<string, string | number> }
}

/** The namespaces pay works on. */
export const PAY_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']
