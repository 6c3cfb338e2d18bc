import { beforeEach, describe, expect, it, vi } from 'vitest'
import { memoryBackend, testNetworks, unusedEndpoints } from '../../../fixtures/createTestHatch.js'
import { defineAdapter } from '../../../../kernel/contracts/defineAdapter.js'
import type { HatchOptions } from '../../../../kernel/instance/resolveCoreOptions.js'

/**
 * A page's first instance: createHatch returns before its start-up chunk (option validation,
 * storage, controllers) has loaded. The unit project preloads that chunk for every other test,
 * so each test here imports the kernel afresh, with nothing loaded yet.
 */
async function coldKernel() {
  vi.resetModules()
  return import('../../../../kernel/createHatch.js')
}

const options = (extra: Partial<HatchOptions> = {}) =>
  ({ projectId: 'cold', networks: [testNetworks.one], basic: true, storage: memoryBackend(), endpoints: unusedEndpoints, ...extra }) as HatchOptions

const noView = () => Promise.resolve({ default: null })

describe('an instance whose start-up code is not loaded yet', () => {
  beforeEach(() => void vi.restoreAllMocks())

  it('can be subscribed to at once, has no chains until started, and context says it is starting', async () => {
    const { createHatch } = await coldKernel()
    const hatch = createHatch(options())
    const seen: string[] = []
    hatch.subscribeState(
      (s) => s.activeNamespace ?? 'none',
      (ns) => seen.push(ns),
    )
    expect(hatch.getState().chains).toEqual({})
    expect(() => hatch.context).toThrow(/Hatch is still starting: hatch.context is available once hatch.started has settled/)
    await hatch.started
    expect(hatch.context.options.projectId).toBe('cold')
    expect(hatch.getState().chains.eip155?.network.caipNetwork?.caipNetworkId).toBe('eip155:1337')
    expect(seen).toEqual(['eip155'])
    hatch.destroy()
  })

  it('opens the modal asked for before start-up, once started, and keeps a theme set meanwhile', async () => {
    const { createHatch } = await coldKernel()
    const adapter = defineAdapter({ namespace: 'eip155', name: 'Stub', load: async () => ({}) as never })
    const hatch = createHatch(options({ themeMode: 'light', adapters: [adapter] }))
    hatch.registerViews('test-ui', { Connect: noView, Account: noView })
    hatch.open()
    hatch.setThemeMode('dark')
    expect(hatch.getState().modal.open).toBe(false)
    await hatch.started
    expect(hatch.getState().modal.open).toBe(true)
    expect(hatch.getState().router.stack.map((e) => e.view)).toEqual(['Connect'])
    expect(hatch.getState().modal.themeMode).toBe('dark')
    hatch.destroy()
  })

  it('reports an invalid option by rejecting started and ready, on the error event and the logger, instead of throwing', async () => {
    const { createHatch } = await coldKernel()
    const logger = { debug: vi.fn(), warn: vi.fn(), error: vi.fn() }
    let hatch: ReturnType<typeof createHatch> | undefined
    expect(() => (hatch = createHatch(options({ themeMode: 'blue' as 'dark', logger })))).not.toThrow()
    const errors: string[] = []
    hatch!.on('error', (e) => errors.push(`${e.code}: ${e.message}`))
    await expect(hatch!.started).rejects.toMatchObject({
      code: 'INVALID_OPTIONS',
      shortMessage: expect.stringMatching(/^Invalid option themeMode: must be one of light, dark/),
    })
    await expect(hatch!.ready).rejects.toMatchObject({ code: 'INVALID_OPTIONS' })
    expect(errors).toEqual([expect.stringMatching(/^INVALID_OPTIONS: Invalid option themeMode/)])
    expect(logger.error).toHaveBeenCalledOnce()
    await expect(hatch!.connect({ namespace: 'eip155', connectorId: 'x' })).rejects.toMatchObject({ code: 'INVALID_OPTIONS' })
  })

  it('throws an invalid option from createHatch itself once the start-up code is loaded (a second instance)', async () => {
    const { createHatch } = await coldKernel()
    const first = createHatch(options())
    await first.started
    expect(() => createHatch(options({ networks: [] }))).toThrow(/Invalid option networks: needs at least one network/)
    first.destroy()
  })

  it('never sets up its adapters when destroyed before start-up finished', async () => {
    const { createHatch } = await coldKernel()
    const setup = vi.fn()
    const adapter = defineAdapter({ namespace: 'eip155', name: 'Spy', setup, load: async () => ({}) as never })
    const hatch = createHatch(options({ adapters: [adapter] }))
    hatch.destroy()
    await expect(hatch.started).rejects.toMatchObject({ code: 'HATCH_DESTROYED' })
    expect(setup).not.toHaveBeenCalled()
  })
})
