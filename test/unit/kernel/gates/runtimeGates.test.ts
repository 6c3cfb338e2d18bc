import { describe, expect, it, vi } from 'vitest'
import { createTestHatch, scriptedAdapter } from '../../../fixtures/createTestHatch.js'
import { definePlugin } from '../../../../kernel/contracts/definePlugin.js'
import type { PluginContext } from '../../../../kernel/contracts/context.js'
import { json, startLocalServer } from '../http/localServer.js'

const view = () => Promise.resolve({ default: null })

/** A host plugin with a list-valued host gate, two views and a controller, as docs/plugins.md shows. */
function rewards(log: string[] = []) {
  return definePlugin({
    id: 'rewards',
    gate: { key: 'rewards', source: 'host', default: false },
    views: { 'rewards/home': view, 'rewards/detail': view },
    controller: (ctx: PluginContext) => {
      log.push(`start ${JSON.stringify(ctx.feature('rewards'))}`)
      return { dispose: () => log.push('stop') }
    },
  })
}

describe('a gate keeps its resolved value (issue 26 item 4)', () => {
  it("a host's list stays a list, read with ctx.feature; isFeatureEnabled still means on", () => {
    const hatch = createTestHatch({ plugins: [rewards()], features: { rewards: ['daily', 'weekly'] } })
    expect(hatch.context.feature('rewards')).toEqual(['daily', 'weekly'])
    expect(hatch.context.isFeatureEnabled('rewards')).toBe(true)
    expect(hatch.getState().featureValues['rewards']).toEqual(['daily', 'weekly'])
    // The default (false) when the host sets nothing; a key no plugin gates reads undefined.
    const off = createTestHatch({ plugins: [rewards()] })
    expect(off.context.feature('rewards')).toBe(false)
    expect(off.context.feature('nothing')).toBeUndefined()
  })

  it('a feature another gate disables reads false', () => {
    const pay = definePlugin({ id: 'pay', gate: { key: 'pay', source: 'host', default: false, disables: ['rewards'] } })
    const hatch = createTestHatch({ plugins: [rewards(), pay], features: { rewards: ['daily'], pay: true } })
    expect(hatch.context.feature('rewards')).toBe(false)
    expect(hatch.context.isFeatureEnabled('rewards')).toBe(false)
  })
})

describe('hatch.setFeature changes a host gate at run time (issue 26 item 4)', () => {
  it('turns a gate on with a list, changes the list, and turns it off: the controller starts and stops with it', async () => {
    const log: string[] = []
    const hatch = createTestHatch({ plugins: [rewards(log)] })
    expect(hatch.context.isFeatureEnabled('rewards')).toBe(false)
    await hatch.setFeature('rewards', ['daily'])
    expect(hatch.context.feature('rewards')).toEqual(['daily'])
    expect(hatch.context.extensions).toBeDefined()
    await hatch.context.plugins.controller('rewards')
    expect(log).toEqual(['start ["daily"]'])
    await hatch.setFeature('rewards', ['daily', 'weekly'])
    expect(hatch.context.feature('rewards')).toEqual(['daily', 'weekly'])
    await hatch.setFeature('rewards', false)
    expect(hatch.context.isFeatureEnabled('rewards')).toBe(false)
    expect(log).toEqual(['start ["daily"]', 'stop'])
    await expect(hatch.context.plugins.controller('rewards')).rejects.toMatchObject({ code: 'FEATURE_DISABLED' })
    // undefined: back to the gate's default.
    await hatch.setFeature('rewards', true)
    await hatch.setFeature('rewards', undefined)
    expect(hatch.context.feature('rewards')).toBe(false)
  })

  it('keeps the disables rules: turning pay on turns rewards off, and back on when pay turns off', async () => {
    const pay = definePlugin({ id: 'pay', gate: { key: 'pay', source: 'host', default: false, disables: ['rewards'] } })
    const warn = vi.fn()
    const hatch = createTestHatch({ plugins: [rewards(), pay], features: { rewards: ['daily'] }, logger: { warn, error: vi.fn(), debug: vi.fn() } })
    await hatch.setFeature('pay', true)
    expect(hatch.context.isFeatureEnabled('rewards')).toBe(false)
    expect(warn).toHaveBeenCalledWith('features.rewards: turned off because features.pay is on')
    await hatch.setFeature('pay', false)
    expect(hatch.context.feature('rewards')).toEqual(['daily'])
  })

  it('refuses an unknown key, a remote gate and a wrong value with INVALID_OPTIONS naming the key', async () => {
    const remote = definePlugin({ id: 'tips', gate: { key: 'tips', source: 'remote', default: true } })
    const hatch = createTestHatch({ plugins: [rewards(), remote] })
    await expect(hatch.setFeature('rewardz', true)).rejects.toThrow(
      /Invalid option features.rewardz: is not the gate of a registered plugin \(setFeature changes the host gates of registered plugins: rewards\)/,
    )
    await expect(hatch.setFeature('tips', false)).rejects.toThrow(/Invalid option features.tips: is a remote feature: the project configuration decides it/)
    await expect(hatch.setFeature('rewards', 42)).rejects.toThrow(/Invalid option features.rewards: must be true, false, a list or an object/)
    expect(hatch.context.feature('rewards')).toBe(false)
    expect(hatch.context.isFeatureEnabled('tips')).toBe(false)
  })

  it("validates a key the options schema knows by the schema's rule", async () => {
    const socials = definePlugin({ id: 'socials', gate: { key: 'socials', source: 'host', default: true } })
    const hatch = createTestHatch({ plugins: [socials] })
    // @ts-expect-error a provider Hatch does not know, as plain JavaScript could pass it
    await expect(hatch.setFeature('socials', ['myspace'])).rejects.toThrow(/Invalid option features.socials: must be false or an array of google/)
    await hatch.setFeature('socials', ['x'])
    expect(hatch.context.feature('socials')).toEqual(['x'])
  })
})

