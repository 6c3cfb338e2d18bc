import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { HatchError } from '../../../../kernel/errors/HatchError.js'
import { createHttpClient } from '../../../../kernel/http/createHttpClient.js'
import { fetchAllowedOrigins, fetchRemoteFeatures } from '../../../../kernel/remote-config/fetchRemoteFeatures.js'
import { createProjectConfigLoader, loadProjectConfig } from '../../../../kernel/remote-config/loadProjectConfig.js'
import { json, startLocalServer } from '../http/localServer.js'

let server: Awaited<ReturnType<typeof startLocalServer>>
beforeEach(async () => {
  server = await startLocalServer()
})
afterEach(async () => {
  await server.close()
})

const http = () => createHttpClient({ baseUrl: server.url, projectId: 'proj-1', sdkType: 'hatch', sdkVersion: 'hatch-0.1.0' })

const sandboxLikeConfig = {
  features: [
    { id: 'swaps', isEnabled: true, config: null },
    { id: 'onramp', isEnabled: true, config: ['USDC', 'ETH'] },
    { id: 'socials', isEnabled: true, config: ['google', 'x'] },
    { id: 'emailCapture', isEnabled: false, config: null },
    { id: 'email', isEnabled: true, config: [] },
  ],
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (e: unknown) => e,
  )
}

describe('fetchRemoteFeatures', () => {
  it('maps features to values: false when off, the config list when given, else true', async () => {
    server.routes['GET /appkit/v1/config'] = json(200, sandboxLikeConfig)
    expect(await fetchRemoteFeatures(http())).toEqual({
      swaps: true,
      onramp: ['USDC', 'ETH'],
      socials: ['google', 'x'],
      emailCapture: false,
      email: true,
    })
    expect(server.hits('/appkit/v1/config')[0]!.query.get('projectId')).toBe('proj-1')
  })

  it('rejects a body of the wrong shape', async () => {
    server.routes['GET /appkit/v1/config'] = json(200, { features: [{ id: 'swaps', isEnabled: 'yes' }] })
    const error = await rejection(fetchRemoteFeatures(http()))
    expect((error as HatchError).code).toBe('INVALID_RESPONSE')
    expect((error as HatchError).shortMessage).toContain('features.0.isEnabled')
  })
})

describe('fetchAllowedOrigins', () => {
  it('returns the list', async () => {
    server.routes['GET /projects/v1/origins'] = json(200, { allowedOrigins: ['https://a.example'] })
    expect(await fetchAllowedOrigins(http())).toEqual(['https://a.example'])
  })

  it.each([
    [429, 'RATE_LIMITED'],
    [500, 'SERVER_ERROR'],
    [503, 'SERVER_ERROR'],
    [599, 'SERVER_ERROR'],
  ])('turns %i into %s', async (status, code) => {
    server.routes['GET /projects/v1/origins'] = json(status, { message: 'nope' })
    const error = await rejection(fetchAllowedOrigins(http()))
    expect(error).toBeInstanceOf(HatchError)
    expect((error as HatchError).code).toBe(code)
    expect((error as HatchError).message).toContain(code)
  })

  it.each([
    ['a 403', json(403, { message: 'Unauthorized: invalid key' })],
    ['a 404', json(404, { message: 'no' })],
    ['a malformed body', json(200, { origins: 'x' })],
  ])('gives an empty list on %s', async (_label, handler) => {
    server.routes['GET /projects/v1/origins'] = handler
    expect(await fetchAllowedOrigins(http())).toEqual([])
  })
})

