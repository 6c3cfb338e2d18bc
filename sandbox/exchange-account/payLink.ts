import * as v from 'valibot'
import { formatUnits, getAddress, isAddress, parseUnits, type Address } from 'viem'
import type { SandboxNetwork } from '../types.js'

/** A payment the exchange page was asked to make, checked against the sandbox's chains. */
export interface PayLink {
  order: string
  network: SandboxNetwork
  recipient: Address
  /** As the site asked it, e.g. `1.5`. */
  amount: string
  units: bigint
  token: 'native' | 'usdc'
  symbol: string
}

const LinkSchema = v.object({
  order: v.pipe(v.string('order is missing'), v.regex(/^[0-9a-f-]{36}$/, 'order must be the id the site made (a UUID)')),
  recipient: v.pipe(
    v.string('recipient is missing'),
    v.check((x) => isAddress(x, { strict: false }), 'recipient is not an EVM address'),
  ),
  amount: v.pipe(v.string('amount is missing'), v.regex(/^\d+(?:\.\d+)?$/, "amount must be a decimal such as '1.5'")),
  asset: v.pipe(v.string('asset is missing'), v.nonEmpty('asset is missing')),
  network: v.pipe(
    v.string('network is missing'),
    v.regex(/^eip155:\d+$/, 'network must be a sandbox EVM network id such as eip155:31337 (this exchange pays on EVM chains)'),
  ),
})

/** The link's fields (what the page sends back with its form). */
export const linkParams = (link: PayLink) => ({
  order: link.order,
  recipient: link.recipient,
  amount: link.amount,
  asset: link.token === 'native' ? 'native' : link.network.contracts.usdc.address,
  network: link.network.caipNetworkId,
})

/** The amount with its symbol, as the site asked it. */
export const amountText = (link: PayLink) =>
  `${formatUnits(link.units, link.token === 'native' ? link.network.nativeCurrency.decimals : link.network.contracts.usdc.decimals)} ${link.symbol}`

/**
 * Reads a pay link (`/pay?order&recipient&amount&asset&network`): the network must be a sandbox
 * EVM chain and the asset its native currency (`native`) or its USDC (the exchange holds nothing
 * else). Returns the problems, each naming its field, when it cannot be paid.
 */
export function readPayLink(networks: readonly SandboxNetwork[], query: Record<string, string>): PayLink | { problems: string[] } {
  const parsed = v.safeParse(LinkSchema, query, { abortEarly: false })
  if (!parsed.success) return { problems: parsed.issues.map((i) => i.message) }
  const { order, recipient, amount, asset, network: caip } = parsed.output
  const network = networks.find((n) => n.caipNetworkId === caip)
  if (!network) return { problems: [`network ${caip} is not a sandbox chain (${networks.map((n) => n.caipNetworkId).join(', ')})`] }
  const usdc = network.contracts.usdc
  const token = asset === 'native' ? 'native' : isAddress(asset, { strict: false }) && getAddress(asset) === getAddress(usdc.address) ? 'usdc' : undefined
  if (!token)
    return {
      problems: [
        `asset ${asset} is not held by the exchange on ${network.name}: it pays ${network.nativeCurrency.symbol} (native) or ${usdc.symbol} (${usdc.address})`,
      ],
    }
  const decimals = token === 'native' ? network.nativeCurrency.decimals : usdc.decimals
  if ((amount.split('.')[1] ?? '').length > decimals) return { problems: [`amount has more than ${decimals} decimals`] }
  const units = parseUnits(amount, decimals)
  if (units === 0n) return { problems: ['amount must be more than 0'] }
  return { order, network, recipient: getAddress(recipient), amount, units, token, symbol: token === 'native' ? network.nativeCurrency.symbol : usdc.symbol }
}
