import { describe, expect, it, vi } from 'vitest'
import { createTestHatch, scriptedAdapter } from '../../../fixtures/createTestHatch.js'
import { definePlugin } from '../../../../kernel/contracts/definePlugin.js'

const view = () => Promise.resolve({ default: null })

function swapsLike(controller = vi.fn(), onConnected = vi.fn()) {
  return {
    controller,
    onConnected,
    plugin: definePlugin({
      id: 'swaps',
      gate: { key: 'swaps', source: 'host', default: false },
      views: { 'swaps/form': view },
      controller,
      state: () => ({ quote: 0 }),
      on: { 'account:connected': onConnected },
    }),
  }
}

describe('plugins', () => {
  it('a plugin registers its views, gated by its feature', () => {
    const off = createTestHatch({ plugins: [swapsLike().plugin] })
    off.open()
    expect(() => off.context.router.push('swaps/form')).toThrow(/feature "swaps", which is disabled/)
    const on = createTestHatch({ plugins: [swapsLike().plugin], features: { swaps: true } })
    on.open()
    on.context.router.push('swaps/form')
    expect(on.getState().router.stack.at(-1)?.view).toBe('swaps/form')
  })

  it('its controller loads only when its gate is on', async () => {
    const off = swapsLike()
    createTestHatch({ plugins: [off.plugin] })
    const on = swapsLike()
    createTestHatch({ plugins: [on.plugin], features: { swaps: true } })
    await Promise.resolve()
    expect(off.controller).not.toHaveBeenCalled()
    expect(on.controller).toHaveBeenCalledOnce()
  })

  it('its event handlers run only while the gate is on', async () => {
    const on = swapsLike()
    const hatch = createTestHatch({ plugins: [on.plugin], features: { swaps: true }, adapters: [scriptedAdapter('eip155').adapter] })
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    expect(on.onConnected).toHaveBeenCalledOnce()
    const off = swapsLike()
    const other = createTestHatch({ plugins: [off.plugin], adapters: [scriptedAdapter('eip155').adapter] })
    await other.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    expect(off.onConnected).not.toHaveBeenCalled()
  })

  it('its state slice starts from its initial state', () => {
    const hatch = createTestHatch({ plugins: [swapsLike().plugin] })
    expect(hatch.getState().plugins).toEqual({ swaps: { quote: 0 } })
  })

  it('registering the same plugin twice is an error naming the option', () => {
    expect(() => createTestHatch({ plugins: [swapsLike().plugin, swapsLike().plugin] })).toThrow(/Invalid option plugins: has two plugins with the id "swaps"/)
  })

  it('a pay-like gate turns email and socials off (spec §5)', () => {
    const email = definePlugin({ id: 'email', gate: { key: 'email', source: 'remote', default: true }, views: { EmailLogin: view } })
    const pay = definePlugin({ id: 'pay', gate: { key: 'pay', source: 'host', default: false, disables: ['email', 'socials'] } })
    const withPay = createTestHatch({ basic: false, plugins: [email, pay], features: { pay: true } })
    expect(withPay.context.isFeatureEnabled('email')).toBe(false)
    const withoutPay = createTestHatch({ basic: false, plugins: [email, pay] })
    expect(withoutPay.context.isFeatureEnabled('email')).toBe(true)
  })

  it('basic mode turns every remote feature off', () => {
    const email = definePlugin({ id: 'email', gate: { key: 'email', source: 'remote', default: true }, views: { EmailLogin: view } })
    const hatch = createTestHatch({ basic: true, plugins: [email], features: { email: true } })
    expect(hatch.context.isFeatureEnabled('email')).toBe(false)
  })
})

describe('options are validated before anything starts', () => {
  it('a project id of the wrong type names the option', () => {
    expect(() => createTestHatch({ projectId: 7 as unknown as string })).toThrow(/Invalid option projectId/)
  })
  it('siweConfig together with siwx is refused', () => {
    expect(() => createTestHatch({ siweConfig: {}, siwx: {} })).toThrow(/siwx|siweConfig/)
  })
})
