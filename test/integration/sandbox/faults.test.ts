import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { admin, getJson, sandbox, sdkQuery } from './helpers.js'

// Faults are scoped to this file's own project id, so files running in parallel are unaffected.
const PROJECT = 'faults-test-project'
const q = (extra: Record<string, string | number> = {}) => sdkQuery(extra, PROJECT)
const walletsUrl = () => `${sandbox().urls.catalogue}/getWallets?${q({ entries: 2 })}`

describe('fault switches', () => {
  beforeAll(() => admin().setProject(PROJECT))
  afterEach(() => admin().clearFaults(undefined, PROJECT))
  afterAll(() => admin().deleteProject(PROJECT))

  it('adds latency', async () => {
    await admin().setFault('catalogue', { latencyMs: 400, projectId: PROJECT })
    const started = performance.now()
    const res = await getJson(walletsUrl())
    expect(performance.now() - started).toBeGreaterThanOrEqual(390)
    expect(res.status).toBe(200)
    expect(res.body.data).toHaveLength(2)
  })

  it('answers with a given 5xx status, and not for other project ids', async () => {
    await admin().setFault('catalogue', { status: 503, projectId: PROJECT })
    const res = await getJson(walletsUrl())
    expect(res.status).toBe(503)
    expect(res.body.message).toBe('Sandbox fault: HTTP 503')
    const other = await getJson(`${sandbox().urls.catalogue}/getWallets?${sdkQuery({ entries: 1 })}`)
    expect(other.status).toBe(200)
  })

  it('applies an error rate: 0 never fails, 1 always does', async () => {
    await admin().setFault('data', { status: 502, errorRate: 0, projectId: PROJECT })
    const url = `${sandbox().urls.data}/v1/supported-chains?${q()}`
    for (let i = 0; i < 5; i++) expect((await fetch(url)).status).toBe(200)
    await admin().setFault('data', { status: 502, errorRate: 1, projectId: PROJECT })
    for (let i = 0; i < 5; i++) expect((await fetch(url)).status).toBe(502)
  })

  it('rate-limits with 429 and Retry-After, and `times` clears the fault after that many hits', async () => {
    await admin().setFault('catalogue', { retryAfterSeconds: 7, times: 1, path: '/projects/v1/origins', projectId: PROJECT })
    const url = `${sandbox().urls.catalogue}/projects/v1/origins?${q()}`
    const limited = await fetch(url, { headers: { Origin: 'http://127.0.0.1:5000' } })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('7')
    // A browser page can read the header: it is exposed by CORS.
    expect(limited.headers.get('access-control-expose-headers')).toContain('Retry-After')
    const next = await getJson(url)
    expect(next.status).toBe(200)
    expect(next.body.allowedOrigins).toEqual(expect.any(Array))
  })

  it('sends a malformed JSON body with status 200', async () => {
    await admin().setFault('catalogue', { malformed: true, projectId: PROJECT })
    const res = await fetch(walletsUrl())
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/json')
    await expect(res.json()).rejects.toThrow(SyntaxError)
  })

  it('sends a schema-violating body: every field has the wrong type', async () => {
    await admin().setFault('data', { schemaViolation: true, path: '/v1/account/*', projectId: PROJECT })
    const address = sandbox().accounts[0]!.address
    const res = await getJson(`${sandbox().urls.data}/v1/account/${address}/balance?${q({ currency: 'usd' })}`)
    expect(res.status).toBe(200)
    expect(Array.isArray(res.body.balances)).toBe(false)
    expect(typeof res.body.balances).toBe('string')
    const wallets = await getJson(walletsUrl())
    expect(wallets.status).toBe(200)
    expect(Array.isArray(wallets.body.data)).toBe(true) // the fault was set on data, path /v1/account/* only
  })

  it('hangs until the client gives up', async () => {
    await admin().setFault('analytics', { hang: true, projectId: PROJECT })
    const started = performance.now()
    const request = fetch(`${sandbox().urls.analytics}/e?${q()}`, {
      method: 'POST',
      body: JSON.stringify({ eventId: 'x', url: 'http://127.0.0.1/', domain: '127.0.0.1', timestamp: Date.now(), props: {} }),
      signal: AbortSignal.timeout(500),
    })
    await expect(request).rejects.toThrow(/timeout|aborted/i)
    expect(performance.now() - started).toBeGreaterThanOrEqual(450)
  })

  it('rejects a bad fault spec or service with a message naming it', async () => {
    await expect(admin().setFault('catalogue', { status: 200 })).rejects.toThrow(/status/)
    await expect(admin().setFault('nope', { status: 500 })).rejects.toThrow(/Unknown service 'nope'/)
    await expect(admin().setFault('catalogue', { bogus: true } as never)).rejects.toThrow(/bogus/)
  })
})

describe('analytics', () => {
  it('stores POST /e events and lists them', async () => {
    const projectId = 'analytics-test-project'
    await admin().setProject(projectId)
    try {
      const event = {
        eventId: crypto.randomUUID(),
        url: 'http://127.0.0.1:4300/',
        domain: '127.0.0.1',
        timestamp: Date.now(),
        props: { type: 'track', event: 'MODAL_OPEN', address: '0xabc' },
      }
      const res = await getJson(`${sandbox().urls.analytics}/e?${sdkQuery({}, projectId)}`, {
        method: 'POST',
        body: JSON.stringify(event),
        headers: { 'Content-Type': 'application/json' },
      })
      expect(res.status).toBe(202)
      const events = await admin().events(projectId)
      expect(events).toHaveLength(1)
      expect(events[0]).toMatchObject({ projectId, st: 'hatch-test', event })
      const listed = await getJson(`${sandbox().urls.analytics}/sandbox/events?projectId=${projectId}`)
      expect(listed.body.events).toHaveLength(1)
      const bad = await getJson(`${sandbox().urls.analytics}/e?${sdkQuery({}, projectId)}`, {
        method: 'POST',
        body: JSON.stringify({ ...event, timestamp: 'now' }),
      })
      expect(bad.status).toBe(400)
      expect(bad.body.message).toContain('timestamp')
    } finally {
      await admin().deleteProject(projectId)
    }
  })
})
