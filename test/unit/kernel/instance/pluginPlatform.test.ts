import { describe, expect, it, vi } from 'vitest'
import { createTestHatch, scriptedAdapter, testNetworks } from '../../../fixtures/createTestHatch.js'
import { definePlugin } from '../../../../kernel/contracts/definePlugin.js'
import type { PluginContext } from '../../../../kernel/contracts/context.js'
import { isHatchError } from '../../../../kernel/errors/HatchError.js'
import { json, startLocalServer } from '../http/localServer.js'

const view = () => Promise.resolve({ default: null })

/** A host-authored plugin with state, a controller API and contributions, as docs/plugins.md shows. */
function tips(log: string[] = []) {
  return definePlugin({
    id: 'tips',
    gate: { key: 'tips', source: 'host', default: true },
    views: { 'tips/form': view },
    state: () => ({ amount: '0', sent: 0 }),
    controller: (ctx: PluginContext<{ amount: string; sent: number }>) => {
      log.push('start')
      return {
        setAmount: (amount: string) => ctx.self.update((d) => void (d.amount = amount)),
        send: () => ctx.self.update((d) => void (d.sent += 1)),
        dispose: () => log.push('stop'),
      }
    },
    on: { 'account:disconnected': (_p, ctx) => ctx.self.reset() },
    contributes: {
      accountActions: [{ id: 'tips', label: 'Tip', view: 'tips/form', namespaces: ['eip155'] }],
      accountTabs: [{ id: 'tips-history', label: 'Tips', order: 40, load: view }],
    },
  })
}

type TipsApi = { setAmount(amount: string): void; send(): void }

describe('plugin state: each plugin writes only its own slice', () => {
  it('the controller writes through ctx.self; the slice is readable through ctx.plugins.state', async () => {
    const other = definePlugin({ id: 'other', state: () => ({ untouched: true }) })
    const hatch = createTestHatch({ plugins: [tips(), other] })
    const api = await hatch.context.plugins.controller<TipsApi>('tips')
    api.setAmount('1.5')
    api.send()
    expect(hatch.context.plugins.state('tips')).toEqual({ amount: '1.5', sent: 1 })
    expect(hatch.getState().plugins['other']).toEqual({ untouched: true })
    // The context the UI and other plugins get has no way to write a slice.
    expect('updatePluginState' in hatch.context).toBe(false)
    expect(hatch.context.plugins.state('nope')).toBeUndefined()
  })

  it('an event handler gets the same bound handle (reset on disconnect)', async () => {
    const { adapter } = scriptedAdapter('eip155')
    const hatch = createTestHatch({ plugins: [tips()], adapters: [adapter] })
    const api = await hatch.context.plugins.controller<TipsApi>('tips')
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    api.setAmount('2')
    await hatch.disconnect({ namespace: 'eip155' })
    expect(hatch.context.plugins.state('tips')).toEqual({ amount: '0', sent: 0 })
  })
})

describe('plugin state: nothing but the owning plugin writes a plugin slice (issue 19 item 5)', () => {
  it('another plugin writing the slice through ctx.store is refused with a typed error, and the slice is unchanged', async () => {
    let attempt: unknown
    const intruder = definePlugin({
      id: 'intruder',
      controller: (ctx) => {
        try {
          // A plugin's store has no update (by type); plain JavaScript calling it anyway is refused.
          const store = ctx.store as unknown as { update(recipe: (d: { plugins: Record<string, { amount: string }> }) => void): void }
          store.update((d) => void ((d.plugins['tips'] as { amount: string }).amount = '999'))
        } catch (error) {
          attempt = error
        }
        return () => undefined
      },
    })
    const hatch = createTestHatch({ plugins: [tips(), intruder] })
    await hatch.context.plugins.controller('intruder')
    expect(isHatchError(attempt, 'CORE_STATE_READ_ONLY')).toBe(true)
    expect(String(attempt)).toMatch(/Plugin "intruder" cannot write the core state/)
    // Nor can code holding the instance's store (the UI, an adapter): plugin slices are their plugins' own.
    expect(() => hatch.context.store.update((d) => void ((d.plugins['tips'] as { amount: string }).amount = '999'))).toThrow(
      /Plugin state "tips" is written only by the plugin "tips"/,
    )
    expect(hatch.context.plugins.state('tips')).toEqual({ amount: '0', sent: 0 })
  })

  it('the UI or a host cannot replace or remove a slice through hatch.context.store either; other slices stay writable', async () => {
    const hatch = createTestHatch({ plugins: [tips()] })
    expect(() => hatch.context.store.update((d) => void (d.plugins['tips'] = { amount: '5', sent: 9 }))).toThrow(/Plugin state "tips"/)
    expect(() => hatch.context.store.update((d) => void delete d.plugins['tips'])).toThrow(/Plugin state "tips"/)
    expect(hatch.getState().plugins).toEqual({ tips: { amount: '0', sent: 0 } })
    // A key no plugin registered is not a plugin's slice (the WalletConnect adapter publishes its pairing there).
    hatch.context.store.update((d) => void (d.plugins['walletConnect'] = { status: 'pairing' }))
    expect(hatch.getState().plugins['walletConnect']).toEqual({ status: 'pairing' })
    hatch.context.store.update((d) => void (d.modal.themeMode = 'dark'))
    expect(hatch.getState().modal.themeMode).toBe('dark')
    // The owner still writes its own slice.
    const api = await hatch.context.plugins.controller<TipsApi>('tips')
    api.setAmount('3')
    expect(hatch.context.plugins.state('tips')).toEqual({ amount: '3', sent: 0 })
  })
})

