import { describe, expect, it, vi } from 'vitest'
import { createTestHatch, scriptedAdapter } from '../../../fixtures/createTestHatch.js'
import { definePlugin } from '../../../../kernel/contracts/definePlugin.js'
import type { HatchEvents } from '../../../../kernel/events/events.js'

const loggerSpy = () => ({ debug: vi.fn(), warn: vi.fn(), error: vi.fn() })

/** A plugin whose every callback throws: an `on` handler, its controller's start and its view's loader. */
function broken() {
  return definePlugin({
    id: 'broken',
    views: {
      'broken/view': () => {
        throw new Error('view loader exploded')
      },
    },
    controller: () => {
      throw new Error('controller exploded')
    },
    on: {
      'account:connected': () => {
        throw new Error('handler exploded')
      },
      'account:disconnected': () => {
        throw new Error('handler exploded on disconnect')
      },
    },
  })
}

describe('plugin isolation (issue 26 item 2): a throwing plugin callback changes no kernel outcome', () => {
  it('connect and disconnect resolve, the state follows, the modal closes, and each failure is reported naming the plugin and the hook', async () => {
    const { adapter } = scriptedAdapter('eip155')
    const logger = loggerSpy()
    const heard: string[] = []
    const after = definePlugin({ id: 'after', on: { 'account:connected': () => void heard.push('plugin after') } })
    const hatch = createTestHatch({ adapters: [adapter], plugins: [broken(), after], logger })
    const errors: HatchEvents['error'][] = []
    hatch.on('error', (e) => errors.push(e))
    hatch.on('account:connected', () => heard.push('host'))
    await hatch.started
    // Let the controller's start fail.
    await hatch.context.plugins.controller('broken').catch(() => undefined)

    await expect(hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })).resolves.toMatchObject({ address: expect.any(String) })
    expect(hatch.getState().chains.eip155?.account.status).toBe('connected')
    // The handlers after the throwing one ran: another plugin's and the host's.
    expect(heard).toEqual(['plugin after', 'host'])

    await expect(hatch.context.views.get('broken/view')?.load()).rejects.toThrow('view loader exploded')

    hatch.open()
    expect(hatch.getState().modal.open).toBe(true)
    await expect(hatch.disconnect()).resolves.toBeUndefined()
    expect(hatch.getState().chains.eip155?.account.status).toBe('disconnected')
    expect(hatch.getState().modal.open).toBe(false)

    expect(errors.map((e) => [e.plugin, e.hook])).toEqual([
      ['broken', 'controller'],
      ['broken', 'on'],
      ['broken', 'view'],
      ['broken', 'on'],
    ])
    expect(errors.map((e) => e.message)).toEqual([
      'plugin "broken" failed in controller: controller exploded',
      'plugin "broken" failed in on (account:connected): handler exploded',
      'plugin "broken" failed in view (broken/view): view loader exploded',
      'plugin "broken" failed in on (account:disconnected): handler exploded on disconnect',
    ])
    expect(logger.error).toHaveBeenCalledWith('plugin "broken" failed in controller: controller exploded', expect.any(Error))
    expect(logger.error).toHaveBeenCalledWith('plugin "broken" failed in on (account:connected): handler exploded', expect.any(Error))
    expect(logger.error).toHaveBeenCalledWith('plugin "broken" failed in view (broken/view): view loader exploded', expect.any(Error))
  })

  it('a controller whose start rejects, a failing dispose and a throwing contribution loader are reported the same way', async () => {
    const logger = loggerSpy()
    const plugin = definePlugin({
      id: 'rejecting',
      gate: { key: 'rejecting', source: 'host', default: true },
      controller: async () => Promise.reject(new Error('async start failed')),
      contributes: { accountTabs: [{ id: 'tab', label: 'Tab', order: 50, load: () => Promise.reject(new Error('panel failed')) }] },
    })
    const disposing = definePlugin({
      id: 'disposing',
      gate: { key: 'disposing', source: 'host', default: true },
      controller: () => ({
        dispose: () => {
          throw new Error('dispose failed')
        },
      }),
    })
    const hatch = createTestHatch({ plugins: [plugin, disposing], logger })
    const errors: HatchEvents['error'][] = []
    hatch.on('error', (e) => errors.push(e))
    await hatch.started
    await expect(hatch.context.plugins.controller('rejecting')).rejects.toThrow('async start failed')
    await hatch.context.plugins.controller('disposing')
    await expect(hatch.context.extensions.all('accountTabs')[0]?.load()).rejects.toThrow('panel failed')
    // Turning the gate off stops the controller; its dispose throws, and the state change still applies.
    hatch.context.store.update((d) => void (d.features['disposing'] = false))
    expect(hatch.getState().features['disposing']).toBe(false)
    expect(errors.map((e) => `${e.plugin}/${e.hook}`)).toEqual(['rejecting/controller', 'rejecting/contribution', 'disposing/dispose'])
    expect(logger.error).toHaveBeenCalledTimes(3)
  })

  it("a plugin's store listener, selector or slice listener that throws does not break connect; each is reported with hook subscribe", async () => {
    const { adapter } = scriptedAdapter('eip155')
    const logger = loggerSpy()
    const plugin = definePlugin({
      id: 'watcher',
      state: () => ({ seen: 0 }),
      controller: (ctx) => {
        const offs = [
          ctx.store.subscribe(() => {
            throw new Error('listener failed')
          }),
          ctx.store.select(
            (s) => {
              if (s.chains.eip155?.account.status === 'connected') throw new Error('selector failed')
              return s.chains.eip155?.account.status
            },
            () => undefined,
          ),
          ctx.self.subscribe(() => {
            throw new Error('slice listener failed')
          }),
          // Writing its own slice on connect makes its slice listener run.
          ctx.store.select(
            (s) => s.chains.eip155?.account.address,
            () => ctx.self.update((d) => void (d.seen += 1)),
          ),
        ]
        return () => offs.forEach((off) => off())
      },
    })
    const hatch = createTestHatch({ adapters: [adapter], plugins: [plugin], logger })
    const errors: HatchEvents['error'][] = []
    hatch.on('error', (e) => errors.push(e))
    await hatch.context.plugins.controller('watcher')
    await expect(hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })).resolves.toBeDefined()
    expect(hatch.getState().chains.eip155?.account.status).toBe('connected')
    expect(hatch.context.plugins.state('watcher')).toEqual({ seen: 1 })
    const messages = new Set(errors.map((e) => `${e.plugin}/${e.hook}: ${e.message}`))
    expect(messages).toEqual(
      new Set([
        'watcher/subscribe: plugin "watcher" failed in subscribe: listener failed',
        'watcher/subscribe: plugin "watcher" failed in subscribe: selector failed',
        'watcher/subscribe: plugin "watcher" failed in subscribe: slice listener failed',
      ]),
    )
  })

  it('a host listener that throws does not break connect; it is logged and later listeners still run', async () => {
    const { adapter } = scriptedAdapter('eip155')
    const logger = loggerSpy()
    const hatch = createTestHatch({ adapters: [adapter], logger })
    const heard: string[] = []
    hatch.on('account:connected', () => {
      throw new Error('host listener failed')
    })
    hatch.on('account:connected', () => heard.push('second'))
    await expect(hatch.connect({ namespace: 'eip155', connectorId: 'eip155-wallet' })).resolves.toBeDefined()
    expect(hatch.getState().chains.eip155?.account.status).toBe('connected')
    expect(heard).toEqual(['second'])
    expect(logger.error).toHaveBeenCalledWith('a listener of "account:connected" threw', expect.objectContaining({ message: 'host listener failed' }))
  })

  it("a plugin's throwing error handler is logged, not emitted again (no loop)", async () => {
    const logger = loggerSpy()
    const plugin = definePlugin({
      id: 'loud',
      on: {
        error: () => {
          throw new Error('error handler failed')
        },
      },
    })
    const hatch = createTestHatch({ plugins: [plugin], logger })
    const errors: HatchEvents['error'][] = []
    hatch.on('error', (e) => errors.push(e))
    await hatch.started
    hatch.context.events.emit('error', { code: 'UNKNOWN_ERROR', message: 'first', error: undefined })
    expect(errors.map((e) => e.message)).toEqual(['first'])
    expect(logger.error).toHaveBeenCalledWith('plugin "loud" failed in on (error): error handler failed', expect.any(Error))
  })
})

