import type { ErrorCode } from '../../kernel/index.js'

/** A payment method and its limits, as decimal strings (spec §3 `payment_method_limits`). */
export interface PaymentMethodLimit {
  id: string
  min: string
  max: string
}

/** A fiat currency the provider takes (spec §3 "payment currency"). */
export interface PaymentCurrency {
  id: string
  payment_method_limits: PaymentMethodLimit[]
}

/** A chain a purchase currency is bought on (spec §3). */
export interface OnrampNetwork {
  name: string
  display_name: string
  chain_id: string
  contract_address: string
}

/** A currency the provider sells (spec §3 "purchase currency"). */
export interface PurchaseCurrency {
  id: string
  name: string
  symbol: string
  networks: OnrampNetwork[]
}

/** One figure of a quote. */
export interface Money {
  amount: string
  currency: string
}

/** A quote (spec §3): the provider's, or an estimate made here when the quote call failed. */
export interface OnrampQuote {
  networkFee: Money
  paymentSubtotal: Money
  paymentTotal: Money
  /** Absent in an estimate when the currency's price is not known here. */
  purchaseAmount?: Money
  quoteId: string
  /** True for the fallback quote of spec §7: figures computed here, not the provider's. */
  estimate: boolean
}

/** What a field or the form shows when something is wrong: a catalogue code and its params. */
export interface OnrampError {
  code: ErrorCode
  params?: Record<string, string | number>
}

/** A purchase handed to the provider, followed until the currency arrives. */
export interface PendingPurchase {
  symbol: string
  decimals: number
  namespace: 'eip155' | 'solana'
  caipNetworkId: `${string}:${string}`
  address: string
  /** Base units held when the provider window opened. */
  before: string
  /** Base units that arrived, once they did. */
  received?: string
  /** The provider link (to open the window again). */
  url: string
  /** The provider window was closed while the purchase was pending (checked every second, spec §9). */
  windowClosed?: boolean
}

/** The on-ramp plugin's state slice, `state.plugins.onramp`. */
export interface OnrampState {
  /** The provider's options: loading, from the service, or the defaults because the call failed. */
  options: 'loading' | 'service' | 'defaults'
  purchaseCurrencies: PurchaseCurrency[]
  paymentCurrencies: PaymentCurrency[]
  purchaseCurrency?: string
  paymentCurrency: string
  paymentMethod: string
  amount: string
  /** The language the amount was typed in (BCP 47), which reads it: `50,00` in German; undefined: English. */
  amountLocale?: string
  quoteStatus: 'idle' | 'loading' | 'ready'
  quote?: OnrampQuote
  step: 'form' | 'opening' | 'pending' | 'arrived' | 'timeout'
  purchase?: PendingPurchase
  errors: { amount?: OnrampError; form?: OnrampError }
}