describe('plugin controllers', () => {
  it('a controller of an unregistered plugin, or one whose gate is off, is a typed error', async () => {
    const hatch = createTestHatch({ plugins: [tips()], features: { tips: false } })
    const missing = await hatch.context.plugins.controller('swaps').catch((e: unknown) => e)
    expect(isHatchError(missing, 'PLUGIN_NOT_REGISTERED')).toBe(true)
    const off = await hatch.context.plugins.controller('tips').catch((e: unknown) => e)
    expect(isHatchError(off, 'FEATURE_DISABLED')).toBe(true)
    expect(String(off)).toMatch(/Feature "tips" is disabled/)
  })

  it('is stopped when its gate turns off at run time and started again when it turns back on', async () => {
    const log: string[] = []
    const hatch = createTestHatch({ plugins: [tips(log)] })
    await hatch.context.plugins.controller('tips')
    expect(log).toEqual(['start'])
    // Gates are written by the kernel's feature evaluation (remote configuration arriving, say).
    hatch.context.store.update((d) => void (d.features['tips'] = false))
    expect(log).toEqual(['start', 'stop'])
    hatch.context.store.update((d) => void (d.features['tips'] = true))
    await hatch.context.plugins.controller('tips')
    expect(log).toEqual(['start', 'stop', 'start'])
    hatch.destroy()
    expect(log).toEqual(['start', 'stop', 'start', 'stop'])
  })

  it('a controller returning a function treats it as the teardown', async () => {
    const teardown = vi.fn()
    const plugin = definePlugin({ id: 'plain', controller: () => teardown })
    const hatch = createTestHatch({ plugins: [plugin] })
    await expect(hatch.context.plugins.controller('plain')).resolves.toBeUndefined()
    hatch.destroy()
    expect(teardown).toHaveBeenCalledOnce()
  })

  it('a controller that throws is reported on the error event, naming the plugin', async () => {
    const plugin = definePlugin({
      id: 'broken',
      controller: () => {
        throw new Error('boom')
      },
    })
    const hatch = createTestHatch({ plugins: [plugin] })
    const errors: string[] = []
    hatch.on('error', (e) => errors.push(`${e.plugin}/${e.hook}: ${e.message}`))
    await expect(hatch.context.plugins.controller('broken')).rejects.toThrow('boom')
    expect(errors).toEqual(['broken/controller: plugin "broken" failed in controller: boom'])
  })
})

describe('extension points', () => {
  it('contributions are listed with their owner and shown only while the gate is on and the namespace supported', () => {
    const hatch = createTestHatch({ plugins: [tips()], networks: [testNetworks.one, testNetworks.sol] })
    const ext = hatch.context.extensions
    expect(ext.all('accountActions').map((a) => [a.id, a.owner, a.feature])).toEqual([['tips', 'tips', 'tips']])
    expect(ext.visible('accountActions', 'eip155').map((a) => a.id)).toEqual(['tips'])
    expect(ext.visible('accountActions', 'solana')).toEqual([])
    expect(ext.visible('accountTabs', 'solana').map((t) => t.id)).toEqual(['tips-history'])
    hatch.context.store.update((d) => void (d.features['tips'] = false))
    expect(ext.visible('accountActions', 'eip155')).toEqual([])
    expect(ext.visible('accountTabs', 'eip155')).toEqual([])
  })

  it('two plugins contributing the same id to one point is an error naming both', () => {
    const clone = definePlugin({ id: 'tips-clone', contributes: { accountActions: [{ id: 'tips', label: 'Tip', view: 'tips/form' }] } })
    expect(() => createTestHatch({ plugins: [tips(), clone] })).toThrow(/Account action "tips" is contributed by both "tips" and "tips-clone"/)
  })
})

describe('features no registered plugin answers to (issue 19 item 3)', () => {
  it('are reported through the host logger once and stay off', () => {
    const warn = vi.fn()
    const hatch = createTestHatch({
      features: { pay: true, multiWallet: true, connectorTypeOrder: ['injected'] },
      logger: { warn, error: vi.fn(), debug: vi.fn() },
    })
    const messages = warn.mock.calls.map((c) => String(c[0]))
    expect(messages.filter((m) => m.includes('features.pay'))).toHaveLength(1)
    expect(messages.find((m) => m.includes('features.multiWallet'))).toMatch(/no registered plugin provides "multiWallet": it has no effect/)
    expect(messages.some((m) => m.includes('connectorTypeOrder'))).toBe(false)
    expect(hatch.context.isFeatureEnabled('multiWallet')).toBe(false)
    expect(hatch.context.isFeatureEnabled('pay')).toBe(false)
  })
})

