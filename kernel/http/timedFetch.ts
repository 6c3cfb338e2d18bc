import { HatchError } from '../errors/HatchError.js'

/** The `fetch` signature Hatch needs; hosts and tests may pass their own. */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>

/** Options of {@link timedFetch}. */
export interface TimedFetchOptions {
  timeoutMs: number
  signal?: AbortSignal | undefined
  fetch?: FetchLike | undefined
}

/** `https://host/path`, without the query (which carries the project id): for messages. */
export function describeUrl(url: string): string {
  try {
    const u = new URL(url)
    return `${u.origin}${u.pathname}`
  } catch {
    return url
  }
}

function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  // Node's fetch says only "fetch failed" and keeps the useful part (ECONNREFUSED ...) in `cause`.
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : ''
  return `${error.message}${cause}`
}

/**
 * Runs `fetch` and then `consume(response)` under one deadline, so a server that sends headers
 * and then stalls the body still times out. Failures become HTTP_TIMEOUT, HTTP_ABORTED (the
 * caller's signal fired) or HTTP_NETWORK; errors thrown by `consume` pass through unchanged.
 * `fetch` is looked up at call time, never at import time.
 */
export async function timedFetch<T>(url: string, init: RequestInit, options: TimedFetchOptions, consume: (response: Response) => Promise<T>): Promise<T> {
  const where = describeUrl(url)
  const external = options.signal
  if (external?.aborted) throw new HatchError('HTTP_ABORTED', { params: { url: where } })
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, options.timeoutMs)
  const onAbort = () => controller.abort()
  external?.addEventListener('abort', onAbort)
  const failure = (error: unknown): HatchError => {
    if (timedOut) return new HatchError('HTTP_TIMEOUT', { params: { url: where, ms: options.timeoutMs }, cause: error })
    if (external?.aborted) return new HatchError('HTTP_ABORTED', { params: { url: where }, cause: error })
    return new HatchError('HTTP_NETWORK', { params: { url: where, reason: reasonOf(error) }, cause: error })
  }
  try {
    const fetchImpl = options.fetch ?? globalThis.fetch
    let response: Response
    try {
      response = await fetchImpl(url, { ...init, signal: controller.signal })
    } catch (error) {
      throw failure(error)
    }
    try {
      return await consume(response)
    } catch (error) {
      if (error instanceof HatchError) throw error
      throw failure(error)
    }
  } finally {
    clearTimeout(timer)
    external?.removeEventListener('abort', onAbort)
  }
}
