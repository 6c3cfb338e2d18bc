import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { HatchError } from '../../../../kernel/errors/HatchError.js'
import { createHttpClient, httpBodyOf, httpStatusOf } from '../../../../kernel/http/createHttpClient.js'
import { json, startLocalServer, text } from './localServer.js'

let server: Awaited<ReturnType<typeof startLocalServer>>
beforeEach(async () => {
  server = await startLocalServer()
})
afterEach(async () => {
  await server.close()
})

const client = (extra: Partial<Parameters<typeof createHttpClient>[0]> = {}) =>
  createHttpClient({ baseUrl: server.url, projectId: 'proj-1', sdkType: 'hatch', sdkVersion: 'hatch-0.1.0', ...extra })

const configSchema = v.object({ features: v.array(v.object({ id: v.string(), isEnabled: v.boolean() })) })

async function failure(promise: Promise<unknown>): Promise<HatchError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(HatchError)
  return error as HatchError
}

describe('createHttpClient', () => {
  it('adds projectId, st and sv (and clientId when set) to every request, plus the query', async () => {
    server.routes['GET /getWallets'] = json(200, { data: [], count: 0 })
    await client().get({ path: '/getWallets', query: { page: 1, chains: ['eip155:1', 'eip155:10'], search: undefined }, schema: v.unknown() })
    await client({ clientId: 'client-9' }).get({ path: 'getWallets', schema: v.unknown() })
    const [first, second] = server.hits('/getWallets')
    expect(Object.fromEntries(first!.query)).toEqual({ projectId: 'proj-1', st: 'hatch', sv: 'hatch-0.1.0', page: '1', chains: 'eip155:1,eip155:10' })
    expect(second!.query.get('clientId')).toBe('client-9')
  })

  it('keeps the base URL path and accepts absolute URLs', async () => {
    server.routes['GET /api/v1/thing'] = json(200, { ok: true })
    server.routes['GET /e'] = json(200, { ok: true })
    const api = createHttpClient({ baseUrl: `${server.url}/api/`, projectId: 'p', sdkType: 's', sdkVersion: 'v' })
    expect(await api.get({ path: '/v1/thing', schema: v.object({ ok: v.boolean() }) })).toEqual({ ok: true })
    expect(await api.get({ path: `${server.url}/e`, schema: v.unknown() })).toEqual({ ok: true })
  })

  it('returns the validated body', async () => {
    server.routes['GET /appkit/v1/config'] = json(200, { features: [{ id: 'swaps', isEnabled: true }] })
    expect(await client().get({ path: '/appkit/v1/config', schema: configSchema })).toEqual({
      features: [{ id: 'swaps', isEnabled: true }],
    })
  })

  it('posts JSON bodies', async () => {
    server.routes['POST /v1/fungible/price'] = json(200, { fungibles: [] })
    await client().post({ path: '/v1/fungible/price', body: { currency: 'usd', addresses: ['a'] }, schema: v.unknown() })
    expect(JSON.parse(server.hits('/v1/fungible/price')[0]!.body)).toEqual({ currency: 'usd', addresses: ['a'] })
  })

  it.each([401, 403, 404, 429, 500, 503])("throws 'HTTP status code: %i' with the status kept", async (status) => {
    server.routes['GET /x'] = text(status, 'Unauthorized: invalid key')
    const error = await failure(client().get({ path: '/x', schema: v.unknown() }))
    expect(error.code).toBe('HTTP_STATUS')
    expect(error.shortMessage).toBe(`HTTP status code: ${status}`)
    expect(httpStatusOf(error)).toBe(status)
    expect(httpBodyOf(error)).toContain('Unauthorized: invalid key')
  })

  it('names the path of the first schema violation', async () => {
    server.routes['GET /appkit/v1/config'] = json(200, { features: [{ id: 'swaps', isEnabled: 'yes' }] })
    const error = await failure(client().get({ path: '/appkit/v1/config', schema: configSchema }))
    expect(error.code).toBe('INVALID_RESPONSE')
    expect(error.shortMessage).toContain('features.0.isEnabled')
    expect(error.shortMessage).toContain(`${server.url}/appkit/v1/config`)
    expect(error.shortMessage).not.toContain('proj-1')
  })

  it('reports a body that is not JSON', async () => {
    server.routes['GET /x'] = text(200, '<html>proxy error</html>')
    const error = await failure(client().get({ path: '/x', schema: v.unknown() }))
    expect(error.code).toBe('INVALID_RESPONSE')
    expect(error.shortMessage).toContain('not JSON')
  })

  it('times out a server that never answers, and one that stalls the body', async () => {
    server.routes['GET /slow'] = () => new Promise(() => {})
    server.routes['GET /stall'] = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.write('{"partial":')
    }
    const started = Date.now()
    const slow = await failure(client({ timeoutMs: 150 }).get({ path: '/slow', schema: v.unknown() }))
    expect(slow.code).toBe('HTTP_TIMEOUT')
    expect(slow.shortMessage).toContain('150 ms')
    expect(Date.now() - started).toBeGreaterThanOrEqual(140)
    const stall = await failure(client().get({ path: '/stall', schema: v.unknown(), timeoutMs: 150 }))
    expect(stall.code).toBe('HTTP_TIMEOUT')
  })

  it('reports a network failure with the reason', async () => {
    const closed = server.url
    await server.close()
    const error = await failure(createHttpClient({ baseUrl: closed, projectId: 'p', sdkType: 's', sdkVersion: 'v' }).get({ path: '/x', schema: v.unknown() }))
    expect(error.code).toBe('HTTP_NETWORK')
    expect(error.shortMessage).toMatch(/ECONNREFUSED/)
    server = await startLocalServer()
  })

  it('honours an abort signal, before and during the request', async () => {
    server.routes['GET /slow'] = () => new Promise(() => {})
    const already = AbortSignal.abort()
    expect((await failure(client().get({ path: '/slow', schema: v.unknown(), signal: already }))).code).toBe('HTTP_ABORTED')
    const controller = new AbortController()
    const pending = client().get({ path: '/slow', schema: v.unknown(), signal: controller.signal })
    setTimeout(() => controller.abort(), 30)
    expect((await failure(pending)).code).toBe('HTTP_ABORTED')
  })

  it('fetches binary bodies', async () => {
    server.routes['GET /getWalletImage/abc'] = (_req, res) => void res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from([1, 2, 3]))
    const blob = await client().blob({ path: '/getWalletImage/abc' })
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([1, 2, 3])
    expect(server.hits('/getWalletImage/abc')[0]!.query.get('projectId')).toBe('proj-1')
  })
})
