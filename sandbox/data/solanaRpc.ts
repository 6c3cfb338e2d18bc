import { HttpError } from '../http/response.js'

/** A Solana cluster the data service reads from (registered by the sandbox's solana extension). */
export interface SolanaChainBackend {
  /** CAIP-2 id, e.g. `solana:<first 32 characters of the genesis hash>`. */
  caipNetworkId: string
  rpcUrl: string
  /** The sandbox USDC mint, so its balance is named and priced like USDC elsewhere. */
  usdcMint?: string
}

/** A Solana address as spec §5 defines it: 32 to 44 base58 characters. */
export const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** The SPL token program. */
export const TOKEN_PROGRAM_ID = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
/** The Token-2022 program (Token Extensions), whose accounts are listed beside the classic ones. */
export const TOKEN_2022_PROGRAM_ID = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'

/**
 * One JSON-RPC call to the cluster. A node error or an unreachable node becomes a 502 naming the
 * method, so the client sees that the chain (not its request) failed.
 */
export async function solanaRpc<T>(chain: SolanaChainBackend, method: string, params: unknown[]): Promise<T> {
  let body: { result?: T; error?: { code: number; message: string } }
  try {
    const response = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    body = (await response.json()) as typeof body
  } catch (error) {
    throw new HttpError(502, `The Solana RPC of ${chain.caipNetworkId} did not answer ${method}: ${(error as Error).message}`)
  }
  if (body.error) throw new HttpError(502, `The Solana RPC of ${chain.caipNetworkId} failed ${method}: ${body.error.code} ${body.error.message}`)
  return body.result as T
}

/** Base units as an exact decimal string (no floats). */
export function formatBaseUnits(units: bigint, decimals: number): string {
  const digits = units.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}
