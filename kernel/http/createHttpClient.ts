import * as v from 'valibot'
import { HatchError, isHatchError } from '../errors/HatchError.js'
import { describeUrl, type FetchLike, timedFetch } from './timedFetch.js'
import type { HttpClient, HttpRequest } from './types.js'

/** Options of {@link createHttpClient}. */
export interface HttpClientOptions {
  /** Service base URL; request paths are appended to it (its own path is kept). */
  baseUrl: string
  projectId: string
  /** Sent as `st`. */
  sdkType: string
  /** Sent as `sv`. */
  sdkVersion: string
  /** Sent as `clientId` when set. */
  clientId?: string
  /** Default 10 000 ms; a request may override it. */
  timeoutMs?: number
  /** Default: the global `fetch`, looked up per request. */
  fetch?: FetchLike
}

/** How much of an error body is kept on the error (enough for provider texts, never a page). */
const maxBodyExcerpt = 500

/** The HTTP status of an 'HTTP status code: N' error, or undefined for any other error. */
export function httpStatusOf(error: unknown): number | undefined {
  return isHatchError(error, 'HTTP_STATUS') ? Number(error.params.status) : undefined
}

/** The start of the response body of an 'HTTP status code: N' error (kept as `details`). */
export function httpBodyOf(error: unknown): string | undefined {
  return isHatchError(error, 'HTTP_STATUS') ? error.details : undefined
}

/** Turns valibot's first issue into `features[0].id: Invalid type: …`. */
export function firstIssue(issues: readonly v.BaseIssue<unknown>[]): string {
  const first = issues[0]
  if (!first) return 'invalid body'
  const path = v.getDotPath(first)
  return path ? `${path}: ${first.message}` : first.message
}

function joinUrl(baseUrl: string, path: string): URL {
  if (/^https?:\/\//i.test(path)) return new URL(path)
  return new URL(`${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`)
}

/**
 * Creates the client one service is called with (spec §7). Every request carries `projectId`,
 * `st`, `sv` (and `clientId`); a non-OK response throws HTTP_STATUS ('HTTP status code: N',
 * with the status in `params.status` and the start of the body in `details`); bodies are
 * validated against the request's schema (INVALID_RESPONSE names the first wrong path).
 *
 * @example
 * ```ts
 * const catalogue = createHttpClient({ baseUrl: 'http://127.0.0.1:4000', projectId, sdkType: 'hatch', sdkVersion })
 * const { isAnalyticsEnabled } = await catalogue.get({
 *   path: '/getAnalyticsConfig',
 *   schema: v.object({ isAnalyticsEnabled: v.boolean() }),
 * })
 * ```
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const defaultTimeout = options.timeoutMs ?? 10_000

  const urlFor = (request: Omit<HttpRequest<v.GenericSchema>, 'schema'>): string => {
    const url = joinUrl(options.baseUrl, request.path)
    url.searchParams.set('projectId', options.projectId)
    url.searchParams.set('st', options.sdkType)
    url.searchParams.set('sv', options.sdkVersion)
    if (options.clientId) url.searchParams.set('clientId', options.clientId)
    for (const [key, value] of Object.entries(request.query ?? {})) {
      if (value === undefined) continue
      url.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value))
    }
    return url.toString()
  }

  async function send<T>(
    method: 'GET' | 'POST',
    request: Omit<HttpRequest<v.GenericSchema>, 'schema'>,
    read: (response: Response, where: string) => Promise<T>,
  ): Promise<T> {
    const url = urlFor(request)
    const where = describeUrl(url)
    const init: RequestInit =
      request.body === undefined ? { method } : { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(request.body) }
    return timedFetch(url, init, { timeoutMs: request.timeoutMs ?? defaultTimeout, signal: request.signal, fetch: options.fetch }, async (response) => {
      if (!response.ok) {
        const body = await response.text().catch(() => '')
        throw new HatchError('HTTP_STATUS', {
          params: { status: response.status },
          details: `${method} ${where}${body ? `: ${body.slice(0, maxBodyExcerpt)}` : ''}`,
        })
      }
      return read(response, where)
    })
  }

  async function json<S extends v.GenericSchema>(method: 'GET' | 'POST', request: HttpRequest<S>): Promise<v.InferOutput<S>> {
    return send(method, request, async (response, where) => {
      const text = await response.text()
      let body: unknown
      if (text.trim() !== '') {
        try {
          body = JSON.parse(text)
        } catch {
          throw new HatchError('INVALID_RESPONSE', { params: { url: where, issues: 'the body is not JSON' }, details: text.slice(0, maxBodyExcerpt) })
        }
      }
      const result = v.safeParse(request.schema, body)
      if (!result.success) {
        throw new HatchError('INVALID_RESPONSE', { params: { url: where, issues: firstIssue(result.issues) } })
      }
      return result.output
    })
  }

  return {
    get: (request) => json('GET', request),
    post: (request) => json('POST', request),
    blob: (request) => send('GET', request, (response) => response.blob()),
  }
}
