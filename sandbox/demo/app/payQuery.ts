import * as v from 'valibot'
import type { CaipNetwork, CaipNetworkId } from 'hatch'
import type { PaymentRequest } from 'hatch/plugins/pay'

/** Where the demo's "Pay 1.5 USDC" sends by default: an address no test wallet uses. */
export const PAY_DESK = '0x000000000000000000000000000000000000bEEF'

const DemoQuery = v.object({
  pay: v.optional(v.literal('1', "pay must be '1' (leave it out for no pay feature)")),
  payTo: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^(?:0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/, 'payTo must be an EVM address (0x and 40 hex characters) or a Solana address'),
    ),
  ),
  payIn: v.optional(v.picklist(['usdc', 'native'], "payIn must be 'usdc' or 'native'")),
  payOn: v.optional(v.pipe(v.string(), v.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'payOn must be a CAIP network id such as eip155:31337'))),
})

/** The demo's pay settings from its query string. */
export interface DemoPayQuery {
  enabled: boolean
  recipient: string
  asset: 'usdc' | 'native'
  network?: string
}

/**
 * The pay setting the demo page takes from its query string: `?pay=1` registers the pay plugin
 * and turns `features.pay` on (which turns e-mail and socials off, spec §5); `payTo` names who is
 * paid, `payIn=usdc|native` in what (USDC by default), `payOn` on which network (the first
 * sandbox chain by default). Without `pay` the demo has no pay feature, so other tests keep
 * e-mail and socials. Throws naming the parameter when a value is unusable.
 */
export function payQueryOptions(search: string): DemoPayQuery {
  const parsed = v.safeParse(DemoQuery, Object.fromEntries(new URLSearchParams(search)))
  if (!parsed.success) throw new Error(`Demo query is invalid: ${parsed.issues[0].message}`)
  const { pay, payTo, payIn, payOn } = parsed.output
  return { enabled: pay === '1', recipient: payTo ?? PAY_DESK, asset: payIn ?? 'usdc', ...(payOn ? { network: payOn } : {}) }
}

/** A sandbox network as the demo page receives it (EVM ones carry their USDC). */
export type DemoNetwork = {
  caipNetworkId: string
  nativeCurrency?: { symbol: string }
  contracts?: { usdc?: { address: string; symbol: string; decimals: number } }
}

/**
 * The demo's payment: 1.5 USDC (or 1.5 of the native currency) on the chosen network, and the
 * label of the demo's button ("Pay 1.5 USDC"). Throws naming the query parameter when the
 * network is unknown or has no USDC.
 */
export function demoPayment(
  query: DemoPayQuery,
  evmNetworks: readonly DemoNetwork[],
  otherNetworks: readonly CaipNetwork[],
): { request: PaymentRequest; label: string } {
  const all: DemoNetwork[] = [...evmNetworks, ...otherNetworks]
  const network = query.network ? all.find((n) => n.caipNetworkId === query.network) : evmNetworks[0]
  if (!network)
    throw new Error(`Demo query is invalid: payOn ${query.network ?? ''} is not one of the demo's networks (${all.map((n) => n.caipNetworkId).join(', ')})`)
  const usdc = network.contracts?.usdc
  if (query.asset === 'usdc' && !usdc)
    throw new Error(`Demo query is invalid: payIn=usdc needs a sandbox EVM network, ${network.caipNetworkId} has no USDC (use payIn=native)`)
  const asset = query.asset === 'native' || !usdc ? 'native' : { address: usdc.address, symbol: usdc.symbol, decimals: usdc.decimals }
  const symbol = asset === 'native' ? (network.nativeCurrency?.symbol ?? 'native') : asset.symbol
  return { request: { recipient: query.recipient, amount: '1.5', asset, network: network.caipNetworkId as CaipNetworkId }, label: `Pay 1.5 ${symbol}` }
}
