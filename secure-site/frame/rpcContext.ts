import * as v from 'valibot'
import { formatMessage } from '../siteMessages.js'
import { FrameRequestError } from './channel.js'
import type { FrameStorage } from './frameStorage.js'
import type { StoredSession, SiteApi } from './siteApi.js'

/** What a method module gets for one RPC request: the signed-in account, the chain, and the approval. */
export interface RpcContext {
  api: SiteApi
  storage: FrameStorage
  session: StoredSession
  signal: AbortSignal
  /** Shows the approval inside the frame; resolves when Approve was clicked, throws 4001 otherwise. */
  approve(title: string, details: [string, string][]): Promise<void>
  /** After the approval of a send: the second factor when `value` (smallest native unit) reaches the operator's threshold on `chain` (CAIP-2). */
  confirmSend?(chain: string, value: bigint): Promise<void>
}

export const badParams = (method: string, issue: string): FrameRequestError =>
  new FrameRequestError(formatMessage('INVALID_PARAMETERS', { method, issue }), -32602)

/** Validates `params` of `method`; a bad value is -32602 naming the first wrong field. */
export function parseParams<S extends v.GenericSchema>(schema: S, method: string, params: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, params ?? [])
  if (result.success) return result.output
  const issue = result.issues[0]
  throw badParams(method, `${v.getDotPath(issue) ?? 'params'} ${issue.message}`)
}

/**
 * One JSON-RPC call to the frame's own endpoint (never the page's); a node error keeps its code
 * and message, a node that does not answer is 'An error occurred'.
 */
export async function rpcCall(url: string, method: string, params: unknown, signal: AbortSignal): Promise<unknown> {
  let json: { result?: unknown; error?: { code: number; message: string } }
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
      signal,
      credentials: 'omit',
    })
    json = (await response.json()) as typeof json
  } catch {
    throw new FrameRequestError(formatMessage('FRAME_ERROR'))
  }
  if (json.error) throw new FrameRequestError(String(json.error.message).slice(0, 1000), typeof json.error.code === 'number' ? json.error.code : undefined)
  return json.result
}
