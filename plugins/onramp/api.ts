import * as v from 'valibot'
import type { HatchContext } from '../../kernel/index.js'
import type { OnrampQuote, PaymentCurrency, PurchaseCurrency } from './types.js'

const Limit = v.object({ id: v.string(), min: v.string(), max: v.string() })
const OptionsSchema = v.object({
  paymentCurrencies: v.array(v.object({ id: v.string(), payment_method_limits: v.array(Limit) })),
  purchaseCurrencies: v.array(
    v.object({
      id: v.string(),
      name: v.string(),
      symbol: v.string(),
      networks: v.array(v.object({ name: v.string(), display_name: v.string(), chain_id: v.string(), contract_address: v.string() })),
    }),
  ),
})
const Money = v.object({ amount: v.string(), currency: v.string() })
const QuoteSchema = v.object({ networkFee: Money, paymentSubtotal: Money, paymentTotal: Money, purchaseAmount: Money, quoteId: v.string() })
const UrlSchema = v.object({ url: v.pipe(v.string(), v.url()) })
const BalanceSchema = v.object({
  balances: v.array(
    v.object({
      symbol: v.string(),
      address: v.optional(v.nullable(v.string())),
      price: v.optional(v.nullable(v.number())),
      quantity: v.object({ decimals: v.string(), numeric: v.string() }),
    }),
  ),
})

/** What `POST /v1/onramp/quote` is asked (spec §7). */
export interface QuoteRequest {
  purchaseCurrency: string
  paymentCurrency: string
  amount: string
  network: string
  paymentMethod: string
}

/** What `POST /v1/generators/onrampurl` is asked (spec §7, plus the fiat currency and method). */
export interface LinkRequest {
  address: string
  network: string
  symbol: string
  amount: string
  fiatCurrency: string
  paymentMethod: string
}

/** The on-ramp calls of spec §7, through the instance's data-service client (validated). */
export function createOnrampApi(ctx: Pick<HatchContext, 'data'>) {
  return {
    options(): Promise<{ paymentCurrencies: PaymentCurrency[]; purchaseCurrencies: PurchaseCurrency[] }> {
      return ctx.data.get({ path: '/v1/onramp/options', schema: OptionsSchema })
    },
    async quote(request: QuoteRequest, signal?: AbortSignal): Promise<OnrampQuote> {
      const quote = await ctx.data.post({ path: '/v1/onramp/quote', body: request, schema: QuoteSchema, ...(signal ? { signal } : {}) })
      return { ...quote, estimate: false }
    },
    async link(request: LinkRequest): Promise<string> {
      const body = {
        destinationWallets: [{ address: request.address, blockchains: [request.network], assets: [request.symbol] }],
        defaultNetwork: request.network,
        // The provider's externalCustomerId: the buyer's own address, so nothing else about them leaves the page.
        partnerUserId: request.address,
        defaultExperience: 'buy',
        presetFiatAmount: request.amount,
        fiatCurrency: request.fiatCurrency,
        paymentMethod: request.paymentMethod,
      }
      return (await ctx.data.post({ path: '/v1/generators/onrampurl', body, schema: UrlSchema })).url
    },
    /** The account's holding of `symbol` on the network, in base units (0 when it holds none). */
    async holding(address: string, caipNetworkId: string, symbol: string, decimals: number): Promise<bigint> {
      const body = await ctx.data.get({
        path: `/v1/account/${address}/balance`,
        query: { currency: 'usd', chainId: caipNetworkId, forceUpdate: true },
        schema: BalanceSchema,
      })
      const row = body.balances.find((b) => b.symbol.toUpperCase() === symbol.toUpperCase())
      return row ? toUnits(row.quantity.numeric, decimals) : 0n
    },
  }
}

/** A decimal string in base units, without floats (extra fraction digits are dropped). */
export function toUnits(numeric: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = numeric.trim().split('.')
  return BigInt(whole || '0') * 10n ** BigInt(decimals) + BigInt(fraction.slice(0, decimals).padEnd(decimals, '0') || '0')
}

/** The on-ramp API of one instance. */
export type OnrampApi = ReturnType<typeof createOnrampApi>
