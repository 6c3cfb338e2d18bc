/**
 * A plain fetch-based {@link HttpClient} for these tests, talking to the real sandbox catalogue
 * server. The kernel's own client (kernel/http/createHttpClient.ts) had not landed when these tests
 * were written; swap it in once it exists. It also counts requests per path so tests can assert
 * that each page is fetched once.
 */
import * as v from 'valibot'
import type { HttpClient, HttpRequest } from '../../../../kernel/http/types.js'

export interface CountingClient extends HttpClient {
  /** Every request URL (path + query) in order. */
  readonly requests: URL[]
}

export function catalogueClient(baseUrl: string, projectId = 'hatch-sandbox'): CountingClient {
  const requests: URL[] = []
  const send = async (request: Omit<HttpRequest<v.GenericSchema>, 'schema'>): Promise<Response> => {
    const url = new URL(request.path, baseUrl)
    url.searchParams.set('projectId', projectId)
    url.searchParams.set('st', 'hatch-test')
    url.searchParams.set('sv', '0.0.0')
    for (const [k, value] of Object.entries(request.query ?? {})) if (value !== undefined) url.searchParams.set(k, String(value))
    requests.push(url)
    const signals = [AbortSignal.timeout(request.timeoutMs ?? 10_000), ...(request.signal ? [request.signal] : [])]
    const response = await fetch(url, { signal: AbortSignal.any(signals) })
    if (!response.ok) throw new Error(`HTTP status code: ${response.status}`)
    return response
  }
  return {
    requests,
    async get(request) {
      return v.parse(request.schema, await (await send(request)).json())
    },
    async post() {
      throw new Error('catalogueClient: POST is not used by AllWallets')
    },
    async blob(request) {
      return (await send(request)).blob()
    },
  }
}
