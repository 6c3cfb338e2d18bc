import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAnalytics } from '../../../kernel/analytics/createAnalytics.js'
import { createHttpClient } from '../../../kernel/http/createHttpClient.js'
import { admin, sandbox } from '../sandbox/helpers.js'
import { FaultProxy } from './helpers/faultProxy.js'
import { serviceFaultCases, underFault } from './helpers/faultCases.js'

// Analytics (spec §7 "Analytics service") must never break the page: whatever the service does,
// track() resolves (false when the event was not delivered), raises no alert and throws nothing;
// once the service is back, the next event arrives.

const projectId = 'fault-analytics'
let proxy: FaultProxy
beforeAll(async () => {
  await admin().setProject(projectId, { isAnalyticsEnabled: true })
  proxy = await FaultProxy.start(sandbox().urls.analytics)
})
afterAll(() => proxy?.close())

const delivered = async (marker: string) => (await admin().events(projectId)).some((e) => JSON.stringify(e).includes(marker))

describe.each(serviceFaultCases)('analytics (POST /e) under fault: $name', (fault) => {
  it('the event is dropped quietly; the next one after recovery arrives', async () => {
    const debug: string[] = []
    const analytics = createAnalytics({
      http: createHttpClient({ baseUrl: sandbox().urls.catalogue, projectId, sdkType: 'hatch-test', sdkVersion: '0.1.0' }),
      analyticsUrl: proxy.url,
      enabled: true,
      logger: { debug: (m: string) => void debug.push(m) },
      getPageUrl: () => 'http://127.0.0.1/fault-page',
    })
    // The project check (GET /getAnalyticsConfig) is healthy: only the event post misbehaves.
    expect(await analytics.isEnabled()).toBe(true)
    await proxy.set(fault.fault)
    const marker = `fault-${fault.fault.kind}-${Date.now()}`
    let sent: boolean
    try {
      sent = await underFault(proxy, fault, '/e', () => analytics.track('MODAL_OPEN', { marker }))
    } finally {
      await proxy.heal()
    }
    // The reply to POST /e is not read for content: a 200 with any JSON (retyped, huge) counts as
    // delivered. Every other fault (a cut-off body included) loses this one event, quietly: a
    // debug line, no alert, no exception.
    expect(sent).toBe(fault.fault.kind === 'wrongSchema' || fault.fault.kind === 'huge')
    if (!sent) expect(debug.some((m) => m.startsWith('analytics event not sent'))).toBe(true)
    const again = `${marker}-after`
    expect(await analytics.track('MODAL_OPEN', { marker: again })).toBe(true)
    expect(await delivered(again)).toBe(true)
  })
})
