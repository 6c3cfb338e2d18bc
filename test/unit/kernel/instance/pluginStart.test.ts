import { describe, expect, it, vi } from 'vitest'
import { createTestHatch, memoryBackend, scriptedAdapter, testNetworks } from '../../../fixtures/createTestHatch.js'
import { definePlugin, type PluginStart } from '../../../../kernel/contracts/definePlugin.js'
import type { HatchContext } from '../../../../kernel/contracts/context.js'
import { isHatchError } from '../../../../kernel/errors/HatchError.js'
import { createEvents } from '../../../../kernel/events/events.js'
import { buildShellState } from '../../../../kernel/instance/initialState.js'
import { createPluginHost } from '../../../../kernel/instance/pluginHost.js'
import { createStore } from '../../../../kernel/store/createStore.js'
import type { HatchState } from '../../../../kernel/types/state.js'
import { json, startLocalServer } from '../http/localServer.js'

const view = () => Promise.resolve({ default: null })
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const connecting = (s: HatchState) => Object.values(s.chains).some((c) => c !== undefined && c.account.status !== 'disconnected')

/** A plugin whose controller counts its starts and stops and records the events its descriptor handler saw. */
function counted(start: PluginStart | undefined, gate?: { key: string; source: 'host' | 'remote'; default: boolean }) {
  const log: string[] = []
  const plugin = definePlugin({
    id: 'late',
    ...(gate ? { gate } : {}),
    ...(start ? { start } : {}),
    // A view id the test fixtures declare (test/fixtures/testViewParams.ts).
    views: { 'swaps/form': view },
    controller: () => {
      log.push('start')
      return { ping: () => 'pong', dispose: () => log.push('stop') }
    },
    on: { 'account:connected': () => log.push('handler') },
  })
  return { plugin, log, starts: () => log.filter((l) => l === 'start').length }
}

