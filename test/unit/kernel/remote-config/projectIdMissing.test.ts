import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createHatch } from '../../../../kernel/createHatch.js'
import { isHatchError } from '../../../../kernel/errors/HatchError.js'
import type { HatchOptions } from '../../../../kernel/instance/resolveCoreOptions.js'
import { coreViewIds, memoryBackend, scriptedAdapter, testNetworks } from '../../../fixtures/createTestHatch.js'
import { json, startLocalServer } from '../http/localServer.js'

/**
 * Issue 19 item 4: alert APKT008 'Project ID Missing' could not be reached, because option validation
 * refused a missing projectId first. Decision: a host that gives no project id (absent, or an empty
 * string such as an unset environment variable) gets an instance that starts, fetches no project
 * configuration, raises APKT008 in the modal and says so through its logger. A project id of the
 * wrong type is still INVALID_OPTIONS.
 */

let server: Awaited<ReturnType<typeof startLocalServer>>
beforeEach(async () => {
  server = await startLocalServer({
    'GET /appkit/v1/config': json(200, { features: [{ id: 'swaps', isEnabled: true, config: null }] }),
    'GET /projects/v1/origins': json(200, { allowedOrigins: [] }),
  })
})
afterEach(async () => {
  await server.close()
})

function start(extra: Record<string, unknown>) {
  const logger = { debug: vi.fn(), warn: vi.fn(), error: vi.fn() }
  const hatch = createHatch({
    networks: [testNetworks.one],
    storage: memoryBackend(),
    endpoints: { catalogue: server.url, data: server.url, analytics: server.url },
    logger,
    adapters: [scriptedAdapter('eip155').adapter],
    ...extra,
  } as unknown as HatchOptions)
  hatch.registerViews('test-ui', Object.fromEntries(coreViewIds.map((id) => [id, () => Promise.resolve({ default: null })])))
  return { hatch, logger }
}

describe('no project id (APKT008)', () => {
  it.each([
    ['absent', {}],
    ['an empty string', { projectId: '' }],
    ['blank', { projectId: '  ' }],
  ])('%s: the instance starts, fetches nothing and raises Project ID Missing', async (_name, extra) => {
    const { hatch, logger } = start(extra)
    await hatch.ready
    expect(hatch.getState().alerts).toEqual([expect.objectContaining({ code: 'APKT008', title: 'Project ID Missing' })])
    expect(server.hits('/appkit/v1/config')).toEqual([])
    expect(logger.error).toHaveBeenCalledOnce()
    expect(String(logger.error.mock.calls[0]?.[0])).toMatch(/projectId is missing.*APKT008/)
    // The modal still opens: the visitor sees the alert there.
    hatch.open()
    await vi.waitFor(() => expect(hatch.getState().modal.open).toBe(true))
    hatch.destroy()
  })

  it('in basic mode too (basic mode fetches nothing anyway, but service calls still need the id)', async () => {
    const { hatch } = start({ basic: true })
    await hatch.ready
    expect(hatch.getState().alerts.map((a) => a.code)).toEqual(['APKT008'])
    hatch.destroy()
  })

  it('with a project id there is no alert and the configuration is fetched', async () => {
    const { hatch, logger } = start({ projectId: 'shop' })
    await hatch.ready
    expect(hatch.getState().alerts).toEqual([])
    expect(server.hits('/appkit/v1/config')).toHaveLength(1)
    expect(logger.error).not.toHaveBeenCalled()
    hatch.destroy()
  })

  it('a project id that is not a string is INVALID_OPTIONS naming it', async () => {
    // With the start-up code loaded (as in these tests) createHatch throws; on a cold page `started` rejects.
    const error = (() => {
      try {
        start({ projectId: 42 })
      } catch (e) {
        return e
      }
    })()
    expect(isHatchError(error, 'INVALID_OPTIONS')).toBe(true)
    expect(String(error)).toMatch(/Invalid option projectId: must be a string/)
  })
})
