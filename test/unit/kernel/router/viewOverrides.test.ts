import { describe, expect, it, vi } from 'vitest'
import { memoryBackend, testNetworks, unusedEndpoints } from '../../../fixtures/createTestHatch.js'
import { definePlugin } from '../../../../kernel/contracts/definePlugin.js'
import type { HatchOptions } from '../../../../kernel/instance/resolveCoreOptions.js'
import { createViewRegistry } from '../../../../kernel/router/viewRegistry.js'
import { createHatch } from '../../../../kernel/createHatch.js'
import { isHatchError } from '../../../../kernel/errors/HatchError.js'
import { registerCoreViews } from '../../../../ui/provider/registerCoreViews.js'
import { coreViews } from '../../../../ui/provider/coreViews.js'

const hostAccount = () => Promise.resolve({ default: 'host account' })
const coreAccount = () => Promise.resolve({ default: 'core account' })

/** A host plugin bringing its own Account view, as docs/plugins.md shows. */
const myAccount = (override = true) => definePlugin({ id: 'my-account', views: { Account: { override, load: hostAccount } } })

const options = (extra: Partial<HatchOptions> = {}): HatchOptions => ({
  projectId: 'overrides',
  networks: [testNetworks.one],
  basic: true,
  storage: memoryBackend(),
  endpoints: unusedEndpoints,
  ...extra,
})

/** A page's first instance: a fresh kernel whose start-up chunk has not loaded yet. */
async function coldKernel() {
  vi.resetModules()
  return import('../../../../kernel/createHatch.js')
}

describe('the view registry: core views are defaults (issue 26 item 5)', () => {
  it('an override replaces a default registered before it', async () => {
    const views = createViewRegistry()
    views.registerDefaults('ui', { Account: coreAccount, Connect: coreAccount })
    views.register('my-account', { Account: { override: true, load: hostAccount } })
    expect(views.get('Account')?.owner).toBe('my-account')
    expect(await views.get('Account')?.load()).toEqual({ default: 'host account' })
    expect(views.get('Connect')?.owner).toBe('ui')
  })

  it('an override registered first stays when the defaults arrive, and later defaults change nothing', () => {
    const views = createViewRegistry()
    views.register('my-account', { Account: { override: true, load: hostAccount } })
    views.registerDefaults('ui', { Account: coreAccount, Connect: coreAccount })
    views.registerDefaults('ui', { Account: coreAccount, Connect: coreAccount })
    expect(views.get('Account')?.owner).toBe('my-account')
    expect(views.get('Connect')?.owner).toBe('ui')
  })

  it('a plugin view clashing with a default without override is DUPLICATE_VIEW naming both owners, in either order', () => {
    const before = createViewRegistry()
    before.registerDefaults('ui', { Account: coreAccount })
    expect(() => before.register('my-account', { Account: hostAccount })).toThrow(/View "Account" is registered by both "ui" and "my-account"/)
    expect(before.get('Account')?.owner).toBe('ui')

    const after = createViewRegistry()
    after.register('my-account', { Account: hostAccount })
    expect(() => after.registerDefaults('ui', { Account: coreAccount, Connect: coreAccount })).toThrow(
      /View "Account" is registered by both "my-account" and "ui"/,
    )
    // The other defaults are still registered; the clash is reported once.
    expect(after.get('Connect')?.owner).toBe('ui')
    expect(() => after.registerDefaults('ui', { Account: coreAccount, Connect: coreAccount })).not.toThrow()
  })

  it('two overrides of one view are DUPLICATE_VIEW naming both owners', () => {
    const views = createViewRegistry()
    views.registerDefaults('ui', { Account: coreAccount })
    views.register('first', { Account: { override: true, load: hostAccount } })
    let error: unknown
    try {
      views.register('second', { Account: { override: true, load: hostAccount } })
    } catch (e) {
      error = e
    }
    expect(isHatchError(error, 'DUPLICATE_VIEW')).toBe(true)
    expect(String(error)).toMatch(/View "Account" is registered by both "first" and "second"/)
  })
})

describe('a plugin overriding Account on an instance (issue 26 item 5)', () => {
  it('on a cold page (the UI registers its core views before start-up), started resolves and Account is the plugin’s', async () => {
    const kernel = await coldKernel()
    const hatch = kernel.createHatch(options({ plugins: [myAccount()] }))
    registerCoreViews(hatch, coreViews)
    await expect(hatch.started).resolves.toBeUndefined()
    expect(hatch.views.get('Account')?.owner).toBe('my-account')
    expect(hatch.views.get('Connect')?.owner).toBe('ui')
    hatch.destroy()
  })

  it('after preloadHatch (the plugin registers before the core views), Account is the plugin’s and no error is reported', async () => {
    const hatch = createHatch(options({ plugins: [myAccount()] }))
    const errors: string[] = []
    hatch.on('error', (e) => errors.push(e.code))
    registerCoreViews(hatch, coreViews)
    await hatch.started
    expect(hatch.views.get('Account')?.owner).toBe('my-account')
    expect(errors).toEqual([])
    hatch.destroy()
  })

  it('without override: a cold page rejects started with DUPLICATE_VIEW; a preloaded one reports it on the error event and the logger', async () => {
    const kernel = await coldKernel()
    const logger = { debug: vi.fn(), warn: vi.fn(), error: vi.fn() }
    const cold = kernel.createHatch(options({ plugins: [myAccount(false)], logger }))
    registerCoreViews(cold, coreViews)
    await expect(cold.started).rejects.toThrow(/View "Account" is registered by both "ui" and "my-account"/)

    const warm = createHatch(options({ plugins: [myAccount(false)], logger }))
    const errors: string[] = []
    warm.on('error', (e) => errors.push(`${e.code}: ${e.message}`))
    // Rendering the provider again (registerCoreViews runs on every render) reports nothing more.
    registerCoreViews(warm, coreViews)
    registerCoreViews(warm, coreViews)
    expect(errors).toEqual([expect.stringMatching(/^DUPLICATE_VIEW: View "Account" is registered by both "my-account" and "ui"/)])
    expect(logger.error).toHaveBeenCalledWith(expect.stringMatching(/^View "Account" is registered by both "my-account" and "ui"/), expect.anything())
    // The plugin's view stays: the page keeps working.
    expect(warm.views.get('Account')?.owner).toBe('my-account')
    warm.destroy()
  })

  it('a view the host registers itself replaces a core one in either order', () => {
    const hatch = createHatch(options())
    hatch.registerViews('host', { Connect: hostAccount })
    registerCoreViews(hatch, coreViews)
    expect(hatch.views.get('Connect')?.owner).toBe('host')
    hatch.destroy()
  })
})
