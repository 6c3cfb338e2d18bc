import { HttpError } from '../http/response.js'

/** A Bitcoin network the data service reads from (registered by the sandbox's bitcoin extension). */
export interface BitcoinChainBackend {
  /** CAIP-2 id, e.g. `bip122:0f9188f13cb7b2c71f2a335e3a4fc328` (regtest). */
  caipNetworkId: string
  /** Esplora base URL of the backend. */
  esploraUrl: string
}

/**
 * Bitcoin addresses the service accepts: bech32/bech32m (`bc1`, `tb1`, `bcrt1`) and base58 legacy
 * and script-hash addresses. The backend decides whether one is valid for its network.
 */
export const BITCOIN_ADDRESS = /^((bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87}|[123mn][1-9A-HJ-NP-Za-km-z]{25,34})$/i

/** BTC has 8 decimals (spec §9). */
export const BTC_DECIMALS = 8

/** Exact decimal text of base units (`110000000n` → `'1.1'`), never through a float. */
export function formatSats(units: bigint): string {
  const negative = units < 0n
  const digits = (negative ? -units : units).toString().padStart(BTC_DECIMALS + 1, '0')
  const fraction = digits.slice(-BTC_DECIMALS).replace(/0+$/, '')
  return `${negative ? '-' : ''}${digits.slice(0, -BTC_DECIMALS)}${fraction ? `.${fraction}` : ''}`
}

/**
 * One GET to the backend's Esplora API. A 400 (bad address) is passed on as the client's error;
 * anything else that fails becomes a 502 naming the path, since the chain, not the request, failed.
 */
export async function esploraGet<T>(chain: BitcoinChainBackend, path: string): Promise<T> {
  let response: Response
  try {
    response = await fetch(`${chain.esploraUrl}${path}`)
  } catch (error) {
    throw new HttpError(502, `Bitcoin backend unreachable for ${path}: ${error instanceof Error ? error.message : String(error)}`)
  }
  if (response.status === 400) throw new HttpError(400, await response.text())
  if (!response.ok) throw new HttpError(502, `Bitcoin backend answered ${response.status} for ${path}`)
  return (await response.json()) as T
}
