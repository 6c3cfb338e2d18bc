import { describe, expect, it, vi } from 'vitest'
import { inject } from 'vitest'
import { createHatch } from '../../../kernel/createHatch.js'
import { definePlugin } from '../../../kernel/contracts/definePlugin.js'
import { createSandboxAdmin } from '../../../sandbox/index.js'
import '../../setup/sandboxContext.js'

const sandbox = () => inject('sandbox')
const admin = () => createSandboxAdmin(sandbox().urls.admin)
const view = () => Promise.resolve({ default: null })
const gated = (key: string, source: 'host' | 'remote' = 'remote') =>
  definePlugin({ id: key, gate: { key, source, default: false }, views: { [`${key}/main`]: view } })

function hatchFor(projectId: string, extra: Record<string, unknown> = {}) {
  const warn = vi.fn()
  const hatch = createHatch({
    projectId,
    networks: sandbox().networks,
    endpoints: { catalogue: sandbox().urls.catalogue, data: sandbox().urls.data, analytics: sandbox().urls.analytics },
    logger: { warn, error: vi.fn(), debug: vi.fn(), info: vi.fn() },
    ...extra,
  } as Parameters<typeof createHatch>[0])
  return { hatch, warn }
}

describe('remote project configuration through createHatch, against the sandbox catalogue', () => {
  it('remote features decide remote gates; a local setting is ignored with a warning naming it', async () => {
    const projectId = 'it-remote-merge'
    await admin().setProject(projectId, {
      features: [
        { id: 'swaps', isEnabled: false, config: null },
        { id: 'activity', isEnabled: true, config: null },
      ],
    })
    const { hatch, warn } = hatchFor(projectId, { plugins: [gated('swaps'), gated('activity')], features: { swaps: true } })
    await hatch.started
    expect(hatch.context.isFeatureEnabled('swaps')).toBe(true)
    await hatch.ready
    expect(hatch.getState().remoteConfig.status).toBe('ready')
    expect(hatch.context.isFeatureEnabled('swaps')).toBe(false)
    expect(hatch.context.isFeatureEnabled('activity')).toBe(true)
    expect(warn.mock.calls.flat().join(' ')).toMatch(/swaps.*local setting ignored/)
  })

  it('an unknown project id raises APKT007 (Invalid Project ID) and keeps host settings', async () => {
    const { hatch } = hatchFor('no-such-project-id', { plugins: [gated('swaps')], features: { swaps: true } })
    await hatch.ready
    expect(hatch.getState().alerts.map((a) => a.code)).toContain('APKT007')
    expect(hatch.getState().alerts.find((a) => a.code === 'APKT007')?.title).toBe('Invalid Project ID')
    expect(hatch.context.isFeatureEnabled('swaps')).toBe(true)
  })

  it('a 5xx from the catalogue raises APKT009 and a 429 raises APKT010', async () => {
    const projectId = 'it-remote-faults'
    await admin().setProject(projectId)
    try {
      await admin().setFault('catalogue', { status: 503, projectId })
      const first = hatchFor(projectId).hatch
      await first.ready
      expect(first.getState().alerts.map((a) => a.code)).toContain('APKT009')
      await admin().clearFaults('catalogue', projectId)
      await admin().setFault('catalogue', { retryAfterSeconds: 1, projectId })
      const second = hatchFor(projectId).hatch
      await second.ready
      expect(second.getState().alerts.map((a) => a.code)).toContain('APKT010')
    } finally {
      await admin().clearFaults('catalogue', projectId)
    }
  })

  it('basic mode fetches nothing and turns remote features off', async () => {
    const projectId = 'it-remote-basic'
    await admin().setProject(projectId)
    await admin().setFault('catalogue', { status: 500, projectId })
    try {
      const { hatch } = hatchFor(projectId, { basic: true, plugins: [gated('swaps')], features: { swaps: true } })
      await hatch.ready
      expect(hatch.getState().alerts).toEqual([])
      expect(hatch.context.isFeatureEnabled('swaps')).toBe(false)
    } finally {
      await admin().clearFaults('catalogue', projectId)
    }
  })

  it('with analytics on, modal events reach POST /e of the analytics service', async () => {
    const projectId = 'it-analytics'
    await admin().setProject(projectId, { isAnalyticsEnabled: true })
    const { hatch } = hatchFor(projectId, { features: { analytics: true } })
    await hatch.ready
    // No adapter: the opening rules pick the basic wallet-connect view.
    hatch.registerViews('test', { ConnectingWalletConnectBasic: view })
    hatch.open()
    await vi.waitFor(async () => {
      const events = await admin().events(projectId)
      expect(events.map((e) => JSON.stringify(e))).toEqual(expect.arrayContaining([expect.stringContaining('MODAL_OPEN')]))
    })
  })
})
