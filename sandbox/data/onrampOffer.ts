import type { SandboxNetwork } from '../types.js'
import type { DataState } from './state.js'

/** The native-currency placeholder the services use in place of a contract address. */
export const NATIVE_CONTRACT = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/**
 * The sandbox provider's fee in basis points: 1.5%, inside spec §9's "fee range of 1-2%". The
 * quote calls it `networkFee` (the only fee field spec §3 names) and the provider keeps exactly it.
 */
export const ONRAMP_FEE_BPS = 150n

/** Spec §5 "On-ramp defaults shown": card 10.00 to 7500.00; bank account 10.00 to 25000.00. */
export const PAYMENT_METHOD_LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
] as const

/** A payment method id of {@link PAYMENT_METHOD_LIMITS}. */
export type PaymentMethodId = (typeof PAYMENT_METHOD_LIMITS)[number]['id']

/** USD per unit of each fiat currency the sandbox provider takes (spec §9: USD and EUR). */
export const FIAT_IN_USD: Readonly<Record<string, number>> = { USD: 1, EUR: 1.08 }

/** One chain an on-ramp currency is bought on (spec §3 "purchase currency ... networks"). */
export interface OnrampNetwork {
  /** The network's id in the on-ramp calls (`network` of the quote, `blockchains` of the link). */
  name: string
  display_name: string
  /** The CAIP-2 reference: the EVM chain id, or the Solana cluster's genesis-hash prefix. */
  chain_id: string
  /** The token contract (the SPL mint on Solana), or {@link NATIVE_CONTRACT} for the native currency. */
  contract_address: string
}

/** Where the provider credits a purchase: an EVM network or a Solana cluster. */
export type CreditTarget = { kind: 'eip155'; network: SandboxNetwork; caipNetworkId: string } | { kind: 'solana'; rpcUrl: string; caipNetworkId: string }

/** A purchase currency with the chains the sandbox sells it on. */
export interface PurchaseOffer {
  id: string
  name: string
  symbol: string
  decimals: number
  networks: (OnrampNetwork & { target: CreditTarget })[]
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/**
 * What the sandbox provider sells, computed from the running chains: USDC and ETH on every
 * non-test EVM network (spec §9 default purchase currencies), and SOL on the Solana clusters
 * (spec §7's link names SOL; spec §9: on-ramp on EVM and Solana).
 */
export function purchaseOffers(state: DataState): PurchaseOffer[] {
  const evm = state.networks.filter((n) => !n.testnet)
  const evmTarget = (n: SandboxNetwork): CreditTarget => ({ kind: 'eip155', network: n, caipNetworkId: n.caipNetworkId })
  const evmNetwork = (n: SandboxNetwork, contract: string) => ({
    name: slug(n.name),
    display_name: n.name,
    chain_id: String(n.id),
    contract_address: contract,
    target: evmTarget(n),
  })
  const solana = [...state.solanaChains.values()].map((chain, i) => ({
    name: i === 0 ? 'solana' : `solana-${i + 1}`,
    display_name: i === 0 ? 'Solana' : `Solana ${i + 1}`,
    chain_id: chain.caipNetworkId.split(':')[1] ?? '',
    contract_address: NATIVE_CONTRACT,
    target: { kind: 'solana' as const, rpcUrl: chain.rpcUrl, caipNetworkId: chain.caipNetworkId },
  }))
  const offers: PurchaseOffer[] = [
    { id: 'usdc', name: 'USD Coin', symbol: 'USDC', decimals: 6, networks: evm.map((n) => evmNetwork(n, n.contracts.usdc.address)) },
    { id: 'eth', name: 'Ether', symbol: 'ETH', decimals: 18, networks: evm.map((n) => evmNetwork(n, NATIVE_CONTRACT)) },
    { id: 'sol', name: 'Solana', symbol: 'SOL', decimals: 9, networks: solana },
  ]
  return offers.filter((o) => o.networks.length > 0)
}

/** The body of `GET /v1/onramp/options` (spec §3, §7). */
export function onrampOptions(state: DataState) {
  return {
    paymentCurrencies: Object.keys(FIAT_IN_USD).map((id) => ({ id, payment_method_limits: PAYMENT_METHOD_LIMITS.map((l) => ({ ...l })) })),
    purchaseCurrencies: purchaseOffers(state).map(({ id, name, symbol, networks }) => ({
      id,
      name,
      symbol,
      networks: networks.map(({ target: _target, ...n }) => n),
    })),
  }
}

/** Finds the offer of `currency` (its symbol or id, any case) on `network` (its name or chain id). */
export function findOffer(
  state: DataState,
  currency: string,
  network: string,
): { offer: PurchaseOffer; network: PurchaseOffer['networks'][number] } | { problem: string } {
  const offers = purchaseOffers(state)
  const offer = offers.find((o) => o.symbol === currency.toUpperCase() || o.id === currency.toLowerCase())
  if (!offer) return { problem: `purchase currency '${currency}' is not sold; choose one of ${offers.map((o) => o.symbol).join(', ')}` }
  const found = offer.networks.find((n) => n.name === network || n.chain_id === network)
  if (!found) return { problem: `${offer.symbol} is not sold on network '${network}'; it is sold on ${offer.networks.map((n) => n.name).join(', ')}` }
  return { offer, network: found }
}

/** A fiat amount as a decimal string with at most two decimals, in cents; undefined when malformed. */
export function fiatCents(text: string): bigint | undefined {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim())
  if (!match) return undefined
  return BigInt(match[1] as string) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'))
}