describe('loadProjectConfig', () => {
  it('raises APKT008 and fetches nothing without a project id', async () => {
    const result = await loadProjectConfig({ http: http(), projectId: '', origin: 'http://127.0.0.1:3000' })
    expect(result.alerts).toEqual(['APKT008'])
    expect(result.features).toBeUndefined()
    expect(server.seen).toHaveLength(0)
  })

  it('returns features and raises nothing for an allowed origin', async () => {
    server.routes['GET /appkit/v1/config'] = json(200, sandboxLikeConfig)
    server.routes['GET /projects/v1/origins'] = json(200, { allowedOrigins: ['https://shop.example.com'] })
    const result = await loadProjectConfig({ http: http(), projectId: 'proj-1', origin: 'https://shop.example.com' })
    expect(result.alerts).toEqual([])
    expect(result.features?.swaps).toBe(true)
    expect(result.allowedOrigins).toEqual(['https://shop.example.com'])
  })

  it('raises APKT002 when the page origin is neither listed nor a default', async () => {
    server.routes['GET /appkit/v1/config'] = json(200, sandboxLikeConfig)
    server.routes['GET /projects/v1/origins'] = json(200, { allowedOrigins: ['https://shop.example.com'] })
    const warnings: string[] = []
    const result = await loadProjectConfig({
      http: http(),
      projectId: 'proj-1',
      origin: 'https://evil.example.com',
      logger: { warn: (m) => void warnings.push(m) },
    })
    expect(result.alerts).toEqual(['APKT002'])
    expect(warnings.join('\n')).toContain('https://evil.example.com')
  })

  it('accepts a default origin even when the project list does not name it', async () => {
    server.routes['GET /appkit/v1/config'] = json(200, sandboxLikeConfig)
    server.routes['GET /projects/v1/origins'] = json(200, { allowedOrigins: ['https://shop.example.com'] })
    const result = await loadProjectConfig({ http: http(), projectId: 'proj-1', origin: 'http://localhost:5173' })
    expect(result.alerts).toEqual([])
  })

  it('skips the origin check on the server (no origin)', async () => {
    server.routes['GET /appkit/v1/config'] = json(200, sandboxLikeConfig)
    const result = await loadProjectConfig({ http: http(), projectId: 'proj-1' })
    expect(result.alerts).toEqual([])
    expect(server.hits('/projects/v1/origins')).toHaveLength(0)
  })

  it.each([
    ['an invalid key', 403, 'Unauthorized: invalid key', ['APKT007']],
    ['a bare 401', 401, 'denied', ['APKT007']],
    ['an origin refusal', 403, 'Unauthorized: origin not allowed', ['APKT002']],
    ['a clock problem', 401, 'JWT validation error: JWT Token is not yet valid', ['APKT006']],
    ['rate limiting', 429, 'slow down', ['APKT010']],
    ['a server error', 502, 'bad gateway', ['APKT009']],
    ['a not-found', 404, 'missing', []],
  ])('maps %s on the config call to %j, and falls back to host settings', async (_label, status, message, alerts) => {
    server.routes['GET /appkit/v1/config'] = json(status, { message })
    const result = await loadProjectConfig({ http: http(), projectId: 'proj-1' })
    expect(result.alerts).toEqual(alerts)
    expect(result.features).toBeUndefined()
    expect(result.warnings.join('\n')).toContain(`HTTP status code: ${status}`)
  })

  it('raises APKT010 and APKT009 for the origins call', async () => {
    server.routes['GET /appkit/v1/config'] = json(200, sandboxLikeConfig)
    server.routes['GET /projects/v1/origins'] = json(429, { message: 'slow down' })
    const limited = await loadProjectConfig({ http: http(), projectId: 'proj-1', origin: 'https://x.example' })
    expect(limited.alerts).toEqual(['APKT010'])
    server.routes['GET /projects/v1/origins'] = json(500, { message: 'boom' })
    const failed = await loadProjectConfig({ http: http(), projectId: 'proj-1', origin: 'https://x.example' })
    expect(failed.alerts).toEqual(['APKT009'])
    expect(failed.features?.swaps).toBe(true)
  })

  it('raises each alert once when both calls fail the same way', async () => {
    server.routes['GET /appkit/v1/config'] = json(500, { message: 'boom' })
    server.routes['GET /projects/v1/origins'] = json(500, { message: 'boom' })
    const result = await loadProjectConfig({ http: http(), projectId: 'proj-1', origin: 'https://x.example' })
    expect(result.alerts).toEqual(['APKT009'])
  })

  it('does not accuse the page when the origins list is empty', async () => {
    server.routes['GET /appkit/v1/config'] = json(200, sandboxLikeConfig)
    server.routes['GET /projects/v1/origins'] = json(200, { allowedOrigins: [] })
    const result = await loadProjectConfig({ http: http(), projectId: 'proj-1', origin: 'https://x.example' })
    expect(result.alerts).toEqual([])
  })

  it('fetches once per loader however often it is asked', async () => {
    server.routes['GET /appkit/v1/config'] = json(200, sandboxLikeConfig)
    server.routes['GET /projects/v1/origins'] = json(200, { allowedOrigins: [] })
    const load = createProjectConfigLoader({ http: http(), projectId: 'proj-1', origin: 'https://x.example' })
    const [a, b] = await Promise.all([load(), load()])
    await load()
    expect(a).toBe(b)
    expect(server.hits('/appkit/v1/config')).toHaveLength(1)
    expect(server.hits('/projects/v1/origins')).toHaveLength(1)
    const other = createProjectConfigLoader({ http: http(), projectId: 'proj-1' })
    await other()
    expect(server.hits('/appkit/v1/config')).toHaveLength(2)
  })
})
