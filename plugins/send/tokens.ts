import type { ChainNamespace, HatchState } from '../../kernel/index.js'
import { parseAmount } from './amount.js'
import type { SendToken } from './types.js'

/** Base units of a decimal balance string (0 for a missing or malformed one). */
function unitsOf(decimal: string | undefined, decimals: number): bigint {
  if (!decimal) return 0n
  // Balances are exact decimal strings; a longer fraction than the decimals cannot happen, but
  // flooring it is the safe reading (never claim more than is there).
  const [whole = '0', fraction = ''] = decimal.trim().split('.')
  const parsed = parseAmount(`${whole}.${fraction.slice(0, decimals)}`, decimals)
  return parsed.ok ? parsed.value : 0n
}

/** The contract or mint address of a CAIP-10 token address (`eip155:1:0xabc…` → `0xabc…`). */
function tokenAddressOf(caip: string): string {
  return caip.slice(caip.lastIndexOf(':') + 1)
}

/**
 * The tokens the active account can send on its network: the native currency (balance from the
 * adapter, `account.balance`) first, then each token of the data service's balances
 * (`account.tokenBalance`) on this network with something to send. Tokens with decimals '0' are
 * already dropped as low quality (spec §5) and NFTs are not fungible: neither is listed.
 */
export function sendableTokens(state: HatchState, namespace: ChainNamespace | undefined): SendToken[] {
  const chain = namespace ? state.chains[namespace] : undefined
  const network = chain?.network.caipNetwork
  if (!chain || !network) return []
  const { symbol, name, decimals } = network.nativeCurrency
  const listed = (chain.account.tokenBalance ?? []).filter((t) => t.chainId === network.caipNetworkId)
  const nativeListed = listed.find((t) => !t.address)
  const native: SendToken = {
    id: 'native',
    symbol,
    name,
    decimals,
    balance: unitsOf(chain.account.balance ?? nativeListed?.quantity.numeric, decimals),
    ...(nativeListed?.price ? { price: nativeListed.price } : {}),
    ...(nativeListed?.iconUrl ? { iconUrl: nativeListed.iconUrl } : {}),
  }
  const tokens = listed.flatMap((t): SendToken[] => {
    const tokenDecimals = Number(t.quantity.decimals)
    if (!t.address || !Number.isInteger(tokenDecimals) || tokenDecimals <= 0) return []
    const balance = unitsOf(t.quantity.numeric, tokenDecimals)
    if (balance === 0n) return []
    return [
      {
        id: tokenAddressOf(t.address),
        symbol: t.symbol,
        name: t.name,
        decimals: tokenDecimals,
        balance,
        ...(t.price ? { price: t.price } : {}),
        ...(t.iconUrl ? { iconUrl: t.iconUrl } : {}),
      },
    ]
  })
  return [native, ...tokens]
}

/** The account's value on the network in USD (spec §3 "network balance in USD"), when the data service priced its holdings. */
export function networkBalanceInUSD(state: HatchState, namespace: ChainNamespace | undefined): number | undefined {
  const chain = namespace ? state.chains[namespace] : undefined
  const network = chain?.network.caipNetwork
  const listed = (chain?.account.tokenBalance ?? []).filter((t) => t.chainId === network?.caipNetworkId && typeof t.value === 'number')
  if (listed.length === 0) return undefined
  return listed.reduce((sum, t) => sum + (t.value ?? 0), 0)
}
