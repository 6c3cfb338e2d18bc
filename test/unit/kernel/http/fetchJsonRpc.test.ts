import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { HatchError } from '../../../../kernel/errors/HatchError.js'
import { fetchJsonRpc, retryAfterMs, rpcRetryPolicy } from '../../../../kernel/http/fetchJsonRpc.js'
import { json, startLocalServer, text } from './localServer.js'

let server: Awaited<ReturnType<typeof startLocalServer>>
beforeEach(async () => {
  server = await startLocalServer()
})
afterEach(async () => {
  await server.close()
})

const fast = { ...rpcRetryPolicy, retryDelay: 10, timeout: 500 }

/** Answers with each handler in turn, then keeps using the last one. */
function sequence(...handlers: Array<Parameters<typeof text>>) {
  let i = 0
  return (req: Parameters<ReturnType<typeof text>>[0], res: Parameters<ReturnType<typeof text>>[1], seen: Parameters<ReturnType<typeof text>>[2]) => {
    const args = handlers[Math.min(i++, handlers.length - 1)]!
    return text(...args)(req, res, seen)
  }
}

async function failure(promise: Promise<unknown>): Promise<HatchError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(HatchError)
  return error as HatchError
}

describe('rpcRetryPolicy', () => {
  it('holds the figures of spec §7 and §9', () => {
    expect(rpcRetryPolicy).toEqual({
      retryCount: 3,
      retryDelay: 150,
      timeout: 10_000,
      retryableStatuses: [403, 408, 413, 429, 500, 502, 503, 504],
    })
  })

  it('reads Retry-After in seconds and as an HTTP date', () => {
    expect(retryAfterMs('2')).toBe(2000)
    expect(retryAfterMs(new Date(10_000).toUTCString(), () => 7_000)).toBe(3000)
    expect(retryAfterMs(null)).toBeUndefined()
    expect(retryAfterMs('soon')).toBeUndefined()
  })
})

describe('fetchJsonRpc against a local server', () => {
  it('sends a JSON-RPC 2.0 body and returns the result', async () => {
    server.routes['POST /'] = json(200, { jsonrpc: '2.0', id: 1, result: 42 })
    expect(await fetchJsonRpc(server.url, { method: 'getSlot', params: [] }, fast)).toBe(42)
    expect(JSON.parse(server.seen[0]!.body)).toEqual({ jsonrpc: '2.0', id: 1, method: 'getSlot', params: [] })
  })

  it.each([403, 408, 413, 429, 500, 502, 503, 504])('retries status %i and then succeeds', async (status) => {
    server.routes['POST /'] = sequence([status, 'busy'], [200, JSON.stringify({ jsonrpc: '2.0', id: 1, result: 'ok' })])
    expect(await fetchJsonRpc(server.url, { method: 'm' }, fast)).toBe('ok')
    expect(server.seen).toHaveLength(2)
  })

  it('gives up after retryCount retries with doubling delays, keeping the status', async () => {
    server.routes['POST /'] = text(503, 'down')
    const error = await failure(fetchJsonRpc(server.url, { method: 'm' }, { ...fast, retryDelay: 40 }))
    expect(error.code).toBe('HTTP_STATUS')
    expect(error.params.status).toBe(503)
    expect(server.seen).toHaveLength(4)
    const gaps = server.seen.slice(1).map((r, i) => r.at - server.seen[i]!.at)
    expect(gaps[0]).toBeGreaterThanOrEqual(35)
    expect(gaps[1]).toBeGreaterThanOrEqual(75)
    expect(gaps[2]).toBeGreaterThanOrEqual(155)
  })

  it('does not retry a status outside the list', async () => {
    server.routes['POST /'] = text(400, 'bad request')
    const error = await failure(fetchJsonRpc(server.url, { method: 'm' }, fast))
    expect(error.params.status).toBe(400)
    expect(server.seen).toHaveLength(1)
  })

  it('waits as long as Retry-After asks', async () => {
    server.routes['POST /'] = sequence([429, 'slow down', { 'retry-after': '1' }], [200, JSON.stringify({ id: 1, result: true })])
    expect(await fetchJsonRpc(server.url, { method: 'm' }, fast)).toBe(true)
    const [first, second] = server.seen
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(950)
  })

  it('retries a timed-out attempt', async () => {
    let calls = 0
    server.routes['POST /'] = (req, res, seen) => {
      calls += 1
      if (calls === 1) return new Promise(() => {})
      return json(200, { id: 1, result: 'late but fine' })(req, res, seen)
    }
    expect(await fetchJsonRpc(server.url, { method: 'm' }, { ...fast, timeout: 100 })).toBe('late but fine')
    expect(calls).toBe(2)
  })

  it('reports a timeout once every attempt timed out', async () => {
    server.routes['POST /'] = () => new Promise(() => {})
    // Attempts are counted where they are made: on a loaded machine a request aborted after 50 ms
    // may reach the server late, or twice, through the HTTP client's own connection handling.
    let attempts = 0
    const counted = (input: string, init?: RequestInit) => {
      attempts += 1
      return fetch(input, init)
    }
    const error = await failure(fetchJsonRpc(server.url, { method: 'm' }, { ...fast, timeout: 50, retryCount: 1 }, { fetch: counted }))
    expect(error.code).toBe('HTTP_TIMEOUT')
    expect(attempts).toBe(2)
  })

  it('fails at once on malformed JSON, a schema violation and a JSON-RPC error', async () => {
    server.routes['POST /'] = text(200, 'not json')
    expect((await failure(fetchJsonRpc(server.url, { method: 'm' }, fast))).code).toBe('INVALID_RESPONSE')
    server.routes['POST /'] = json(200, { id: 1 })
    expect((await failure(fetchJsonRpc(server.url, { method: 'm' }, fast))).code).toBe('INVALID_RESPONSE')
    server.routes['POST /'] = json(200, { id: 1, error: { code: -32601, message: 'Method not found' } })
    const rpc = await failure(fetchJsonRpc(server.url, { method: 'm' }, fast))
    expect(rpc.code).toBe('RPC_ERROR')
    expect(rpc.shortMessage).toContain('-32601')
    expect(rpc.shortMessage).toContain('Method not found')
    expect(server.seen).toHaveLength(3)
  })
})
