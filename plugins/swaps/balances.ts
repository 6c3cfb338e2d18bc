import type { HatchState } from '../../kernel/index.js'
import { parseSwapAmount } from './amount.js'
import type { SwapToken } from './types.js'

/** Base units of a decimal balance string (0 for a missing or malformed one; never rounded up). */
function unitsOf(decimal: string | undefined, decimals: number): bigint {
  if (!decimal) return 0n
  const [whole = '0', fraction = ''] = decimal.trim().split('.')
  const parsed = parseSwapAmount(`${whole}.${fraction.slice(0, decimals)}`, decimals)
  return parsed.ok ? parsed.value : 0n
}

/**
 * What the active account holds of `token` on its eip155 network: the native currency from the
 * adapter's balance (`account.balance`), tokens from the data service's balances
 * (`account.tokenBalance`); 0 when the account holds none.
 */
export function balanceOf(state: HatchState, token: SwapToken): bigint {
  const chain = state.chains.eip155
  const network = chain?.network.caipNetwork
  if (!chain || !network) return 0n
  const listed = (chain.account.tokenBalance ?? []).filter((t) => t.chainId === network.caipNetworkId)
  if (token.native) return unitsOf(chain.account.balance ?? listed.find((t) => !t.address)?.quantity.numeric, token.decimals)
  const row = listed.find((t) => t.address?.toLowerCase() === token.caip.toLowerCase())
  return unitsOf(row?.quantity.numeric, token.decimals)
}

/** The USD price the data service gave for the native currency in the account's balances. */
export function nativeUsdPrice(state: HatchState): number | undefined {
  const chain = state.chains.eip155
  const network = chain?.network.caipNetwork
  const row = (chain?.account.tokenBalance ?? []).find((t) => t.chainId === network?.caipNetworkId && !t.address)
  return row?.price || undefined
}