describe("a gate turning off leaves its plugin's views (issue 26 item 4)", () => {
  it('removes every history entry of the plugin and shows the nearest enabled view below', async () => {
    const log: string[] = []
    const hatch = createTestHatch({ plugins: [rewards(log)], features: { rewards: true }, adapters: [scriptedAdapter('eip155').adapter] })
    const navigations: string[][] = []
    hatch.on('router:navigate', ({ stack }) => navigations.push(stack.map((e) => e.view)))
    hatch.open({ view: 'Connect' })
    const { router } = hatch.context
    router.push('rewards/home')
    router.push('AllWallets')
    router.push('rewards/detail')
    await hatch.setFeature('rewards', false)
    expect(hatch.getState().router.stack.map((e) => e.view)).toEqual(['Connect', 'AllWallets'])
    expect(navigations.at(-1)).toEqual(['Connect', 'AllWallets'])
    expect(hatch.getState().modal.open).toBe(true)
    expect(log.at(-1)).toBe('stop')
    // Going back from there skips the removed views.
    hatch.goBack()
    expect(hatch.getState().router.stack.map((e) => e.view)).toEqual(['Connect'])
  })

  it("closes the modal when only the plugin's views were open", async () => {
    const hatch = createTestHatch({ plugins: [rewards()], features: { rewards: true }, adapters: [scriptedAdapter('eip155').adapter] })
    hatch.open({ view: 'rewards/home' })
    hatch.context.router.push('rewards/detail')
    expect(hatch.getState().modal.open).toBe(true)
    await hatch.setFeature('rewards', false)
    expect(hatch.getState().modal.open).toBe(false)
    expect(hatch.getState().router.stack.map((e) => e.view)).toEqual(['Connect'])
  })

  it('leaves the history alone when a gate whose views are not open turns off', async () => {
    const hatch = createTestHatch({ plugins: [rewards()], features: { rewards: true }, adapters: [scriptedAdapter('eip155').adapter] })
    hatch.open({ view: 'Connect' })
    hatch.context.router.push('AllWallets')
    let navigated = 0
    hatch.on('router:navigate', () => navigated++)
    await hatch.setFeature('rewards', false)
    expect(hatch.getState().router.stack.map((e) => e.view)).toEqual(['Connect', 'AllWallets'])
    expect(navigated).toBe(0)
  })

  it("a remote gate the project configuration turns off leaves the plugin's views too", async () => {
    const server = await startLocalServer({
      'GET /appkit/v1/config': json(200, { features: [{ id: 'tips', isEnabled: false, config: null }] }),
      'GET /projects/v1/origins': json(200, { allowedOrigins: [] }),
    })
    try {
      const tips = definePlugin({ id: 'tips', gate: { key: 'tips', source: 'remote', default: true }, views: { 'tips/form': view } })
      const hatch = createTestHatch({
        plugins: [tips],
        adapters: [scriptedAdapter('eip155').adapter],
        basic: false,
        endpoints: { catalogue: server.url, data: server.url, analytics: server.url },
      })
      hatch.open({ view: 'Connect' })
      hatch.context.router.push('tips/form')
      await hatch.ready
      expect(hatch.getState().router.stack.map((e) => e.view)).toEqual(['Connect'])
    } finally {
      await server.close()
    }
  })
})

describe('remote features with no plugin (issue 26 item 4)', () => {
  it('a host that registers only its own plugin gets one debug line, no warning, for the remote features the configuration turns on', async () => {
    const ids = ['swaps', 'onramp', 'email', 'socials', 'activity', 'multiWallet', 'emailCapture']
    const server = await startLocalServer({
      'GET /appkit/v1/config': json(200, { features: ids.map((id) => ({ id, isEnabled: true, config: null })) }),
      'GET /projects/v1/origins': json(200, { allowedOrigins: [] }),
    })
    try {
      const logger = { warn: vi.fn(), error: vi.fn(), debug: vi.fn() }
      const hatch = createTestHatch({
        plugins: [rewards()],
        basic: false,
        logger,
        endpoints: { catalogue: server.url, data: server.url, analytics: server.url },
      })
      await hatch.ready
      expect(logger.warn).not.toHaveBeenCalled()
      expect(logger.debug.mock.calls.map((c) => String(c[0])).filter((m) => m.includes('no registered plugin provides'))).toEqual([
        `the project configuration turns on ${ids.map((id) => `features.${id}`).join(', ')}, which no registered plugin provides: left off`,
      ])
    } finally {
      await server.close()
    }
  })
})