describe('plugin start: on first use', () => {
  it("without start (or start: 'instance') the controller starts with the instance, as before", async () => {
    const plain = counted(undefined)
    const explicit = counted('instance')
    createTestHatch({ plugins: [plain.plugin] })
    createTestHatch({ plugins: [explicit.plugin] })
    await settle()
    expect(plain.log).toEqual(['start'])
    expect(explicit.log).toEqual(['start'])
  })

  it('a first controller() call starts it, exactly once for calls made together and later', async () => {
    const late = counted({})
    const hatch = createTestHatch({ plugins: [late.plugin] })
    await settle()
    expect(late.log).toEqual([])
    const [a, b] = await Promise.all([
      hatch.context.plugins.controller<{ ping(): string }>('late'),
      hatch.context.plugins.controller<{ ping(): string }>('late'),
    ])
    expect(a.ping()).toBe('pong')
    expect(b).toBe(a)
    await hatch.context.plugins.controller('late')
    expect(late.starts()).toBe(1)
  })

  it('a first navigation to one of its views starts it, once', async () => {
    const late = counted({})
    const hatch = createTestHatch({ plugins: [late.plugin] })
    hatch.open()
    await settle()
    expect(late.log).toEqual([])
    hatch.context.router.push('swaps/form')
    await settle()
    expect(late.log).toEqual(['start'])
    hatch.context.router.goBack()
    hatch.context.router.push('swaps/form')
    await settle()
    expect(late.starts()).toBe(1)
  })

  it('one of its events starts it at the first emission, once', async () => {
    const late = counted({ on: ['modal:open'] })
    const hatch = createTestHatch({ plugins: [late.plugin] })
    await settle()
    expect(late.log).toEqual([])
    hatch.open()
    await settle()
    expect(late.log).toEqual(['start'])
    hatch.close()
    hatch.open()
    await settle()
    expect(late.starts()).toBe(1)
  })

  it('its state predicate starts it when it first holds (an account connecting), once, across reconnects', async () => {
    const late = counted({ when: connecting })
    const hatch = createTestHatch({ plugins: [late.plugin], adapters: [scriptedAdapter('eip155').adapter] })
    hatch.open()
    await settle()
    expect(late.log).toEqual([])
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    await settle()
    expect(late.starts()).toBe(1)
    await hatch.disconnect()
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    await settle()
    expect(late.starts()).toBe(1)
  })

  it('account: true starts it while a wallet is asked to connect, before the connection completes', async () => {
    const late = counted({ account: true })
    let approve: () => void = () => undefined
    const wallet = scriptedAdapter('eip155', {
      connect: () => new Promise((resolve) => (approve = () => resolve({ address: '0x00000000000000000000000000000000000000a1', chainId: 1337 }))),
    })
    const hatch = createTestHatch({ plugins: [late.plugin], adapters: [wallet.adapter] })
    await settle()
    expect(late.log).toEqual([])
    const connected = hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    await settle()
    expect(hatch.getState().chains.eip155?.account.status).toBe('connecting')
    expect(late.log).toEqual(['start'])
    approve()
    await connected
    expect(late.starts()).toBe(1)
  })

  it('account: [namespaces] waits for an account of those namespaces', async () => {
    const late = counted({ account: ['eip155'] })
    const hatch = createTestHatch({
      plugins: [late.plugin],
      networks: [testNetworks.one, testNetworks.sol],
      adapters: [scriptedAdapter('eip155').adapter, scriptedAdapter('solana', { address: 'So1ana1111111111111111111111111111111111111' }).adapter],
    })
    await hatch.connect({ namespace: 'solana', connectorId: 'solana-wallet' })
    await settle()
    expect(late.starts()).toBe(0)
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    await settle()
    expect(late.starts()).toBe(1)
  })

  it('a connection restored after a reload starts it during start-up, before the wallet answered', async () => {
    const storage = memoryBackend()
    const first = createTestHatch({ storage, adapters: [scriptedAdapter('eip155').adapter] })
    await first.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    first.destroy()
    const late = counted({ account: true })
    let answer: () => void = () => undefined
    const wallet = scriptedAdapter('eip155', {
      reconnect: () => new Promise((resolve) => (answer = () => resolve({ address: '0x00000000000000000000000000000000000000a1', chainId: 1337 }))),
    })
    const reloaded = createTestHatch({ storage, plugins: [late.plugin], adapters: [wallet.adapter] })
    await settle()
    await settle()
    expect(reloaded.getState().chains.eip155?.account.status).toBe('connecting')
    expect(late.log).toEqual(['start'])
    answer()
    await reloaded.ready
    expect(reloaded.getState().chains.eip155?.account.status).toBe('connected')
    expect(late.starts()).toBe(1)
  })

  it('a predicate that already holds when the host starts starts it at once', async () => {
    const late = counted({ when: (s) => s.modal.open === false })
    createTestHatch({ plugins: [late.plugin] })
    await settle()
    expect(late.log).toEqual(['start'])
  })

  it("the descriptor's event handlers run from the start, before the controller does", async () => {
    const late = counted({ on: ['modal:open'] })
    const hatch = createTestHatch({ plugins: [late.plugin], adapters: [scriptedAdapter('eip155').adapter] })
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    await settle()
    expect(late.log).toEqual(['handler'])
  })
})

