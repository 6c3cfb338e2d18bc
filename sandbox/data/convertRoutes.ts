import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import * as v from 'valibot'
import { HttpError, json } from '../http/response.js'
import type { Route } from '../http/service.js'
import { parseOr400, queryObject, requiredParam } from '../http/validate.js'
import type { SandboxNetwork } from '../types.js'
import {
  exchangeOn,
  formatPlain,
  priceRoute,
  routerAbi,
  routerAllowance,
  splitCaip10,
  tokenOf,
  userAddressOf,
  type ChainExchange,
  type ExchangeToken,
} from './convertExchange.js'
import type { ImageUrl } from './history.js'

const units = (name: string) =>
  v.pipe(
    requiredParam(name),
    v.regex(/^\d{1,78}$/, `${name} must be a whole number of base units (digits only)`),
    v.transform((s: string) => BigInt(s)),
  )
const optionalUnits = (name: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,78}$/, `${name} must be a whole number of wei (digits only)`),
      v.transform((s: string) => BigInt(s)),
    ),
  )

const TokensQuery = v.object({ chainId: requiredParam('chainId') })
const GasPriceQuery = v.object({ chainId: requiredParam('chainId') })
const QuotesQuery = v.object({
  amount: units('amount'),
  userAddress: requiredParam('userAddress'),
  from: requiredParam('from'),
  to: requiredParam('to'),
  gasPrice: optionalUnits('gasPrice'),
})
const AllowanceQuery = v.object({ tokenAddress: requiredParam('tokenAddress'), userAddress: requiredParam('userAddress') })
const BuildApproveQuery = v.object({
  userAddress: requiredParam('userAddress'),
  from: requiredParam('from'),
  to: requiredParam('to'),
  amount: v.optional(units('amount')),
})
/** Slippage in percent (spec §9's default is 1): more than 0, at most 50. */
const Slippage = v.pipe(
  v.union([v.string(), v.number()], 'eip155.slippage must be a percentage such as "1"'),
  v.transform(String),
  v.regex(/^\d{1,2}(\.\d{1,2})?$/, 'eip155.slippage must be a percentage with at most 2 decimals, such as "1" or "0.5"'),
  v.check((s) => Number(s) > 0 && Number(s) <= 50, 'eip155.slippage must be more than 0 and at most 50 (percent)'),
)
const BuildTransactionBody = v.object({
  amount: units('amount'),
  eip155: v.object({ slippage: Slippage }, 'eip155 must be an object with slippage'),
  projectId: v.optional(v.string()),
  from: requiredParam('from'),
  to: requiredParam('to'),
  userAddress: requiredParam('userAddress'),
  disableEstimate: v.optional(v.boolean('disableEstimate must be true or false')),
})

/** The router's deadline: twenty minutes after the chain's latest block. */
const DEADLINE_SECONDS = 1200n

/** `from` and `to` as tokens of one chain's exchange. */
function pairOf(networks: readonly SandboxNetwork[], from: string, to: string): { chain: ChainExchange; fromToken: ExchangeToken; toToken: ExchangeToken } {
  const a = splitCaip10(from, 'from')
  const b = splitCaip10(to, 'to')
  if (a.chain !== b.chain) throw new HttpError(400, `from (${a.chain}) and to (${b.chain}) must be on the same chain`)
  const chain = exchangeOn(networks, a.chain)
  return { chain, fromToken: tokenOf(chain, a.address, 'from'), toToken: tokenOf(chain, b.address, 'to') }
}

const percent = (ppm: bigint): string => `${ppm / 10_000n}.${(ppm % 10_000n).toString().padStart(4, '0').slice(0, 2)}`

/**
 * The convert routes of the data service (spec §7 `/v1/convert/*`), answered from the chain's
 * Uniswap V2 exchange (sandbox/exchange): quotes from the router's `getAmountsOut`, allowances
 * and calldata for the router. Amounts are base-unit decimal strings; tokens are CAIP-10 addresses,
 * the native currency as `eip155:<id>:0xeeee…eeee`.
 */
