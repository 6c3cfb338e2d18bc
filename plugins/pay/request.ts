import * as v from 'valibot'
import { getAddress, isAddress } from 'viem/utils'
import type { CaipNetwork } from '../../kernel/index.js'
import { parseTokenAmount } from '../../kernel/lazy.js'
import type { MakeError } from './errors.js'
import type { PaymentRequest, ResolvedPayment } from './types.js'

const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
const DECIMAL = /^\d+(?:\.\d+)?$/

const TokenSchema = v.object({
  address: v.pipe(v.string('asset.address must be a text'), v.nonEmpty('asset.address is empty')),
  symbol: v.pipe(v.string('asset.symbol must be a text'), v.regex(/^\S{1,16}$/, 'asset.symbol must be 1 to 16 characters without spaces')),
  decimals: v.pipe(
    v.number('asset.decimals must be a number'),
    v.integer('asset.decimals must be a whole number'),
    v.minValue(0, 'asset.decimals must be from 0 to 36'),
    v.maxValue(36, 'asset.decimals must be from 0 to 36'),
  ),
})

/** The shape of a payment request as it arrives from the host (spec-free: the plugin's own API). */
export const PaymentRequestSchema = v.object({
  recipient: v.pipe(v.string('recipient must be a text'), v.nonEmpty('recipient is empty')),
  amount: v.pipe(
    v.string("amount must be a decimal text such as '1.5' (not a number, so nothing is rounded)"),
    v.regex(DECIMAL, "amount must be a decimal text such as '1.5' (digits and one '.')"),
  ),
  asset: v.union([v.literal('native'), TokenSchema], "asset must be 'native' or { address, symbol, decimals }"),
  network: v.pipe(
    v.string('network must be a CAIP network id text'),
    v.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, "network must be a CAIP network id such as 'eip155:1'"),
  ),
})

/**
 * Validates a host's payment request against the instance's networks and turns it into the
 * plugin's terms: the network's RPC and explorer, the recipient normalised (EVM checksum), the
 * amount in base units (exact: more decimals than the asset has is refused, not rounded).
 * Throws PAY_INVALID_REQUEST naming the field and what is wrong.
 *
 * @example
 * ```ts
 * resolvePayment({ recipient: '0x…', amount: '1.5', asset: { address: usdc, symbol: 'USDC', decimals: 6 }, network: 'eip155:31337' }, networks, makeError)
 * // { units: 1500000n, token: usdc, namespace: 'eip155', … }
 * ```
 */
export function resolvePayment(input: unknown, networks: readonly CaipNetwork[], error: MakeError): ResolvedPayment {
  const invalid = (reason: string) => error('PAY_INVALID_REQUEST', { params: { reason } })
  const parsed = v.safeParse(PaymentRequestSchema, input)
  if (!parsed.success) {
    const issue = parsed.issues[0]
    const path = v.getDotPath(issue)
    // valibot names the key for a missing field; our messages already name it otherwise.
    throw invalid(issue.input === undefined && path ? `${path} is missing` : issue.message)
  }
  const request: PaymentRequest = parsed.output as PaymentRequest
  const network = networks.find((n) => n.caipNetworkId === request.network)
  if (!network) throw invalid(`network ${request.network} is not one of this site's networks (${networks.map((n) => n.caipNetworkId).join(', ')})`)
  const namespace = network.chainNamespace
  if (namespace !== 'eip155' && namespace !== 'solana')
    throw invalid(`network ${request.network} is a ${namespace} network; pay supports EVM and Solana networks`)

  let recipient = request.recipient.trim()
  let token = 'native'
  if (namespace === 'eip155') {
    if (!isAddress(recipient, { strict: false })) throw invalid('recipient is not an EVM address (0x and 40 hex characters)')
    recipient = getAddress(recipient)
    if (request.asset !== 'native') {
      if (!isAddress(request.asset.address, { strict: false })) throw invalid('asset.address is not an EVM contract address (0x and 40 hex characters)')
      token = getAddress(request.asset.address)
    }
  } else {
    if (!SOLANA_ADDRESS.test(recipient)) throw invalid('recipient is not a Solana address (32 to 44 base58 characters)')
    if (request.asset !== 'native') {
      if (!SOLANA_ADDRESS.test(request.asset.address)) throw invalid('asset.address is not a Solana mint address (32 to 44 base58 characters)')
      token = request.asset.address
    }
  }

  const decimals = request.asset === 'native' ? network.nativeCurrency.decimals : request.asset.decimals
  const symbol = request.asset === 'native' ? network.nativeCurrency.symbol : request.asset.symbol
  const fraction = request.amount.split('.')[1] ?? ''
  if (fraction.length > decimals) throw invalid(`amount has ${fraction.length} decimals; ${symbol} has ${decimals}`)
  // The host's text (digits and one '.', no locale) through the modal's one amount parser: exact.
  const amount = parseTokenAmount(request.amount, decimals)
  if (!amount.ok) throw invalid('amount must be more than 0')
  const units = amount.value
  const rpcUrl = network.rpcUrls.default.http[0]
  if (!rpcUrl) throw invalid(`network ${request.network} has no RPC URL to follow the payment on`)
  const explorerUrl = network.blockExplorers?.default.url
  return {
    namespace,
    caipNetworkId: network.caipNetworkId,
    networkName: network.name,
    rpcUrl,
    ...(explorerUrl ? { explorerUrl } : {}),
    recipient,
    amount: request.amount,
    units,
    token,
    symbol,
    decimals,
  }
}