describe('plugin start: gates still rule', () => {
  const gate = { key: 'late', source: 'host' as const, default: true }

  it('a gated-off plugin never starts, whatever fires; controller() is FEATURE_DISABLED', async () => {
    const late = counted({ on: ['modal:open'], when: connecting }, gate)
    const hatch = createTestHatch({ plugins: [late.plugin], features: { late: false }, adapters: [scriptedAdapter('eip155').adapter] })
    hatch.open()
    await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
    await settle()
    expect(isHatchError(await hatch.context.plugins.controller('late').catch((e: unknown) => e), 'FEATURE_DISABLED')).toBe(true)
    expect(late.log).toEqual([])
  })

  it('a trigger that fired while the gate was off starts it when the gate turns on; off stops it; back on restarts it', async () => {
    const late = counted({ on: ['modal:open'] }, gate)
    const hatch = createTestHatch({ plugins: [late.plugin], features: { late: false } })
    hatch.open()
    await settle()
    expect(late.log).toEqual([])
    // Gates are written by the kernel's feature evaluation (remote configuration arriving, say).
    hatch.context.store.update((d) => void (d.features['late'] = true))
    await settle()
    expect(late.log).toEqual(['start'])
    hatch.context.store.update((d) => void (d.features['late'] = false))
    expect(late.log).toEqual(['start', 'stop'])
    hatch.context.store.update((d) => void (d.features['late'] = true))
    await settle()
    expect(late.log).toEqual(['start', 'stop', 'start'])
  })

  it('turned on while never triggered, it waits for its trigger', async () => {
    const late = counted({ on: ['modal:open'] }, gate)
    const hatch = createTestHatch({ plugins: [late.plugin], features: { late: false } })
    hatch.context.store.update((d) => void (d.features['late'] = true))
    await settle()
    expect(late.log).toEqual([])
    hatch.open()
    await settle()
    expect(late.log).toEqual(['start'])
  })

  it('an account connecting before the project configuration turns a remote gate on starts the controller once it arrives', async () => {
    const server = await startLocalServer({
      'GET /appkit/v1/config': json(200, { features: [{ id: 'late', isEnabled: true, config: null }] }),
      'GET /projects/v1/origins': json(200, { allowedOrigins: [] }),
    })
    try {
      const late = counted({ when: connecting }, { key: 'late', source: 'remote', default: false })
      const hatch = createTestHatch({
        basic: false,
        plugins: [late.plugin],
        adapters: [scriptedAdapter('eip155').adapter],
        endpoints: { catalogue: server.url, data: server.url, analytics: server.url },
      })
      // Connected before the configuration answered: the gate is still on its default, off.
      await hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })
      await settle()
      expect(hatch.getState().remoteConfig.status).not.toBe('ready')
      expect(late.log).toEqual([])
      await hatch.ready
      await settle()
      expect(hatch.context.isFeatureEnabled('late')).toBe(true)
      // Started as the gate turned on, before start-up's reconnection announced the account again.
      expect(late.log).toEqual(['start', 'handler'])
    } finally {
      await server.close()
    }
  })
})

describe('plugin start: destroy', () => {
  it('rejects the callers of a controller still loading with HATCH_DESTROYED, stops it once it loads, and refuses later calls', async () => {
    let finish: (api: { dispose(): void }) => void = () => undefined
    const disposed = vi.fn()
    const plugin = definePlugin({
      id: 'slow',
      start: {},
      controller: () => new Promise<{ dispose(): void }>((resolve) => (finish = resolve)),
    })
    const hatch = createTestHatch({ plugins: [plugin] })
    const asked = hatch.context.plugins.controller('slow')
    await settle()
    hatch.destroy()
    expect(isHatchError(await asked.catch((e: unknown) => e), 'HATCH_DESTROYED')).toBe(true)
    finish({ dispose: disposed })
    await settle()
    expect(disposed).toHaveBeenCalledOnce()
    expect(isHatchError(await hatch.context.plugins.controller('slow').catch((e: unknown) => e), 'HATCH_DESTROYED')).toBe(true)
  })

  it('rejects callers that asked before the host started', async () => {
    const store = createStore(buildShellState({}))
    const start = vi.fn(() => ({}))
    const host = createPluginHost(store, [definePlugin({ id: 'early', start: {}, controller: start })], () => true)
    const early = host.registry.controller('early')
    const stop = host.start({ store, events: createEvents() } as unknown as HatchContext)
    await expect(early).resolves.toEqual({})
    expect(start).toHaveBeenCalledOnce()

    const other = createPluginHost(store, [definePlugin({ id: 'early', start: {}, controller: start })], () => true)
    const waiting = other.registry.controller('early')
    other.start({ store, events: createEvents() } as unknown as HatchContext)()
    stop()
    // Started (by the call) and destroyed at once: the call is answered by the destroy.
    expect(isHatchError(await waiting.catch((e: unknown) => e), 'HATCH_DESTROYED')).toBe(true)
  })
})
