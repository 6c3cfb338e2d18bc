import { describe, expect, it, vi } from 'vitest'
import { createTestHatch, scriptedAdapter } from '../../../fixtures/createTestHatch.js'
import { defineAdapter } from '../../../../kernel/contracts/defineAdapter.js'
import { definePlugin } from '../../../../kernel/contracts/definePlugin.js'
import type { HatchContext } from '../../../../kernel/contracts/context.js'

interface Greeter {
  greet(name: string): string
  dispose?(): void
}

declare module '../../../../kernel/contracts/services.js' {
  interface HatchServices {
    'test/greeter': Greeter
    'test/absent': { nothing: true }
  }
}

function greeterAdapter(load = vi.fn(async (_ctx: HatchContext): Promise<Greeter> => ({ greet: (name) => `hello ${name}` }))) {
  const base = scriptedAdapter('eip155').adapter
  return { load, adapter: defineAdapter({ ...base, services: { 'test/greeter': load } }) }
}

describe('ctx.getService', () => {
  it('loads an adapter service once, on first request, with the instance context, and shares it', async () => {
    const { adapter, load } = greeterAdapter()
    const hatch = createTestHatch({ adapters: [adapter] })
    await Promise.resolve()
    expect(load).not.toHaveBeenCalled()
    const [a, b] = await Promise.all([hatch.context.getService('test/greeter'), hatch.context.getService('test/greeter')])
    expect(a.greet('Ada')).toBe('hello Ada')
    expect(a).toBe(b)
    expect(await hatch.context.getService('test/greeter')).toBe(a)
    expect(load).toHaveBeenCalledOnce()
    expect(load.mock.calls[0]?.[0]).toBe(hatch.context)
  })

  it('rejects with SERVICE_NOT_FOUND naming the service when nobody provides it', async () => {
    const hatch = createTestHatch({ adapters: [greeterAdapter().adapter] })
    await expect(hatch.context.getService('test/absent')).rejects.toMatchObject({
      code: 'SERVICE_NOT_FOUND',
      shortMessage: 'Service "test/absent" is not provided; register the adapter or plugin that provides it',
    })
  })

  it('forgets a failed load, so the next request tries again', async () => {
    const load = vi
      .fn<(ctx: HatchContext) => Promise<Greeter>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ greet: () => 'again' })
    const hatch = createTestHatch({ adapters: [greeterAdapter(load).adapter] })
    await expect(hatch.context.getService('test/greeter')).rejects.toThrow('chunk failed')
    expect((await hatch.context.getService('test/greeter')).greet('x')).toBe('again')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('disposes loaded services when the instance is destroyed', async () => {
    const dispose = vi.fn()
    const hatch = createTestHatch({ adapters: [greeterAdapter(vi.fn(async () => ({ greet: () => '', dispose }))).adapter] })
    await hatch.context.getService('test/greeter')
    hatch.destroy()
    await vi.waitFor(() => expect(dispose).toHaveBeenCalledOnce())
  })

  it('serves a plugin service only while the plugin gate is on', async () => {
    const plugin = definePlugin({
      id: 'greeter',
      gate: { key: 'greeter', source: 'host', default: false },
      services: { 'test/greeter': async () => ({ greet: () => 'from plugin' }) },
    })
    const off = createTestHatch({ plugins: [plugin] })
    await expect(off.context.getService('test/greeter')).rejects.toMatchObject({ code: 'FEATURE_DISABLED' })
    const on = createTestHatch({ plugins: [plugin], features: { greeter: true } })
    expect((await on.context.getService('test/greeter')).greet('')).toBe('from plugin')
  })
})