describe('plugin isolation: ctx.signal', () => {
  /** A plugin that keeps the signal each run of its controller and handler gets. */
  function watching() {
    const runs: AbortSignal[] = []
    const handlerSignals: AbortSignal[] = []
    const plugin = definePlugin({
      id: 'watching',
      gate: { key: 'watching', source: 'host', default: true },
      controller: (ctx) => {
        runs.push(ctx.signal)
        return () => undefined
      },
      on: { 'modal:open': (_p, ctx) => void handlerSignals.push(ctx.signal) },
    })
    return { plugin, runs, handlerSignals }
  }

  it('aborts when the gate turns off; the next run gets a fresh signal', async () => {
    const { plugin, runs, handlerSignals } = watching()
    const hatch = createTestHatch({ plugins: [plugin] })
    await hatch.context.plugins.controller('watching')
    hatch.open()
    expect(runs.map((s) => s.aborted)).toEqual([false])
    expect(handlerSignals.map((s) => s.aborted)).toEqual([false])
    hatch.context.store.update((d) => void (d.features['watching'] = false))
    expect(runs.map((s) => s.aborted)).toEqual([true])
    expect(handlerSignals.map((s) => s.aborted)).toEqual([true])
    hatch.context.store.update((d) => void (d.features['watching'] = true))
    await hatch.context.plugins.controller('watching')
    expect(runs.map((s) => s.aborted)).toEqual([true, false])
  })

  it('aborts on destroy()', async () => {
    const { plugin, runs } = watching()
    const hatch = createTestHatch({ plugins: [plugin] })
    await hatch.context.plugins.controller('watching')
    expect(runs[0]?.aborted).toBe(false)
    hatch.destroy()
    expect(runs[0]?.aborted).toBe(true)
  })

  it('aborts when the controller stops while its start is still pending, and its teardown then runs', async () => {
    let finish: () => void = () => undefined
    let called: () => void = () => undefined
    const calledBack = new Promise<void>((resolve) => (called = resolve))
    const stops: string[] = []
    const signals: AbortSignal[] = []
    const plugin = definePlugin({
      id: 'slow',
      gate: { key: 'slow', source: 'host', default: true },
      controller: async (ctx) => {
        signals.push(ctx.signal)
        called()
        await new Promise<void>((resolve) => (finish = resolve))
        return () => void stops.push('stopped')
      },
    })
    const hatch = createTestHatch({ plugins: [plugin] })
    const api = hatch.context.plugins.controller('slow')
    await calledBack
    hatch.context.store.update((d) => void (d.features['slow'] = false))
    expect(signals[0]?.aborted).toBe(true)
    finish()
    await api
    expect(stops).toEqual(['stopped'])
  })
})
