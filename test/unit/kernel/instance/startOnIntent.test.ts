// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { memoryBackend, testNetworks, unusedEndpoints } from '../../../fixtures/createTestHatch.js'
import { defineAdapter } from '../../../../kernel/contracts/defineAdapter.js'
import type { HatchOptions } from '../../../../kernel/instance/resolveCoreOptions.js'

/**
 * In a browser, a fresh visitor's page loads only what the connect button needs: the instance's
 * start-up code (option validation, storage, controllers, adapters, plugins) waits for the visitor's
 * first sign of intent or the first call that needs it (issue 32: JS before the click). A session to
 * restore starts it at once. Each test imports the kernel afresh, with nothing loaded yet (the unit
 * project preloads the start-up code for every other test).
 */
async function coldKernel() {
  vi.resetModules()
  const kernel = await import('../../../../kernel/createHatch.js')
  const loader = await import('../../../../kernel/instance/startLoader.js')
  return { ...kernel, ...loader }
}

/** Lets the start-up chunk arrive if anything asked for it: the test loads the same module itself, then drains microtasks. */
async function chunkHadItsChance() {
  await import('../../../../kernel/instance/startInstance.js')
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

const options = (extra: Partial<HatchOptions> = {}) =>
  ({ projectId: 'intent', networks: [testNetworks.one], basic: true, storage: memoryBackend(), endpoints: unusedEndpoints, ...extra }) as HatchOptions

afterEach(() => localStorage.clear())

describe('a page that only shows the button', () => {
  it('does not load the start-up code until the visitor points at the button (warm)', async () => {
    const { createHatch, loadedStartCode } = await coldKernel()
    const hatch = createHatch(options())
    const warmed: unknown[] = []
    hatch.on('modal:warm', () => warmed.push(true))
    await chunkHadItsChance()
    expect(loadedStartCode()).toBeUndefined()
    expect(hatch.getState().chains).toEqual({})

    hatch.warm()
    expect(warmed).toHaveLength(1)
    await hatch.started
    expect(loadedStartCode()).toBeDefined()
    expect(hatch.getState().chains.eip155?.network.caipNetwork?.caipNetworkId).toBe('eip155:1337')
    hatch.destroy()
  })

  it("neither starts nor throws when code walks the instance's properties (React's development builds diff a component's props)", async () => {
    const { createHatch, loadedStartCode } = await coldKernel()
    const hatch = createHatch(options())
    const seen: Record<string, unknown> = {}
    for (const key in hatch) seen[key] = (hatch as unknown as Record<string, unknown>)[key]
    expect(Object.keys(seen)).toContain('open')
    expect(Object.keys(seen)).not.toContain('context')
    await chunkHadItsChance()
    expect(loadedStartCode()).toBeUndefined()
    hatch.destroy()
  })

  it('starts on a call that needs the instance: open() asks the UI to load the modal beside the start-up code', async () => {
    const { createHatch } = await coldKernel()
    const adapter = defineAdapter({ namespace: 'eip155', name: 'Stub', load: async () => ({}) as never })
    const hatch = createHatch(options({ adapters: [adapter] }))
    hatch.registerViews('test-ui', { Connect: () => Promise.resolve({ default: null }) })
    const warmed: unknown[] = []
    hatch.on('modal:warm', () => warmed.push(true))
    hatch.open()
    expect(warmed).toHaveLength(1)
    await hatch.started
    expect(hatch.getState().router.stack.map((e) => e.view)).toEqual(['Connect'])
    hatch.destroy()
  })

  it('reports an invalid option once it starts, not before', async () => {
    const { createHatch } = await coldKernel()
    const logger = { debug: vi.fn(), warn: vi.fn(), error: vi.fn() }
    const hatch = createHatch(options({ networks: [], logger }))
    await chunkHadItsChance()
    expect(logger.error).not.toHaveBeenCalled()
    await expect(hatch.started).rejects.toMatchObject({ code: 'INVALID_OPTIONS' })
    await expect(hatch.ready).rejects.toMatchObject({ code: 'INVALID_OPTIONS' })
    expect(logger.error).toHaveBeenCalledWith(expect.stringMatching(/^Invalid option networks/), expect.anything())
  })
})

describe('a returning visitor', () => {
  it('starts at once when the page storage holds a connection to restore', async () => {
    localStorage.setItem('hatch:connectedConnectors', JSON.stringify({ v: 1, value: { eip155: 'io.metamask' } }))
    const { createHatch, loadedStartCode } = await coldKernel()
    const hatch = createHatch(options({ storage: undefined }))
    await chunkHadItsChance()
    expect(loadedStartCode()).toBeDefined()
    hatch.destroy()
  })

  it("reads the host's own storage for it, and starts at once when that storage throws", async () => {
    const withConnections = memoryBackend()
    withConnections.setItem('hatch:connections', '{"v":1,"value":[]}')
    const throwing = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    }
    for (const storage of [withConnections, throwing]) {
      const { createHatch, loadedStartCode } = await coldKernel()
      const hatch = createHatch(options({ storage }))
      await chunkHadItsChance()
      expect(loadedStartCode()).toBeDefined()
      hatch.destroy()
    }
  })
})
