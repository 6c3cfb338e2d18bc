import { randomUUID } from 'node:crypto'
import * as v from 'valibot'
import { formatUnits } from 'viem'
import { HttpError, json } from '../http/response.js'
import type { Route } from '../http/service.js'
import { parseOr400 } from '../http/validate.js'
import {
  centsText,
  FIAT_IN_USD,
  fiatCents,
  findOffer,
  limitProblem,
  onrampOptions,
  PAYMENT_METHOD_LIMITS,
  pricePurchase,
  type PaymentMethodId,
} from './onrampOffer.js'
import { isSolanaAddress } from './solanaHistory.js'
import type { DataState } from './state.js'

const FIATS = Object.keys(FIAT_IN_USD)
const METHODS = PAYMENT_METHOD_LIMITS.map((l) => l.id)
const fiatText = (field: string) =>
  v.pipe(v.string(`${field} must be a string`), v.regex(/^\d{1,9}(\.\d{1,2})?$/, `${field} must be a decimal amount with at most 2 decimals, e.g. 50.00`))

const QuoteBodySchema = v.object({
  purchaseCurrency: v.pipe(v.string('purchaseCurrency is required'), v.nonEmpty('purchaseCurrency is required')),
  paymentCurrency: v.picklist(FIATS, `paymentCurrency must be one of ${FIATS.join(', ')}`),
  amount: fiatText('amount'),
  network: v.pipe(v.string('network is required'), v.nonEmpty('network is required')),
  /** Ours: whose limits apply (default card). */
  paymentMethod: v.optional(v.picklist(METHODS, `paymentMethod must be one of ${METHODS.join(', ')}`)),
})

const UrlBodySchema = v.object({
  destinationWallets: v.pipe(
    v.array(
      v.object({
        address: v.pipe(v.string('address is required'), v.nonEmpty('address is required')),
        blockchains: v.pipe(v.array(v.string()), v.minLength(1, 'blockchains must name at least one network')),
        assets: v.optional(v.array(v.string())),
      }),
      'destinationWallets must be a list',
    ),
    v.length(1, 'destinationWallets must hold exactly one wallet'),
  ),
  defaultNetwork: v.optional(v.string()),
  partnerUserId: v.pipe(
    v.string('partnerUserId is required'),
    v.nonEmpty('partnerUserId is required'),
    v.maxLength(64, 'partnerUserId must be at most 64 characters'),
  ),
  defaultExperience: v.optional(v.literal('buy', "defaultExperience must be 'buy'")),
  presetCryptoAmount: v.optional(v.union([v.number(), v.string()])),
  presetFiatAmount: v.optional(v.union([v.pipe(v.number(), v.transform(String)), fiatText('presetFiatAmount')])),
  /** Ours: the fiat currency of `presetFiatAmount` (default USD). */
  fiatCurrency: v.optional(v.picklist(FIATS, `fiatCurrency must be one of ${FIATS.join(', ')}`)),
  /** Ours: the payment method the provider page starts with (default card). */
  paymentMethod: v.optional(v.picklist(METHODS, `paymentMethod must be one of ${METHODS.join(', ')}`)),
})

/** 400 with the spec §8 `reasons` shape, whose first description a client shows. */
const refuse = (field: string, description: string) => new HttpError(400, description, { reasons: [{ field, description }] })

/**
 * The on-ramp calls of spec §7: `GET /v1/onramp/options` (what is sold where, and the payment
 * methods' limits of spec §5), `POST /v1/onramp/quote` (priced from the sandbox price table, the
 * provider's 1.5% fee) and `POST /v1/generators/onrampurl` (a link to the sandbox provider page
 * with spec §7's parameters). `providerUrl` is the provider page's base URL.
 */
export function onrampRoutes(state: DataState, providerUrl: () => string | undefined): Route[] {
  return [
    {
      method: 'GET',
      pattern: /^\/v1\/onramp\/options$/,
      auth: 'sdk',
      handler: () => json(onrampOptions(state)),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/onramp\/quote$/,
      auth: 'sdk',
      handler: (ctx) => {
        const body = parseOr400(QuoteBodySchema, ctx.body, 'body')
        const found = findOffer(state, body.purchaseCurrency, body.network)
        if ('problem' in found) throw refuse('purchaseCurrency', found.problem)
        const cents = fiatCents(body.amount) as bigint
        const method: PaymentMethodId = body.paymentMethod ?? 'card'
        const outOfRange = limitProblem(cents, body.paymentCurrency, method)
        if (outOfRange) throw refuse('amount', outOfRange)
        const p = pricePurchase(state, found.offer, body.paymentCurrency, cents, ctx.projectId)
        const fiat = (c: bigint) => ({ amount: centsText(c), currency: body.paymentCurrency })
        return json({
          networkFee: fiat(p.feeCents),
          paymentSubtotal: fiat(p.subtotalCents),
          paymentTotal: fiat(p.paymentTotalCents),
          purchaseAmount: { amount: formatUnits(p.purchaseUnits, found.offer.decimals), currency: found.offer.symbol },
          quoteId: randomUUID(),
        })
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/generators\/onrampurl$/,
      auth: 'sdk',
      handler: (ctx) => {
        const base = providerUrl()
        if (!base) throw new HttpError(503, 'The sandbox on-ramp provider is not running')
        const body = parseOr400(UrlBodySchema, ctx.body, 'body')
        const wallet = body.destinationWallets[0] as (typeof body.destinationWallets)[number]
        const networkName = body.defaultNetwork ?? wallet.blockchains[0] ?? ''
        if (!wallet.blockchains.includes(networkName))
          throw refuse('defaultNetwork', `defaultNetwork '${networkName}' is not one of the wallet's blockchains (${wallet.blockchains.join(', ')})`)
        const asset = wallet.assets?.[0]
        if (!asset) throw refuse('assets', 'destinationWallets[0].assets must name the currency to buy')
        const found = findOffer(state, asset, networkName)
        if ('problem' in found) throw refuse('assets', found.problem)
        const evm = found.network.target.kind === 'eip155'
        if (evm ? !/^0x[0-9a-fA-F]{40}$/.test(wallet.address) : !isSolanaAddress(wallet.address)) {
          throw refuse('address', `'${wallet.address}' is not a ${evm ? 'EVM' : 'Solana'} address`)
        }
        const link = new URL('/buy', base)
        link.search = new URLSearchParams({
          publicKey: ctx.projectId ?? '',
          destinationCurrencyCode: found.offer.symbol,
          walletAddress: wallet.address,
          externalCustomerId: body.partnerUserId,
          network: found.network.name,
          ...(body.presetFiatAmount !== undefined ? { presetFiatAmount: body.presetFiatAmount } : {}),
          ...(body.fiatCurrency ? { fiatCurrency: body.fiatCurrency } : {}),
          ...(body.paymentMethod ? { paymentMethod: body.paymentMethod } : {}),
        }).toString()
        return json({ url: link.toString() })
      },
    },
  ]
}
