import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createAnalytics, type AnalyticsOptions } from '../../../../kernel/analytics/createAnalytics.js'
import { connectAnalytics } from '../../../../kernel/analytics/connectAnalytics.js'
import { HatchError } from '../../../../kernel/errors/HatchError.js'
import { createEvents } from '../../../../kernel/events/events.js'
import { createHttpClient } from '../../../../kernel/http/createHttpClient.js'
import { buildShellState } from '../../../../kernel/instance/initialState.js'
import { createStore } from '../../../../kernel/store/createStore.js'
import type { HatchState } from '../../../../kernel/types/state.js'
import { json, startLocalServer } from '../http/localServer.js'

let server: Awaited<ReturnType<typeof startLocalServer>>
beforeEach(async () => {
  server = await startLocalServer({
    'GET /getAnalyticsConfig': json(200, { isAnalyticsEnabled: true }),
    'POST /e': json(202, { accepted: true }),
  })
})
afterEach(async () => {
  await server.close()
})

// The state every instance starts from, before its options are applied.
function freshStore() {
  return createStore<HatchState>(buildShellState(undefined))
}

function setup(extra: Partial<AnalyticsOptions> = {}) {
  let now = 1_700_000_000_000
  const debug: string[] = []
  const store = freshStore()
  const analytics = createAnalytics({
    http: createHttpClient({ baseUrl: server.url, projectId: 'proj-1', sdkType: 'hatch', sdkVersion: 'hatch-0.1.0' }),
    analyticsUrl: server.url,
    enabled: true,
    clock: () => now,
    store,
    logger: { debug: (m) => void debug.push(m) },
    getPageUrl: () => 'https://shop.example.com/checkout?step=2',
    getAddress: () => '0xabc',
    ...extra,
  })
  const posted = () => server.hits('/e').map((r) => JSON.parse(r.body) as Record<string, any>)
  return { analytics, store, debug, posted, advance: (ms: number) => void (now += ms), now: () => now }
}

describe('createAnalytics', () => {
  it('sends nothing, and asks nothing, when the host disabled analytics', async () => {
    const { analytics } = setup({ enabled: false })
    expect(await analytics.track('MODAL_OPEN')).toBe(false)
    expect(await analytics.trackError(new Error('x'))).toBe(false)
    expect(server.seen).toHaveLength(0)
  })

  it('sends nothing when the project configuration disables analytics', async () => {
    server.routes['GET /getAnalyticsConfig'] = json(200, { isAnalyticsEnabled: false })
    const { analytics } = setup()
    expect(await analytics.track('MODAL_OPEN')).toBe(false)
    expect(server.hits('/getAnalyticsConfig')).toHaveLength(1)
    expect(server.hits('/e')).toHaveLength(0)
  })

  it('treats an unreadable configuration as disabled', async () => {
    server.routes['GET /getAnalyticsConfig'] = json(200, { enabled: 'yes' })
    const { analytics } = setup()
    expect(await analytics.isEnabled()).toBe(false)
  })

  it('posts /e with eventId, url, domain, timestamp and props (event data plus address)', async () => {
    const { analytics, posted, now } = setup()
    expect(await analytics.track('CONNECT_SUCCESS', { connectorId: 'io.metamask' })).toBe(true)
    const [event] = posted()
    expect(event).toEqual({
      eventId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      url: 'https://shop.example.com/checkout?step=2',
      domain: 'shop.example.com',
      timestamp: now(),
      props: { type: 'track', event: 'CONNECT_SUCCESS', connectorId: 'io.metamask', address: '0xabc' },
    })
    const query = server.hits('/e')[0]!.query
    expect([query.get('projectId'), query.get('st'), query.get('sv')]).toEqual(['proj-1', 'hatch', 'hatch-0.1.0'])
  })

  it('checks the configuration once for many events, with distinct event ids', async () => {
    const { analytics, posted } = setup()
    await Promise.all([analytics.track('A'), analytics.track('B'), analytics.track('C')])
    expect(server.hits('/getAnalyticsConfig')).toHaveLength(1)
    expect(new Set(posted().map((e) => e.eventId)).size).toBe(3)
  })

  it('sends error events with errorType, errorMessage and stackTrace', async () => {
    const { analytics, posted } = setup()
    await analytics.trackError(new HatchError('CONNECTION_REJECTED'))
    await analytics.trackError(new TypeError('boom'))
    const [hatch, plain] = posted().map((e) => e.props)
    expect(hatch).toMatchObject({ type: 'error', errorType: 'CONNECTION_REJECTED', errorMessage: 'Connection rejected', address: '0xabc' })
    expect(hatch.stackTrace).toContain('HatchError')
    expect(plain).toMatchObject({ errorType: 'TypeError', errorMessage: 'boom' })
  })

  it('sends at most 5 error events per 60 s', async () => {
    const { analytics, posted, advance } = setup()
    const results: boolean[] = []
    for (let i = 0; i < 7; i++) results.push(await analytics.trackError(new Error(`e${i}`)))
    expect(results).toEqual([true, true, true, true, true, false, false])
    expect(posted()).toHaveLength(5)
    advance(59_999)
    expect(await analytics.trackError(new Error('still limited'))).toBe(false)
    advance(1)
    expect(await analytics.trackError(new Error('window passed'))).toBe(true)
    expect(await analytics.track('NOT_AN_ERROR')).toBe(true)
    expect(posted()).toHaveLength(7)
  })

  it('on 403 raises Invalid App Configuration once, explains the allowlist, and stops sending', async () => {
    server.routes['POST /e'] = json(403, { message: 'Unauthorized: origin not allowed' })
    const { analytics, store, debug } = setup()
    expect(await analytics.track('A')).toBe(false)
    expect(await analytics.track('B')).toBe(false)
    expect(await analytics.trackError(new Error('C'))).toBe(false)
    expect(store.getState().alerts).toHaveLength(1)
    expect(store.getState().alerts[0]).toMatchObject({ code: 'APKT002', title: 'Invalid App Configuration' })
    expect(debug.filter((m) => m.includes('allowlist'))).toHaveLength(1)
    expect(debug[0]).toContain('https://shop.example.com')
    expect(server.hits('/e')).toHaveLength(1)
  })

  it('survives other failures and keeps sending', async () => {
    let calls = 0
    server.routes['POST /e'] = (req, res, seen) => (calls++ === 0 ? json(500, { message: 'down' }) : json(202, {}))(req, res, seen)
    const { analytics, store } = setup()
    expect(await analytics.track('A')).toBe(false)
    expect(await analytics.track('B')).toBe(true)
    expect(store.getState().alerts).toEqual([])
  })
})

describe('connectAnalytics', () => {
  it('forwards bus events until stopped', async () => {
    const { analytics, posted } = setup()
    const events = createEvents()
    const stop = connectAnalytics(analytics, events)
    events.emit('modal:open', { view: 'Connect' })
    events.emit('error', { code: 'FAILED_TO_CONNECT', message: 'Failed to connect', error: new HatchError('FAILED_TO_CONNECT') })
    await analytics.isEnabled()
    await new Promise((r) => setTimeout(r, 100))
    stop()
    events.emit('modal:close', undefined)
    await new Promise((r) => setTimeout(r, 50))
    const props = posted().map((e) => e.props)
    expect(props).toHaveLength(2)
    expect(props).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event: 'MODAL_OPEN', view: 'Connect' }),
        expect.objectContaining({ type: 'error', errorType: 'FAILED_TO_CONNECT', code: 'FAILED_TO_CONNECT' }),
      ]),
    )
  })
})
