import * as v from 'valibot'
import type { PluginContext } from '../../kernel/index.js'
import { serviceMessage, SwapFailure } from './errors.js'
import { isHatchErrorLike } from '../../kernel/lazy.js'
import type { SwapToken } from './types.js'

const digits = v.pipe(v.string(), v.regex(/^\d+$/, 'must be a decimal integer'))
const caip10 = v.pipe(v.string(), v.regex(/^[a-z0-9-]+:[A-Za-z0-9-]+:0x[0-9a-fA-F]{40}$/, 'must be a CAIP-10 address'))
const hex = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]*$/, 'must be hex'))

const TokensSchema = v.object({
  tokens: v.array(
    v.object({
      name: v.string(),
      symbol: v.string(),
      address: caip10,
      decimals: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(36)),
      logoUri: v.optional(v.string()),
    }),
  ),
})
const QuotesSchema = v.object({
  quotes: v.pipe(v.array(v.object({ fromAmount: digits, toAmount: digits, priceImpact: v.optional(v.string()) })), v.minLength(1, 'no quote')),
})
const AllowanceSchema = v.object({ allowance: digits })
const GasPriceSchema = v.object({ standard: digits })
const TxSchema = v.object({ tx: v.object({ to: caip10, data: hex, value: digits, eip155: v.object({ gas: v.optional(digits), gasPrice: digits }) }) })
const PriceSchema = v.object({ fungibles: v.array(v.object({ symbol: v.string(), price: v.number() })) })

/** The service's placeholder for the native currency of eip155 chains. */
export const NATIVE_PLACEHOLDER = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** A transaction the service built for the router or a token: where to, calldata, value, gas. */
export interface BuiltTransaction {
  to: `0x${string}`
  data: `0x${string}`
  value: bigint
  gas?: bigint
  gasPrice: bigint
}

const accountOf = (caip: string) => caip.slice(caip.lastIndexOf(':') + 1) as `0x${string}`

/**
 * Maps a failed convert call to what the form shows: 422 (the pool cannot fill it) to
 * SWAPS_INSUFFICIENT_LIQUIDITY, a 400 naming an unsupported chain to `unsupported`, anything else to
 * SWAPS_SERVICE_FAILED with the service's message (or the client's, for a timeout or bad body).
 */
function failure(error: unknown, unsupported: 'SWAPS_NETWORK_UNSUPPORTED' | 'GAS_PRICE_NETWORK_UNSUPPORTED' = 'SWAPS_NETWORK_UNSUPPORTED'): SwapFailure {
  if (!isHatchErrorLike(error))
    return new SwapFailure({ code: 'SWAPS_SERVICE_FAILED', params: { reason: error instanceof Error ? error.message : String(error) } })
  const message = serviceMessage(error)
  const status = Number(error.params.status)
  if (error.code === 'HTTP_STATUS' && status === 422)
    return new SwapFailure({ code: 'SWAPS_INSUFFICIENT_LIQUIDITY', params: { reason: message ?? error.shortMessage } })
  if (error.code === 'HTTP_STATUS' && status === 400 && message?.startsWith('Unsupported chainId')) return new SwapFailure({ code: unsupported })
  return new SwapFailure({ code: 'SWAPS_SERVICE_FAILED', params: { reason: message ?? error.shortMessage } })
}

const call = async <T>(run: () => Promise<T>, unsupported?: 'GAS_PRICE_NETWORK_UNSUPPORTED'): Promise<T> => {
  try {
    return await run()
  } catch (error) {
    throw failure(error, unsupported)
  }
}

/** The convert calls of spec §7 through the instance's data-service client (it adds projectId, st, sv). */
export function swapService(data: PluginContext['data']) {
  return {
    async tokens(chainId: string): Promise<SwapToken[]> {
      const { tokens } = await call(() => data.get({ path: '/v1/convert/tokens', query: { chainId }, schema: TokensSchema }))
      return tokens.map((t) => {
        const address = accountOf(t.address).toLowerCase()
        return {
          address,
          caip: t.address,
          symbol: t.symbol,
          name: t.name,
          decimals: t.decimals,
          native: address === NATIVE_PLACEHOLDER,
          ...(t.logoUri ? { logoUri: t.logoUri } : {}),
        }
      })
    },
    async quote(params: { amount: bigint; userAddress: string; from: string; to: string; gasPrice?: bigint }) {
      const { quotes } = await call(() =>
        data.get({
          path: '/v1/convert/quotes',
          query: {
            amount: String(params.amount),
            userAddress: params.userAddress,
            from: params.from,
            to: params.to,
            ...(params.gasPrice ? { gasPrice: String(params.gasPrice) } : {}),
          },
          schema: QuotesSchema,
        }),
      )
      const [quote] = quotes as [(typeof quotes)[number]]
      return { fromAmount: BigInt(quote.fromAmount), toAmount: BigInt(quote.toAmount), priceImpact: quote.priceImpact ?? '0' }
    },
    async allowance(tokenAddress: string, userAddress: string): Promise<bigint> {
      const { allowance } = await call(() => data.get({ path: '/v1/convert/allowance', query: { tokenAddress, userAddress }, schema: AllowanceSchema }))
      return BigInt(allowance)
    },
    async gasPrice(chainId: string): Promise<bigint> {
      const { standard } = await call(
        () => data.get({ path: '/v1/convert/gas-price', query: { chainId }, schema: GasPriceSchema }),
        'GAS_PRICE_NETWORK_UNSUPPORTED',
      )
      return BigInt(standard)
    },
    async buildApprove(params: { userAddress: string; from: string; to: string }): Promise<BuiltTransaction> {
      return built(await call(() => data.get({ path: '/v1/convert/build-approve', query: params, schema: TxSchema })))
    },
    async buildTransaction(params: {
      amount: bigint
      slippage: string
      projectId: string
      userAddress: string
      from: string
      to: string
      disableEstimate: boolean
    }): Promise<BuiltTransaction> {
      const { amount, slippage, ...rest } = params
      return built(
        await call(() =>
          data.post({ path: '/v1/convert/build-transaction', body: { ...rest, amount: String(amount), eip155: { slippage } }, schema: TxSchema }),
        ),
      )
    },
    /** USD prices by symbol of CAIP-10 token addresses (`/v1/fungible/price`); empty when the call fails (prices are only shown). */
    async prices(addresses: string[], projectId: string): Promise<Map<string, number>> {
      try {
        const { fungibles } = await data.post({ path: '/v1/fungible/price', body: { currency: 'usd', addresses, projectId }, schema: PriceSchema })
        return new Map(fungibles.map((f) => [f.symbol, f.price]))
      } catch {
        return new Map()
      }
    },
  }
}

function built({ tx }: v.InferOutput<typeof TxSchema>): BuiltTransaction {
  return {
    to: accountOf(tx.to),
    data: tx.data as `0x${string}`,
    value: BigInt(tx.value),
    gasPrice: BigInt(tx.eip155.gasPrice),
    ...(tx.eip155.gas ? { gas: BigInt(tx.eip155.gas) } : {}),
  }
}

/** The swap service of one instance. */
export type SwapService = ReturnType<typeof swapService>