describe('remote features (issue 19 item 3: no longer silently inert)', () => {
  /** A catalogue service answering GET /appkit/v1/config with these features on. */
  async function configServer(ids: string[]) {
    return startLocalServer({
      'GET /appkit/v1/config': json(200, { features: ids.map((id) => ({ id, isEnabled: true, config: null })) }),
      'GET /projects/v1/origins': json(200, { allowedOrigins: [] }),
    })
  }
  const loggerSpy = () => ({ warn: vi.fn(), error: vi.fn(), debug: vi.fn() })

  it('multiWallet and pay switched on by the project configuration, with no plugin declaring them, stay off and are named in one debug line, not warned about', async () => {
    const server = await configServer(['multiWallet', 'pay'])
    try {
      const logger = loggerSpy()
      const hatch = createTestHatch({ basic: false, logger, endpoints: { catalogue: server.url, data: server.url, analytics: server.url } })
      await hatch.ready
      expect(logger.warn).not.toHaveBeenCalled()
      const notes = logger.debug.mock.calls.map((c) => String(c[0])).filter((m) => m.includes('no registered plugin provides'))
      expect(notes).toEqual(['the project configuration turns on features.multiWallet, features.pay, which no registered plugin provides: left off'])
      expect(hatch.context.isFeatureEnabled('multiWallet')).toBe(false)
    } finally {
      await server.close()
    }
  })

  it('reownBranding on in the project configuration (issue 24 item 7: it has no plugin by design) is neither warned about nor noted', async () => {
    const server = await configServer(['reownBranding', 'emailCapture'])
    try {
      const logger = loggerSpy()
      const hatch = createTestHatch({ basic: false, logger, endpoints: { catalogue: server.url, data: server.url, analytics: server.url } })
      await hatch.ready
      expect(logger.warn).not.toHaveBeenCalled()
      const lines = [...logger.debug.mock.calls, ...logger.error.mock.calls].map((c) => String(c[0]))
      expect(lines.filter((m) => m.includes('reownBranding'))).toEqual([])
      // Another remote feature without its plugin still gets its single debug line.
      expect(lines.filter((m) => m.includes('features.emailCapture'))).toHaveLength(1)
    } finally {
      await server.close()
    }
  })

  it("a controller running on its remote gate's default is stopped when the project configuration turns the gate off", async () => {
    const server = await startLocalServer({
      'GET /appkit/v1/config': json(200, { features: [{ id: 'tips', isEnabled: false, config: null }] }),
      'GET /projects/v1/origins': json(200, { allowedOrigins: [] }),
    })
    try {
      const log: string[] = []
      const remoteTips = { ...tips(log), gate: { key: 'tips', source: 'remote' as const, default: true } }
      const hatch = createTestHatch({ basic: false, plugins: [remoteTips], endpoints: { catalogue: server.url, data: server.url, analytics: server.url } })
      await hatch.context.plugins.controller('tips')
      expect(log).toEqual(['start'])
      await hatch.ready
      expect(log).toEqual(['start', 'stop'])
      expect(isHatchError(await hatch.context.plugins.controller('tips').catch((e: unknown) => e), 'FEATURE_DISABLED')).toBe(true)
    } finally {
      await server.close()
    }
  })

  it("a plugin that keeps connections, gated by the remote multiWallet, gets the project configuration's value: disconnect then keeps the modal open while connections remain", async () => {
    const server = await configServer(['multiWallet'])
    try {
      const multiWallet = definePlugin({ id: 'profile-wallets', gate: { key: 'multiWallet', source: 'remote', default: false }, keepsConnections: true })
      const logger = loggerSpy()
      const hatch = createTestHatch({
        basic: false,
        logger,
        networks: [testNetworks.one, testNetworks.sol],
        adapters: [scriptedAdapter('eip155').adapter, scriptedAdapter('solana', { address: 'So1ana1111111111111111111111111111111111111' }).adapter],
        plugins: [multiWallet],
        endpoints: { catalogue: server.url, data: server.url, analytics: server.url },
      })
      await hatch.ready
      expect(hatch.context.isFeatureEnabled('multiWallet')).toBe(true)
      expect(logger.warn).not.toHaveBeenCalled()
      await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
      await hatch.connect({ namespace: 'solana', connectorId: 'solana-wallet' })
      hatch.open()
      await hatch.disconnect({ namespace: 'solana' })
      expect(hatch.getState().modal.open).toBe(true)
      await hatch.disconnect({ namespace: 'eip155' })
      expect(hatch.getState().modal.open).toBe(false)
    } finally {
      await server.close()
    }
  })
})
