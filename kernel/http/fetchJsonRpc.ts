import * as v from 'valibot'
import { HatchError, isHatchError } from '../errors/HatchError.js'
import { describeUrl, type FetchLike, timedFetch } from './timedFetch.js'
import { firstIssue } from './createHttpClient.js'
import type { CaipNetwork } from '../types/chain.js'

/**
 * Chain-RPC retry policy (spec §7 "Chain RPC", §9 "HTTP RPC defaults"), the same figures as
 * viem's http transport, which EVM uses directly. This copy serves the non-EVM JSON-RPC calls.
 */
export interface RpcRetryPolicy {
  /** Retries after the first attempt. */
  retryCount: number
  /** First retry delay in ms; doubles on each retry (150, 300, 600 …). */
  retryDelay: number
  /** Per-attempt timeout in ms. */
  timeout: number
  /** HTTP statuses worth retrying; any other non-OK status fails at once. */
  retryableStatuses: readonly number[]
}

/** The default policy: 3 retries, 150 ms doubling, 10 s timeout, statuses of spec §7. */
export const rpcRetryPolicy: RpcRetryPolicy = Object.freeze({
  retryCount: 3,
  retryDelay: 150,
  timeout: 10_000,
  retryableStatuses: Object.freeze([403, 408, 413, 429, 500, 502, 503, 504]),
})

/** The URL a network's own JSON-RPC calls go to (its first http one); NETWORK_NOT_FOUND when it lists none. */
export function networkRpcUrl(network: CaipNetwork): string {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new HatchError('NETWORK_NOT_FOUND', { details: `${network.caipNetworkId} has no RPC URL` })
  return url
}

/** A JSON-RPC 2.0 request body; `jsonrpc` and `id` are filled in when absent. */
export interface JsonRpcRequest {
  method: string
  params?: unknown
  id?: number | string
  jsonrpc?: '2.0'
}

/** Extra knobs of {@link fetchJsonRpc}; mostly for tests and hosts with their own fetch. */
export interface FetchJsonRpcOptions {
  fetch?: FetchLike
  signal?: AbortSignal
  /** Waits between attempts. Default: setTimeout. */
  sleep?: (ms: number) => Promise<void>
  /** Clock for HTTP-date Retry-After values. Default: Date.now. */
  now?: () => number
}

const responseSchema = v.union([
  v.object({ id: v.nullable(v.union([v.number(), v.string()])), result: v.unknown() }),
  v.object({
    id: v.nullable(v.union([v.number(), v.string()])),
    error: v.object({ code: v.number(), message: v.string(), data: v.optional(v.unknown()) }),
  }),
])

/** Milliseconds a Retry-After header asks for (seconds or an HTTP date), or undefined. */
export function retryAfterMs(header: string | null, now: () => number = Date.now): number | undefined {
  if (!header) return undefined
  const trimmed = header.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000
  const date = Date.parse(trimmed)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now())
}

/** A failed attempt that the policy allows to retry (returned, not thrown, through timedFetch). */
interface RetryableStatus {
  retry: HatchError
  after: number | undefined
}

/**
 * POSTs one JSON-RPC call to `url` and returns its `result`, applying `policy`: retryable
 * statuses, timeouts and network failures are retried with a doubling delay (a Retry-After
 * header replaces the delay); other statuses, malformed bodies and JSON-RPC errors fail at once.
 *
 * @example
 * ```ts
 * const slot = await fetchJsonRpc('http://127.0.0.1:8899', { method: 'getSlot' })
 * ```
 */
export async function fetchJsonRpc(
  url: string,
  body: JsonRpcRequest,
  policy: RpcRetryPolicy = rpcRetryPolicy,
  options: FetchJsonRpcOptions = {},
): Promise<unknown> {
  const where = describeUrl(url)
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  const payload = JSON.stringify({ jsonrpc: '2.0', id: 1, ...body })
  const init: RequestInit = { method: 'POST', headers: { 'content-type': 'application/json' }, body: payload }

  for (let attempt = 0; ; attempt++) {
    let outcome: { result: unknown } | RetryableStatus
    try {
      outcome = await timedFetch<{ result: unknown } | RetryableStatus>(
        url,
        init,
        { timeoutMs: policy.timeout, signal: options.signal, fetch: options.fetch },
        async (response) => {
          if (!response.ok) {
            const text = await response.text().catch(() => '')
            const error = new HatchError('HTTP_STATUS', {
              params: { status: response.status },
              details: `POST ${where}${text ? `: ${text.slice(0, 500)}` : ''}`,
            })
            if (policy.retryableStatuses.includes(response.status)) {
              return { retry: error, after: retryAfterMs(response.headers.get('retry-after'), options.now) }
            }
            throw error
          }
          const text = await response.text()
          let json: unknown
          try {
            json = JSON.parse(text)
          } catch {
            throw new HatchError('INVALID_RESPONSE', { params: { url: where, issues: 'the body is not JSON' }, details: text.slice(0, 500) })
          }
          const parsed = v.safeParse(responseSchema, json)
          if (!parsed.success) throw new HatchError('INVALID_RESPONSE', { params: { url: where, issues: firstIssue(parsed.issues) } })
          if ('error' in parsed.output) {
            const { code, message, data } = parsed.output.error
            // A revert's data (hex) is kept for whoever decodes it (the EIP-1193 provider passes it on).
            throw new HatchError('RPC_ERROR', { params: { code, message, url: where, ...(typeof data === 'string' ? { data } : {}) } })
          }
          return { result: parsed.output.result }
        },
      )
    } catch (error) {
      // Timeouts and network failures are retried like retryable statuses (as viem does).
      const retryable = isHatchError(error, 'HTTP_TIMEOUT') || isHatchError(error, 'HTTP_NETWORK')
      if (!retryable || attempt >= policy.retryCount) throw error
      outcome = { retry: error, after: undefined }
    }
    if ('result' in outcome) return outcome.result
    if (attempt >= policy.retryCount) throw outcome.retry
    await sleep(outcome.after ?? policy.retryDelay * 2 ** attempt)
  }
}
