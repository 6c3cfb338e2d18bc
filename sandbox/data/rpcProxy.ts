import * as v from 'valibot'
import type { SandboxResponse } from '../http/response.js'
import { parseOr400 } from '../http/validate.js'

const RpcRequestSchema = v.object({
  jsonrpc: v.literal('2.0', "jsonrpc must be '2.0'"),
  method: v.pipe(v.string('method must be a string'), v.nonEmpty('method must not be empty')),
  id: v.optional(v.union([v.string(), v.number(), v.null()])),
  params: v.optional(v.unknown()),
})
const RpcBodySchema = v.union(
  [RpcRequestSchema, v.pipe(v.array(RpcRequestSchema), v.minLength(1, 'a batch must not be empty'))],
  'body must be a JSON-RPC request or a batch of them',
)

/** Forwards a JSON-RPC request (or batch) to a local node and relays its answer unchanged. */
export async function proxyRpc(nodeUrl: string, body: unknown): Promise<SandboxResponse> {
  const request = parseOr400(RpcBodySchema, body, 'JSON-RPC body')
  const response = await fetch(nodeUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(request) })
  return { status: response.status, raw: await response.text(), contentType: 'application/json' }
}
