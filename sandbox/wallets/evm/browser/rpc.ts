import * as v from 'valibot'
import { ProviderRpcError } from './errors.js'

const RpcResponseSchema = v.union([
  v.object({ result: v.unknown() }),
  v.object({ error: v.object({ code: v.number(), message: v.string(), data: v.optional(v.unknown()) }) }),
])

let nextId = 1

/**
 * Sends one JSON-RPC request to a node with fetch and returns its result. A node error is rethrown
 * with the node's own code, message and data, so a dapp sees what it would see through a real wallet
 * (for example a revert reason from eth_call).
 */
export async function forwardRpc(rpcUrl: string, method: string, params: unknown): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: params ?? [] }),
    })
  } catch (cause) {
    throw new ProviderRpcError(-32603, `Could not reach the chain node at ${rpcUrl} for ${method}: ${String(cause)}`)
  }
  if (!response.ok) {
    throw new ProviderRpcError(-32603, `The chain node at ${rpcUrl} answered ${method} with HTTP ${response.status}`)
  }
  const parsed = v.safeParse(RpcResponseSchema, await response.json().catch(() => undefined))
  if (!parsed.success) {
    throw new ProviderRpcError(-32603, `The chain node at ${rpcUrl} sent a malformed JSON-RPC reply to ${method}`)
  }
  if ('error' in parsed.output) {
    const { code, message, data } = parsed.output.error
    throw new ProviderRpcError(code, message, data)
  }
  return parsed.output.result
}