/** Cents as `12.34`. */
export function centsText(cents: bigint): string {
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`
}

/** Why `cents` is outside the limits of `method`, or undefined when it is inside. */
export function limitProblem(cents: bigint, currency: string, method: PaymentMethodId): string | undefined {
  const limit = PAYMENT_METHOD_LIMITS.find((l) => l.id === method)
  if (!limit) return `unknown payment method '${method}'`
  const min = fiatCents(limit.min) as bigint
  const max = fiatCents(limit.max) as bigint
  if (cents >= min && cents <= max) return undefined
  return `amount must be from ${limit.min} to ${limit.max} ${currency} for ${method === 'card' ? 'card' : 'bank account'} payments`
}

/** The figures of one purchase: what the buyer pays, the fee, and what arrives (base units). */
export interface Purchase {
  paymentTotalCents: bigint
  feeCents: bigint
  subtotalCents: bigint
  purchaseUnits: bigint
}

/** Whole-number micro-USD of a price, so the arithmetic below stays in bigint. */
const micros = (usd: number) => BigInt(Math.round(usd * 1_000_000))

/**
 * Prices a purchase of `offer` paid with `totalCents` of `fiat`: the fee ({@link ONRAMP_FEE_BPS},
 * rounded up to the cent) comes off the total, and the rest buys the token at the sandbox price
 * table's USD price for `projectId` (rounded down to the token's base unit). Throws when a price is missing.
 */
export function pricePurchase(state: DataState, offer: PurchaseOffer, fiat: string, totalCents: bigint, projectId?: string | null): Purchase {
  const rate = FIAT_IN_USD[fiat]
  const price = state.prices.for(projectId).get(offer.symbol)
  if (rate === undefined) throw new Error(`payment currency '${fiat}' is not taken; use ${Object.keys(FIAT_IN_USD).join(' or ')}`)
  if (price === undefined || price <= 0) throw new Error(`${offer.symbol} has no price in the sandbox price table`)
  const feeCents = (totalCents * ONRAMP_FEE_BPS + 9_999n) / 10_000n
  const subtotalCents = totalCents - feeCents
  const purchaseUnits = (subtotalCents * micros(rate) * 10n ** BigInt(offer.decimals)) / (100n * micros(price))
  return { paymentTotalCents: totalCents, feeCents, subtotalCents, purchaseUnits }
}