export function convertRoutes(networks: () => readonly SandboxNetwork[], imageUrl: (ctx: Parameters<Route['handler']>[0]) => ImageUrl): Route[] {
  return [
    {
      method: 'GET',
      pattern: /^\/v1\/convert\/tokens$/,
      auth: 'sdk',
      handler: (ctx) => {
        const { chainId } = parseOr400(TokensQuery, queryObject(ctx.query), 'query')
        const chain = exchangeOn(networks(), chainId)
        const icon = imageUrl(ctx)
        return json({
          tokens: chain.tokens.map((t) => ({
            name: t.name,
            symbol: t.symbol,
            address: `${chainId}:${t.address}`,
            decimals: t.decimals,
            logoUri: icon('token', `token-${t.symbol.toLowerCase()}`),
          })),
        })
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/convert\/gas-price$/,
      auth: 'sdk',
      handler: async (ctx) => {
        const { chainId } = parseOr400(GasPriceQuery, queryObject(ctx.query), 'query')
        const gasPrice = await exchangeOn(networks(), chainId).client.getGasPrice()
        return json({ standard: String(gasPrice), fast: String((gasPrice * 11n) / 10n), instant: String((gasPrice * 12n) / 10n) })
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/convert\/quotes$/,
      auth: 'sdk',
      handler: async (ctx) => {
        const query = parseOr400(QuotesQuery, queryObject(ctx.query), 'query')
        userAddressOf(query.userAddress)
        const { chain, fromToken, toToken } = pairOf(networks(), query.from, query.to)
        const route = await priceRoute(chain, fromToken, toToken, query.amount)
        const toAmount = route.amounts[route.amounts.length - 1] as bigint
        return json({
          quotes: [
            {
              id: null,
              fromAmount: String(query.amount),
              fromAccount: query.from,
              toAmount: String(toAmount),
              toAccount: query.to,
              priceImpact: percent(route.priceImpactPpm),
              path: route.path,
            },
          ],
        })
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/convert\/allowance$/,
      auth: 'sdk',
      handler: async (ctx) => {
        const query = parseOr400(AllowanceQuery, queryObject(ctx.query), 'query')
        const token = splitCaip10(query.tokenAddress, 'tokenAddress')
        const chain = exchangeOn(networks(), token.chain)
        return json({ allowance: String(await routerAllowance(chain, tokenOf(chain, token.address, 'tokenAddress'), userAddressOf(query.userAddress))) })
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/convert\/build-approve$/,
      auth: 'sdk',
      handler: async (ctx) => {
        const query = parseOr400(BuildApproveQuery, queryObject(ctx.query), 'query')
        const { chain, fromToken } = pairOf(networks(), query.from, query.to)
        if (fromToken.native) throw new HttpError(400, `${fromToken.symbol} is the native currency: it needs no approval`)
        const user = userAddressOf(query.userAddress)
        const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [chain.exchange.router, query.amount ?? maxUint256] })
        const [gasPrice, gas] = await Promise.all([chain.client.getGasPrice(), chain.client.estimateGas({ account: user, to: fromToken.address, data })])
        return json({
          tx: {
            from: `${chain.network.caipNetworkId}:${user}`,
            to: `${chain.network.caipNetworkId}:${fromToken.address}`,
            data,
            value: '0',
            eip155: { gas: String(gas), gasPrice: String(gasPrice) },
          },
        })
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/convert\/build-transaction$/,
      auth: 'sdk',
      handler: async (ctx) => {
        const body = parseOr400(BuildTransactionBody, ctx.body, 'body')
        const { chain, fromToken, toToken } = pairOf(networks(), body.from, body.to)
        const user = userAddressOf(body.userAddress)
        const route = await priceRoute(chain, fromToken, toToken, body.amount)
        const toAmount = route.amounts[route.amounts.length - 1] as bigint
        // Slippage in hundredths of a percent: 1% keeps 99% of the quote as the least accepted output.
        const [whole = '0', fraction = ''] = body.eip155.slippage.split('.')
        const basisPoints = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'))
        const amountOutMin = (toAmount * (10_000n - basisPoints)) / 10_000n
        const block = await chain.client.getBlock()
        const deadline = block.timestamp + DEADLINE_SECONDS
        const data = fromToken.native
          ? encodeFunctionData({ abi: routerAbi, functionName: 'swapExactETHForTokens', args: [amountOutMin, route.path, user, deadline] })
          : encodeFunctionData({
              abi: routerAbi,
              functionName: toToken.native ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
              args: [body.amount, amountOutMin, route.path, user, deadline],
            })
        const value = fromToken.native ? body.amount : 0n
        if (!fromToken.native) {
          const allowance = await routerAllowance(chain, fromToken, user)
          if (allowance < body.amount) {
            throw new HttpError(
              400,
              `The router may spend ${formatPlain(allowance, fromToken.decimals)} ${fromToken.symbol} of ${user}, less than the ${formatPlain(body.amount, fromToken.decimals)} to swap: approve first (/v1/convert/build-approve)`,
            )
          }
        }
        const gasPrice = await chain.client.getGasPrice()
        let gas: bigint | undefined
        if (!body.disableEstimate) {
          try {
            gas = await chain.client.estimateGas({ account: user, to: chain.exchange.router, data, value })
          } catch (error) {
            const reason = error instanceof Error ? ((error as { shortMessage?: string }).shortMessage ?? error.message) : String(error)
            throw new HttpError(400, `The swap would fail on ${chain.network.caipNetworkId}: ${reason}`)
          }
        }
        return json({
          tx: {
            from: `${chain.network.caipNetworkId}:${user}`,
            to: `${chain.network.caipNetworkId}:${chain.exchange.router}`,
            data,
            value: String(value),
            eip155: { gasPrice: String(gasPrice), ...(gas !== undefined ? { gas: String(gas) } : {}) },
          },
          toAmount: String(toAmount),
          toAmountMin: String(amountOutMin),
          priceImpact: percent(route.priceImpactPpm),
        })
      },
    },
  ]
}
