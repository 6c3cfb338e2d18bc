import { createClient, decodeFunctionResult, encodeFunctionData, erc20Abi, hexToBigInt, http, type Address } from 'viem'
import type { ResolvedPayment } from './types.js'

/**
 * What `address` holds of the payment's asset on its network, read from the chain: EVM native
 * balance or ERC20 `balanceOf`, Solana lamports. Undefined when it cannot be told (an SPL token,
 * or the node did not answer): the wallet then decides.
 */
export async function walletHolds(payment: ResolvedPayment, address: string): Promise<bigint | undefined> {
  try {
    if (payment.namespace === 'eip155') {
      // A bare client and the two JSON-RPC calls: viem's getBalance and readContract actions bring
      // eth_call's deployless and CCIP-read code (about 5 KiB gzip) that these reads never need.
      const client = createClient({ transport: http(payment.rpcUrl, { retryCount: 0, timeout: 10_000 }) })
      if (payment.token === 'native') return hexToBigInt(await client.request({ method: 'eth_getBalance', params: [address as Address, 'latest'] }))
      const call = { to: payment.token as Address, data: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [address as Address] }) }
      return decodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', data: await client.request({ method: 'eth_call', params: [call, 'latest'] }) })
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
