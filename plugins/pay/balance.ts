import { createClient, erc20Abi, http, type Address } from 'viem'
import { getBalance, readContract } from 'viem/actions'
import type { ResolvedPayment } from './types.js'

/**
 * What `address` holds of the payment's asset on its network, read from the chain: EVM native
 * balance or ERC20 `balanceOf`, Solana lamports. Undefined when it cannot be told (an SPL token,
 * or the node did not answer): the wallet then decides.
 */
export async function walletHolds(payment: ResolvedPayment, address: string): Promise<bigint | undefined> {
  try {
    if (payment.namespace === 'eip155') {
      // A bare client and the two actions used: createPublicClient would bring every viem action.
      const client = createClient({ transport: http(payment.rpcUrl, { retryCount: 0, timeout: 10_000 }) })
      return payment.token === 'native'
        ? await getBalance(client, { address: address as Address })
        : await readContract(client, { address: payment.token as Address, abi: erc20Abi, functionName: 'balanceOf', args: [address as Address] })
    }
    if (payment.token !== 'native') return undefined
    const response = await fetch(payment.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address] }),
    })
    const body = (await response.json()) as { result?: { value?: number } }
    return typeof body.result?.value === 'number' ? BigInt(body.result.value) : undefined
  } catch {
    return undefined
  }
}
